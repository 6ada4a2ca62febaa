import Foundation

switch BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(.unknownArgument(let argument)):
    FileHandle.standardError.write(Data("Benchmarks: unknown flag '\(argument)' (see --help)\n".utf8))
    exit(2)
case .success(let options) where options.help:
    print(BenchmarkOptions.usage)
case .success(let options) where options.wakeUps:
    print(MainActor.assumeIsolated { WakeUpProbe.run() })
case .success(let options):
    let succeeded = MainActor.assumeIsolated { BenchmarkSuite(options: options).run() }
    exit(succeeded ? 0 : 1)
}

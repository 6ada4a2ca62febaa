/// Command-line options, parsed by hand: `--quick`, `--json`, `--help`.
struct BenchmarkOptions: Sendable {
    var quick = false
    var json = false
    var help = false

    enum ParseError: Error, Equatable {
        case unknownArgument(String)
    }

    static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, ParseError> {
        var options = BenchmarkOptions()
        for argument in arguments {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.json = true
            case "--help", "-h": options.help = true
            default: return .failure(.unknownArgument(argument))
            }
        }
        return .success(options)
    }

    static let usage = """
        usage: swift run -c release --scratch-path .build-bench Benchmarks [--quick] [--json] [--help]

        Compares row-height precaching strategies on the main run loop: the classic
        FDTemplateLayoutCell 1.2 algorithm, a fixed-batch queue (Texture style) and, once plugged in, ours.

          --quick   small sizes; finishes in seconds (CI)
          --json    print the results as JSON instead of a table (progress still goes to stderr)
          --help    print this help

        Exit status: 0 on success, 1 if a contender failed verification, 2 on a bad argument.
        """
}

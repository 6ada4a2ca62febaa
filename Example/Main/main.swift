import FeedKit
import Foundation

// `swift run Example [options]`: see `ExampleOptions.usage`.

let options: ExampleOptions
do {
    options = try ExampleOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try options.checkTerminal(
        inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    // Before the run, not after it: a chart that cannot be written is known now.
    if !options.help, let path = options.chartPath { try SessionReport.checkChartPath(path) }
} catch {
    writeError("Example: \(error.message)\n")
    exit(UsageError.exitStatus)
}
if options.help {
    print(ExampleOptions.usage)
    exit(0)
}

#if DEBUG
    let build = "debug"
#else
    let build = "release"
#endif

MainActor.assumeIsolated {
    if options.interactive {
        do {
            try InteractiveApp(options: options).run()
        } catch {
            // Only a terminal that cannot be set up ends up here: a usage error, like no terminal at all.
            writeError("Example: \(UsageError.notATerminal.message)\n")
            exit(UsageError.exitStatus)
        }
        exit(0)
    }
    let progress = ProgressLine()
    let reports = options.sessions.map { session in
        let report = SessionReport.run(session, onStatus: { progress.show($0) })
        progress.finish()
        return report
    }
    // The cold launch: the run with an added row cost (phone-class by default), opened twice.
    let coldLaunch = options.sessions.first { $0.rowCost.addedSeconds > 0 }.map { ColdLaunch.run($0) }
    print(SessionReport.text(of: reports, build: build, coldLaunch: coldLaunch))
    if let path = options.chartPath, let run = SessionReport.chartedRun(of: reports) {
        do throws(UsageError) {
            try SessionReport.write(run.frameTimeChart(build: build), to: path)
            writeError("Example: wrote the chart of the \(run.runName) run to \(path)\n")
        } catch {
            writeError("Example: \(error.message)\n")
            exit(1)
        }
    }
}

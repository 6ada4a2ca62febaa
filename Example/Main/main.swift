import FeedKit
import Foundation

// `swift run Example [options]`: see `usage` in Arguments.swift.

let options: Options
do {
    options = try parseArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    writeError("Example: \(error.message)\n")
    exit(2)
}
if options.help {
    print(usage)
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
            writeError("Example: \(error)\n")
            exit(1)
        }
        exit(0)
    }
    let progress = ProgressLine()
    let report = SessionReport.run(options.configuration, onStatus: { progress.show($0) })
    progress.finish()
    print(report.text(build: build))
    if build == "debug" {
        print(
            "(A debug build: measurements cost several times what they cost in release; try swift run -c release Example.)"
        )
    }
}

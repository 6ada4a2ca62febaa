/// A bad command line, or a run that cannot start as asked: the message names the flag and the fix.
/// The example prints it and exits with ``exitStatus``.
public struct UsageError: Error, Equatable, Sendable {
    /// The exit status for every usage error: 2, as command-line tools use for misuse.
    public static let exitStatus: Int32 = 2

    /// One line for standard error.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: One line naming the flag and the fix.
    public init(message: String) {
        self.message = message
    }

    /// `--interactive` was asked for, but standard input or output is not a terminal.
    public static let notATerminal = UsageError(
        message: "--interactive needs a terminal on standard input and output (run it in a terminal or tmux, "
            + "not through a pipe)")
}

/// What the example's command line asked for: `swift run Example [options]`.
public struct ExampleOptions: Sendable, Equatable {
    /// The settings every session shares (seed, width, time slice, batch cap, time budget,
    /// workers, variants).
    public var configuration = SessionConfiguration()
    /// Rows in the feed, if `--rows` gave them; otherwise each session picks (``sessions``).
    public var rows: Int?
    /// The row cost `--row-cost-ms` asked for, or `nil` for the default pair of sessions.
    public var rowCost: RowCostProfile?
    /// `--interactive`: browse the feed in the terminal.
    public var interactive = false
    /// `--help`.
    public var help = false
    /// `false` after `--no-precache`.
    public var precache = true
    /// `--background`: also run the session with the precacher measuring on background workers.
    public var background = false
    /// `--chart FILE`: where to write an SVG chart of the fling frame times, or `nil`.
    public var chartPath: String?

    /// Rows in a session with an added row cost unless `--rows` says otherwise: few enough that
    /// precaching them twice (the script changes the width) at 9 ms a row fits in the script's idle time.
    public static let rowsWithAddedCost = 300

    /// Options with every default.
    public init() {}

    /// The sessions to run, in order: by default this machine's cost (20,000 rows), then the
    /// phone-class profile (``rowsWithAddedCost`` rows); with `--row-cost-ms`, that cost alone.
    public var sessions: [SessionConfiguration] {
        let costs = rowCost.map { [$0] } ?? [.thisMachine, .phoneClass]
        return costs.map { cost in
            var session = configuration
            session.rowCost = cost
            session.rowCount = rows ?? (cost.addedSeconds > 0 ? Self.rowsWithAddedCost : FeedGenerator.defaultCount)
            return session
        }
    }

    /// The settings of the `--interactive` browser: `--rows` or 20,000 rows, and the `--row-cost-ms` cost.
    public var interactiveConfiguration: SessionConfiguration {
        var session = configuration
        session.rowCost = rowCost ?? .thisMachine
        session.rowCount = rows ?? FeedGenerator.defaultCount
        return session
    }

    /// Checks that `--interactive` can run: it needs a terminal on both ends.
    ///
    /// - Parameters:
    ///   - inputIsTerminal: Whether standard input is a terminal.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    /// - Throws: ``UsageError/notATerminal`` when `--interactive` is asked for without one.
    public func checkTerminal(inputIsTerminal: Bool, outputIsTerminal: Bool) throws(UsageError) {
        guard !interactive || (inputIsTerminal && outputIsTerminal) else { throw .notATerminal }
    }

    /// Parses the arguments after the program name. Accepts `--flag value` and `--flag=value`.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Throws: A ``UsageError`` naming the first bad flag or value.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ExampleOptions {
        var options = ExampleOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts.first ?? argument
            var inline = parts.count == 2 ? parts[1] : nil
            func value() throws(UsageError) -> String {
                if let given = inline {
                    inline = nil
                    return given
                }
                guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
                index += 1
                return arguments[index - 1]
            }
            switch flag {
            case "--rows":
                options.rows = try integer(try value(), flag: flag, in: 1...5_000_000)
            case "--row-cost-ms":
                options.rowCost = .adding(milliseconds: try number(try value(), flag: flag, in: 0...1_000, unit: "ms"))
            case "--width":
                options.configuration.width = try number(try value(), flag: flag, in: 40...10_000, unit: "points")
            case "--seed":
                options.configuration.seed = try seed(try value(), flag: flag)
            case "--batch-size":
                options.configuration.precacher.batchSize = try integer(try value(), flag: flag, in: 1...100_000)
            case "--slice-ms":
                let slice = try number(try value(), flag: flag, in: 0.01...1_000, unit: "ms")
                options.configuration.precacher.timeSlice = slice / 1_000
            case "--budget-ms":
                let budget = try number(try value(), flag: flag, in: 0.01...1_000, unit: "ms")
                options.configuration.precacher.timeBudget = budget / 1_000
            case "--frame-deadlines":
                options.configuration.frameDeadlines = true
            case "--no-precache":
                options.precache = false
            case "--background":
                options.background = true
            case "--workers":
                options.configuration.workers = try integer(try value(), flag: flag, in: 1...256)
            case "--chart":
                options.chartPath = try svgPath(try value(), flag: flag)
            case "--interactive":
                options.interactive = true
            case "--help", "-h":
                options.help = true
            default:
                throw UsageError(message: unknownOption(flag))
            }
            if inline != nil { throw UsageError(message: "\(flag) takes no value") }
        }
        try options.checkCombination()
        if !options.precache {
            options.configuration.variants = [.onDemand]
        } else if options.background {
            options.configuration.variants = [.precache, .background, .onDemand]
        }
        return options
    }

    /// Refuses flags that cannot go together, naming them.
    private func checkCombination() throws(UsageError) {
        if background, !precache {
            throw UsageError(message: "--background needs the precacher: drop --no-precache")
        }
        if background, interactive {
            throw UsageError(message: "--background runs the scripted session: drop --interactive")
        }
        if configuration.frameDeadlines, !precache {
            throw UsageError(message: "--frame-deadlines needs the precacher: drop --no-precache")
        }
        if configuration.frameDeadlines, interactive {
            throw UsageError(message: "--frame-deadlines applies to the scripted session: drop --interactive")
        }
        if chartPath != nil, !precache {
            throw UsageError(message: "--chart compares flings with and without precache: drop --no-precache")
        }
        if chartPath != nil, interactive {
            throw UsageError(message: "--chart charts the scripted session: drop --interactive")
        }
        if configuration.workers != nil, !background {
            throw UsageError(message: "--workers applies only with --background")
        }
    }

    /// The message for an unknown flag, with a hint for `swift run`'s own options.
    static func unknownOption(_ flag: String) -> String {
        switch flag {
        case "-c", "--configuration":
            return "unknown option \(flag): options after Example go to the example; "
                + "for a release build, put it before: swift run -c release Example"
        case "--product", "--package-path", "--scratch-path", "-Xswiftc", "-Xcc", "-Xlinker", "-j", "--jobs", "-v":
            return "unknown option \(flag): it is an option of swift run, so put it before the product: "
                + "swift run \(flag) … Example"
        default:
            return "unknown option \(flag) (see --help)"
        }
    }

    /// The `--help` text.
    public static let usage = """
        Usage: swift run [-c release] Example [options]

        Shows what idle precaching buys on a generated feed. With no options, runs a scripted session on
        the main run loop (live progress on stderr, a simulated 120 Hz display, flings, inserts and
        deletes, a width change) with precache and with every height measured on demand, at two row
        costs: this machine's (real typesetting, 20,000 rows), then phone-class (\(rowsWithAddedCost) rows, each
        measurement also spinning the main thread for 9 ms: an Auto Layout feed cell on an iPhone 5S in
        LayoutFrameworkBenchmark; 0.6 ms on an iPhone 16). Prints a report of the flings, with charts,
        then a cold launch at the added row cost: the first screen from an empty height cache, then
        from the height file that launch saved (rows measured, the first frame).

        Options:
          --rows N          rows in the feed (default 20000; \(rowsWithAddedCost) with an added row cost)
          --row-cost-ms X   run one session, each measurement costing X ms more (busy main thread):
                            your cell's heightForRowAt time from Instruments (0: this machine's cost)
          --width N         layout width in points (default 375; the script then changes to 320)
          --seed N          feed seed (default \(FeedGenerator.defaultSeed))
          --slice-ms X      the precacher's time slice in milliseconds: a pass measures rows for
                            about this long, at least one (default 0.5)
          --batch-size N    the most rows the precacher measures in one run-loop pass (default: no
                            cap, the time slice decides; 1 gives the old one row per pass)
          --budget-ms X     the precacher's time budget per pass in milliseconds, the hard limit
                            behind the slice (default 4)
          --frame-deadlines the precacher knows the simulated display's next frame, as a display
                            link tells it on iOS: slices end 1 ms before a frame, and a row that
                            would run into one waits until after it
          --background      also run each session with the precacher measuring on background
                            workers (measuring = .inBackground; an added row cost then keeps a worker
                            busy, not the main thread) and compare the two precachers: main-thread
                            time, time to a fully cached table, rows/s, stale heights. A third
                            variant per session: about 1.5 times as long as without it, more in a
                            debug build, with fewer workers or on a busy machine
          --workers N       background workers for --background (default: the active processors
                            less one, at least 1)
          --no-precache     run without the precacher (the report has no comparison)
          --chart FILE      also write an SVG chart of the fling frame times with and without
                            precache, of the run with an added row cost (phone-class by default),
                            to FILE (ending in .svg; its folder is created, and checked before the
                            run): swift run Example --chart docs/frames.svg
          --interactive     browse the feed in the terminal (j/k, arrows, space, PgUp/PgDn,
                            r reload, i insert, d delete, q quit); the width follows the terminal;
                            --rows, --row-cost-ms, --seed, --slice-ms, --batch-size, --budget-ms
                            apply
          --help            show this help

        Exit status: 0 on success; 1 if the chart cannot be written after the run; 2 for a bad option
        or value (a --chart path that cannot be written included), options that cannot go together,
        or --interactive without a terminal.
        """
}

private func integer(_ text: String, flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let value = Int(text), range.contains(value) else {
        throw UsageError(
            message: "\(flag) needs a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
    }
    return value
}

private func number(_ text: String, flag: String, in range: ClosedRange<Double>, unit: String) throws(UsageError)
    -> Double
{
    guard let value = Double(text), value.isFinite, range.contains(value) else {
        throw UsageError(
            message: "\(flag) needs a number of \(unit) from \(NumberText.decimal(range.lowerBound, places: 2)) to "
                + "\(NumberText.decimal(range.upperBound, places: 2)), not \"\(text)\"")
    }
    return value
}

private func svgPath(_ text: String, flag: String) throws(UsageError) -> String {
    guard text.lowercased().hasSuffix(".svg"), text.count > 4 else {
        throw UsageError(message: "\(flag) needs a file name ending in .svg, not \"\(text)\"")
    }
    return text
}

private func seed(_ text: String, flag: String) throws(UsageError) -> UInt64 {
    let lower = text.lowercased()
    let value = lower.hasPrefix("0x") ? UInt64(lower.dropFirst(2), radix: 16) : UInt64(lower)
    guard let value else {
        throw UsageError(message: "\(flag) needs a whole number from 0 to \(UInt64.max) (or 0x hex), not \"\(text)\"")
    }
    return value
}

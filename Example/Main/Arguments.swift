import FeedKit

/// What the command line asked for.
struct Options {
    var configuration = SessionConfiguration()
    var interactive = false
    var help = false
    var precache = true
}

/// A bad command line: the message names the flag.
struct UsageError: Error {
    var message: String
}

let usage = """
    Usage: Example [options]

    Shows what idle precaching buys on a generated feed. With no options, runs a scripted session on
    the main run loop (precache with live progress, a simulated 120 Hz display, flings, inserts and
    deletes, a width change) twice: with precache and with every height measured on demand, then
    prints a report comparing the flings.

    Options:
      --rows N          rows in the feed (default 20000)
      --width N         layout width in points (default 375; the script then changes to 320)
      --seed N          feed seed (default \(FeedGenerator.defaultSeed))
      --batch-size N    rows the precacher measures per run-loop pass at most (default 1)
      --budget-ms X     the precacher's time budget per pass in milliseconds (default 4)
      --no-precache     run without the precacher (the report has no comparison)
      --interactive     browse the feed in the terminal (j/k, arrows, space, PgUp/PgDn,
                        r reload, i insert, d delete, q quit); the width follows the terminal
      --help            show this help
    """

/// Parses the arguments after the program name. Accepts `--flag value` and `--flag=value`.
func parseArguments(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
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
            options.configuration.rowCount = try integer(try value(), flag: flag, in: 1...5_000_000)
        case "--width":
            options.configuration.width = try number(try value(), flag: flag, in: 40...10_000, unit: "points")
        case "--seed":
            options.configuration.seed = try seed(try value(), flag: flag)
        case "--batch-size":
            options.configuration.batchSize = try integer(try value(), flag: flag, in: 1...100_000)
        case "--budget-ms":
            options.configuration.timeBudget = try number(try value(), flag: flag, in: 0.01...1_000, unit: "ms") / 1_000
        case "--no-precache":
            options.precache = false
            options.configuration.variants = [.onDemand]
        case "--interactive":
            options.interactive = true
        case "--help", "-h":
            options.help = true
        default:
            throw UsageError(message: "unknown option \(flag) (see --help)")
        }
        if inline != nil { throw UsageError(message: "\(flag) takes no value") }
    }
    return options
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

private func seed(_ text: String, flag: String) throws(UsageError) -> UInt64 {
    let lower = text.lowercased()
    let value = lower.hasPrefix("0x") ? UInt64(lower.dropFirst(2), radix: 16) : UInt64(lower)
    guard let value else {
        throw UsageError(message: "\(flag) needs a whole number from 0 to \(UInt64.max) (or 0x hex), not \"\(text)\"")
    }
    return value
}

/// Command-line options, parsed by hand: `--quick`, `--json`, `--wake-ups`, `--help`.
struct BenchmarkOptions: Sendable {
    var quick = false
    var json = false
    var help = false
    var wakeUps = false

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
            case "--wake-ups": options.wakeUps = true
            default: return .failure(.unknownArgument(argument))
            }
        }
        return .success(options)
    }

    static let usage = """
        usage: swift run -c release Benchmarks [--quick] [--json] [--wake-ups] [--help]

        Compares row-height precaching strategies on the main run loop, like with like: the classic
        FDTemplateLayoutCell 1.2 algorithm beside ours at one row per pass, a fixed-batch queue (Texture
        style) beside ours at ten, ours at its default settings, and a bare loop over the measurer (the
        physical limit); then touch-like input latency, pass lengths, off-main-thread precaching and the
        height cache, with the targets of issues 13 and 17 (PASS/MISS).

          --quick   small sizes; about half a minute (CI)
          --json    print the results as JSON instead of a table (progress still goes to stderr)
          --wake-ups  only count the main run loop's wake-ups around a 3 s waitsWhile wait and
                      after the run finished (about 5 s)
          --help    print this help

        Exit status: 0 on success, 1 if a contender failed verification, 2 on a bad argument.
        """
}

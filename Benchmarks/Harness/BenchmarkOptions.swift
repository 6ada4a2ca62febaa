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
        height cache.

        Targets (PASS/MISS), each against a reference measured in the same run, so that they hold on any
        machine; absolute figures are information:
          - scheduling overhead per row at the defaults, at most 0.25x one row per pass (ours b=1)
          - precaching's main-thread CPU time with a 20 us measurer, at most 1.15x the bare loop's over
            that measurer (wall time is information: it grows while other processes hold the cores)
          - touch-like input delay p50 at most the idle floor + one slice (20 us rows), and at most one
            row per pass's + one slice (~1 ms rows)
          - the longest pass at most the slice (or the budget) + the longest row measured
          - a random cached read at most 1.3x a flat [[Double]] read by the same IndexPath
          - 1,000 scattered changes on 1M rows at most 1x one linear merge of the same shape, and an
            insertion at row 0 at most 1.5x a memmove of every row
          - a compositional list's cached item answers its displayed cell's self-sizing in at most
            0.05x a template measurement of it (the Example's typesetting), beside a plain lookup

          --quick   small sizes, each ratio target's sides run more often (fastest counts); about
                    half a minute (CI)
          --json    print the results as JSON instead of a table (progress still goes to stderr)
          --wake-ups  only count the main run loop's wake-ups around a 3 s waitsWhile wait and
                      after the run finished (about 5 s)
          --help    print this help

        Exit status: 0 on success, 1 if a contender failed verification, 2 on a bad argument.
        """
}

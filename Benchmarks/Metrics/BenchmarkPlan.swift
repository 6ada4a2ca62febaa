/// Sizes and limits for one mode of the benchmark.
struct BenchmarkPlan: Sendable {
    let name: String
    /// Enable cost, one section of n rows.
    let enableSizes: [Int]
    /// Enable cost for the same order of rows spread over many sections.
    let enableGrid: TableShape
    /// Total precache time, one section of n rows (the first size also gives the pass statistics).
    let precacheSizes: [Int]
    /// Growth curve, one section of n rows, trivial measurer.
    let growthSizes: [Int]
    /// Input latency: rows of `slowRowMicroseconds` each.
    let latencyRows: Int
    /// Touch-like latency: table sizes for the ~20 µs and the ~1 ms rows, and the events wanted per
    /// contender and kind of row (fresh runs are added until each contender has them).
    let touchRows: Int
    let touchSlowRows: Int
    let touchEvents: Int
    /// Pass-length targets: rows per run for the ~20 µs and the ~1 ms rows, and rounds.
    let passRows: Int
    let passSlowRows: Int
    let passRounds: Int
    /// More rounds, at most, for a configuration with too few passes that were not preempted.
    let passExtraRounds: Int
    /// Off-main-thread precaching: rows of `busyMicroseconds`, and interleaved rounds.
    let backgroundRows: Int
    let backgroundRounds: Int
    /// Cache-only metrics: one section of this many cached rows.
    let cacheRows: Int
    /// Runs of each side of a same-run ratio target (the fastest counts): more in quick mode, whose
    /// runs are short, so that both modes judge the targets as reliably.
    let targetRuns: Int
    /// The size the precache targets compare at: one of `precacheSizes`, small enough that one row
    /// per pass is measured there, never extrapolated, even on a loaded machine.
    let targetRows: Int
    /// A size is extrapolated instead of run when its predicted cost exceeds this.
    let capSeconds: Double
    let enableCapSeconds: Double
    let runTimeoutSeconds: Double

    let busyMicroseconds = 20.0
    let slowRowMicroseconds = 1000.0
    let timerIntervalSeconds = 0.005
    /// How often the touch-like source is signalled.
    let touchIntervalSeconds = 0.002
    /// Memory with several layout contexts: rows per context, contexts.
    let contextRows = 1_000_000
    let layoutContexts = 3

    var passStatsRows: Int { precacheSizes[0] }

    static let full = BenchmarkPlan(
        name: "full",
        enableSizes: [10_000, 100_000, 1_000_000],
        enableGrid: TableShape(sections: 1_000, rowsPerSection: 1_000),
        precacheSizes: [10_000, 100_000],
        growthSizes: [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000],
        latencyRows: 1_000,
        touchRows: 2_000,
        touchSlowRows: 300,
        touchEvents: 600,
        passRows: 10_000,
        passSlowRows: 200,
        passRounds: 3,
        passExtraRounds: 6,
        backgroundRows: 20_000,
        backgroundRounds: 5,
        cacheRows: 1_000_000,
        targetRuns: 5,
        targetRows: 10_000,
        capSeconds: 30,
        enableCapSeconds: 30,
        runTimeoutSeconds: 300)

    static let quick = BenchmarkPlan(
        name: "quick",
        enableSizes: [1_000, 10_000],
        enableGrid: TableShape(sections: 100, rowsPerSection: 100),
        precacheSizes: [1_000, 5_000],
        growthSizes: [1_000, 2_000, 4_000],
        latencyRows: 200,
        touchRows: 2_000,
        touchSlowRows: 100,
        touchEvents: 100,
        passRows: 2_000,
        passSlowRows: 50,
        passRounds: 2,
        passExtraRounds: 12,
        backgroundRows: 5_000,
        backgroundRounds: 3,
        cacheRows: 100_000,
        targetRuns: 9,
        targetRows: 5_000,
        capSeconds: 3,
        enableCapSeconds: 1.5,
        runTimeoutSeconds: 60)
}

import Foundation

/// One way of precaching row heights on the main run loop, as the benchmark drives it.
///
/// A run goes: `init` (store the inputs, nothing more) → `enable()` (timed alone as "enable cost")
/// → the harness runs the main run loop in the default mode until `isComplete` → the harness reads
/// `cachedHeight(at:)` for every row and checks it against the measurer → `disable()`.
///
/// Instrumentation: wrap every main-thread stretch of precache work — each observer callback,
/// each scheduled measurement block — in `probe.beginBlock()` / `probe.endBlock(_:)`.
/// Rows per pass and each pass's busy span are measured by the harness without your help
/// (it wraps `measurer` and observes the run loop), so the hook only adds the per-block times.
@MainActor
protocol PrecacheStrategy: AnyObject {
    /// Column title in the report.
    static var displayName: String { get }

    /// Which metrics the contender takes part in.
    static var role: ContenderRole { get }

    /// The height cache behind this strategy, for the cache-only metrics (read, memory, insert).
    /// Defaults to nil, which prints "n/a" for those metrics.
    static var heightCacheType: (any BenchmarkHeightCache.Type)? { get }

    /// Must be cheap: all real work belongs in `enable()`.
    init(table: TableShape, measurer: @escaping RowMeasurer, probe: PassProbe)

    /// Starts precaching every row of the table on the current (main) run loop.
    func enable()

    /// True once every row of the table has a cached height. Checked on every pass: keep it O(1).
    var isComplete: Bool { get }

    /// The cached height for `indexPath`, nil if none. Used for verification only.
    func cachedHeight(at indexPath: IndexPath) -> Double?

    /// Removes every observer, timer and pending block this strategy put on the run loop.
    func disable()
}

extension PrecacheStrategy {
    static var heightCacheType: (any BenchmarkHeightCache.Type)? { nil }
}

/// What a contender is in the comparison.
enum ContenderRole: Sendable {
    /// Another library's algorithm, rebuilt here.
    case baseline
    /// The package, at some configuration.
    case ours
    /// No scheduling at all: what the work itself costs. It has no passes and blocks the run loop
    /// for the whole run, so enable cost, pass statistics and input latency do not apply.
    case physicalLimit
}

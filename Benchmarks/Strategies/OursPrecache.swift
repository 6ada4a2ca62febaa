import CellHeight
import Foundation
import Precache

/// The package's `Precacher` over an `IndexPathHeightCache`, as the benchmark drives it: by default
/// its default settings (a 0.5 ms time slice, no row cap, a 4 ms budget). Subclasses change one
/// setting each (see `OursVariants.swift`).
@MainActor
class OursPrecache: PrecacheStrategy {
    class var displayName: String { "ours (default)" }
    static let role = ContenderRole.ours
    /// The precacher's tuning: the package's default unless a variant changes one setting.
    class var configuration: Precacher.Configuration { .default }
    /// Only the default column runs the cache-only metrics: every variant has the same cache.
    class var heightCacheType: (any BenchmarkHeightCache.Type)? { OursHeightCache.self }

    private let table: TableShape
    private let measurer: RowMeasurer
    private let probe: PassProbe
    private let cache = IndexPathHeightCache()
    private var precacher: Precacher?
    private var source: ShapeSource?

    required init(table: TableShape, measurer: @escaping RowMeasurer, probe: PassProbe) {
        self.table = table
        self.measurer = measurer
        self.probe = probe
    }

    func enable() {
        let source = ShapeSource(table: table, measurer: measurer)
        let precacher = Precacher(heightCache: cache, dataSource: source)
        precacher.configuration = Self.configuration
        precacher.onPass = { [probe] _, nanoseconds in probe.endBlock(MonotonicClock.now() &- nanoseconds) }
        precacher.start()
        self.source = source
        self.precacher = precacher
    }

    var isComplete: Bool { precacher?.state == .finished }

    func cachedHeight(at indexPath: IndexPath) -> Double? { cache.height(at: indexPath).map(Double.init) }

    func disable() {
        precacher?.cancel()
        precacher = nil
        source = nil
    }
}

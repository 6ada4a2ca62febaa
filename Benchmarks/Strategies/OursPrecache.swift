import CellHeight
import Foundation
import Precache

/// The package's `Precacher` over an `IndexPathHeightCache`, as the benchmark drives it:
/// the default configuration (one row per pass, 4 ms budget).
@MainActor
class OursPrecache: PrecacheStrategy {
    class var displayName: String { "ours" }
    class var batchSize: Int { 1 }
    static var heightCacheType: (any BenchmarkHeightCache.Type)? { OursHeightCache.self }

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
        let precacher = Precacher(cache: cache, dataSource: source)
        precacher.batchSize = Self.batchSize
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

/// Ours with ten rows per pass (still within the 4 ms budget), as the fixed-batch baseline does.
@MainActor
final class OursBatchedPrecache: OursPrecache {
    override class var displayName: String { "ours b=10" }
    override class var batchSize: Int { 10 }
}

/// Ours with 32 rows per pass: the run-loop pass (~7 us here) spread over more rows.
@MainActor
final class OursLargeBatchPrecache: OursPrecache {
    override class var displayName: String { "ours b=32" }
    override class var batchSize: Int { 32 }
}

/// The table's shape and measurer as a `PrecacheDataSource`.
@MainActor
private final class ShapeSource: PrecacheDataSource {
    let table: TableShape
    let measurer: RowMeasurer
    init(table: TableShape, measurer: @escaping RowMeasurer) {
        self.table = table
        self.measurer = measurer
    }
    var numberOfSections: Int { table.numberOfSections }
    func numberOfRows(inSection section: Int) -> Int { table.numberOfRows(inSection: section) }
    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat { CGFloat(measurer(indexPath)) }
}

/// `IndexPathHeightCache` for the cache-only metrics.
@MainActor
final class OursHeightCache: BenchmarkHeightCache {
    private let cache = IndexPathHeightCache()

    init(cachedRows rows: Int, height: (IndexPath) -> Double) {
        cache.reserveCapacity(rows: rows, inSection: 0)
        for row in 0..<rows {
            let indexPath = IndexPath(indexes: [0, row])
            cache.setHeight(CGFloat(height(indexPath)), at: indexPath)
        }
    }

    func height(at indexPath: IndexPath) -> Double? { cache.height(at: indexPath).map(Double.init) }

    func insertRow(at indexPath: IndexPath) {
        var update = TableUpdate()
        update.insertRows(at: [indexPath])
        cache.performUpdates(update)
    }
}

extension Contenders {
    static var ours: (any PrecacheStrategy.Type)? { OursPrecache.self }
}

import CellHeight
import Foundation
import Precache

/// A one-section table of feed entries with a shared height cache: the model a table view would
/// show, and the ``PrecacheDataSource`` a ``Precacher`` measures.
///
/// Every height comes from ``FeedCellLayout`` at the cache's current layout width. Frames read
/// heights with ``height(ofRow:)`` (what `tableView(_:heightForRowAt:)` does: a cache read, or on a
/// miss a measurement that is cached); the precacher measures through ``precacheHeight(at:)``.
/// Data changes mutate ``entries`` and tell the cache with a `TableUpdate`, so the precacher hears
/// about them and re-plans by itself. Every measurement and read is recorded in ``ledger``.
@MainActor
public final class FeedTable: PrecacheDataSource {
    /// Thrown by ``precacheHeight(at:)`` for an index path that is not a row of the table.
    public struct NoSuchRow: Error, Equatable {
        /// The index path that was asked for.
        public var indexPath: IndexPath
    }

    /// The entries, one per row.
    public private(set) var entries: [FeedEntry]
    /// The height cache that frames read and the precacher fills.
    public let cache: IndexPathHeightCache
    /// The cell layout that measures heights.
    public let layout: FeedCellLayout
    /// Counts of every measurement and read so far.
    public private(set) var ledger = MeasurementLedger()
    /// Every measurement's duration in nanoseconds, precacher's and on-demand, in order.
    public private(set) var measurementDurations: [UInt64] = []
    /// A cost added to every measurement, in nanoseconds: after typesetting a row, the main thread
    /// spins this long, so each measurement costs what it would with a slower measurer (see
    /// ``RowCostProfile``). 0 by default. Fresh heights for audits (``freshHeight(ofRow:)``) do not pay it.
    public var addedCostPerRow: UInt64 = 0
    private var generator: FeedGenerator

    /// Creates a table showing `entries` at `width` points.
    ///
    /// - Parameters:
    ///   - entries: The rows, in order.
    ///   - seed: The seed that new entries (``insertNewEntries(count:at:)``) are generated from.
    ///   - width: The layout width in points.
    ///   - layout: The cell layout that measures heights.
    public init(entries: [FeedEntry], seed: UInt64, width: Double, layout: FeedCellLayout = FeedCellLayout()) {
        self.entries = entries
        self.layout = layout
        cache = IndexPathHeightCache()
        cache.layoutContext = LayoutContext(width: CGFloat(width))
        generator = FeedGenerator(seed: seed, firstID: (entries.map(\.id).max() ?? -1) + 1)
    }

    /// The number of rows.
    public var rowCount: Int { entries.count }

    /// The layout width in points: the cache's layout context.
    public var width: Double { Double(cache.layoutContext.width) }

    /// The index path of `row` in the table's only section.
    public nonisolated static func indexPath(_ row: Int) -> IndexPath { IndexPath(indexes: [0, row]) }

    // MARK: Heights

    /// The height of `row`, as a table view asks for it: the cached height, or on a miss the
    /// measured height, which is then cached. Records the read (and the measurement) in ``ledger``.
    ///
    /// - Parameter row: A row index in `0..<rowCount`.
    public func height(ofRow row: Int) -> Double {
        let indexPath = Self.indexPath(row)
        if let height = cache.height(at: indexPath) {
            ledger.recordRead(hit: true)
            return Double(height)
        }
        ledger.recordRead(hit: false)
        let height = measure(row, source: .onDemand)
        cache.setHeight(CGFloat(height), at: indexPath)
        return height
    }

    /// The height of `row` computed now, at the current width, without reading or writing the cache
    /// and without recording anything: the truth that cached heights are checked against.
    ///
    /// - Parameter row: A row index in `0..<rowCount`.
    public func freshHeight(ofRow row: Int) -> Double {
        layout.height(for: entries[row], width: width)
    }

    /// The entry at `indexPath`, or `nil` for an index path outside the table: the `Sendable`
    /// snapshot that background workers measure (``BackgroundFeedMeasurer``).
    ///
    /// - Parameter indexPath: `[0, row]`.
    public func entry(at indexPath: IndexPath) -> FeedEntry? {
        guard indexPath.count == 2, indexPath[0] == 0, entries.indices.contains(indexPath[1]) else { return nil }
        return entries[indexPath[1]]
    }

    /// The cached height of `row`, if any, without counting a read.
    ///
    /// - Parameter row: A row index.
    public func cachedHeight(ofRow row: Int) -> Double? {
        let indexPath = Self.indexPath(row)
        guard cache.containsHeight(at: indexPath) else { return nil }
        return cache.estimatedHeight(at: indexPath).map { Double($0) }
    }

    private func measure(_ row: Int, source: MeasurementSource) -> Double {
        let start = SessionClock.now()
        let height = layout.height(for: entries[row], width: width)
        SessionClock.spin(for: addedCostPerRow)
        let nanoseconds = SessionClock.elapsed(since: start)
        measurementDurations.append(nanoseconds)
        ledger.recordMeasurement(nanoseconds, source: source, tracking: MainRunLoop.isTracking)
        return height
    }

    // MARK: PrecacheDataSource

    /// Always 1.
    public var numberOfSections: Int { 1 }

    /// The number of entries for section 0, else 0.
    ///
    /// - Parameter section: A section index.
    public func numberOfRows(inSection section: Int) -> Int { section == 0 ? entries.count : 0 }

    /// Measures the row at `indexPath` for the precacher, recording the measurement in ``ledger``.
    ///
    /// - Parameter indexPath: `[0, row]`.
    /// - Throws: ``NoSuchRow`` for an index path outside the table.
    public func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        guard indexPath.count == 2, indexPath[0] == 0, entries.indices.contains(indexPath[1]) else {
            throw NoSuchRow(indexPath: indexPath)
        }
        return CGFloat(measure(indexPath[1], source: .precache))
    }

    // MARK: Data changes

    /// Inserts `count` freshly generated entries before row `row` (clamped to the table) and tells
    /// the cache.
    ///
    /// - Parameters:
    ///   - count: How many entries to insert; 0 or less does nothing.
    ///   - row: Where the first new entry goes.
    /// - Returns: The update that was applied.
    @discardableResult
    public func insertNewEntries(count: Int, at row: Int) -> TableUpdate {
        var update = TableUpdate()
        guard count > 0 else { return update }
        let start = min(max(0, row), entries.count)
        entries.insert(contentsOf: (0..<count).map { _ in generator.next() }, at: start)
        update.insertRows(at: (start..<(start + count)).map(Self.indexPath))
        cache.performUpdates(update)
        return update
    }

    /// Deletes the rows at the given indexes (before the deletion; duplicates and indexes outside
    /// the table are ignored) and tells the cache.
    ///
    /// - Parameter rows: The rows to delete.
    /// - Returns: The update that was applied.
    @discardableResult
    public func deleteRows(_ rows: [Int]) -> TableUpdate {
        let doomed = Set(rows.filter { entries.indices.contains($0) }).sorted()
        var update = TableUpdate()
        guard !doomed.isEmpty else { return update }
        for row in doomed.reversed() { entries.remove(at: row) }
        update.deleteRows(at: doomed.map(Self.indexPath))
        cache.performUpdates(update)
        return update
    }

    /// Forgets every height, as `reloadData()` does; a running precacher starts over.
    public func reload() {
        cache.invalidateAll()
    }

    /// Lays rows out at a new width: the cache switches to that width's bucket and a running
    /// precacher starts a new run.
    ///
    /// - Parameter width: The new width in points.
    public func setWidth(_ width: Double) {
        cache.layoutContext = LayoutContext(width: CGFloat(width))
    }
}

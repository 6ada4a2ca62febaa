import Foundation

/// Row heights by index path, one bucket per ``LayoutContext``, kept right through data updates.
///
/// This is the shared cache that `tableView(_:heightForRowAt:)` reads and the precacher fills.
/// Heights live in one contiguous buffer of `Double` per section (8 bytes a row, no boxing), so
/// reads, writes and ``containsHeight(at:)`` are O(1). Data updates follow UIKit's batch semantics
/// (see ``TableUpdate``) and are applied to every bucket, so switching back to an earlier width or
/// text size finds its heights still right.
///
/// ```swift
/// let cache = IndexPathHeightCache()
/// cache.layoutContext = LayoutContext(width: 375)
///
/// func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///     if let height = cache.height(at: indexPath) { return height }
///     let height = measure(indexPath)
///     cache.setHeight(height, at: indexPath)
///     return height
/// }
///
/// // After changing the data, tell the cache what changed, exactly as you tell the table:
/// var update = TableUpdate()
/// update.insertRows(at: [IndexPath(indexes: [0, 0])])
/// cache.performUpdates(update)
/// ```
///
/// The cache is not thread-safe: use it on the thread that owns the table (the main thread).
/// Bad input never crashes and never corrupts it: see ``Diagnostics``.
public final class IndexPathHeightCache {
    /// Counters of the active bucket and of reads since the last ``resetStatistics()``.
    public struct Statistics: Sendable, Equatable {
        /// Rows with a height in the active bucket.
        public var cachedCount: Int
        /// Reads through ``IndexPathHeightCache/height(at:)`` that found a height.
        public var hits: Int
        /// Reads through ``IndexPathHeightCache/height(at:)`` that found none.
        public var misses: Int
        /// `hits / (hits + misses)`, or 0 before the first read.
        public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    // Unchecked: the cache is confined to one thread and never hands out inout access to these,
    // so the dynamic exclusivity checks would only slow every read (they doubled its cost).
    @exclusivity(unchecked) private var buckets: LayoutBuckets<HeightTable>
    private var observers: [WeakObserver] = []
    @exclusivity(unchecked) private var hits = 0
    @exclusivity(unchecked) private var misses = 0

    /// Whether the UIKit integration applies the table's data changes to this cache by itself.
    ///
    /// Set it to `false` if you call ``performUpdates(_:)`` and ``invalidateAll()`` yourself.
    /// Calls you make directly always take effect.
    public var automaticallyInvalidates = true

    /// Creates an empty cache.
    ///
    /// - Parameter maximumLayoutContexts: How many layout contexts keep their heights (at least 1);
    ///   switching to one more drops the least recently used.
    public init(maximumLayoutContexts: Int = 4) {
        buckets = LayoutBuckets(limit: maximumLayoutContexts, empty: HeightTable())
    }

    /// How many layout contexts keep their heights, the active one included. At least 1; lowering
    /// it drops the least recently used.
    public var maximumLayoutContexts: Int {
        get { buckets.limit }
        set {
            if newValue < 1 { Diagnostics.report(.misuse, "maximumLayoutContexts must be at least 1; using 1") }
            buckets.limit = newValue
        }
    }

    /// The layout context that reads and writes use. Setting a new one switches buckets: O(1),
    /// and the bucket of the old context is kept (up to ``maximumLayoutContexts``).
    public var layoutContext: LayoutContext {
        get { buckets.context }
        set { if buckets.activate(newValue, empty: HeightTable()) { notify(.layoutContextChanged) } }
    }

    /// The cached height of the row at `indexPath` in the active context, or `nil`. O(1).
    ///
    /// Counts a hit or a miss in ``statistics``. Malformed index paths are simply not cached.
    @inline(__always)
    public func height(at indexPath: IndexPath) -> CGFloat? {
        guard indexPath.count == 2, let height = buckets.active.height(row: indexPath[1], section: indexPath[0]) else {
            misses += 1
            return nil
        }
        hits += 1
        return CGFloat(height)
    }

    /// Whether the row at `indexPath` has a height in the active context. O(1); not counted.
    @inline(__always)
    public func containsHeight(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && buckets.active.contains(row: indexPath[1], section: indexPath[0])
    }

    /// Whether row `row` of section `section` has a height in the active context. O(1); not counted.
    @inline(__always)
    package func containsHeight(row: Int, section: Int) -> Bool { buckets.active.contains(row: row, section: section) }

    /// Stores `height` for the row at `indexPath` in the active context. O(1) amortized.
    ///
    /// A NaN, negative, infinite or absurd (over ten million points) height, or an index path that
    /// is not a table row, is refused with a ``Diagnostic`` and changes nothing.
    /// - Returns: `true` if the height was stored.
    @discardableResult
    public func setHeight(_ height: CGFloat, at indexPath: IndexPath) -> Bool {
        let value = Double(height)
        if let problem = HeightValidation.problem(with: value) {
            HeightValidation.reportRefused(value, reason: problem, at: "row \(indexPath)")
            return false
        }
        guard indexPath.isTableRow, indexPath[0] < SectionPlan.maximumSection, indexPath[1] < HeightTable.maximumIndex
        else {
            Diagnostics.report(
                .invalidIndexPath,
                "refused a height for index path \(indexPath): a table row is [section, row] with both "
                    + "indexes >= 0; pass the index path UIKit gave you")
            return false
        }
        buckets.active.set(value, row: indexPath[1], section: indexPath[0])
        return true
    }

    /// Forgets the height of the row at `indexPath` in every context. O(contexts).
    public func invalidateHeight(at indexPath: IndexPath) {
        guard indexPath.isTableRow else { return }
        buckets.modifyAll { $0.remove(row: indexPath[1], section: indexPath[0]) }
        notify(.invalidated(indexPath))
    }

    /// Forgets every height in every context, as after `reloadData()`. Keeps the statistics.
    public func invalidateAll() {
        buckets.removeAll(empty: HeightTable())
        notify(.invalidatedAll)
    }

    /// Applies a data update to every context, with UIKit's batch semantics (see ``TableUpdate``).
    ///
    /// Complexity: O(rows of the sections the update touches + sections) per context; insertions
    /// or deletions alone move memory in place (an insertion at row 0 of a million rows is one
    /// 8 MB move). A part of the update that contradicts itself (the same row deleted twice, two
    /// rows moved to one place, an index out of range) is reported with a ``Diagnostic`` and only
    /// the section it concerns is invalidated.
    public func performUpdates(_ update: TableUpdate) {
        guard !update.isEmpty else { return }
        var problems: [String]?
        buckets.modifyAll { table in
            let found = table.apply(update)
            if problems == nil { problems = found }  // Every bucket meets the same problems: report once.
        }
        for problem in problems ?? [] {
            Diagnostics.report(
                .invalidUpdate, "\(problem). Describe each change once, with UIKit's index rules (see TableUpdate)")
        }
        checkInvariants()
        notify(.updated(update))
    }

    /// Statistics of the active context. O(1).
    public var statistics: Statistics {
        Statistics(cachedCount: buckets.active.cachedCount, hits: hits, misses: misses)
    }

    /// Resets the hit and miss counters.
    public func resetStatistics() { (hits, misses) = (0, 0) }

    /// The mean of the cached heights in the active context, or `nil` if it has none. O(1).
    ///
    /// A realistic value for `tableView(_:estimatedHeightForRowAt:)` of rows not yet measured.
    public var estimatedHeight: CGFloat? {
        buckets.active.cachedCount == 0 ? nil : CGFloat(buckets.active.sum / Double(buckets.active.cachedCount))
    }

    /// The height to estimate for the row at `indexPath`: its cached height if it has one, else the
    /// mean of the cached heights (``estimatedHeight``), else `nil`. O(1); not counted.
    ///
    /// Return it from `tableView(_:estimatedHeightForRowAt:)` so that the scroll indicator and
    /// content size are right for cached rows and realistic for the others.
    public func estimatedHeight(at indexPath: IndexPath) -> CGFloat? {
        buckets.active.height(row: indexPath.rowIndex, section: indexPath.sectionIndex).map { CGFloat($0) }
            ?? estimatedHeight
    }

    /// The bytes allocated for the heights of every context.
    package var allocatedBytes: Int { buckets.all.reduce(0) { $0 + $1.allocatedBytes } }

    /// Prepares section `section` of the active context to hold `rows` rows without reallocating.
    package func reserveCapacity(rows: Int, inSection section: Int) {
        buckets.active.reserveCapacity(rows, section: section)
    }

    /// Starts telling `observer` about changes. Held weakly; adding one twice has no effect.
    package func addObserver(_ observer: any HeightCacheObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer` about changes.
    package func removeObserver(_ observer: any HeightCacheObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    private func notify(_ change: HeightCacheChange) {
        for entry in observers { entry.observer?.heightCache(self, didChange: change) }
    }

    private func checkInvariants() {
        #if DEBUG
            buckets.active.checkInvariants()
        #endif
    }
}

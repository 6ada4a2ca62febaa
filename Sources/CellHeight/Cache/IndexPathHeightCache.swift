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
/// The cache is main-actor isolated, as UIKit's views are: the compiler refuses a call from any
/// other isolation domain (an actor, a background queue), so another thread can never corrupt it
/// or read it while it changes. Bad input never crashes and never corrupts the cache: see
/// ``Diagnostics``.
@MainActor
public final class IndexPathHeightCache {
    /// Counters of the active bucket and of reads since the last ``resetStatistics()`` (for the
    /// package's tests, benchmarks and example).
    package struct Statistics: Sendable, Equatable {
        /// Rows with a height in the active bucket.
        package var cachedCount: Int
        /// Reads through ``IndexPathHeightCache/height(at:)`` that found a height.
        package var hits: Int
        /// Reads through ``IndexPathHeightCache/height(at:)`` that found none.
        package var misses: Int
        /// `hits / (hits + misses)`, or 0 before the first read.
        package var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    // Unchecked: the cache is confined to the main actor and never hands out inout access to these,
    // so the dynamic exclusivity checks would only slow every read (they doubled its cost).
    @exclusivity(unchecked) private var buckets: LayoutBuckets<HeightTable>
    @exclusivity(unchecked) private var hits = 0
    @exclusivity(unchecked) private var misses = 0
    private let indexPaths = IndexPathDecoder.current
    private var observers: [WeakObserver] = []
    private let refusals = HeightValidation.makeReporter()
    private let badIndexPaths = HeightValidation.makeReporter()

    /// Whether the UIKit integration applies the table's data changes to this cache by itself.
    ///
    /// Set it to `false` if you call ``performUpdates(_:)`` and ``invalidateAll()`` yourself.
    /// Calls you make directly always take effect.
    public var automaticallyInvalidates = true

    /// Creates an empty cache.
    ///
    /// - Parameter maximumLayoutContexts: How many layout contexts keep their heights (at least 1;
    ///   a smaller value is reported with a ``Diagnostic`` and 1 is used); switching to one more
    ///   drops the least recently used.
    public init(maximumLayoutContexts: Int = 4) {
        let limit = LimitValidation.atLeastOne(maximumLayoutContexts, "IndexPathHeightCache.maximumLayoutContexts")
        buckets = LayoutBuckets(limit: limit, empty: HeightTable())
    }

    deinit {
        HeightValidation.summarizeRefused(in: refusals, cache: "IndexPathHeightCache")
        badIndexPaths.summarize { cause, count in
            "IndexPathHeightCache refused heights for \(count) index paths in all (\(cause)), the first reported "
                + "above; pass the index path UIKit gave you"
        }
    }

    /// Why an index path whose table row is `row` (nil: none) is not one the cache can store.
    private static func cause(of row: (section: Int, row: Int)?) -> String {
        guard let row else { return "not [section, row]" }
        return row.section < 0 || row.row < 0 ? "negative index" : "index beyond the limits"
    }

    /// How many layout contexts keep their heights, the active one included. At least 1 (a
    /// smaller value is reported with a ``Diagnostic`` and 1 is used); lowering it drops the least
    /// recently used.
    public var maximumLayoutContexts: Int {
        get { buckets.limit }
        set {
            buckets.limit = LimitValidation.atLeastOne(newValue, "IndexPathHeightCache.maximumLayoutContexts")
        }
    }

    /// The layout context that reads and writes use. Setting a new one switches buckets: O(1),
    /// and the bucket of the old context is kept (up to ``maximumLayoutContexts``).
    public var layoutContext: LayoutContext {
        get { buckets.context }
        set {
            if buckets.activate(newValue, empty: HeightTable()) { notify(.layoutContextChanged) }
        }
    }

    /// The cached height of the row at `indexPath` in the active context, or `nil`. O(1).
    ///
    /// Malformed index paths are simply not cached. A
    /// read decodes the index path once and retains nothing.
    public func height(at indexPath: IndexPath) -> CGFloat? {
        // Decode before touching the buckets: nothing may run between loading a buffer and reading it.
        guard let (section, row) = indexPaths.tableRow(indexPath) else {
            misses += 1
            return nil
        }
        let height = buckets.active.value(row: row, section: section)
        guard !height.isNaN else {
            misses += 1
            return nil
        }
        hits += 1
        return CGFloat(height)
    }

    /// Whether the row at `indexPath` has a height in the active context. O(1); not counted.
    public func containsHeight(at indexPath: IndexPath) -> Bool {
        guard let (section, row) = indexPaths.tableRow(indexPath) else { return false }
        return buckets.active.contains(row: row, section: section)
    }

    /// Whether row `row` of section `section` has a height in the active context. O(1); not counted.
    @inline(__always)
    package func containsHeight(row: Int, section: Int) -> Bool {
        return buckets.active.contains(row: row, section: section)
    }

    /// Stores `height` for the row at `indexPath` in the active context. O(1) amortized.
    ///
    /// A NaN, negative, infinite or absurd (over ten million points) height, or an index path that
    /// is not a table row (or lies at or beyond section 1,048,576 or row 16,777,216), is refused
    /// with a ``Diagnostic`` and changes nothing.
    /// - Returns: `true` if the height was stored.
    @discardableResult
    public func setHeight(_ height: CGFloat, at indexPath: IndexPath) -> Bool {
        let value = Double(height)
        if let problem = HeightValidation.problem(with: value) {
            HeightValidation.reportRefused(value, reason: problem, at: "row \(indexPath)", in: refusals)
            return false
        }
        guard let (section, row) = indexPaths.tableRow(indexPath), section >= 0, row >= 0,
            section < IndexLimits.sections, row < IndexLimits.rows
        else {
            badIndexPaths.report(
                .invalidIndexPath, key: Self.cause(of: indexPaths.tableRow(indexPath)),
                "refused a height for index path \(indexPath): a table row is [section, row] with both "
                    + "indexes >= 0 (sections below \(IndexLimits.sectionsText), rows below "
                    + "\(IndexLimits.rowsText)); pass the index path UIKit gave you")
            return false
        }
        buckets.active.set(value, row: row, section: section)
        return true
    }

    /// Forgets the height of the row at `indexPath` in every context. O(contexts).
    ///
    /// An index path that is not a table row is reported with a ``Diagnostic``.
    public func invalidateHeight(at indexPath: IndexPath) {
        guard let (section, row) = indexPaths.tableRow(indexPath), section >= 0, row >= 0 else {
            Diagnostics.report(
                .invalidIndexPath,
                "ignored invalidateHeight(at: \(indexPath)): a table row is [section, row] with both indexes >= 0; "
                    + "pass the index path UIKit gave you")
            return
        }
        buckets.modifyAll { $0.remove(row: row, section: section) }
        notify(.invalidated(indexPath))
    }

    /// Forgets every height in every context, as after `reloadData()`.
    public func invalidateAll() {
        buckets.removeAll(empty: HeightTable())
        notify(.invalidatedAll)
    }

    /// Forgets every height of `context`, keeping the other contexts' (its heights were measured
    /// under rules found wrong since). O(1); observers hear of it only if `context` is active.
    package func removeHeights(in context: LayoutContext) {
        let active = context == buckets.context
        buckets.remove(context, empty: HeightTable())
        if active { notify(.invalidatedAll) }
    }

    /// Applies a data update to every context, with UIKit's batch semantics (see ``TableUpdate``).
    ///
    /// Complexity: the update is sorted and validated once, O(c log c) for c changes; then each
    /// context takes one pass over each section the update touches, from its first changed row on,
    /// plus, if sections change, one pass over the sections: O(rows from the first change + c)
    /// per touched section and context, whatever the mix of insertions, deletions, reloads and
    /// moves. An insertion at row 0 of a million rows is one 8 MB memory move.
    ///
    /// A part of the update that contradicts itself (the same row deleted twice, two rows moved
    /// to one place, a negative index) is reported with a ``Diagnostic`` and only the section it
    /// concerns is invalidated (every section, if section changes contradict each other). Changes
    /// beyond the indexes the cache serves (sections at or above 1,048,576) are reported and
    /// ignored. A moved row arrives uncached if its destination lies beyond the rows the cache
    /// knows its section has after the update (see ``TableUpdate``).
    public func performUpdates(_ update: TableUpdate) {
        guard !update.isEmpty else { return }
        var plan = UpdatePlan(update)
        plan.rowCountsAfter = update.rowCountsAfter
        buckets.modifyAll { $0.apply(plan) }
        for problem in plan.problems {
            Diagnostics.report(
                .invalidUpdate,
                "\(problem). Describe each change once, with UIKit's index rules and the table's own indexes "
                    + "(see TableUpdate)")
        }
        checkInvariants()
        notify(.updated(update))
    }

    /// The number of rows with a height in the active layout context. O(1).
    public var cachedCount: Int { buckets.active.cachedCount }

    /// Statistics of the active context, and the reads that hit or missed. O(1).
    package var statistics: Statistics {
        Statistics(cachedCount: buckets.active.cachedCount, hits: hits, misses: misses)
    }

    /// Resets the hit and miss counters.
    package func resetStatistics() {
        (hits, misses) = (0, 0)
    }

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
        let cached = indexPaths.tableRow(indexPath).flatMap { buckets.active.height(row: $0.row, section: $0.section) }
        return cached.map { CGFloat($0) } ?? estimatedHeight
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

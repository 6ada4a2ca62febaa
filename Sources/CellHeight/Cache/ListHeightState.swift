import Foundation

/// Everything one list (a table or a list-style collection view) keeps for its heights: the
/// index-path cache, the keyed cache, the header/footer cache and the router that feeds them its
/// data changes. The UIKit integration keeps one per list; it holds no UIKit types.
@MainActor
package final class ListHeightState: HeightCacheObserver {
    /// Where a height is cached.
    package enum CacheKey {
        /// Not cached: measured every time.
        case none
        /// The index-path cache, at this row (or item).
        case indexPath(IndexPath)
        /// The keyed cache, under this model key.
        case key(AnyHashable)
        /// The header/footer cache, for this view of this section.
        case section(Int, SectionHeightCache.Kind)
    }

    /// Row (or item) heights by index path; the cache the precacher fills.
    package let rows: IndexPathHeightCache
    /// Row heights by model key.
    package let keyed: KeyedHeightCache<AnyHashable>
    /// Section header and footer heights.
    package let supplementary: SectionHeightCache
    /// Feeds the list's data changes to ``rows`` and ``supplementary``.
    package let updates: ListUpdateRouter
    /// Whether a snapshot reached the list outside `ch.apply` (for a diffable data source).
    package var snapshots = DiffableSnapshotWatch()
    /// Whether that was reported (once per list).
    var reportedSnapshotOutsideApply = false

    /// Creates empty caches.
    package init() {
        rows = IndexPathHeightCache()
        keyed = KeyedHeightCache()
        supplementary = SectionHeightCache()
        updates = ListUpdateRouter(rows: rows, sections: supplementary)
        rows.addObserver(self)
    }

    /// Hears that every index-path height was dropped (``DiffableSnapshotWatch/heightsWereDropped()``).
    package func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange) {
        // Not while a snapshot is applied: its update may drop them, and the watch knows what follows.
        if change == .invalidatedAll, !updates.isApplyingKnownUpdate { snapshots.heightsWereDropped() }
    }

    /// The context the caches were last switched to by ``use(_:)`` (theirs when new).
    private var current = LayoutContext.unspecified

    /// How many height requests so far were answered from one of the caches or stored into one
    /// (index path, key or section): the list's precache compares it around each call of the
    /// delegate's height method, to tell a delegate that caches (in whichever cache) from one that
    /// only returns a number. Wraps around; compare for equality only.
    package private(set) var cachedAnswers = 0

    /// A height request was answered from a cache, or its measured height was stored in one.
    package func noteCachedAnswer() { cachedAnswers &+= 1 }

    /// Switches every cache to `context`. O(1); the UIKit adapters call it on every height call, so
    /// an unchanged context costs one comparison instead of three cache switches.
    ///
    /// The caches belong to the list: a `layoutContext` set on one of them by hand lasts until the
    /// list's own context changes.
    package func use(_ context: LayoutContext) {
        guard context != current else { return }
        current = context
        rows.layoutContext = context
        keyed.layoutContext = context
        supplementary.layoutContext = context
    }

    /// Forgets the heights of `context` in every cache (measured under rules found wrong since),
    /// keeping the other contexts'. O(1).
    package func removeHeights(in context: LayoutContext) {
        rows.removeHeights(in: context)
        keyed.removeHeights(in: context)
        supplementary.removeHeights(in: context)
    }

    /// The cached height under `key`, or `nil` (counted as a hit or miss by the index-path cache).
    package func cachedHeight(_ key: CacheKey) -> CGFloat? {
        switch key {
        case .none: return nil
        case .indexPath(let indexPath): return rows.height(at: indexPath)
        case .key(let key): return keyed.height(for: key)
        case .section(let section, let kind): return supplementary.height(kind, inSection: section)
        }
    }

    /// The height under `key` in `context`: the cached one, else `measure()`'s, stored under `key`.
    ///
    /// - Returns: `nil` if the height is not cached and `measure` gives no usable height (then
    ///   nothing is stored and the caller lets UIKit size the view itself).
    package func height(
        _ key: CacheKey, in context: LayoutContext, measure: () -> TemplateMeasurement
    ) -> CGFloat? {
        use(context)
        if let cached = cachedHeight(key) {
            noteCachedAnswer()
            return cached
        }
        guard let height = measure().height else { return nil }
        store(height, under: key)
        return height
    }

    /// Stores `height` under `key` in the active context (counted as a cached answer when stored).
    /// - Returns: `true` if it was stored (`.none` stores nothing; a cache may refuse a height).
    @discardableResult
    package func store(_ height: CGFloat, under key: CacheKey) -> Bool {
        let stored: Bool
        switch key {
        case .none: stored = false
        case .indexPath(let indexPath): stored = rows.setHeight(height, at: indexPath)
        case .key(let key): stored = keyed.setHeight(height, for: key)
        case .section(let section, let kind): stored = supplementary.setHeight(height, kind, inSection: section)
        }
        if stored { noteCachedAnswer() }
        return stored
    }

    /// The estimate for the row at `indexPath` in `context`: its cached height, else the mean of
    /// the cached heights, else `fallback`. O(1); not counted as a hit or miss.
    package func estimatedHeight(at indexPath: IndexPath, in context: LayoutContext, fallback: CGFloat) -> CGFloat {
        use(context)
        return rows.estimatedHeight(at: indexPath) ?? fallback
    }
}

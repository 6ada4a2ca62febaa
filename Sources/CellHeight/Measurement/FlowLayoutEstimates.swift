import Foundation

/// How a list flow layout gets item sizes from the height cache without measuring every item
/// synchronously, and when it must be asked again.
///
/// `UICollectionViewFlowLayout` asks `collectionView(_:layout:sizeForItemAt:)` for every item
/// while it prepares its layout, so measuring each uncached item there measures the whole list on
/// the first layout and after every reload, before precaching can get ahead. Instead:
///
/// 1. Cached items get their cached height, exactly.
/// 2. Uncached items near the visible ones (``measuresNow(_:visible:reach:measuredWithoutVisible:)``)
///    are measured now and cached: what is on screen is always exact.
/// 3. Other uncached items get an estimate (the mean of the cached heights), and are recorded here.
///
/// The layout keeps those sizes until it is invalidated. The adapter invalidates it (keeping the
/// first visible item where it was on screen, ``anchoredOffset(_:anchorMinYBefore:anchorMinYAfter:minOffset:maxOffset:)``)
/// when a visible item had an estimate (``needsRefresh(visible:)``), which happens when the user
/// scrolls past what was measured, and when a precache run has filled the cache; never while the
/// list scrolls (``FlowLayoutRefresh`` says when).
///
/// The record says, per item, whether the last size handed out for it was an estimate. It follows
/// the list's data changes as its height cache does (it observes it, see ``follow(_:)``), so an
/// item inserted above moves the estimates down with their items, whichever sizes UIKit asks for
/// again afterwards.
package final class FlowLayoutEstimates: HeightCacheObserver {
    /// A marker per item whose last size was an estimate, moved by data changes like heights.
    private let items = IndexPathHeightCache(maximumLayoutContexts: 1)
    /// How many items were measured at once while nothing was visible (the first layout).
    private var measuredWithoutVisible = 0

    /// Nothing estimated.
    package init() {}

    /// Makes the record follow the data changes that reach `rows` (the list's index-path cache).
    package func follow(_ rows: IndexPathHeightCache) { rows.addObserver(self) }

    /// Applies a change of the list's height cache to the record: updates move the markers as they
    /// move heights; `reloadData` clears them (the layout then asks for every size again).
    package func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange) {
        switch change {
        case .updated(let update): items.performUpdates(update)
        case .invalidatedAll: items.invalidateAll()
        case .invalidated, .layoutContextChanged: break
        }
    }

    /// Whether no item has an estimated size.
    package var isEmpty: Bool { items.statistics.cachedCount == 0 }

    /// Records that the item at `indexPath` was given an estimated size. O(1).
    package func recordEstimate(at indexPath: IndexPath) {
        guard indexPath.isTableRow else { return }
        items.setHeight(1, at: indexPath)
    }

    /// Records that the item at `indexPath` was given its exact size. O(1).
    package func recordExact(at indexPath: IndexPath) {
        if items.containsHeight(at: indexPath) { items.invalidateHeight(at: indexPath) }
    }

    /// Whether the last size given to the item at `indexPath` was an estimate.
    package func isEstimated(_ indexPath: IndexPath) -> Bool { items.containsHeight(at: indexPath) }

    /// Whether the layout must be asked again because an item on screen has an estimated size.
    package func needsRefresh(visible: [IndexPath]) -> Bool {
        !isEmpty && visible.contains(where: isEstimated)
    }

    /// Forgets every estimate: the layout is about to ask for every size again (the adapter
    /// invalidates its item sizes).
    package func removeAll() {
        items.invalidateAll()
        measuredWithoutVisible = 0
    }

    /// The height a list flow layout gets for the item at `indexPath`: the whole rule of
    /// `sizeForListItem(at:withIdentifier:as:configuration:)`.
    ///
    /// 1. The cached height (`state`'s index-path cache in `context`), exactly.
    /// 2. Else, if `measuresEveryItem` (a precache pass asks) or the item is near the visible ones
    ///    (``measuresNow(_:visible:reach:measuredWithoutVisible:)``), `measure()`'s height, stored
    ///    in the cache; `fallback` if it has none (nothing is stored or recorded).
    /// 3. Else the mean of the cached heights (else `fallback`), recorded as an estimate.
    ///
    /// - Parameters:
    ///   - visible: The first and last visible items (``span(of:)``), `nil` if none is visible.
    ///   - viewportHeight: The height the list shows items in, for ``reach(viewportHeight:estimatedHeight:)``.
    ///   - fallback: The layout's own estimate (never its `automaticSize` placeholder), else 44.
    package func itemHeight(
        at indexPath: IndexPath, in state: ListHeightState, context: LayoutContext, visible: ClosedRange<IndexPath>?,
        viewportHeight: CGFloat, fallback: CGFloat, measuresEveryItem: Bool, measure: () -> TemplateMeasurement
    ) -> CGFloat {
        state.use(context)
        if let cached = state.cachedHeight(.indexPath(indexPath)) {
            recordExact(at: indexPath)
            state.noteCachedAnswer()
            return cached
        }
        let estimate = state.rows.estimatedHeight ?? fallback
        let reach = Self.reach(viewportHeight: viewportHeight, estimatedHeight: estimate)
        if measuresEveryItem
            || Self.measuresNow(
                indexPath, visible: visible, reach: reach, measuredWithoutVisible: &measuredWithoutVisible)
        {
            guard let height = measure().height else {
                recordExact(at: indexPath)  // no estimate to correct: nothing better will come
                return fallback
            }
            if state.rows.setHeight(height, at: indexPath) { state.noteCachedAnswer() }
            recordExact(at: indexPath)
            return height
        }
        recordEstimate(at: indexPath)
        return estimate
    }

    /// How many items each side of the visible ones are measured now rather than estimated: one
    /// screen's worth at the estimated height and two more (items shorter than the estimate still
    /// fill the screen), at least 4 and at most 64.
    package static func reach(viewportHeight: CGFloat, estimatedHeight: CGFloat) -> Int {
        guard viewportHeight.isFinite, viewportHeight > 0, estimatedHeight.isFinite, estimatedHeight > 0 else {
            return 4
        }
        return Int(min(64, max(4, (viewportHeight / estimatedHeight).rounded(.up) + 2)))
    }

    /// The first and last of `visible` in index path order, or `nil` if it is empty. O(v).
    package static func span(of visible: [IndexPath]) -> ClosedRange<IndexPath>? {
        guard let first = visible.min(), let last = visible.max() else { return nil }
        return first...last
    }

    /// Whether an uncached item is measured now rather than given an estimate. O(1).
    ///
    /// With visible items (from the last layout), an item is near when it lies between the first
    /// visible item less `reach` and the last visible item plus `reach`, in index path order within
    /// those sections, or among the first `reach` items of the two sections after the last visible
    /// one. Before anything is visible (the first layout), the first `reach` items asked are
    /// measured: a flow layout asks in index path order, from the top.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - visible: The first and last visible items (``span(of:)``), `nil` if none is visible.
    ///   - reach: ``reach(viewportHeight:estimatedHeight:)``.
    ///   - measuredWithoutVisible: How many items were measured now while nothing was visible; the
    ///     caller keeps it and passes it back (it grows when this returns `true` for that case).
    package static func measuresNow(
        _ indexPath: IndexPath, visible: ClosedRange<IndexPath>?, reach: Int, measuredWithoutVisible: inout Int
    ) -> Bool {
        guard indexPath.count == 2 else { return false }
        guard let visible else {
            guard measuredWithoutVisible < reach else { return false }
            measuredWithoutVisible += 1
            return true
        }
        let (first, last) = (visible.lowerBound, visible.upperBound)
        let section = indexPath.sectionIndex
        let item = indexPath.rowIndex
        if section > last.sectionIndex { return section <= last.sectionIndex + 2 && item < reach }
        if section < first.sectionIndex { return false }
        if section == first.sectionIndex, item < first.rowIndex - reach { return false }
        if section == last.sectionIndex, item > last.rowIndex + reach { return false }
        return true
    }

    /// The content offset that keeps an item at the same place on screen after the layout moved
    /// it: `offset` plus how far the item moved, clamped to the scrollable range.
    ///
    /// - Parameters:
    ///   - offset: `contentOffset.y` before the refresh.
    ///   - anchorMinYBefore: The anchor item's `frame.minY` before the refresh.
    ///   - anchorMinYAfter: Its `frame.minY` after.
    ///   - minOffset: The smallest offset (`-adjustedContentInset.top`).
    ///   - maxOffset: The largest (`contentSize.height + adjustedContentInset.bottom - bounds.height`,
    ///     at least `minOffset`).
    nonisolated package static func anchoredOffset(
        _ offset: CGFloat, anchorMinYBefore: CGFloat, anchorMinYAfter: CGFloat, minOffset: CGFloat,
        maxOffset: CGFloat
    ) -> CGFloat {
        guard [offset, anchorMinYBefore, anchorMinYAfter, minOffset, maxOffset].allSatisfy(\.isFinite) else {
            return offset
        }
        let moved = offset + (anchorMinYAfter - anchorMinYBefore)
        return min(max(moved, minOffset), max(minOffset, maxOffset))
    }
}

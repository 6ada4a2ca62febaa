import Foundation

/// When a list flow layout that handed out estimated item sizes (``FlowLayoutEstimates``) is asked
/// for its sizes again, and how its anchor item stays where it was on screen.
///
/// A refresh invalidates the flow layout's item sizes, so the layout asks
/// `collectionView(_:layout:sizeForItemAt:)` for every item: N calls, each a cache hit or an estimate
/// (O(1)), plus the measurement of the items near the screen that were never measured. That is too
/// much for every frame of a fling (10,000 items: 10,000 size requests per frame), and a content
/// offset changed mid-deceleration fights the deceleration. So:
/// - while the list scrolls (the user's finger is on it, `isTracking`, or it decelerates,
///   `isDecelerating`), nothing is refreshed: the refresh waits for the scroll to stop;
/// - when it stops, at most one refresh, and only if an item on screen still has an estimate or a
///   precache run finished meanwhile;
/// - when not scrolling, a layout pass that shows an estimated item refreshes at once (a
///   programmatic jump), and so does a precache run that finishes;
/// - nothing is refreshed from inside a refresh.
///
/// The adapter feeds it UIKit's values and performs the refresh it asks for.
package struct FlowLayoutRefresh: Equatable, Sendable {
    /// A refresh waits for the list to stop scrolling (the adapter then watches for the stop).
    package private(set) var waitsForScrollStop = false
    /// A precache run finished since the last refresh: the next one is due whatever is visible.
    private var precacheRunFinished = false

    /// Nothing waits.
    package init() {}

    /// After a layout pass of the list. Returns whether to refresh now.
    ///
    /// - Parameters:
    ///   - isScrolling: `isTracking || isDecelerating`.
    ///   - hasEstimates: Some item has an estimated size (``FlowLayoutEstimates/isEmpty`` is `false`).
    ///   - isRefreshing: The layout pass is the refresh's own.
    ///   - visibleIsEstimated: Whether a visible item has an estimate; read only when needed (O(v)).
    package mutating func listDidLayout(
        isScrolling: Bool, hasEstimates: Bool, isRefreshing: Bool, visibleIsEstimated: () -> Bool
    ) -> Bool {
        guard !isRefreshing, hasEstimates else { return false }
        if isScrolling {
            waitsForScrollStop = true
            return false
        }
        return decide(visibleIsEstimated)
    }

    /// A precache run finished: the cache may hold every height the layout estimated. Returns
    /// whether to refresh now (else it waits for the scroll to stop, or there is nothing to do).
    package mutating func precacheRunDidFinish(isScrolling: Bool, hasEstimates: Bool, isRefreshing: Bool) -> Bool {
        guard !isRefreshing, hasEstimates else { return false }
        precacheRunFinished = true
        if isScrolling {
            waitsForScrollStop = true
            return false
        }
        return decide { true }
    }

    /// The run loop is about to sleep in its default mode while a refresh waits: the scroll may
    /// have stopped. Returns whether to refresh now; ``waitsForScrollStop`` says whether to keep
    /// watching.
    package mutating func scrollMayHaveStopped(
        isScrolling: Bool, hasEstimates: Bool, isRefreshing: Bool, visibleIsEstimated: () -> Bool
    ) -> Bool {
        guard waitsForScrollStop, !isScrolling, !isRefreshing else { return false }
        guard hasEstimates else {
            (waitsForScrollStop, precacheRunFinished) = (false, false)
            return false
        }
        return decide(visibleIsEstimated)
    }

    /// Not scrolling: refresh if a precache run finished or an estimate is on screen.
    private mutating func decide(_ visibleIsEstimated: () -> Bool) -> Bool {
        let refresh = precacheRunFinished || visibleIsEstimated()
        (waitsForScrollStop, precacheRunFinished) = (false, false)
        return refresh
    }

    /// How far the content offset must move so that the anchor item is where it was on screen
    /// after a refresh moved it: the ``FlowLayoutEstimates/anchoredOffset(_:anchorMinYBefore:anchorMinYAfter:minOffset:maxOffset:)``
    /// target less the offset now (the refresh's layout may have moved it already). For the
    /// invalidation context's `contentOffsetAdjustment`. 0 if any value is not finite.
    ///
    /// - Parameters:
    ///   - offset: `contentOffset.y` now.
    ///   - offsetBefore: `contentOffset.y` before the refresh.
    ///   - anchorMinYBefore: The anchor item's `frame.minY` before the refresh.
    ///   - anchorMinYAfter: Its `frame.minY` after.
    ///   - minOffset: The smallest offset (`-adjustedContentInset.top`).
    ///   - maxOffset: The largest (`contentSize.height + adjustedContentInset.bottom - bounds.height`).
    package static func offsetAdjustment(
        offset: CGFloat, offsetBefore: CGFloat, anchorMinYBefore: CGFloat, anchorMinYAfter: CGFloat,
        minOffset: CGFloat, maxOffset: CGFloat
    ) -> CGFloat {
        let values = [offset, offsetBefore, anchorMinYBefore, anchorMinYAfter, minOffset, maxOffset]
        guard values.allSatisfy(\.isFinite) else { return 0 }
        let target = FlowLayoutEstimates.anchoredOffset(
            offsetBefore, anchorMinYBefore: anchorMinYBefore, anchorMinYAfter: anchorMinYAfter, minOffset: minOffset,
            maxOffset: maxOffset)
        return target - offset
    }
}

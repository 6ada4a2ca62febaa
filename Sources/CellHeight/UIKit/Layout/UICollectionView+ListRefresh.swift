#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// Watches the main run loop for the end of a scroll: a `beforeWaiting` observer in the default
    /// mode, which does not run while UIKit tracks a drag (`UITrackingRunLoopMode`). It is called
    /// once per run-loop turn, never on its own: no timer, no wake-up. Invalidated when released
    /// (with the list's store) or when the refresh no longer waits.
    final class ScrollStopWatch {
        private let observer: CFRunLoopObserver?

        /// Calls `check` on the main thread each time the main run loop is about to sleep in its
        /// default mode.
        init(check: @escaping @MainActor () -> Void) {
            observer = CFRunLoopObserverCreateWithHandler(
                kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
            ) { _, _ in
                MainActor.assumeIsolated { check() }
            }
            if let observer { CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .defaultMode) }
        }

        deinit { observer.map(CFRunLoopObserverInvalidate) }
    }

    extension UICollectionView {
        /// After the collection view's `layoutSubviews()`: its data is loaded (UIKit's own first
        /// `reloadData()` is behind it, ``ListDataLoad``) and the visible items are new. If one of
        /// them was given an estimated size, the flow layout is asked for its sizes again, unless
        /// the list scrolls: then once it has stopped (``FlowLayoutRefresh``).
        func heightListDidLayout(_ store: HeightStore) {
            store.dataLoad.listDidLayOut(dataSource: dataSource.map { ObjectIdentifier($0) })
            store.visibleSpan = nil
            let refresh = store.flowRefresh.listDidLayout(
                isScrolling: isTracking || isDecelerating, hasEstimates: !store.flowEstimates.isEmpty,
                isRefreshing: store.isRefreshingLayout
            ) { store.flowEstimates.needsRefresh(visible: indexPathsForVisibleItems) }
            applyListRefresh(refresh, store)
            #if os(iOS)
                // A snapshot that reached the list outside ch.apply: its items are sized again.
                if store.diffableListDidLayout(self, dataSource: dataSource) { collectionViewLayout.invalidateLayout() }
            #endif
            // Cells of ch.cellRegistration registrations on screen for the first time: compared
            // with their templates.
            if store.listCells != nil { compareDisplayedListCells(store) }
        }

        /// A precache run finished: asks the flow layout for every item's size again if some were
        /// estimated (now, or once the list stops scrolling), keeping the first visible item in place.
        package func refreshEstimatedListItems() {
            guard let store = HeightStore.existing(self) else { return }
            let refresh = store.flowRefresh.precacheRunDidFinish(
                isScrolling: isTracking || isDecelerating, hasEstimates: !store.flowEstimates.isEmpty,
                isRefreshing: store.isRefreshingLayout)
            applyListRefresh(refresh, store)
            #if os(iOS)
                // A snapshot that reached the list outside ch.apply: its items are sized again.
                if store.diffableListDidLayout(self, dataSource: dataSource) { collectionViewLayout.invalidateLayout() }
            #endif
        }

        /// The main run loop is about to sleep in its default mode while a refresh waits.
        private func listScrollMayHaveStopped() {
            guard let store = HeightStore.existing(self) else { return }
            let refresh = store.flowRefresh.scrollMayHaveStopped(
                isScrolling: isTracking || isDecelerating, hasEstimates: !store.flowEstimates.isEmpty,
                isRefreshing: store.isRefreshingLayout
            ) { store.flowEstimates.needsRefresh(visible: indexPathsForVisibleItems) }
            applyListRefresh(refresh, store)
            #if os(iOS)
                // A snapshot that reached the list outside ch.apply: its items are sized again.
                if store.diffableListDidLayout(self, dataSource: dataSource) { collectionViewLayout.invalidateLayout() }
            #endif
        }

        /// Watches for the end of the scroll while the refresh waits for it, then refreshes if told.
        private func applyListRefresh(_ refresh: Bool, _ store: HeightStore) {
            if store.flowRefresh.waitsForScrollStop {
                if store.scrollStopWatch == nil {
                    store.scrollStopWatch = ScrollStopWatch { [weak self] in self?.listScrollMayHaveStopped() }
                }
            } else {
                store.scrollStopWatch = nil
            }
            if refresh { refreshListLayout(store) }
        }

        /// Invalidates the layout's item sizes (``IOSOnlyUIKit/invalidateItemSizes(of:)``: a flow
        /// layout then asks for every size again), lays out at once, then keeps the first visible
        /// item where it was on screen with the invalidation context's `contentOffsetAdjustment`
        /// (``IOSOnlyUIKit/adjustContentOffset(of:by:)``, no size asked for).
        private func refreshListLayout(_ store: HeightStore) {
            store.isRefreshingLayout = true
            defer { store.isRefreshingLayout = false }
            store.listRefreshes += 1
            let anchor = indexPathsForVisibleItems.min()
            let offsetBefore = contentOffset.y
            let before = anchor.flatMap { layoutAttributesForItem(at: $0)?.frame.minY }
            store.flowEstimates.removeAll()
            store.visibleSpan = nil
            IOSOnlyUIKit.invalidateItemSizes(of: collectionViewLayout)
            layoutIfNeeded()
            guard let anchor, let before, let after = layoutAttributesForItem(at: anchor)?.frame.minY else { return }
            let adjustment = FlowLayoutRefresh.offsetAdjustment(
                offset: contentOffset.y, offsetBefore: offsetBefore, anchorMinYBefore: before, anchorMinYAfter: after,
                minOffset: -adjustedContentInset.top,
                maxOffset: contentSize.height + adjustedContentInset.bottom - bounds.height)
            guard adjustment != 0 else { return }
            let target = contentOffset.y + adjustment
            IOSOnlyUIKit.adjustContentOffset(of: collectionViewLayout, by: adjustment)
            layoutIfNeeded()
            // Should UIKit ever leave the adjustment unapplied, the anchor still stays (counted).
            guard abs(contentOffset.y - target) > 0.5 else { return }
            store.anchorOffsetWrites += 1
            contentOffset.y = target
            layoutIfNeeded()
        }
    }
#endif

import CellHeight
import Foundation
import TestSupport
import Testing

/// Which flow-layout items are measured at once, which get an estimate, and when the layout is
/// asked again.
@MainActor @Suite struct FlowLayoutEstimatesTests {
    private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

    @Test func theFirstLayoutMeasuresTheFirstScreenAndEstimatesTheRest() {
        // A flow layout asks sizeForItemAt for every item, in index path order, while it prepares.
        var measuredWithoutVisible = 0
        var measured: [IndexPath] = []
        for item in 0..<20_000 {
            if FlowLayoutEstimates.measuresNow(
                ip(0, item), visible: nil, reach: 11, measuredWithoutVisible: &measuredWithoutVisible)
            {
                measured.append(ip(0, item))
            }
        }
        #expect(measured == (0..<11).map { ip(0, $0) }, "11 measured synchronously, 19,989 estimated")
    }

    @Test func itemsNearTheVisibleOnesAreMeasuredNow() {
        var unused = 0
        let visible = FlowLayoutEstimates.span(of: [ip(2, 40), ip(2, 38), ip(2, 45)])
        #expect(visible == ip(2, 38)...ip(2, 45))
        #expect(FlowLayoutEstimates.span(of: []) == nil)
        func near(_ s: Int, _ i: Int) -> Bool {
            FlowLayoutEstimates.measuresNow(ip(s, i), visible: visible, reach: 10, measuredWithoutVisible: &unused)
        }
        #expect(near(2, 28) && near(2, 55) && near(2, 40))
        #expect(!near(2, 27) && !near(2, 56))
        #expect(near(3, 0) && near(4, 9) && !near(4, 10) && !near(5, 0), "the next sections' first items")
        #expect(!near(1, 999), "a section above: estimated, a refresh corrects it when it scrolls in")
        let spanning = ip(1, 98)...ip(3, 2)
        #expect(
            FlowLayoutEstimates.measuresNow(ip(2, 500), visible: spanning, reach: 10, measuredWithoutVisible: &unused))
        #expect(
            !FlowLayoutEstimates.measuresNow(ip(1, 87), visible: spanning, reach: 10, measuredWithoutVisible: &unused))
        #expect(unused == 0, "the first-layout budget is only spent while nothing is visible")
        #expect(
            !FlowLayoutEstimates.measuresNow(
                IndexPath(index: 3), visible: nil, reach: 10, measuredWithoutVisible: &unused))
    }

    @Test func aVisibleEstimateAsksForARefresh() {
        let estimates = FlowLayoutEstimates()
        #expect(estimates.isEmpty && !estimates.needsRefresh(visible: [ip(0, 0)]))
        for item in 30..<20_000 { estimates.recordEstimate(at: ip(0, item)) }
        estimates.recordEstimate(at: ip(1, 3))
        estimates.recordEstimate(at: IndexPath(index: 1))
        #expect(
            estimates.isEstimated(ip(0, 30)) && estimates.isEstimated(ip(1, 3)) && !estimates.isEstimated(ip(0, 29)))
        #expect(
            !estimates.needsRefresh(visible: (15..<30).map { ip(0, $0) }), "measured items on screen: nothing to do")
        #expect(estimates.needsRefresh(visible: (25..<31).map { ip(0, $0) }), "scrolled onto an estimate")
        estimates.removeAll()
        #expect(estimates.isEmpty && !estimates.needsRefresh(visible: [ip(0, 30)]))
    }

    @Test func estimatesMoveWithTheirItemsThroughDataChanges() {
        // The hooks apply UIKit's data changes to the list's height cache; the record follows it, so
        // an item given an estimate stays marked whichever sizes the layout asks for again.
        let rows = IndexPathHeightCache()
        let estimates = FlowLayoutEstimates()
        estimates.follow(rows)
        for item in 30..<40 { estimates.recordEstimate(at: ip(0, item)) }
        var update = TableUpdate()
        update.insertRows(at: [ip(0, 0), ip(0, 1)])
        update.deleteRows(at: [ip(0, 35)])
        rows.performUpdates(update)
        #expect(!estimates.isEstimated(ip(0, 30)) && estimates.isEstimated(ip(0, 32)))
        #expect((32..<41).filter { estimates.isEstimated(ip(0, $0)) }.count == 9, "one deleted, nine moved by two")
        estimates.recordExact(at: ip(0, 32))
        #expect(!estimates.isEstimated(ip(0, 32)), "sized exactly since")
        rows.invalidateAll()  // reloadData: the layout asks for every size again
        #expect(estimates.isEmpty)
    }

    @Test func reachIsAboutOneScreenOfItems() {
        // iPhone X portrait: 812 pt tall; 734 pt below the status and navigation bars.
        #expect(FlowLayoutEstimates.reach(viewportHeight: 734, estimatedHeight: 80) == 12, "10 fill it, 2 more")
        #expect(FlowLayoutEstimates.reach(viewportHeight: 734, estimatedHeight: 2) == 64)
        #expect(FlowLayoutEstimates.reach(viewportHeight: 734, estimatedHeight: 1_000) == 4)
        #expect(FlowLayoutEstimates.reach(viewportHeight: .nan, estimatedHeight: 44) == 4)
        #expect(FlowLayoutEstimates.reach(viewportHeight: 734, estimatedHeight: 0) == 4)
    }

    @Test func aRefreshKeepsTheFirstVisibleItemWhereItWas() {
        // Estimates above the screen were 44; the precached heights are larger, so the item moved
        // down by 300 and the offset follows it.
        #expect(
            FlowLayoutEstimates.anchoredOffset(
                5_000, anchorMinYBefore: 5_100, anchorMinYAfter: 5_400, minOffset: -91, maxOffset: 90_000) == 5_300)
        #expect(
            FlowLayoutEstimates.anchoredOffset(
                100, anchorMinYBefore: 400, anchorMinYAfter: 0, minOffset: -91, maxOffset: 9_000) == -91)
        #expect(
            FlowLayoutEstimates.anchoredOffset(
                100, anchorMinYBefore: 0, anchorMinYAfter: 500, minOffset: -91, maxOffset: 300) == 300)
        #expect(
            FlowLayoutEstimates.anchoredOffset(
                100, anchorMinYBefore: 0, anchorMinYAfter: 500, minOffset: 0, maxOffset: -50) == 0,
            "content shorter than the screen")
        #expect(
            FlowLayoutEstimates.anchoredOffset(
                100, anchorMinYBefore: .nan, anchorMinYAfter: 500, minOffset: 0, maxOffset: 900) == 100)
    }

    @Test func reachCountsItemsShorterThanAPointAndStopsAtTheNextSectionsFirstItems() {
        // However small the viewport or the estimate, a positive one is a real screen of items.
        #expect(FlowLayoutEstimates.reach(viewportHeight: 1, estimatedHeight: 0.25) == 6)
        #expect(FlowLayoutEstimates.reach(viewportHeight: 734, estimatedHeight: 0.5) == 64)
        // Below the last visible item's section, only the first `reach` items of a section are near.
        var unused = 0
        let visible = ip(2, 38)...ip(2, 45)
        #expect(
            !FlowLayoutEstimates.measuresNow(ip(3, 10), visible: visible, reach: 10, measuredWithoutVisible: &unused))
        #expect(FlowLayoutEstimates.measuresNow(ip(3, 9), visible: visible, reach: 10, measuredWithoutVisible: &unused))
    }

    @Test func aLayoutAskedAgainFromTheTopMeasuresAFreshFirstScreen() {
        // removeAll() comes before the layout asks for every size again: before anything is visible,
        // that pass gets its own first screen measured, as the first layout did.
        let state = ListHeightState()
        let estimates = FlowLayoutEstimates()
        var measured: [Int] = []
        func ask(_ items: Range<Int>) {
            for item in items {
                _ = estimates.itemHeight(
                    at: ip(0, item), in: state, context: LayoutContext(width: 375), visible: nil, viewportHeight: 0,
                    fallback: 44, measuresEveryItem: false
                ) {
                    measured.append(item)
                    return .height(60, method: .autoLayout)
                }
            }
        }
        ask(0..<8)
        #expect(measured == [0, 1, 2, 3], "reach 4 without a viewport height; the rest estimated")
        estimates.removeAll()
        ask(0..<8)
        #expect(measured == [0, 1, 2, 3, 4, 5, 6, 7], "cached ones answered, the next four measured")
    }

    @Test func anIndexPathThatIsNoItemIsNeitherRecordedNorReported() {
        let estimates = FlowLayoutEstimates()
        let diagnostics = collectDiagnostics {
            estimates.recordEstimate(at: IndexPath(index: 1))
            estimates.recordEstimate(at: ip(0, -1))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(estimates.isEmpty)
    }
}

/// A list flow layout of 20,000 items driven through ``FlowLayoutEstimates/itemHeight(at:in:context:visible:viewportHeight:fallback:measuresEveryItem:measure:)``.
@MainActor @Suite struct FlowLayoutListSizingTests {
    /// A vertical flow layout list as far as sizes go, modelling `UICollectionViewFlowLayout`: its
    /// `prepare()` asks the delegate for every item's size, in index path order, and keeps the
    /// answers (item frames stacked from y = 0) until it is invalidated; the visible items are
    /// those whose prepared frames meet the viewport.
    private final class FakeFlowList {
        let count: Int
        let viewport: CGFloat = 734
        var offset: CGFloat = 0
        private(set) var frames: [(minY: CGFloat, height: CGFloat)] = []
        var visible: [IndexPath] {
            frames.indices.filter {
                frames[$0].minY < offset + viewport && frames[$0].minY + frames[$0].height > offset
            }
            .map { IndexPath(indexes: [0, $0]) }
        }
        init(count: Int) { self.count = count }

        func prepare(size: (IndexPath) -> CGFloat) {
            var y: CGFloat = 0
            frames = (0..<count).map { item in
                let height = size(IndexPath(indexes: [0, item]))
                defer { y += height }
                return (y, height)
            }
        }
    }

    private func trueHeight(_ item: Int) -> CGFloat { CGFloat(40 + (item * 37) % 90) }

    @Test func aLongListIsMeasuredNearTheScreenAndCorrectedWhenEstimatesScrollIn() {
        let state = ListHeightState()
        let context = LayoutContext(width: 375, contentSizeCategory: "L")
        let estimates = FlowLayoutEstimates()
        let list = FakeFlowList(count: 20_000)
        var measured = Set<Int>()
        func layOut(visible: [IndexPath]) {
            let span = FlowLayoutEstimates.span(of: visible)
            list.prepare { indexPath in
                estimates.itemHeight(
                    at: indexPath, in: state, context: context, visible: span, viewportHeight: list.viewport,
                    fallback: 44, measuresEveryItem: false
                ) {
                    measured.insert(indexPath[1])
                    return .height(trueHeight(indexPath[1]), method: .autoLayout)
                }
            }
        }
        func exact(_ indexPaths: [IndexPath]) -> Bool {
            indexPaths.allSatisfy { list.frames[$0[1]].height == trueHeight($0[1]) }
        }

        layOut(visible: [])
        #expect((10...20).contains(measured.count), "the first layout measured \(measured.count) of 20,000 items")
        #expect(exact(list.visible), "what is on screen is exact")
        #expect(!estimates.needsRefresh(visible: list.visible))

        /// Scrolls to `offset` in the prepared layout, then refreshes as the adapter does: the layout
        /// asks again and the first visible item stays where it was on screen.
        func scrollAndRefresh(to offset: CGFloat) {
            list.offset = offset
            #expect(estimates.needsRefresh(visible: list.visible), "estimates scrolled on screen")
            let anchor = list.visible.min()!
            let before = list.frames[anchor[1]].minY
            estimates.removeAll()
            measured.removeAll()
            layOut(visible: list.visible)
            list.offset = FlowLayoutEstimates.anchoredOffset(
                offset, anchorMinYBefore: before, anchorMinYAfter: list.frames[anchor[1]].minY, minOffset: 0,
                maxOffset: list.frames.last.map { $0.minY + $0.height - list.viewport } ?? 0)
            #expect(list.frames[anchor[1]].minY - list.offset == before - offset, "the anchor stayed in place")
            #expect(exact(list.visible) && !estimates.needsRefresh(visible: list.visible))
        }

        // A precache fills the cache (nearest first); the layout keeps its estimates meanwhile.
        for item in 0..<3_000 { state.rows.setHeight(trueHeight(item), at: IndexPath(indexes: [0, item])) }
        scrollAndRefresh(to: 40_000)
        #expect(measured.isEmpty, "inside the precached items: nothing measured, \(measured.count)")
        #expect(exact((0..<3_000).map { IndexPath(indexes: [0, $0]) }), "the precached items came from the cache")
        scrollAndRefresh(to: 900_000)  // a fling past what the precache reached
        #expect((10...50).contains(measured.count), "a screen and its neighbours measured: \(measured.count)")

        // Once everything is cached, a refresh leaves no estimate.
        for item in 0..<20_000 { state.rows.setHeight(trueHeight(item), at: IndexPath(indexes: [0, item])) }
        estimates.removeAll()
        layOut(visible: list.visible)
        #expect(estimates.isEmpty && exact((0..<20_000).map { IndexPath(indexes: [0, $0]) }))
    }

    @Test func aPrecachePassMeasuresWhateverItAsksFor() {
        let state = ListHeightState()
        let context = LayoutContext(width: 375)
        let estimates = FlowLayoutEstimates()
        let far = IndexPath(indexes: [0, 9_000])
        let height = estimates.itemHeight(
            at: far, in: state, context: context, visible: IndexPath(indexes: [0, 0])...IndexPath(indexes: [0, 8]),
            viewportHeight: 734, fallback: 44, measuresEveryItem: true
        ) { .height(70, method: .autoLayout) }
        #expect(height == 70 && state.rows.height(at: far) == 70 && estimates.isEmpty)
        let unmeasurable = estimates.itemHeight(
            at: IndexPath(indexes: [0, 1]), in: state, context: context, visible: nil, viewportHeight: 734,
            fallback: 44, measuresEveryItem: false
        ) { .unmeasurable }
        #expect(unmeasurable == 44 && estimates.isEmpty, "nothing cached, nothing recorded: no refresh loop")
    }
}

import CellHeight
import Foundation
import Testing

/// Which flow-layout items are measured at once, which get an estimate, and when the layout is
/// asked again.
@Suite struct FlowLayoutEstimatesTests {
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
        var estimates = FlowLayoutEstimates()
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

    @Test func reachIsAboutOneScreenOfItems() {
        // iPhone X portrait: 812 pt tall; 734 pt below the status and navigation bars.
        #expect(FlowLayoutEstimates.reach(viewportHeight: 734, estimatedHeight: 80) == 10)
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
}

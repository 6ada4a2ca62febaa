import CellHeight
import Foundation
import Testing

/// When a list flow layout with estimated items is asked for its sizes again: never while the list
/// scrolls, at most once per scroll stop, and once when a precache run finishes.
@Suite struct FlowLayoutRefreshTests {
    /// A flow layout over `count` items that counts the size requests of its refreshes, driven as
    /// the adapter drives it: a layout pass per frame of a fling, then run-loop turns.
    private struct FlingingList {
        var rule = FlowLayoutRefresh()
        let count: Int
        /// Whether an estimated item is on screen (the adapter's `needsRefresh(visible:)`).
        var visibleIsEstimated = true
        var hasEstimates = true
        private(set) var sizeRequests = 0
        private(set) var refreshes = 0
        private(set) var visibleReads = 0

        init(count: Int) { self.count = count }

        private mutating func refresh(_ due: Bool) {
            guard due else { return }
            refreshes += 1
            sizeRequests += count  // a flow layout whose sizes are invalidated asks for every item
            visibleIsEstimated = false  // the items near the screen are measured while it asks
        }

        mutating func layoutPass(isScrolling: Bool) {
            var reads = 0
            let due = rule.listDidLayout(isScrolling: isScrolling, hasEstimates: hasEstimates, isRefreshing: false) {
                reads += 1
                return visibleIsEstimated
            }
            visibleReads += reads
            refresh(due)
        }

        /// The run loop is about to sleep in its default mode (the adapter's observer runs only
        /// while the rule waits).
        mutating func runLoopTurn(isScrolling: Bool) {
            guard rule.waitsForScrollStop else { return }
            let estimated = visibleIsEstimated
            refresh(
                rule.scrollMayHaveStopped(
                    isScrolling: isScrolling, hasEstimates: hasEstimates, isRefreshing: false,
                    visibleIsEstimated: { estimated }))
        }

        mutating func precacheRunFinished(isScrolling: Bool) {
            refresh(
                rule.precacheRunDidFinish(isScrolling: isScrolling, hasEstimates: hasEstimates, isRefreshing: false))
        }
    }

    @Test func aFlingAsksForNoSizeAndItsStopForEverySizeOnce() {
        var list = FlingingList(count: 10_000)
        for _ in 0..<120 {  // two seconds of frames, estimated items scrolling on screen
            list.layoutPass(isScrolling: true)
            list.runLoopTurn(isScrolling: true)
        }
        #expect(list.sizeRequests == 0, "no refresh while the list tracks or decelerates")
        #expect(list.visibleReads == 0, "no per-frame look at the visible items either")
        #expect(list.rule.waitsForScrollStop)
        list.runLoopTurn(isScrolling: false)
        #expect(list.refreshes == 1 && list.sizeRequests == 10_000, "one refresh when the scroll stops")
        #expect(!list.rule.waitsForScrollStop, "nothing watches the run loop any more")
        for _ in 0..<10 {
            list.layoutPass(isScrolling: false)
            list.runLoopTurn(isScrolling: false)
        }
        #expect(list.refreshes == 1, "the refresh measured what is on screen: no second one")
    }

    @Test func aFingerRestingOnTheListKeepsTheRefreshWaiting() {
        var list = FlingingList(count: 500)
        list.layoutPass(isScrolling: true)
        for _ in 0..<5 { list.runLoopTurn(isScrolling: true) }
        #expect(list.refreshes == 0 && list.rule.waitsForScrollStop)
        list.runLoopTurn(isScrolling: false)
        #expect(list.refreshes == 1)
    }

    @Test func aStopWithNoEstimateOnScreenRefreshesNothing() {
        var list = FlingingList(count: 500)
        list.layoutPass(isScrolling: true)
        list.visibleIsEstimated = false
        list.runLoopTurn(isScrolling: false)
        #expect(list.refreshes == 0 && !list.rule.waitsForScrollStop)
        var empty = FlingingList(count: 500)
        empty.layoutPass(isScrolling: true)
        empty.hasEstimates = false
        empty.runLoopTurn(isScrolling: false)
        #expect(empty.refreshes == 0 && !empty.rule.waitsForScrollStop, "no estimate left: stop watching")
    }

    @Test func aLayoutPassOutsideAScrollRefreshesAtOnceWhenAnEstimateShows() {
        var list = FlingingList(count: 500)
        list.layoutPass(isScrolling: false)  // a programmatic jump into estimated items
        #expect(list.refreshes == 1 && !list.rule.waitsForScrollStop)
        var rule = FlowLayoutRefresh()
        let insideRefresh = rule.listDidLayout(isScrolling: false, hasEstimates: true, isRefreshing: true) { true }
        let noEstimates = rule.listDidLayout(isScrolling: false, hasEstimates: false, isRefreshing: false) { true }
        #expect(!insideRefresh && !noEstimates)
    }

    @Test func aFinishedPrecacheRunRefreshesOnceNowOrAtTheScrollStop() {
        var idle = FlingingList(count: 500)
        idle.visibleIsEstimated = false
        idle.precacheRunFinished(isScrolling: false)
        #expect(idle.refreshes == 1, "the estimates off screen are replaced by cached heights")

        var scrolling = FlingingList(count: 500)
        scrolling.visibleIsEstimated = false
        scrolling.precacheRunFinished(isScrolling: true)
        scrolling.layoutPass(isScrolling: true)
        #expect(scrolling.refreshes == 0 && scrolling.rule.waitsForScrollStop)
        scrolling.runLoopTurn(isScrolling: false)
        #expect(scrolling.refreshes == 1, "at the stop, whatever is visible")
        scrolling.layoutPass(isScrolling: true)  // another fling, with nothing estimated on screen
        scrolling.runLoopTurn(isScrolling: false)
        #expect(scrolling.refreshes == 1, "one refresh per finished run")

        var nothing = FlowLayoutRefresh()
        let due = nothing.precacheRunDidFinish(isScrolling: false, hasEstimates: false, isRefreshing: false)
        #expect(!due)
    }

    @Test func theOffsetAdjustmentKeepsTheAnchorInPlace() {
        // The anchor moved 120 points down; the refresh's layout left the offset where it was.
        #expect(
            FlowLayoutRefresh.offsetAdjustment(
                offset: 4_000, offsetBefore: 4_000, anchorMinYBefore: 4_100, anchorMinYAfter: 4_220, minOffset: -91,
                maxOffset: 90_000) == 120)
        // UIKit clamped the offset to a content that shrank: the adjustment counts from there.
        #expect(
            FlowLayoutRefresh.offsetAdjustment(
                offset: 2_000, offsetBefore: 4_000, anchorMinYBefore: 4_100, anchorMinYAfter: 3_000, minOffset: -91,
                maxOffset: 9_000) == 900)
        // Never past the scrollable range.
        #expect(
            FlowLayoutRefresh.offsetAdjustment(
                offset: 0, offsetBefore: 0, anchorMinYBefore: 100, anchorMinYAfter: -500, minOffset: -91,
                maxOffset: 9_000) == -91)
        #expect(
            FlowLayoutRefresh.offsetAdjustment(
                offset: 0, offsetBefore: 0, anchorMinYBefore: .nan, anchorMinYAfter: 10, minOffset: 0, maxOffset: 100)
                == 0)
    }

    @Test func aPrecacheRunThatFinishesMidScrollRefreshesAtTheStopOnItsOwn() {
        // No layout pass during the scroll: the finished run alone makes the stop refresh, even
        // with no estimate on screen (the estimates off screen are replaced by cached heights).
        var rule = FlowLayoutRefresh()
        let now = rule.precacheRunDidFinish(isScrolling: true, hasEstimates: true, isRefreshing: false)
        #expect(!now && rule.waitsForScrollStop)
        let atTheStop = rule.scrollMayHaveStopped(isScrolling: false, hasEstimates: true, isRefreshing: false) { false }
        #expect(atTheStop && !rule.waitsForScrollStop)
    }

    @Test func aNonFiniteOffsetOrFrameAdjustsNothing() {
        #expect(
            FlowLayoutRefresh.offsetAdjustment(
                offset: .nan, offsetBefore: 0, anchorMinYBefore: 100, anchorMinYAfter: 220, minOffset: 0,
                maxOffset: 9_000) == 0)
        #expect(
            FlowLayoutRefresh.offsetAdjustment(
                offset: 0, offsetBefore: .infinity, anchorMinYBefore: 100, anchorMinYAfter: 220, minOffset: 0,
                maxOffset: 9_000) == 0)
    }
}

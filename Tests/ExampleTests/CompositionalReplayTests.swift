import CellHeight
import Foundation
import Testing

@testable import FeedKit

/// The Example's replay of the flings as a compositional list (issue 36): every row that comes on
/// screen sizes itself without the package, and is answered from the keyed cache with it.
@MainActor
@Suite struct CompositionalReplayTests {
    @Test func onlyTheRowsThatComeOnScreenAreSized() {
        #expect(CompositionalReplay.rowsComingOnScreen(3...6, after: 1...4) == [5, 6])
        #expect(CompositionalReplay.rowsComingOnScreen(1...4, after: 3...6) == [1, 2], "scrolling back up")
        #expect(CompositionalReplay.rowsComingOnScreen(2...4, after: 2...4) == [])
        #expect(CompositionalReplay.rowsComingOnScreen(0...1, after: nil) == [0, 1])
        #expect(CompositionalReplay.rowsComingOnScreen(nil, after: 0...1) == [])
    }

    @Test func selfSizingRowsCostTheirFrameAndCachedOnesDoNot() {
        // One fling of four frames, 2 µs of other work each; rows 3 and 4 come on screen in frames
        // 2 and 3; a measurement costs 2 ms more (spun for real), against a 1 ms frame. What the
        // replay times for real is asserted only where it cannot depend on the machine's load: a
        // frame that spun 2 ms is over a 1 ms budget on any machine; whether the others fit is for
        // the report to show, not for a test to assert.
        let replay = CompositionalReplay.run(
            frameTimes: [[2_000, 2_000, 2_000, 2_000]], visibleRows: [[0...2, 1...3, 2...4, 2...4]],
            entries: FeedGenerator.makeFeed(count: 8, seed: 36), layout: FeedCellLayout(), width: 375,
            addedCost: 2_000_000, budget: 1_000_000)
        #expect(replay.rowsShown == 2)
        #expect(replay.selfSizing.frames == 4)
        #expect(replay.selfSizing.framesOverBudget >= 2, "each frame that showed a new row sized it")
        #expect(replay.selfSizing.rowsMeasured == 2)
        #expect(replay.answered.frames == 4)
        #expect(replay.answered.cacheHits == 2, "both answered from the cache")
        #expect(replay.answered.rowsMeasured == 0)
    }

    @Test func theReportSaysWhatIsReplayed() {
        var statistics = FrameStatistics(budgetNanoseconds: 8_333_333)
        statistics.recordFrame(work: 9_000_000, reads: 1, hits: 0, measured: 1, measureNanoseconds: 9_000_000)
        var answered = FrameStatistics(budgetNanoseconds: 8_333_333)
        answered.recordFrame(work: 10_000, reads: 1, hits: 1, measured: 0, measureNanoseconds: 0)
        let report = SessionReport(
            configuration: SessionConfiguration(), results: [], measurements: DurationSummary([]), feedSeconds: 0,
            compositional: CompositionalReplay(selfSizing: statistics, answered: answered, rowsShown: 1))
        let text = report.compositionalSection().joined(separator: "\n")
        #expect(text.contains("a replay of the same flings, simulated"))
        #expect(text.contains("self-sizing        1 of 1 over 8.33 ms"))
        #expect(text.contains("from the cache     0 of 1 over 8.33 ms"))
        #expect(
            report.compositionalReading?.contains("1 of 1 fling frames over budget when its cells size themselves")
                == true)
        #expect(
            SessionReport(
                configuration: SessionConfiguration(), results: [], measurements: DurationSummary([]), feedSeconds: 0
            ).compositionalSection() == [])
    }
}

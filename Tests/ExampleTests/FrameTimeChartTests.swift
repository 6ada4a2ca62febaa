import Testing

@testable import FeedKit

@Suite("FrameTimeChart")
struct FrameTimeChartTests {
    private let budget: UInt64 = 7_000

    @Test func blocksAreSeventhsOfTheBudgetAndFullOverIt() {
        let frames: [UInt64] = [0, 1, 1_000, 1_001, 3_500, 6_999, 7_000, 7_001, 1_000_000]
        let chart = FrameTimeChart(flings: [frames], budgetNanoseconds: budget, maxColumns: 80)
        #expect(chart.framesPerColumn == 1)
        #expect(chart.line == "▁▁▁▂▄▇▇██")
    }

    @Test func flingsAreSetApartAndColumnsShowTheLongestFrame() {
        let slow: UInt64 = 9_000
        let flings: [[UInt64]] = [[10, 10, slow, 10], [], [10, 10, 10]]
        let chart = FrameTimeChart(flings: flings, budgetNanoseconds: budget, maxColumns: 4)
        // 7 frames and a gap do not fit in 4 columns; 2 frames a column do: 2 + 1 + 2 = 5 > 4; 3 do.
        #expect(chart.framesPerColumn == 3)
        #expect(chart.line == "█▁ ▁", "the slow frame is not averaged away")
        #expect(DisplayWidth.of(chart.line) <= 4)
    }

    @Test func neverWiderThanAsked() {
        let flings = (0..<5).map { fling in (0..<(60 + fling * 7)).map { UInt64($0 * 137) } }
        for columns in [10, 33, 67, 80, 500] {
            let chart = FrameTimeChart(flings: flings, budgetNanoseconds: budget, maxColumns: columns)
            #expect(DisplayWidth.of(chart.line) <= columns, "\(columns) columns")
        }
        // More flings than columns: one column each, as narrow as it gets.
        let many = FrameTimeChart(
            flings: Array(repeating: [1, 2, 3], count: 8), budgetNanoseconds: budget, maxColumns: 4)
        #expect(many.framesPerColumn == 3)
        #expect(FrameTimeChart(flings: [], budgetNanoseconds: 0, maxColumns: 10).line == "")
    }
}

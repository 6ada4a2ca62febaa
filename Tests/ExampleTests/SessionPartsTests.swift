import CellHeight
import Foundation
import Testing

@testable import FeedKit

@Suite("Fling")
struct FlingTests {
    @Test func framesAddUpToTheDistanceAndSlowDown() {
        let fling = Fling(velocity: 24_000, frames: 90)
        let deltas = (0..<90).map { fling.delta(atFrame: $0, frameRate: 120) }
        #expect(abs(deltas.reduce(0, +) - fling.distance(frameRate: 120)) < 1e-6)
        #expect(zip(deltas, deltas.dropFirst()).allSatisfy { $0 > $1 && $1 > 0 })
        // The first frame moves about velocity / frame rate.
        #expect(abs(deltas[0] - 200) < 2)
        #expect(fling.delta(atFrame: 90, frameRate: 120) == 0)
        #expect(fling.delta(atFrame: -1, frameRate: 120) == 0)
        #expect(fling.duration(frameRate: 120) == 0.75)
    }

    @Test func upwardFlingsMoveBackAndBadInputIsTamed() {
        let up = Fling(velocity: -10_000, frames: 10)
        #expect(!up.isDownward)
        #expect(up.distance(frameRate: 120) < 0)
        let odd = Fling(velocity: .nan, frames: 0, decelerationRate: 2)
        #expect(odd.frames == 1)
        #expect(odd.velocity == 0)
        #expect(odd.decelerationRate == Fling.normalDecelerationRate)
    }
}

@Suite("ScrollPosition")
struct ScrollPositionTests {
    private let heights: [Double] = [100, 50, 200, 80, 120]
    private func height(_ row: Int) -> Double { heights[row] }

    @Test func scrollsAcrossRowsBothWays() {
        var position = ScrollPosition()
        let moved = position.scroll(by: 170, rowCount: 5, viewportHeight: 100, height: height)
        #expect(moved == 170)
        #expect(position == ScrollPosition(row: 2, offset: 20))
        #expect(position.visibleRows(rowCount: 5, viewportHeight: 100, height: height) == 2...2)
        #expect(position.visibleRows(rowCount: 5, viewportHeight: 200, height: height) == 2...3)
        #expect(position.scroll(by: -60, rowCount: 5, viewportHeight: 100, height: height) == -60)
        #expect(position == ScrollPosition(row: 1, offset: 10))
        #expect(position.scroll(by: -1_000, rowCount: 5, viewportHeight: 100, height: height) == -110)
        #expect(position == ScrollPosition())
    }

    @Test func stopsAtTheEnd() {
        var position = ScrollPosition()
        let moved = position.scroll(by: 10_000, rowCount: 5, viewportHeight: 100, height: height)
        // The last row (120 pt) is taller than the viewport: its bottom meets the viewport's bottom.
        #expect(position == ScrollPosition(row: 4, offset: 20))
        #expect(moved == 100 + 50 + 200 + 80 + 20)
        var empty = ScrollPosition(row: 3, offset: 5)
        #expect(empty.scroll(by: 10, rowCount: 0, viewportHeight: 100, height: height) == 0)
        #expect(empty.visibleRows(rowCount: 0, viewportHeight: 100, height: height) == nil)
    }

    @Test func followsInsertionsAndDeletionsAboveTheTop() {
        var position = ScrollPosition(row: 10, offset: 30)
        var update = TableUpdate()
        update.insertRows(at: [IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 1])])
        position.adjust(for: update, rowCount: 52)
        #expect(position == ScrollPosition(row: 12, offset: 30))
        update = TableUpdate()
        update.deleteRows(at: [IndexPath(indexes: [0, 3]), IndexPath(indexes: [0, 12]), IndexPath(indexes: [0, 40])])
        position.adjust(for: update, rowCount: 49)
        #expect(position == ScrollPosition(row: 11, offset: 0), "the top row went: the next one takes its place")
        update = TableUpdate()
        update.deleteRows(at: (0..<49).map { IndexPath(indexes: [0, $0]) })
        position.adjust(for: update, rowCount: 0)
        #expect(position == ScrollPosition())
    }
}

@Suite("Session script and report parts")
struct SessionPartsTests {
    @Test func standardScriptScalesDurationsNotVelocities() {
        let full = SessionScript.standard(changingWidthTo: 320)
        let short = SessionScript.standard(changingWidthTo: 320, timeScale: 0.1)
        #expect(full.steps.count == short.steps.count)
        #expect(full.flings.count == 5)
        #expect(zip(full.flings, short.flings).allSatisfy { $0.velocity == $1.velocity && $1.frames < $0.frames })
        #expect(full.steps.last == .finishPrecaching)
        #expect(full.steps.contains(.changeWidth(320)))
        #expect(full.steps.contains { if case .insert = $0 { true } else { false } })
        #expect(full.steps.contains { if case .delete = $0 { true } else { false } })
        #expect(SessionStep.fling(Fling(velocity: -20_000, frames: 3)).label == "fling up at 20,000 pt/s")
    }

    @Test func rowAnchorsResolveInsideTheTable() {
        #expect(RowAnchor.top(3).resolve(firstVisible: 50, rowCount: 100) == 3)
        #expect(RowAnchor.visible(2).resolve(firstVisible: 50, rowCount: 100) == 52)
        #expect(RowAnchor.visible(80).resolve(firstVisible: 50, rowCount: 100) == 99)
        #expect(RowAnchor.fraction(0.5).resolve(firstVisible: 0, rowCount: 100) == 50)
        #expect(RowAnchor.fraction(2).resolve(firstVisible: 0, rowCount: 100) == 99)
        #expect(RowAnchor.top(-4).resolve(firstVisible: 0, rowCount: 0) == 0)
    }

    @Test func frameStatisticsCountFramesOverBudget() {
        var stats = FrameStatistics(budgetNanoseconds: 8_333_333)
        #expect(stats.hitRate == 1)
        stats.recordFrame(work: 1_000, reads: 3, hits: 3, measured: 0, measureNanoseconds: 0)
        stats.recordFrame(work: 9_000_000, reads: 4, hits: 2, measured: 2, measureNanoseconds: 8_500_000)
        #expect(stats.frames == 2)
        #expect(stats.framesOverBudget == 1)
        #expect(stats.framesMeasuring == 1)
        #expect(stats.hitRate == 5.0 / 7.0)
        #expect(stats.longestFrameNanoseconds == 9_000_000)
        #expect(stats.meanFrameNanoseconds == 4_500_500)
    }

    @Test func durationSummaryUsesNearestRank() {
        let summary = DurationSummary((1...100).map { UInt64($0) }.reversed())
        #expect(summary.count == 100)
        #expect(summary.medianNanoseconds == 50)
        #expect(summary.p99Nanoseconds == 99)
        #expect(summary.maxNanoseconds == 100)
        #expect(summary.meanNanoseconds == 50.5)
        #expect(DurationSummary([]).maxNanoseconds == 0)
    }

    @Test func auditSamplesTheTopAndSpreadsTheRest() {
        #expect(HeightAudit.rows(count: 5, limit: nil) == [0, 1, 2, 3, 4])
        #expect(HeightAudit.rows(count: 5, limit: 10) == [0, 1, 2, 3, 4])
        let rows = HeightAudit.rows(count: 1_000, limit: 10)
        #expect(rows == [0, 1, 2, 3, 4, 5, 204, 403, 602, 801])
        #expect(HeightAudit.rows(count: 1_000, limit: 0).isEmpty)
    }

    @Test func throughputIsMeasuredOverTheWindow() {
        var meter = ThroughputMeter(window: 1)
        #expect(meter.rowsPerSecond == 0)
        meter.record(0, at: 0)
        meter.record(500, at: 500_000_000)
        #expect(meter.rowsPerSecond == 1_000)
        meter.record(500, at: 3_000_000_000)
        meter.record(500, at: 3_500_000_000)
        #expect(meter.rowsPerSecond == 0, "old samples leave the window")
    }

    @Test func numbersReadWell() {
        #expect(NumberText.count(20_000) == "20,000")
        #expect(NumberText.count(-1_234_567) == "-1,234,567")
        #expect(NumberText.count(999) == "999")
        #expect(NumberText.decimal(1.5, places: 2) == "1.5")
        #expect(NumberText.decimal(-0.004, places: 2) == "0")
        #expect(NumberText.fixed(0.5, places: 2) == "0.50")
        #expect(NumberText.fixed(3, places: 1) == "3.0")
        #expect(NumberText.duration(850.0) == "850 ns")
        #expect(NumberText.duration(41_300.0) == "41.3 µs")
        #expect(NumberText.duration(2_670_000.0) == "2.67 ms")
        #expect(NumberText.duration(UInt64(1_250_000_000)) == "1.25 s")
        #expect(NumberText.percent(0.9314) == "93.1%")
        #expect(NumberText.percent(1) == "100.0%")
    }
}

@Suite("FeedCellText")
struct FeedCellTextTests {
    private let text = FeedCellText()
    private let layout = FeedCellLayout()

    @Test func columnsMapToPointsAndBack() {
        for columns in [1, 20, 58, 98, 200] {
            #expect(layout.columns(forWidth: text.width(forColumns: columns)) == columns)
        }
    }

    @Test func linesFollowTheMeasuredLayoutAndFitTheRowsHeight() {
        let feed = FeedGenerator.makeFeed(count: 120, seed: 9)
        for columns in [12, 38, 78] {
            let width = text.width(forColumns: columns)
            for entry in feed {
                let lines = text.lines(for: entry, width: width)
                let parts = layout.measure(entry, width: width)
                #expect(lines.filter { $0.kind == .title }.count == parts.titleLines)
                #expect(lines.filter { $0.kind == .body }.count == parts.bodyLines)
                #expect(lines.first?.kind == .header)
                #expect(lines.allSatisfy { DisplayWidth.of($0.text) <= columns })
                // With the rule above it, the cell fits in the lines its height spans.
                let span = Int((layout.height(for: entry, width: width) / layout.bodyLineHeight).rounded(.down))
                #expect(lines.count + 1 <= span, "entry \(entry.id) at \(columns) columns")
            }
        }
    }

    @Test func timestampsAreUTC() {
        #expect(FeedCellText.timestamp(Date(timeIntervalSince1970: 1_749_945_600)) == "2025-06-15 00:00")
        #expect(FeedCellText.timestamp(Date(timeIntervalSince1970: 951_782_400 + 3_660)) == "2000-02-29 01:01")
        #expect(FeedCellText.timestamp(Date(timeIntervalSince1970: -60)) == "1969-12-31 23:59")
    }

    @Test func clipCountsDisplayColumns() {
        #expect(FeedCellText.clip("日本語", to: 5) == "日本")
        #expect(FeedCellText.clip("abc", to: 10) == "abc")
        #expect(FeedCellText.clip("abc", to: 0) == "")
    }
}

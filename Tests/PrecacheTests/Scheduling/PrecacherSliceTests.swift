import CellHeight
import Foundation
import XCTest

@testable import Precache

/// Time-sliced passes, on a fake clock that each measurement advances (no timing assertions).
final class PrecacherSliceTests: XCTestCase {
    /// A harness whose rows cost `cost(indexPath)` nanoseconds on the precacher's clock.
    @MainActor
    private static func harness(_ rows: Int, cost: @escaping (IndexPath) -> UInt64) -> (Harness, () -> [UInt64]) {
        let h = Harness([rows])
        h.precacher.configuration.batchSize = nil
        var clock: UInt64 = 1_000_000_000
        var durations: [UInt64] = []
        h.precacher.now = { clock }
        h.table.hook = { indexPath in
            clock += cost(indexPath)
            return nil
        }
        h.precacher.onPass = { [unowned h] rows, nanoseconds in
            h.rowsPerPass.append(rows)
            durations.append(nanoseconds)
        }
        return (h, { durations })
    }

    func testAPassMeasuresRowsUntilItsSliceIsUsed() {
        MainActor.assumeIsolated {
            let (h, _) = Self.harness(40) { _ in 100_000 }  // 0.1 ms a row
            h.precacher.configuration.timeSlice = 0.0005
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.rowsPerPass.filter { $0 > 0 }, Array(repeating: 5, count: 8))
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testARowPredictedToOverrunTheSliceWaitsForTheNextPass() {
        MainActor.assumeIsolated {
            // Every third row is ten times dearer, and of its own cost class.
            let dear: (IndexPath) -> Bool = { $0[1] % 3 == 2 }
            let (h, durations) = Self.harness(60) { dear($0) ? 1_000_000 : 100_000 }
            h.precacher.costClass = { dear($0) ? 1 : 0 }
            h.precacher.configuration.timeSlice = 0.0005
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            // Once a dear row has been measured, its cost is known: it is never started after
            // another row in the same pass, so no pass is longer than the slice or one row.
            let firstDear = h.table.measured.firstIndex(where: dear)!
            var rowsSoFar = 0
            for (rows, duration) in zip(h.rowsPerPass, durations()) where rows > 0 {
                defer { rowsSoFar += rows }
                guard rowsSoFar > firstDear else { continue }
                XCTAssertLessThanOrEqual(duration, 1_000_000, "rows \(rows)")
            }
            XCTAssertEqual(h.table.measured.count, 60, "a row left for the next pass is measured once")
        }
    }

    func testBatchSizeCapsASlicedPass() {
        MainActor.assumeIsolated {
            let (h, _) = Self.harness(20) { _ in 10_000 }
            h.precacher.configuration.batchSize = 2
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.rowsPerPass.filter { $0 > 0 }, Array(repeating: 2, count: 10))
        }
    }

    func testTheBudgetEndsAPassWhoseRowsAreDearerThanPredicted() {
        MainActor.assumeIsolated {
            // Rows get dearer as they go: the prediction is always too low, the budget still holds.
            var next: UInt64 = 100_000
            let (h, durations) = Self.harness(30) { _ in
                defer { next += 300_000 }
                return next
            }
            h.precacher.configuration.timeSlice = 0.004
            h.precacher.configuration.timeBudget = 0.002
            h.precacher.start()
            h.runToCompletion()
            let longestRow = 100_000 + 29 * 300_000
            XCTAssertTrue(durations().allSatisfy { $0 <= 2_000_000 + UInt64(longestRow) })
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testRowCostModel() {
        var model = RowCostModel()
        XCTAssertNil(model.predicted(costClass: 7))
        model.record(1_000, costClass: 7)
        XCTAssertEqual(model.predicted(costClass: 7), 1_000)
        model.record(2_000, costClass: 7)
        XCTAssertEqual(model.predicted(costClass: 7), 1_250, "the newest weighs a quarter")
        model.record(5_000, costClass: 8)
        XCTAssertEqual(model.predicted(costClass: 7), 1_250, "classes are apart")
        for costClass in 0..<RowCostModel.maximumClasses { model.record(1, costClass: 100 + costClass) }
        XCTAssertNil(model.predicted(costClass: 7), "past the class limit the model starts over")
        model.reset()
        XCTAssertNil(model.predicted(costClass: 100))
    }

    func testPassLimits() {
        let start: UInt64 = 10_000_000
        let plain = PassLimits.starting(at: start, batchSize: nil, slice: 0.0005, budget: 0.004, frameDeadline: nil)
        XCTAssertEqual(plain, PassLimits(rows: .max, sliceEnd: start + 500_000, budgetEnd: start + 4_000_000))
        XCTAssertNil(plain?.frameEnd)
        let capped = PassLimits.starting(at: start, batchSize: 3, slice: nil, budget: nil, frameDeadline: nil)
        XCTAssertEqual(capped, PassLimits(rows: 3, sliceEnd: .max, budgetEnd: .max))
        // A frame 8 ms away leaves the slice alone; one 1.3 ms away cuts it to 0.3 ms.
        XCTAssertEqual(
            PassLimits.starting(
                at: start, batchSize: nil, slice: 0.0005, budget: 0.004, frameDeadline: start + 8_000_000)?
                .sliceEnd, start + 500_000)
        XCTAssertEqual(
            PassLimits.starting(
                at: start, batchSize: nil, slice: 0.0005, budget: 0.004, frameDeadline: start + 1_300_000)?
                .sliceEnd, start + 300_000)
        // Less than 0.1 ms before the margin, or past the deadline: wait for the frame.
        XCTAssertNil(
            PassLimits.starting(at: start, batchSize: nil, slice: 0.0005, budget: nil, frameDeadline: start + 1_050_000)
        )
        XCTAssertNil(
            PassLimits.starting(at: start, batchSize: nil, slice: 0.0005, budget: nil, frameDeadline: start - 1))
        XCTAssertNil(PassLimits.starting(at: 0, batchSize: nil, slice: nil, budget: nil, frameDeadline: 500))
        // Absurd durations saturate instead of trapping.
        XCTAssertEqual(
            PassLimits.starting(
                at: .max - 10, batchSize: nil, slice: 1e300, budget: .greatestFiniteMagnitude, frameDeadline: nil),
            PassLimits(rows: .max, sliceEnd: .max, budgetEnd: .max))
    }

    /// The model remembers exactly ``RowCostModel/maximumClasses`` classes; a new one beyond them
    /// starts it over.
    func testRowCostModelKeepsExactlyItsClassLimit() {
        var model = RowCostModel()
        let limit = RowCostModel.maximumClasses
        for costClass in 0..<limit { model.record(10, costClass: costClass) }
        XCTAssertEqual((0..<limit).filter { model.predicted(costClass: $0) == 10 }.count, limit, "all remembered")
        model.record(20, costClass: limit)
        XCTAssertNil(model.predicted(costClass: 0), "one class more: the model started over")
        XCTAssertEqual(model.predicted(costClass: limit), 20)
    }

    /// A row that took the clock's whole range predicts `.max`: the model never traps.
    func testRowCostModelSaturatesAtTheClocksEnd() {
        var model = RowCostModel()
        model.record(.max, costClass: 0)
        XCTAssertEqual(model.predicted(costClass: 0), .max)
    }

    /// A pass starts when exactly the minimum slice is left before the frame's margin, and not a
    /// nanosecond less; near the end of the clock's range the limits saturate, never trap.
    func testPassLimitsAtTheirEdges() {
        let start: UInt64 = 10_000_000
        let (margin, minimum) = (PassLimits.frameMargin, PassLimits.minimumSlice)
        let exactly = PassLimits.starting(
            at: start, batchSize: nil, slice: nil, budget: nil, frameDeadline: start + margin + minimum)
        XCTAssertEqual(
            exactly, PassLimits(rows: .max, sliceEnd: start + minimum, budgetEnd: .max, frameEnd: start + minimum))
        XCTAssertNil(
            PassLimits.starting(
                at: start, batchSize: nil, slice: nil, budget: nil, frameDeadline: start + margin + minimum - 1))
        // The clock at its very end, with a frame due: no pass, and no overflow.
        XCTAssertNil(PassLimits.starting(at: .max, batchSize: nil, slice: nil, budget: nil, frameDeadline: .max))
        // A slice that ends 1 ns before the clock's end is kept as it is ...
        let near = UInt64.max - 10
        XCTAssertEqual(
            PassLimits.starting(at: near, batchSize: nil, slice: 9.5e-9, budget: nil, frameDeadline: nil)?.sliceEnd,
            near + 9)
        // ... and one of exactly the clock's whole range (2^64 ns, as a Double) saturates.
        let wholeRange = Double(UInt64.max) / 1e9
        XCTAssertEqual(wholeRange * 1e9, Double(UInt64.max))
        XCTAssertEqual(
            PassLimits.starting(at: 0, batchSize: nil, slice: wholeRange, budget: nil, frameDeadline: nil)?.sliceEnd,
            .max)
    }

    /// A pass ends exactly when its slice or its budget is used, to the nanosecond. With no
    /// prediction to go by (each row of its own cost class), rows that end exactly at the slice's
    /// end fill it; a row that ends 1 ns before it leaves room for one more row.
    func testAPassEndsExactlyWhenItsSliceOrItsBudgetIsUsed() {
        MainActor.assumeIsolated {
            let limits: [(slice: TimeInterval?, budget: TimeInterval?)] = [(0.0005, nil), (nil, 0.0005)]
            // 0.1 ms rows: the fifth ends at 0.5 ms. 16,129 ns rows: the 31st ends at 499,999 ns.
            for (limit, (cost, rowsPerPass)) in zip(
                limits + limits, [(100_000, 5), (100_000, 5), (16_129, 32), (16_129, 32)])
            {
                let (h, _) = Self.harness(2 * rowsPerPass) { _ in UInt64(cost) }
                h.precacher.costClass = { $0[1] }
                h.precacher.configuration.timeSlice = limit.slice
                h.precacher.configuration.timeBudget = limit.budget
                h.precacher.start()
                h.runToCompletion()
                XCTAssertEqual(
                    h.rowsPerPass.filter { $0 > 0 }, [rowsPerPass, rowsPerPass], "\(limit), \(cost) ns rows")
            }
        }
    }

    /// A row predicted to end 1 ns after the slice's end waits for the next pass.
    func testARowPredictedToEndOneNanosecondAfterTheSliceWaits() {
        MainActor.assumeIsolated {
            let (h, _) = Self.harness(20) { _ in 100_000 }
            h.precacher.configuration.timeSlice = 0.000_499_999  // 4 rows, then 99,999 ns left
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.rowsPerPass.filter { $0 > 0 }, Array(repeating: 4, count: 5))
        }
    }

    func testPassesRunBetweenFramesNeverIntoThem() {
        MainActor.assumeIsolated {
            // A 120 Hz display on the fake clock; waiting for a frame lets 50 µs pass per look.
            let frame: UInt64 = 8_333_333
            var clock: UInt64 = 0
            let h = Harness([300])
            h.precacher.configuration.batchSize = nil
            h.precacher.now = { clock }
            h.table.hook = { _ in
                clock += 150_000
                return nil
            }
            var passes: [(start: UInt64, end: UInt64)] = []
            var passStart: UInt64 = 0
            h.precacher.pendingWait = {
                clock += 50_000  // a run-loop turn
                return nil
            }
            h.precacher.nextFrameDeadline = {
                passStart = clock
                return (clock / frame + 1) * frame
            }
            h.precacher.onPass = { _, _ in passes.append((passStart, clock)) }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            for pass in passes {
                let frameEnd = (pass.start / frame + 1) * frame - PassLimits.frameMargin
                XCTAssertLessThanOrEqual(
                    pass.end, frameEnd, "a pass ran into the frame at \(frameEnd + PassLimits.frameMargin)")
                XCTAssertGreaterThanOrEqual(frameEnd - pass.start, PassLimits.minimumSlice)
            }
        }
    }

    func testRowsDearerThanAFrameStillGetMeasured() {
        MainActor.assumeIsolated {
            // 9 ms rows on a 120 Hz display: no row ever fits between two frames.
            let frame: UInt64 = 8_333_333
            var clock: UInt64 = 0
            let h = Harness([12])
            h.precacher.configuration.batchSize = nil
            h.precacher.now = { clock }
            h.table.hook = { _ in
                clock += 9_000_000
                return nil
            }
            h.precacher.pendingWait = {
                clock += 1_000_000  // a run-loop turn while the loop waits for the frame
                return nil
            }
            h.precacher.nextFrameDeadline = { (clock / frame + 1) * frame }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.table.measured.count, 12)
        }
    }
}

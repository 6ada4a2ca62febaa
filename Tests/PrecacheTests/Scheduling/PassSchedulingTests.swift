import CellHeight
import Foundation
import XCTest

@testable import Precache

/// The idle observer and the pass it schedules: one observer per precacher, one pass at a time.
final class PassSchedulingTests: XCTestCase {
    /// While a scheduled pass has not run yet (UIKit may run the loop in another mode first), a
    /// later `beforeWaiting` schedules no second pass; once it ran, the next one does.
    func testOnePassIsScheduledAtATime() {
        MainActor.assumeIsolated {
            let scheduler = HeldPasses()
            let table = TestTable([20])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table, scheduler: scheduler)
            precacher.configuration.batchSize = 1
            precacher.start()
            defer { precacher.cancel() }
            for _ in 0..<3 { precacher.runLoopWillSleep() }  // the loop went to sleep three times
            XCTAssertEqual(scheduler.passes.count, 1)
            scheduler.runAll()
            XCTAssertEqual(table.measured.count, 1, "the pass ran")
            precacher.runLoopWillSleep()
            XCTAssertEqual(scheduler.passes.count, 1, "then the next pass")
        }
    }

    /// A run that starts again while running (`invalidateAll()`, a new layout context) keeps its
    /// run-loop observer: it is not removed and added again behind the loop's other observers.
    func testARunThatStartsAgainKeepsItsObserver() {
        MainActor.assumeIsolated {
            let table = TestTable([20])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table, scheduler: HeldPasses())
            precacher.start()
            defer { precacher.cancel() }
            let observer = precacher.observer
            XCTAssertNotNil(observer)
            cache.invalidateAll()
            XCTAssertEqual(precacher.state, .running)
            XCTAssertTrue(precacher.observer === observer, "the same observer")
            XCTAssertTrue(precacher.hasObserver)
        }
    }
}

extension PassSchedulingTests {
    /// A measurement that runs the main run loop (a data source that lays out a view that spins
    /// it, or waits on it) gets no pass nested in it: rows are measured one at a time, each once.
    func testAMeasurementThatRunsTheRunLoopGetsNoNestedPass() {
        MainActor.assumeIsolated {
            let h = Harness([6], batchSize: 6)
            var (depth, deepest) = (0, 0)
            h.table.hook = { _ in
                depth += 1
                defer { depth -= 1 }
                deepest = max(deepest, depth)
                MainLoop.spin(3)  // the loop goes to sleep inside the measurement
                return nil
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(deepest, 1, "no measurement inside another")
            XCTAssertEqual(h.table.measured.count, 6)
        }
    }

    /// A finished run that hears that one row lost its height looks again and measures it: one
    /// row without a height is enough to begin a run.
    func testAFinishedRunMeasuresASingleInvalidatedRowAgain() {
        MainActor.assumeIsolated {
            let h = Harness([5], batchSize: 5)
            h.precacher.start()
            h.runToCompletion()
            let row = IndexPath(indexes: [0, 3])
            h.cache.invalidateHeight(at: row)
            XCTAssertTrue(MainLoop.run(until: { h.cache.containsHeight(at: row) }, timeout: 10))
            h.runToCompletion()
            XCTAssertEqual(h.completions, 2, "a second run, for that row")
        }
    }

    /// A data source that pauses the precacher while measuring the run's last row leaves the run
    /// paused, not finished: it finishes once resumed.
    func testARunPausedDuringItsLastRowFinishesOnlyOnceResumed() {
        MainActor.assumeIsolated {
            let h = Harness([3], batchSize: 3)
            h.table.hook = { [unowned h] indexPath in
                if indexPath[1] == 2 { h.precacher.pause() }
                return nil
            }
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count == 3 })
            MainLoop.spin(5)
            XCTAssertEqual(h.precacher.state, .paused(.byApp))
            XCTAssertEqual(h.completions, 0)
            h.precacher.resume()
            h.runToCompletion()
            XCTAssertEqual(h.completions, 1)
            XCTAssertEqual(h.table.measured.count, 3, "no row measured twice")
        }
    }
}

extension PassSchedulingTests {
    /// A run's first plan reserves the cache's memory for every row up front when the table has at
    /// most 4,194,304 rows (32 MB of heights), and reserves nothing for a larger table.
    func testTheFirstPlanReservesTheCacheUpToItsLimit() {
        MainActor.assumeIsolated {
            for (rows, reserves) in [(1 << 22, true), ((1 << 22) + 1, false)] {
                let table = CountsTable(sections: 1, rows: { _ in rows })
                let cache = IndexPathHeightCache()
                cache.layoutContext = LayoutContext(width: 320)
                let precacher = Precacher(heightCache: cache, dataSource: table)
                precacher.configuration.batchSize = 1
                precacher.start()
                MainLoop.run(until: { table.measured > 0 })
                precacher.cancel()
                let reserved = cache.allocatedBytes >= (1 << 22) * MemoryLayout<Double>.stride
                XCTAssertEqual(reserved, reserves, "\(rows) rows: \(cache.allocatedBytes) bytes")
            }
        }
    }
}

extension PassSchedulingTests {
    /// A plan gone stale under the precacher's feet (the data source lost rows it was not told
    /// about yet) is redone at once: the pass goes on with the rows that remain and the run
    /// finishes, instead of walking the stale plan two rows a pass.
    func testAPlanGoneStaleIsRedoneAtOnce() {
        MainActor.assumeIsolated {
            let h = Harness([1_000])
            h.precacher.configuration = .init(timeSlice: nil, timeBudget: nil, batchSize: nil)
            h.table.hook = { [unowned h] indexPath in
                if indexPath[1] == 2 { h.table.sections[0].removeLast(990) }
                return nil
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.table.measured.count, 10)
            XCTAssertEqual(h.rowsPerPass, [10], "one pass: planned again, then finished")
        }
    }
}

extension PassSchedulingTests {
    /// A section that went away without a data change is never asked for its rows: its planned
    /// rows are out of range, and the run plans again and finishes with the rows that remain.
    func testASectionGoneWithoutADataChangeIsNeverAskedForItsRows() {
        MainActor.assumeIsolated {
            let h = Harness([3, 3])
            h.precacher.configuration = .init(timeSlice: nil, timeBudget: nil, batchSize: nil)
            h.table.hook = { [unowned h] indexPath in
                if indexPath == IndexPath(indexes: [0, 1]) { h.table.sections.removeLast() }
                return nil
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.table.measured, (0..<3).map { IndexPath(indexes: [0, $0]) })
        }
    }
}

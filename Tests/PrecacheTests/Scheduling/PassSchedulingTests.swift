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

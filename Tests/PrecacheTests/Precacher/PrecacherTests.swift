import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

// XCTest runs these on the main thread, which drives RunLoop.main; `MainActor.assumeIsolated`
// enters the main actor (marking the class @MainActor breaks XCTest on Linux).
final class PrecacherTests: XCTestCase {
    func testEveryRowIsPrecachedAndTheObserverIsRemoved() {
        MainActor.assumeIsolated {
            let h = Harness([40, 0, 25, 1])
            h.precacher.start()
            XCTAssertTrue(h.precacher.hasObserver)
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertEqual(h.completions, 1)
            XCTAssertFalse(h.precacher.hasObserver, "the observer is removed when the work is done")
            XCTAssertEqual(h.table.measured.count, 66, "each row measured once")
        }
    }

    func testBatchSizeOneMeasuresExactlyOneRowPerPass() {
        MainActor.assumeIsolated {
            let h = Harness([30])
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.rowsPerPass.filter { $0 > 0 }.count, 30)
            XCTAssertTrue(h.rowsPerPass.allSatisfy { $0 <= 1 }, "\(h.rowsPerPass)")
        }
    }

    func testBatchSizeIsRespected() {
        MainActor.assumeIsolated {
            let h = Harness([50], batchSize: 8)
            h.precacher.start()
            h.runToCompletion()
            XCTAssertTrue(h.rowsPerPass.allSatisfy { $0 <= 8 })
            XCTAssertEqual(h.rowsPerPass.filter { $0 == 8 }.count, 6, "full passes: \(h.rowsPerPass)")
            XCTAssertEqual(h.rowsPerPass.reduce(0, +), 50)
        }
    }

    func testTimeBudgetEndsABatchEarly() {
        MainActor.assumeIsolated {
            // A fake clock that each measurement advances by 1 ms: with a 2.5 ms budget a pass ends
            // after the measurement that crosses it, the third.
            let h = Harness([20], batchSize: 100)
            var clock: UInt64 = 0
            h.precacher.now = { clock }
            h.precacher.configuration.timeSlice = nil
            h.precacher.configuration.timeBudget = 0.0025
            h.table.hook = { _ in
                clock += 1_000_000
                return nil
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(Array(h.rowsPerPass.prefix(6)), [3, 3, 3, 3, 3, 3])
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testTrackingModeHoldsPrecachingBackWithoutACall() {
        MainActor.assumeIsolated {
            let h = Harness([200])
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 5 })
            let before = h.table.measured.count
            MainLoop.scroll(for: 0.2)  // The finger is down: the loop runs in UITrackingRunLoopMode.
            XCTAssertEqual(h.table.measured.count, before, "nothing is measured while tracking")
            XCTAssertEqual(h.precacher.state, .running)
            h.runToCompletion()  // Back in the default mode, precaching goes on by itself.
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testProgressIsMonotonicAndCompletesOnce() {
        MainActor.assumeIsolated {
            let h = Harness([60, 40], batchSize: 3)
            h.cache.setHeight(TestTable.height(of: 1), at: IndexPath(indexes: [0, 0]))  // One row is cached already.
            h.precacher.start()
            let foundation = h.precacher.foundationProgress
            h.runToCompletion()
            XCTAssertEqual(h.reports.first?.totalCount, 99)
            for (a, b) in zip(h.reports, h.reports.dropFirst()) {
                XCTAssertLessThanOrEqual(a.completedCount, b.completedCount)
                XCTAssertLessThanOrEqual(a.fractionCompleted, b.fractionCompleted)
            }
            XCTAssertEqual(h.reports.filter(\.isFinished).count, 1)
            XCTAssertEqual(h.reports.filter { $0.fractionCompleted == 1 }.count, 1, "100% exactly once")
            XCTAssertEqual(h.reports.last?.completedCount, 99)
            XCTAssertEqual(foundation.completedUnitCount, 99)
            XCTAssertEqual(foundation.totalUnitCount, 99)
            XCTAssertEqual(foundation.fractionCompleted, 1)
        }
    }

    func testFoundationProgressPausesResumesAndCancels() {
        MainActor.assumeIsolated {
            // Foundation may call a Progress's handlers on another queue: the precacher hops to the
            // main thread, so the test waits for each state.
            let h = Harness([1_000_000])
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 3 })
            h.precacher.foundationProgress.pause()
            MainLoop.run(until: { h.precacher.state == .paused(.byApp) })
            XCTAssertFalse(h.precacher.hasObserver)
            let paused = h.table.measured.count
            MainLoop.spin(50)
            XCTAssertEqual(h.table.measured.count, paused)
            h.precacher.foundationProgress.resume()
            MainLoop.run(until: { h.precacher.state == .running })
            MainLoop.run(until: { h.table.measured.count >= paused + 3 })
            h.precacher.foundationProgress.cancel()
            MainLoop.run(until: { h.precacher.state == .idle })
            let cancelled = h.table.measured.count
            MainLoop.spin(50)
            XCTAssertEqual(h.table.measured.count, cancelled, "cancel stops everything")
            XCTAssertFalse(h.precacher.hasObserver)
        }
    }

    func testCancelFromABackgroundThreadHopsToTheMainThread() {
        MainActor.assumeIsolated {
            let h = Harness([1_000_000])
            h.precacher.start()
            let progress = h.precacher.foundationProgress
            Thread.detachNewThread { progress.cancel() }
            MainLoop.run(until: { h.precacher.state == .idle })
            XCTAssertFalse(h.precacher.hasObserver)
            XCTAssertLessThan(h.table.measured.count, 1_000_000)
        }
    }

    func testPauseResumeCancelAndRestart() {
        MainActor.assumeIsolated {
            let h = Harness([50])
            var states: [PrecacheState] = []
            h.precacher.onStateChange = { states.append($0) }
            h.precacher.start()
            h.precacher.pause()
            MainLoop.spin(20)
            XCTAssertEqual(h.table.measured.count, 0)
            h.precacher.resume()
            MainLoop.run(until: { h.table.measured.count >= 10 })
            h.precacher.cancel()
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(states, [.running, .paused(.byApp), .running, .idle, .running, .finished])
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertLessThan(h.reports.last!.completedCount, 50, "the second run only measures what was left")
        }
    }

    func testRetriggeringNeverAddsASecondObserver() {
        MainActor.assumeIsolated {
            let baseline = IdleObserver.attachedCount
            let h = Harness([100])
            let messages = collectDiagnostics {
                h.precacher.start()
                h.precacher.start()
                h.precacher.resume()
                h.precacher.pause()
                h.precacher.resume()
                h.precacher.resume()
            }
            XCTAssertEqual(messages.map(\.kind), [.misuse], "starting twice says how to restart")
            XCTAssertTrue(messages.first?.message.contains("resume()") ?? false)
            for i in 0..<5 {
                var update = TableUpdate()
                h.table.sections[0].insert(h.table.newID(), at: i)
                update.insertRows(at: [IndexPath(indexes: [0, i])])
                h.cache.performUpdates(update)
                h.precacher.setVisibleRows(
                    IndexPath(indexes: [0, i])...IndexPath(indexes: [0, i + 5]), direction: .down)
            }
            XCTAssertEqual(IdleObserver.attachedCount, baseline + 1)
            h.runToCompletion()
            XCTAssertEqual(IdleObserver.attachedCount, baseline)
        }
    }
}

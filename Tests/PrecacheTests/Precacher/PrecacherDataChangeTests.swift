import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Data changes while precaching: no height may ever land on the wrong row.
final class PrecacherDataChangeTests: XCTestCase {
    func testInsertsDeletesAndMovesMidFlightLeaveNoStaleHeight() {
        MainActor.assumeIsolated {
            let h = Harness([80, 40], batchSize: 2)
            var changes = 0
            h.precacher.onProgress = { progress in
                // Every few passes, change the data from outside a measurement.
                guard progress.completedCount % 7 == 0, changes < 12, !progress.isFinished else { return }
                changes += 1
                var update = TableUpdate()
                let table = h.table
                switch changes % 4 {
                case 0:
                    table.sections[0].insert(table.newID(), at: 0)
                    update.insertRows(at: [IndexPath(indexes: [0, 0])])
                case 1:
                    table.sections[0].remove(at: 3)
                    table.sections[1].remove(at: 0)
                    update.deleteRows(at: [IndexPath(indexes: [1, 0]), IndexPath(indexes: [0, 3])])
                case 2:
                    let id = table.sections[0].remove(at: 1)
                    table.sections[1].insert(id, at: 5)
                    update.moveRow(at: IndexPath(indexes: [0, 1]), to: IndexPath(indexes: [1, 5]))
                default:
                    table.sections[1][2] = table.newID()  // New content in place: a reload.
                    update.reloadRows(at: [IndexPath(indexes: [1, 2])])
                }
                h.cache.performUpdates(update)
                XCTAssertEqual(table.mismatches(in: h.cache), [], "after change \(changes)")
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertGreaterThanOrEqual(changes, 8)
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.completions, 1)
            XCTAssertEqual(h.reports.last?.totalCount, h.reports.last.map { $0.completedCount + $0.failedCount })
        }
    }

    func testReloadDataStartsOver() {
        MainActor.assumeIsolated {
            let h = Harness([100])
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 10 })
            let firstRun = h.precacher.foundationProgress
            h.table.sections = [(0..<30).map { _ in h.table.newID() }]
            let reportsBefore = h.reports.count
            h.cache.invalidateAll()
            XCTAssertEqual(h.precacher.progress.completedCount, 0, "a new run, at once")
            XCTAssertFalse(firstRun === h.precacher.foundationProgress)
            XCTAssertEqual(h.reports.count, reportsBefore, "no callback from inside the change")
            h.runToCompletion()
            XCTAssertEqual(h.reports[reportsBefore].totalCount, 30, "counted in the first pass after the change")
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.precacher.progress.completedCount, 30)
        }
    }

    func testANewLayoutContextStartsOverInItsOwnBucket() {
        MainActor.assumeIsolated {
            let h = Harness([40])
            h.precacher.start()
            h.runToCompletion()
            h.cache.layoutContext = LayoutContext(width: 768)
            XCTAssertEqual(h.precacher.state, .running)
            // As the Precacher's documentation says: the run started again by itself, so a start()
            // now is a misuse that changes nothing.
            let messages = collectDiagnostics { h.precacher.start() }
            XCTAssertEqual(messages.map(\.kind), [.misuse])
            XCTAssert(messages.first?.message.hasPrefix("start() called while precaching is running") == true)
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.completions, 2)
            XCTAssertEqual(h.table.measured.count, 80)
        }
    }

    func testChangesAfterFinishingStartANewRunForTheNewRows() {
        MainActor.assumeIsolated {
            let h = Harness([20])
            h.precacher.start()
            h.runToCompletion()
            h.table.sections[0].append(h.table.newID())
            var update = TableUpdate()
            update.insertRows(at: [IndexPath(indexes: [0, 20])])
            h.cache.performUpdates(update)
            XCTAssertEqual(h.precacher.state, .running, "an inserted row has no height: a new run, at once")
            XCTAssertEqual(h.precacher.progress.totalCount, 0, "its rows are counted in its first pass, not here")
            MainLoop.run(until: { h.completions == 2 })
            XCTAssertEqual(h.precacher.state, .finished)
            XCTAssertEqual(h.precacher.progress.completedCount, 1)
            XCTAssertEqual(h.completions, 2)
            // A change that leaves nothing to measure does not start a run.
            h.table.sections[0].removeLast()
            var delete = TableUpdate()
            delete.deleteRows(at: [IndexPath(indexes: [0, 20])])
            h.cache.performUpdates(delete)
            XCTAssertEqual(h.precacher.state, .finished)
            XCTAssertFalse(h.precacher.hasObserver)
            XCTAssertEqual(h.completions, 2, "no new run, no second completion")
            // An inserted section may be empty: the next pass looks, and starts nothing.
            h.table.sections.append([])
            var section = TableUpdate()
            section.insertSections([1])
            h.cache.performUpdates(section)
            XCTAssertTrue(h.precacher.hasObserver)
            MainLoop.run(until: { !h.precacher.hasObserver })
            XCTAssertEqual(h.precacher.state, .finished)
            XCTAssertEqual(h.completions, 2)
        }
    }

    func testAMeasurerThatChangesTheTableNeverWritesAStaleHeight() {
        MainActor.assumeIsolated {
            let h = Harness([50])
            var reentered = false
            h.table.hook = { indexPath in
                guard indexPath[1] == 10, !reentered else { return nil }
                reentered = true
                // Re-enter: delete the row being measured and reload the table from inside.
                h.table.sections[0].remove(at: 10)
                var update = TableUpdate()
                update.deleteRows(at: [IndexPath(indexes: [0, 10])])
                h.cache.performUpdates(update)
                h.table.sections[0][0] = h.table.newID()
                h.cache.invalidateAll()
                return 999  // The height of a row that no longer exists.
            }
            let messages = collectDiagnostics {
                h.precacher.start()
                h.runToCompletion()
            }
            XCTAssertTrue(reentered)
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertTrue(messages.contains { $0.kind == .measurementFailed && $0.message.contains("dropped") })
        }
    }

    func testVisibleRowsAndScrollDirectionOrderTheWork() {
        MainActor.assumeIsolated {
            let h = Harness([200])
            let first = IndexPath(indexes: [0, 100])
            let last = IndexPath(indexes: [0, 109])
            h.precacher.setVisibleRows(first...last, direction: .up)
            h.precacher.start()
            h.runToCompletion()
            let rows = h.table.measured.map { $0[1] }
            XCTAssertEqual(Array(rows.prefix(10)), Array(100...109), "the visible rows first")
            XCTAssertEqual(
                Array(rows[10..<30]), Array((80...99).reversed()), "then upward, the scroll direction, for two screens")
            XCTAssertTrue(rows[30..<40].contains(110), "then both ways, nearest first")
            XCTAssertEqual(Set(rows).count, 200)
        }
    }
}

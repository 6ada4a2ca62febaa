import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Bad input and lifecycle: nothing crashes, nothing leaks, the cache stays right.
final class PrecacherLifecycleTests: XCTestCase {
    struct MeasureError: Error {}

    func testBadMeasurementsAreCountedAsFailuresAndNeverCached() {
        MainActor.assumeIsolated {
            let h = Harness([40])
            h.table.hook = { indexPath in
                switch indexPath[1] {
                case 3: return .nan
                case 4: return -10
                case 5: return .infinity
                case 6: return 1e12
                case 7: throw MeasureError()
                default: return nil
                }
            }
            var totals: [Int] = []
            h.precacher.onProgress = { totals.append($0.totalCount) }
            let messages = collectDiagnostics {
                h.precacher.start()
                // Moving the visible rows re-plans the queue; failed rows must not be counted twice.
                MainLoop.run(until: { h.precacher.progress.failedCount == 5 })
                h.precacher.setVisibleRows(IndexPath(indexes: [0, 20])...IndexPath(indexes: [0, 25]), direction: .up)
                h.runToCompletion()
            }
            XCTAssertEqual(Set(totals), [40], "the total stays the table's 40 rows")
            XCTAssertEqual(h.precacher.progress.failedCount, 5)
            XCTAssertEqual(h.precacher.progress.completedCount, 35)
            XCTAssertEqual(h.precacher.progress.fractionCompleted, 1)
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 5)
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertEqual(h.table.measured.count, 40, "a failed row is not retried in the same run")
            XCTAssertEqual(messages.filter { $0.kind == .invalidHeight }.count, 4)
            XCTAssertEqual(messages.filter { $0.kind == .measurementFailed && $0.message.contains("threw") }.count, 1)
            let summaries = messages.filter { $0.kind == .measurementFailed && $0.message.contains("5 of 40 rows") }
            XCTAssertEqual(summaries.count, 1, "one summary when the run finishes")
        }
    }

    /// A measurer that throws for many rows gets one message per run, not one per row.
    func testManyThrowingRowsMakeOneMessageARun() {
        MainActor.assumeIsolated {
            let h = Harness([30])
            h.table.hook = { indexPath in
                if indexPath[1] % 3 == 0 { throw MeasureError() }
                return nil
            }
            let messages = collectDiagnostics {
                h.precacher.start()
                h.runToCompletion()
                h.precacher.cancel()
                h.precacher.start()
                h.runToCompletion()
            }
            XCTAssertEqual(h.precacher.progress.failedCount, 10)
            let threw = messages.filter { $0.kind == .measurementFailed && $0.message.contains("threw") }
            XCTAssertEqual(threw.count, 2, "one message in each of the two runs")
            XCTAssertTrue(threw.allSatisfy { $0.message.contains("later failures in this run are only counted") })
        }
    }

    func testTheDataSourceGoingAwayStopsPrecaching() {
        MainActor.assumeIsolated {
            let cache = IndexPathHeightCache()
            var table: TestTable? = TestTable([1_000])
            weak var weakTable: TestTable?
            weakTable = table
            let precacher = Precacher(heightCache: cache, dataSource: table!)
            precacher.start()
            MainLoop.run(until: { (table?.measured.count ?? 0) >= 5 })
            let messages = collectDiagnostics {
                table = nil
                XCTAssertNil(weakTable, "the precacher holds its table weakly")
                MainLoop.run(until: { precacher.state == .idle })
            }
            XCTAssertFalse(precacher.hasObserver)
            XCTAssertTrue(messages.contains { $0.message.contains("went away") })
        }
    }

    func testDeallocatingThePrecacherRemovesItsObserver() {
        MainActor.assumeIsolated {
            let baseline = IdleObserver.attachedCount
            let table = TestTable([1_000_000])
            let cache = IndexPathHeightCache()
            var precacher: Precacher? = Precacher(heightCache: cache, dataSource: table)
            weak var weakPrecacher: Precacher?
            weakPrecacher = precacher
            precacher?.start()
            MainLoop.run(until: { table.measured.count >= 5 })
            XCTAssertEqual(IdleObserver.attachedCount, baseline + 1)
            let released = collectDiagnostics { precacher = nil }
            XCTAssertEqual(released.map(\.kind), [.misuse], "a precacher released while it runs: \(released)")
            XCTAssertNil(weakPrecacher, "no retain cycle keeps the precacher alive")
            XCTAssertEqual(IdleObserver.attachedCount, baseline)
            let measured = table.measured.count
            MainLoop.spin(50)
            XCTAssertEqual(table.measured.count, measured, "nothing runs after deallocation")
        }
    }

    func testMisuseGetsAMessageThatNamesTheFix() {
        MainActor.assumeIsolated {
            let h = Harness([10])
            let messages = collectDiagnostics {
                h.precacher.configuration.batchSize = 0
                h.precacher.configuration.timeBudget = -1
                h.precacher.configuration.timeBudget = .nan
            }
            XCTAssertEqual(h.precacher.configuration.batchSize, 1)
            XCTAssertEqual(h.precacher.configuration.timeBudget, Precacher.Configuration.default.timeBudget)
            XCTAssertEqual(messages.count, 3)
            XCTAssertTrue(messages[0].message.contains("at least 1"))
            XCTAssertTrue(messages[1].message.contains("nil for no budget"))
        }
    }

    func testWaitsWhileHoldsPrecachingBack() {
        MainActor.assumeIsolated {
            let h = Harness([100])
            let refreshing = Switch(true)
            h.precacher.waitsWhile = { refreshing.isOn }
            h.precacher.start()
            MainLoop.spin(30)
            XCTAssertEqual(h.table.measured.count, 0)
            refreshing.isOn = false
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testARunWithNothingToDoFinishesAtOneHundredPercent() {
        MainActor.assumeIsolated {
            // Found by the churn test: Foundation traps when a Progress total goes from 1 back to 0.
            let h = Harness([3])
            for row in 0..<3 { h.cache.setHeight(TestTable.height(of: row + 1), at: IndexPath(indexes: [0, row])) }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.precacher.progress.totalCount, 0)
            XCTAssertEqual(h.precacher.progress.fractionCompleted, 1)
            XCTAssertEqual(h.precacher.foundationProgress.fractionCompleted, 1)
            XCTAssertEqual(h.completions, 1)
        }
    }

    func testEnablingOnAMillionRowsBuildsNoList() {
        MainActor.assumeIsolated {
            let h = Harness([1_000_000], batchSize: 1_000)
            h.precacher.configuration.timeBudget = nil
            h.precacher.start()
            XCTAssertEqual(h.table.measured.count, 0, "start() reads and measures nothing")
            MainLoop.run(until: { h.table.measured.count >= 5_000 })
            XCTAssertEqual(h.reports.first?.totalCount, 1_000_000)
            h.precacher.cancel()
            XCTAssertEqual(h.cache.statistics.cachedCount, h.table.measured.count)
        }
    }
}

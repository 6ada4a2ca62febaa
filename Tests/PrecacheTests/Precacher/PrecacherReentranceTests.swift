import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Callbacks that change the precacher, absurd settings and data sources, and releases in the
/// middle of a pass: never stuck, never a trap, always a message.
final class PrecacherReentranceTests: XCTestCase {
    func testAFinishedCallbackThatAddsARowIsNotStuck() {
        MainActor.assumeIsolated {
            // The reproduction from the issue: onStateChange(.finished) inserts a row.
            let h = Harness([5])
            h.precacher.onStateChange = { [unowned h] state in
                guard state == .finished else { return }
                h.precacher.onStateChange = nil
                h.table.sections[0].insert(h.table.newID(), at: 5)
                var update = TableUpdate()
                update.insertRows(at: [IndexPath(indexes: [0, 5])])
                h.cache.performUpdates(update)
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertTrue(h.cache.containsHeight(at: IndexPath(indexes: [0, 5])), "the new row was measured")
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertFalse(h.precacher.hasObserver)
            XCTAssertEqual(h.completions, 2)
        }
    }

    func testANewRunStartedFromTheFinalProgressLeavesEachCompletionItsOwnRun() {
        MainActor.assumeIsolated {
            let h = Harness([5])
            var completions: [PrecacheProgress] = []
            var restarted = false
            h.precacher.onCompletion = { completions.append($0) }
            h.precacher.onProgress = { [unowned h] progress in
                guard progress.isFinished, !restarted else { return }
                restarted = true
                h.cache.invalidateAll()  // reloadData from the callback: a new run
            }
            h.precacher.start()
            MainLoop.run(until: { completions.count == 2 })
            XCTAssertEqual(completions.map(\.completedCount), [5, 5])
            XCTAssertEqual(completions.map(\.isFinished), [true, true], "each completion reports its own run")
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testNoCallbackRunsInsideADataChange() {
        MainActor.assumeIsolated {
            let h = Harness([50])
            let insideChange = Switch(false)
            var calledInside = 0
            h.precacher.onStateChange = { _ in if insideChange.isOn { calledInside += 1 } }
            h.precacher.onProgress = { _ in if insideChange.isOn { calledInside += 1 } }
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 5 })
            insideChange.isOn = true
            h.cache.invalidateAll()  // a new run: its state and progress are reported later
            h.cache.layoutContext = LayoutContext(width: 414)
            insideChange.isOn = false
            XCTAssertEqual(calledInside, 0)
            h.table.width = 414
            h.runToCompletion()
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])

            // After a finished run, an insertion begins a new run inside the change: its state
            // (finished to running) is reported after the change has returned.
            insideChange.isOn = true
            h.table.sections[0].append(h.table.newID())
            var update = TableUpdate()
            update.insertRows(at: [IndexPath(indexes: [0, 50])])
            h.cache.performUpdates(update)
            insideChange.isOn = false
            XCTAssertEqual(calledInside, 0)
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testCancelMeansTheSameInEveryState() {
        MainActor.assumeIsolated {
            let h = Harness([10])
            var states: [PrecacheState] = []
            h.precacher.onStateChange = { states.append($0) }
            h.precacher.cancel()  // idle: nothing
            XCTAssertEqual(states, [])

            h.precacher.start()
            h.precacher.cancel()  // running
            XCTAssertEqual(h.precacher.state, .idle)
            h.precacher.start()
            h.precacher.pause()
            h.precacher.cancel()  // paused
            XCTAssertEqual(h.precacher.state, .idle)
            h.precacher.start()
            h.runToCompletion()
            let progress = h.precacher.foundationProgress
            h.precacher.cancel()  // finished
            XCTAssertEqual(h.precacher.state, .idle)
            XCTAssertFalse(progress.isCancelled, "a finished run's Progress stays complete")
            XCTAssertEqual(
                states, [.running, .idle, .running, .paused(.byApp), .idle, .running, .finished, .idle])

            // Idle means idle: a data change after cancel() starts nothing.
            h.table.sections[0].append(h.table.newID())
            var update = TableUpdate()
            update.insertRows(at: [IndexPath(indexes: [0, 10])])
            h.cache.performUpdates(update)
            MainLoop.spin(20)
            XCTAssertEqual(h.precacher.state, .idle)
            XCTAssertFalse(h.precacher.hasObserver)
            XCTAssertFalse(h.cache.containsHeight(at: IndexPath(indexes: [0, 10])))
        }
    }

    func testAnyPositiveTimeBudgetWorks() {
        MainActor.assumeIsolated {
            for budget in [TimeInterval.greatestFiniteMagnitude, 1e300, 2e10, 1e-12] {
                let h = Harness([30], batchSize: 7)
                h.precacher.configuration.timeBudget = budget
                h.precacher.start()
                h.runToCompletion()
                XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0, "budget \(budget)")
            }
        }
    }

    func testReleasingThePrecacherInsideAMeasurementStopsItsBatch() {
        MainActor.assumeIsolated {
            let table = TestTable([100])
            let cache = IndexPathHeightCache()
            var precacher: Precacher? = Precacher(heightCache: cache, dataSource: table)
            weak var weakPrecacher: Precacher?
            weakPrecacher = precacher
            precacher?.configuration.batchSize = 50
            precacher?.configuration.timeBudget = nil
            table.hook = { indexPath in
                if indexPath[1] == 2 { precacher = nil }
                return nil
            }
            let diagnostics = collectDiagnostics {
                precacher?.start()
                MainLoop.run(until: { weakPrecacher == nil })
                MainLoop.spin(20)
            }
            XCTAssertEqual(table.measured.count, 3, "no row after the one whose measurement released it")
            XCTAssertEqual(diagnostics.map(\.kind), [.misuse], "released while it ran: \(diagnostics)")
        }
    }

    func testReleasingTheDataSourceInsideAMeasurementStopsAtOnce() {
        MainActor.assumeIsolated {
            var table: TestTable? = TestTable([100])
            weak var weakTable: TestTable?
            weakTable = table
            let cache = IndexPathHeightCache()
            let precacher = Precacher(heightCache: cache, dataSource: table!)
            precacher.configuration.batchSize = 50
            precacher.configuration.timeBudget = nil
            var measured = 0
            table?.hook = { indexPath in
                measured += 1
                if indexPath[1] == 2 { table = nil }
                return nil
            }
            let messages = collectDiagnostics {
                precacher.start()
                MainLoop.run(until: { precacher.state == .idle })
            }
            XCTAssertNil(weakTable)
            XCTAssertEqual(measured, 3)
            XCTAssertFalse(precacher.hasObserver)
            XCTAssertTrue(messages.contains { $0.message.contains("went away") })
        }
    }

    func testAbsurdCountsAreClampedWithAMessageAndNeverTrap() {
        MainActor.assumeIsolated {
            let table = CountsTable(sections: 2, rows: { _ in Int.max })
            let cache = IndexPathHeightCache()
            let precacher = Precacher(heightCache: cache, dataSource: table)
            precacher.configuration.batchSize = 10
            precacher.setVisibleRows(
                IndexPath(indexes: [0, 0])...IndexPath(indexes: [1, Int.max - 1]), direction: .down)
            let messages = collectDiagnostics {
                precacher.start()
                MainLoop.run(until: { table.measured >= 20 })
                precacher.cancel()
            }
            XCTAssertTrue(
                messages.contains { $0.kind == .misuse && $0.message.contains("real row count") }, "\(messages)")
            XCTAssertEqual(cache.statistics.cachedCount, table.measured)

            let wide = CountsTable(sections: 1 << 40, rows: { _ in -3 })
            let other = Precacher(heightCache: IndexPathHeightCache(), dataSource: wide)
            let wideMessages = collectDiagnostics {
                other.start()
                MainLoop.run(until: { other.state == .finished })
            }
            XCTAssertTrue(wideMessages.contains { $0.message.contains("real section count") })
            XCTAssertTrue(wideMessages.contains { $0.message.contains("negative count") })
            XCTAssertEqual(wide.measured, 0)
        }
    }
}

/// A data source that reports whatever counts it is given and measures a constant.
@MainActor
final class CountsTable: PrecacheDataSource {
    let sections: Int
    let rows: (Int) -> Int
    var measured = 0
    init(sections: Int, rows: @escaping (Int) -> Int) {
        self.sections = sections
        self.rows = rows
    }
    var numberOfSections: Int { sections }
    func numberOfRows(inSection section: Int) -> Int { rows(section) }
    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        measured += 1
        return 40
    }
}

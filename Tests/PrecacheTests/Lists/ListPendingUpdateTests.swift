import CellHeight
import Foundation
import XCTest

@testable import Precache

/// The one-line precache measures a section only while the list's counts and its data source's
/// agree (``PendingListUpdate``). The list is ``UIKitOrderTable``: its own counts change only when
/// it is told, the data source's are the model's now, and no count may be read inside a hook.
final class ListPendingUpdateTests: XCTestCase {
    /// A list precache over `table` as `TablePrecache` builds one: the table's counts, the data
    /// source's counts, and a measurement that reads the model (as `heightForRowAt` does).
    @MainActor
    private static func makePrecache(_ table: UIKitOrderTable, batchSize: Int) -> ListPrecache {
        let precache = ListPrecache(
            heights: table.heights, list: table, sections: { $0.numberOfSections },
            rows: { $0.numberOfRows(inSection: $1) }, dataSourceSections: { $0.dataSourceSections },
            dataSourceRows: { $0.dataSourceRows(inSection: $1) })
        precache.measureRow = { [unowned table] in (try? table.precacheHeight(at: $0)) ?? 0 }
        precache.configuration.batchSize = batchSize
        return precache
    }

    @MainActor
    private static func assertConsistent(_ table: UIKitOrderTable, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(table.measuredOutOfRange, [], "asked for rows the model does not have", file: file, line: line)
        XCTAssertEqual(table.staleHeights(), [], "heights on the wrong rows", file: file, line: line)
        XCTAssertEqual(table.heightsBeyondTheData, 0, "heights beyond the data", file: file, line: line)
        XCTAssertEqual(table.uncachedCount, 0, "rows left without a height", file: file, line: line)
    }

    // MARK: The rule

    func testASectionIsMeasurableOnlyWhileBothCountsAgree() {
        XCTAssertEqual(PendingListUpdate.measurableRows(list: 20, dataSource: 20), 20)
        XCTAssertEqual(PendingListUpdate.measurableRows(list: 20, dataSource: 5), 0, "shrunk, reload pending")
        XCTAssertEqual(PendingListUpdate.measurableRows(list: 20, dataSource: 21), 0, "grown, insert pending")
        XCTAssertEqual(PendingListUpdate.measurableRows(list: 20, dataSource: nil), 20, "no data source: the list's")
        XCTAssertEqual(PendingListUpdate.measurableSections(list: 3, dataSource: 3), 3)
        XCTAssertEqual(PendingListUpdate.measurableSections(list: 3, dataSource: 4), 0, "a section moves the rest")
        XCTAssertEqual(PendingListUpdate.measurableSections(list: 3, dataSource: nil), 3)
    }

    func testAnUpdateIsPendingWhereAnyCountDiffers() {
        func pending(_ list: [Int], _ model: [Int]?) -> Bool {
            PendingListUpdate.isPending(
                listSections: list.count, dataSourceSections: model?.count, listRows: { list[$0] },
                dataSourceRows: { model?[$0] })
        }
        XCTAssertFalse(pending([3, 4], [3, 4]))
        XCTAssertTrue(pending([3, 4], [3, 5]))
        XCTAssertTrue(pending([3, 4], [3, 4, 0]))
        XCTAssertFalse(pending([3, 4], nil))
        XCTAssertFalse(pending([], []))
    }

    // MARK: Through a precache, in UIKit's order

    /// The app empties most of its model and reloads in a later turn of the run loop (after an
    /// animation): passes in between must not ask for rows past the model's end.
    func testAModelThatShrinksBeforeADeferredReloadDataIsNeverMeasuredPastItsEnd() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([200])
            let precache = Self.makePrecache(table, batchSize: 4)
            precache.isEnabled = true
            MainLoop.run(until: { table.measured.count >= 20 })
            table.model = [(0..<50).map { _ in table.newID() }]
            let measured = table.measured.count
            MainLoop.spin(60)  // the reload is deferred: passes would run here
            XCTAssertEqual(table.measured.count, measured, "nothing measured while the reload is pending")
            XCTAssertEqual(precache.state, .waiting(.listUpdate), "the run waits for the list; it has not finished")
            XCTAssertFalse(precache.precacher.hasObserver, "waiting for a data change schedules nothing")
            table.reloadData()
            MainLoop.run(until: { precache.state == .finished })
            Self.assertConsistent(table)
            XCTAssertEqual(table.cache.statistics.cachedCount, 50)
        }
    }

    /// The app inserts a row at the top of its model and calls `insertRows` later: a height measured
    /// in between at a model index would be moved one row down by the insert.
    func testAnInsertAtRowZeroBeforeADeferredInsertRowsPutsNoHeightOnTheWrongRow() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([30, 10])
            let precache = Self.makePrecache(table, batchSize: 2)
            precache.isEnabled = true
            MainLoop.run(until: { table.measured.count >= 6 })
            table.model[0].insert(table.newID(), at: 0)
            let inSectionZero = table.measured.filter { $0[0] == 0 }.count
            MainLoop.spin(60)  // section 1 agrees and goes on; section 0 waits
            XCTAssertEqual(table.measured.filter { $0[0] == 0 }.count, inSectionZero, "section 0 waits")
            XCTAssertEqual(table.measured.filter { $0[0] == 1 }.count, 10, "section 1 agrees: measured")
            XCTAssertEqual(precache.state, .waiting(.listUpdate))
            table.insertRows(at: [IndexPath(indexes: [0, 0])])
            MainLoop.run(until: { precache.state == .finished })
            Self.assertConsistent(table)
            XCTAssertEqual(table.cache.statistics.cachedCount, 41)
        }
    }

    /// An update that reaches the list by a path no hook sees still ends the wait: the list's next
    /// layout pass makes the precache read both counts again.
    func testAWaitingRunLooksAgainAfterTheListsNextLayoutPass() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([40])
            let precache = Self.makePrecache(table, batchSize: 4)
            precache.isEnabled = true
            MainLoop.run(until: { table.measured.count >= 8 })
            table.model[0].removeLast(20)  // the rows measured so far keep their content
            MainLoop.spin(30)
            XCTAssertEqual(precache.state, .waiting(.listUpdate), "the state says what it waits for")
            table.reloadDataWithoutHooks()
            table.layoutSubviews()
            MainLoop.spin(30)
            XCTAssertEqual(precache.state, .waiting(.listUpdate), "no hook, no layout pass yet: still waiting")
            precache.listDidLayout(visible: [IndexPath(indexes: [0, 0])], offset: 0)
            MainLoop.run(until: { precache.state == .finished })
            Self.assertConsistent(table)
        }
    }

    /// A run that has nothing left but a section whose delete is pending waits; a deferred
    /// `deleteRows` (which alone would start no run) lets it measure the rest.
    func testADeferredDeleteLetsAWaitingRunMeasureTheRest() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([30])
            let precache = Self.makePrecache(table, batchSize: 2)
            precache.isEnabled = true
            MainLoop.run(until: { table.measured.count >= 4 })
            table.model[0].remove(at: 1)
            MainLoop.spin(60)
            XCTAssertEqual(precache.state, .waiting(.listUpdate))
            table.deleteRows(at: [IndexPath(indexes: [0, 1])])
            MainLoop.run(until: { precache.state == .finished })
            Self.assertConsistent(table)
            XCTAssertEqual(precache.progress.completedCount + precache.progress.failedCount, table.measured.count)
        }
    }
}

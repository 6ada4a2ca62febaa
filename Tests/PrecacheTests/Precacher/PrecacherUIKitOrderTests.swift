import CellHeight
import Foundation
import XCTest

@testable import Precache

/// Data changes reach the precacher the way UIKit delivers them (``UIKitOrderTable``): through the
/// hooks, before UIKit's own counts change. Each test checks that every measured index path existed
/// in the data when it was measured, and that no height lies beyond the data.
final class PrecacherUIKitOrderTests: XCTestCase {
    @MainActor
    private static func makePrecacher(_ table: UIKitOrderTable, batchSize: Int = 1) -> (Precacher, () -> Int) {
        let precacher = Precacher(heightCache: table.cache, dataSource: table)
        precacher.configuration.batchSize = batchSize
        var completions = 0
        precacher.onCompletion = { _ in completions += 1 }
        return (precacher, { completions })
    }

    @MainActor
    private static func settle(_ precacher: Precacher, file: StaticString = #filePath, line: UInt = #line) {
        MainLoop.run(
            until: { precacher.state == .finished && !precacher.hasObserver }, file: file, line: line)
    }

    @MainActor
    private static func assertConsistent(_ table: UIKitOrderTable, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(table.measuredOutOfRange, [], "measured rows the data did not have", file: file, line: line)
        XCTAssertEqual(table.heightsBeyondTheData, 0, "heights beyond the data", file: file, line: line)
        XCTAssertEqual(table.staleHeights(), [], file: file, line: line)
    }

    func testADeleteAfterAFinishedRunMeasuresNothingPastTheEnd() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([20])
            let (precacher, completions) = Self.makePrecacher(table)
            precacher.start()
            Self.settle(precacher)
            let measured = table.measured.count
            table.model[0].remove(at: 5)
            table.deleteRows(at: [IndexPath(indexes: [0, 5])])
            Self.settle(precacher)
            Self.assertConsistent(table)
            XCTAssertEqual(table.measured.count, measured, "every remaining row still has its height")
            XCTAssertEqual(completions(), 1, "no new run: nothing is left to measure")
        }
    }

    func testReloadDataThatShrinksTheTableMeasuresOnlyTheNewRows() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([200])
            let (precacher, _) = Self.makePrecacher(table, batchSize: 4)
            precacher.start()
            MainLoop.run(until: { table.measured.count >= 20 })
            table.model = [(0..<50).map { _ in table.newID() }]
            table.reloadData()
            Self.settle(precacher)
            Self.assertConsistent(table)
            XCTAssertEqual(table.uncachedCount, 0)
            XCTAssertEqual(table.cache.statistics.cachedCount, 50, "50 heights for 50 rows")

            // The same after the run finished.
            table.model = [(0..<7).map { _ in table.newID() }]
            table.reloadData()
            Self.settle(precacher)
            Self.assertConsistent(table)
            XCTAssertEqual(table.cache.statistics.cachedCount, 7)
        }
    }

    func testInsertsAndDeletesMidRunMeasureOnlyRowsThatExist() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([600, 300])
            let (precacher, completions) = Self.makePrecacher(table, batchSize: 3)
            precacher.start()
            for step in 0..<12 {
                let measured = table.measured.count
                MainLoop.run(until: { table.measured.count >= measured + 5 })
                switch step % 3 {
                case 0:  // Delete the last rows of both sections: the old counts run past the end.
                    let rows = [
                        IndexPath(indexes: [0, table.model[0].count - 1]),
                        IndexPath(indexes: [1, table.model[1].count - 1]),
                    ]
                    table.model[0].removeLast()
                    table.model[1].removeLast()
                    table.deleteRows(at: rows)
                case 1:  // Insert at the top, in a batch.
                    table.model[0].insert(table.newID(), at: 0)
                    table.model[1].insert(table.newID(), at: 0)
                    table.beginUpdates()
                    table.insertRows(at: [IndexPath(indexes: [0, 0])])
                    table.insertRows(at: [IndexPath(indexes: [1, 0])])
                    table.endUpdates()
                default:  // Delete and insert in one batch.
                    table.model[0].remove(at: 2)
                    table.model[1].append(table.newID())
                    let newRow = table.model[1].count - 1
                    table.performBatchUpdates {
                        table.deleteRows(at: [IndexPath(indexes: [0, 2])])
                        table.insertRows(at: [IndexPath(indexes: [1, newRow])])
                    }
                }
                Self.assertConsistent(table)
            }
            Self.settle(precacher)
            Self.assertConsistent(table)
            XCTAssertEqual(table.uncachedCount, 0)
            XCTAssertEqual(completions(), 1)
        }
    }

    func testABatchThatEmptiesASectionNeverMeasuresItsOldRows() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([10, 40, 10])
            let (precacher, _) = Self.makePrecacher(table)
            precacher.setVisibleRows(IndexPath(indexes: [1, 0])...IndexPath(indexes: [1, 5]), direction: .down)
            precacher.start()
            MainLoop.run(until: { table.measured.count >= 3 })
            let doomed = table.model[1].indices.map { IndexPath(indexes: [1, $0]) }
            table.model[1].removeAll()
            table.model[2].insert(table.newID(), at: 0)
            table.performBatchUpdates {
                table.deleteRows(at: doomed)
                table.insertRows(at: [IndexPath(indexes: [2, 0])])
            }
            Self.settle(precacher)
            Self.assertConsistent(table)
            XCTAssertEqual(table.uncachedCount, 0)
        }
    }

    func testDeletingASectionMidRunAndReloadingSectionsKeepsEveryMeasurementInRange() {
        MainActor.assumeIsolated {
            let table = UIKitOrderTable([30, 30, 30])
            let (precacher, _) = Self.makePrecacher(table, batchSize: 5)
            precacher.start()
            MainLoop.run(until: { table.measured.count >= 10 })
            table.model.remove(at: 2)
            table.deleteSections(IndexSet(integer: 2))
            MainLoop.spin(3)
            table.model[0] = (0..<5).map { _ in table.newID() }
            table.reloadSections(IndexSet(integer: 0))
            Self.settle(precacher)
            Self.assertConsistent(table)
            XCTAssertEqual(table.uncachedCount, 0)
        }
    }
}

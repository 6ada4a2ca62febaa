#if canImport(UIKit)
    import CellHeight
    import Precache
    import UIKit
    import XCTest

    /// The one-line precache of the README's quick start on a real table and the real main run loop:
    /// `tableView.ch.precache.isEnabled = true`, with a `heightForRowAt` that answers
    /// `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`. The on-device twins of
    /// `PrecacherTests`, `ListPrecacheTests` and `PrecacherUIKitOrderTests` (Linux).
    final class PrecacheRunLoopTests: XCTestCase {
        /// Rows of 1 to 5 lines: neighbours differ in height, so a height one row off shows.
        private static let lines: @Sendable (Int) -> Int = { 1 + $0 % 5 }

        /// A table of `rowCounts` rows in a window. With `estimatedRowHeight` set, UIKit asks
        /// `heightForRowAt` only for the rows it lays out (documented), and the precache measures the rest.
        @MainActor
        private func makeTable(
            _ rowCounts: [Int], tableView: UITableView = UITableView(frame: .zero, style: .plain)
        ) -> ModelTable {
            tableView.estimatedRowHeight = 60
            return ModelTable(rowCounts, tableView: tableView, lineCount: Self.lines)
        }

        /// Runs the main run loop until `precache` finished and every row of `table`'s model has a height.
        @MainActor
        private func spinUntilPrecached(
            _ table: ModelTable, by precache: TablePrecache, _ message: String, file: StaticString = #filePath,
            line: UInt = #line
        ) {
            UIKitHost.spin(
                until: { precache.state == .finished && table.uncachedCount == 0 }, timeout: 30, message, file: file,
                line: line)
        }

        /// Runs the main run loop until `table` measured `count` more rows than it had.
        @MainActor
        private func spinUntilMeasured(
            _ count: Int, moreRowsOf table: ModelTable, _ message: String, file: StaticString = #filePath,
            line: UInt = #line
        ) {
            let start = table.measurements
            UIKitHost.spin(until: { table.measurements >= start + count }, message, file: file, line: line)
        }

        @MainActor
        func testPrecacheFillsTheCacheWhileTheLoopIsIdle() {
            let table = makeTable([150, 150])
            defer { table.close() }
            let laidOut = table.tableView.ch.heightCache.statistics.cachedCount
            XCTAssertGreaterThan(laidOut, 0, "the window's layout measured the visible rows")
            XCTAssertLessThan(laidOut, 100, "and only those")
            let precache = table.tableView.ch.precache
            precache.isEnabled = true
            spinUntilPrecached(table, by: precache, "every row precached")
            table.assertHeightsRight(minimumChecked: 300)
        }

        @MainActor
        func testNothingIsMeasuredWhileTheLoopRunsInTheTrackingMode() {
            let table = makeTable([400])
            defer { table.close() }
            let precache = table.tableView.ch.precache
            precache.configuration.batchSize = 1
            precache.isEnabled = true
            spinUntilMeasured(3, moreRowsOf: table, "precaching started")
            let beforeScrolling = table.measurements
            Scrolling.track(fires: 40)
            XCTAssertEqual(table.measurements, beforeScrolling, "nothing is measured while the finger is down")
            XCTAssertEqual(precache.state, .running, "held back, not stopped")
            spinUntilPrecached(
                table, by: precache, "precaching goes on by itself once the loop is back in the default mode")
            table.assertHeightsRight(minimumChecked: 400)
        }

        @MainActor
        func testNothingIsMeasuredWhileTheTableDecelerates() {
            let tableView = DeceleratingTableView(frame: .zero, style: .plain)
            let table = makeTable([200], tableView: tableView)
            defer { table.close() }
            tableView.decelerates = true
            let idle = IdleMoments(in: .default)
            defer { idle.invalidate() }
            let beforeDecelerating = table.measurements
            let precache = table.tableView.ch.precache
            precache.isEnabled = true
            UIKitHost.spin(until: { idle.value >= 30 }, "the loop went idle in the default mode")
            XCTAssertEqual(table.measurements, beforeDecelerating, "nothing is measured while the table decelerates")
            XCTAssertEqual(precache.state, .waiting(.decelerating), "the state says why")
            tableView.decelerates = false
            spinUntilPrecached(table, by: precache, "precaching goes on once the table stops")
            table.assertHeightsRight(minimumChecked: 200)
        }

        @MainActor
        func testDeletesAndAShrinkingReloadDataNeverAskForARowTheDataDoesNotHave() {
            let table = makeTable([300])
            defer { table.close() }
            let precache = table.tableView.ch.precache
            precache.configuration.batchSize = 2
            precache.isEnabled = true
            spinUntilMeasured(10, moreRowsOf: table, "precaching started")

            // Mid-run: delete the last rows (the old count runs past the new end) and one in the middle.
            table.model[0].removeLast(3)
            table.model[0].remove(at: 100)
            table.tableView.deleteRows(
                at: [100, 297, 298, 299].map { IndexPath(row: $0, section: 0) }, with: .automatic)
            table.assertHeightsRight(minimumChecked: 0, "after deleteRows")
            spinUntilMeasured(10, moreRowsOf: table, "precaching went on")

            // Mid-run: reloadData with far fewer rows.
            table.model = [table.newIDs(40)]
            table.tableView.reloadData()
            spinUntilPrecached(table, by: precache, "the 40 rows precached")
            table.assertHeightsRight(minimumChecked: 40, "after the shrinking reloadData")

            // The same after the run finished.
            table.model[0].removeLast(2)
            table.tableView.deleteRows(
                at: [IndexPath(row: 38, section: 0), IndexPath(row: 39, section: 0)], with: .none)
            table.model = [table.newIDs(7)]
            table.tableView.reloadData()
            spinUntilPrecached(table, by: precache, "the 7 rows precached")
            UIKitHost.turn(passes: 10)
            table.assertHeightsRight(minimumChecked: 7, "after the run finished")
        }
    }
#endif

#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 35 §1: the refresh after a correction never throws. A real table whose template rule is
    /// put 8 points off on purpose (``HeightStore/templateWidthErrorForTesting``) corrects it at its
    /// first display and must then ask its visible rows' heights again; meanwhile the app changes
    /// its model and tells the table a turn later, from a block on the main queue (a Combine
    /// `receive(on: DispatchQueue.main)`). Before issue 35 the package's empty
    /// `beginUpdates()`/`endUpdates()`, queued on the main queue at the correction, ran first and
    /// UIKit threw `NSInternalInconsistencyException: Invalid update: invalid number of rows in
    /// section 0`: this test would crash. Now the refresh runs at an idle moment once the counts
    /// agree. The Linux twin is `RowHeightRefreshTests`.
    final class CorrectionRefreshTests: XCTestCase {
        @MainActor
        func testTheRefreshWaitsForAnInsertOneTurnLater() {
            checkInsert(turnsLater: 1)
        }

        @MainActor
        func testTheRefreshWaitsForAnInsertThreeTurnsLater() {
            checkInsert(turnsLater: 3)
        }

        @MainActor
        func testARefreshWaitsForTheTableToBeBackInAWindow() {
            guard let (table, store) = correctedTable() else { return }
            defer { table.close() }
            let window = table.tableView.window
            let holder = table.tableView.superview
            table.tableView.removeFromSuperview()
            UIKitHost.turn(passes: 20)
            XCTAssertEqual(store.correctionRefreshes, 0, "no refresh without a window")
            XCTAssertTrue(store.rowRefreshIsPending, "still waiting, not given up")

            holder?.addSubview(table.tableView)
            XCTAssertNotNil(window, "the table was in a window")
            table.tableView.setNeedsLayout()
            table.tableView.layoutIfNeeded()  // the layout pass the refresh waited for
            UIKitHost.spin(until: { store.correctionRefreshes == 1 }, "the refresh after the table came back")
            table.assertHeightsRight(minimumChecked: 1)
            table.assertLayoutMatchesCache("after the refresh")
        }

        /// The app adds three rows to its model, then inserts them `turnsLater` turns of the main
        /// queue later, while a correction's refresh is pending.
        @MainActor
        private func checkInsert(turnsLater: Int, file: StaticString = #filePath, line: UInt = #line) {
            guard let (table, store) = correctedTable(file: file, line: line) else { return }
            defer { table.close() }
            let rows = table.model[0].count
            table.model[0] += table.newIDs(3)
            let insert = InsertRecord()
            Self.onMainQueue(turnsLater: turnsLater) {
                insert.refreshesBefore = store.correctionRefreshes
                table.tableView.insertRows(
                    at: (rows..<rows + 3).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            }

            guard
                UIKitHost.spin(
                    until: { store.correctionRefreshes == 1 && insert.refreshesBefore != nil },
                    "the insert and the refresh", file: file, line: line)
            else { return }
            XCTAssertEqual(insert.refreshesBefore, 0, "the refresh waited for the app's insert", file: file, line: line)
            XCTAssertFalse(store.rowRefreshIsPending, file: file, line: line)
            XCTAssertEqual(table.tableView.numberOfRows(inSection: 0), rows + 3, file: file, line: line)
            table.assertHeightsRight(minimumChecked: 1, "after both", file: file, line: line)
            table.assertLayoutMatchesCache("after both", file: file, line: line)
            table.tableView.scrollToRow(at: IndexPath(row: rows + 2, section: 0), at: .bottom, animated: false)
            table.assertLayoutMatchesCache("at the inserted rows", file: file, line: line)
            table.assertHeightsRight(minimumChecked: 1, "at the inserted rows", file: file, line: line)
        }

        /// When the app's insert ran: the refreshes made before it.
        @MainActor
        private final class InsertRecord {
            var refreshesBefore: Int?
        }

        /// Runs `body` from a block on the main queue, queued from a block queued … `turns` deep:
        /// `turns` turns of the main run loop from now.
        @MainActor
        private static func onMainQueue(turnsLater turns: Int, _ body: @escaping @MainActor @Sendable () -> Void) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { turns > 1 ? onMainQueue(turnsLater: turns - 1, body) : body() }
            }
        }

        /// A table of 30 rows whose first display corrected its rule, its refresh pending: nothing
        /// has turned the run loop since the layout pass that corrected it.
        @MainActor
        private func correctedTable(file: StaticString = #filePath, line: UInt = #line) -> (ModelTable, HeightStore)? {
            let table = ModelTable([30], lineCount: { 1 + $0 % 4 }, inWindow: false)
            let store = HeightStore.of(table.tableView)
            store.templateWidthErrorForTesting = -8  // before any height: every template 8 pt too narrow
            table.show()
            for _ in 0..<3 where store.corrections.learnedCount == 0 {
                table.tableView.setNeedsLayout()
                table.tableView.layoutIfNeeded()
            }
            guard store.corrections.learnedCount == 1, store.rowRefreshIsPending else {
                XCTFail(
                    "the first display corrected nothing (learned \(store.corrections.learnedCount))", file: file,
                    line: line)
                table.close()
                return nil
            }
            XCTAssertEqual(store.correctionRefreshes, 0, "the refresh waits for an idle moment", file: file, line: line)
            return (table, store)
        }
    }
#endif

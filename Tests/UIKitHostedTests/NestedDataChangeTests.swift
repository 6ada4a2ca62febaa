#if canImport(UIKit)
    import CellHeight
    import UIKit
    import XCTest

    /// A change the app makes from `tableView(_:willDisplay:forRowAt:)` while UIKit lays out another
    /// one (UIKit lays out synchronously inside a change made outside a batch) keeps every cached
    /// height right on a real table: after both calls returned, every cached height equals a fresh
    /// measurement of the row now at its index path, and after the next layout every visible row is
    /// laid out at its cached height. Whether UIKit calls `willDisplay` inside the first change or at
    /// the next layout pass, the outcome must be the same. The on-device twin of
    /// `NestedChangeTests` (Linux), which states the rule on the router with a table double that
    /// lays out inside its changes.
    ///
    /// An Objective-C exception thrown through a hook cannot be caught in Swift, so the rule for a
    /// change that never returns is proven by its Linux twin only.
    final class NestedDataChangeTests: XCTestCase {
        /// Checks the cache, then what the user sees: every visible row laid out at the height of the
        /// content it shows (the cache may have dropped those heights since UIKit asked for them: a
        /// nested change invalidates every height when the outer call returns).
        @MainActor
        private func check(_ table: ModelTable, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
            table.assertHeightsRight(minimumChecked: 0, "after \(message)", file: file, line: line)
            table.tableView.layoutIfNeeded()
            table.assertHeightsRight(
                minimumChecked: 0, "after the layout that followed \(message)", file: file, line: line)
            let visible = table.tableView.indexPathsForVisibleRows ?? []
            XCTAssertFalse(visible.isEmpty, "no visible row after \(message)", file: file, line: line)
            let pixel = 1 / max(table.tableView.traitCollection.displayScale, 1)
            for indexPath in visible {
                guard let id = table.id(at: indexPath, askedBy: "check") else { continue }
                XCTAssertEqual(
                    table.tableView.rectForRow(at: indexPath).height, table.freshHeight(of: id), accuracy: pixel / 2,
                    "row \(indexPath) (content \(id)) is laid out at another row's height after \(message)",
                    file: file, line: line)
            }
            table.fillCache()
            table.assertHeightsRight(
                minimumChecked: table.model.joined().count, "once every row was asked for", file: file, line: line)
        }

        @MainActor
        func testRowsInsertedAtTheTopFromWillDisplayWhileAnInsertionIsLaidOut() {
            // A chat that loads older messages when its first row shows.
            let table = ModelTable([8])
            defer { table.close() }
            table.fillCache()
            let first = table.newID()
            var loads = 0
            table.willDisplay = { indexPath in
                guard indexPath == IndexPath(row: 0, section: 0), table.model[0].first == first, loads == 0 else {
                    return
                }
                loads += 1
                table.model[0].insert(contentsOf: table.newIDs(2), at: 0)
                table.tableView.insertRows(
                    at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
            }
            table.model[0].insert(first, at: 0)
            table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.tableView.layoutIfNeeded()
            XCTAssertEqual(loads, 1, "willDisplay showed the inserted row, inside the insertion or after it")
            check(table, "an insertion and the one made from willDisplay")
        }

        @MainActor
        func testAPageAppendedFromWillDisplayWhileADeletionIsLaidOut() {
            // The deletion brings the last row on screen; the app appends a page when it shows.
            let table = ModelTable([24], lineCount: { _ in 2 })
            defer { table.close() }
            table.fillCache()
            XCTAssertFalse(
                table.tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 23, section: 0)) ?? true,
                "the last row starts below the screen")
            var pages = 0
            table.willDisplay = { indexPath in
                guard indexPath.row == table.model[0].count - 1, pages == 0 else { return }
                pages += 1
                let start = table.model[0].count
                table.model[0] += table.newIDs(10)
                table.tableView.insertRows(
                    at: (start..<start + 10).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            }
            table.model[0].removeSubrange(0..<14)
            table.tableView.deleteRows(at: (0..<14).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            table.tableView.layoutIfNeeded()
            XCTAssertEqual(pages, 1, "the last row was displayed, inside the deletion or after it")
            check(table, "a deletion and a page appended from willDisplay")
        }

        @MainActor
        func testChangesInsideAChangeInvalidateTheListOnceAndLaterChangesKeepTheirHeights() {
            let table = ModelTable([10])
            defer { table.close() }
            table.fillCache()
            guard let router = HeightStore.existing(table.tableView)?.state.updates else {
                return XCTFail("the table has no height store")
            }
            let nestedBefore = router.nestedChangeReports
            var nested = false
            table.willDisplay = { indexPath in
                guard !nested, table.model[0][indexPath.row] > 10 else { return }
                nested = true
                table.model[0].insert(table.newID(), at: 0)
                table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
            table.model[0].insert(table.newID(), at: 0)
            table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.tableView.layoutIfNeeded()
            XCTAssertTrue(nested)
            check(table, "a change from willDisplay")
            XCTAssertLessThanOrEqual(
                router.nestedChangeReports - nestedBefore, 1,
                "nested in the insertion (UIKit laid it out inside) or not")
            // Later changes are applied as usual: the heights of the rows that stay are kept.
            table.model[0].remove(at: 3)
            table.tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            table.assertHeightsRight(minimumChecked: table.model[0].count, "after a later deletion")
            table.assertLayoutMatchesCache("after a later deletion")  // every row was cached before it
        }
    }
#endif

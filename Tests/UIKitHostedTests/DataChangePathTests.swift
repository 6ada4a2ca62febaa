#if canImport(UIKit)
    import CellHeight
    import UIKit
    import XCTest

    /// Every data-change method the package hooks keeps every cached height right on a real table:
    /// after each call, every cached height equals a fresh measurement of the row now at its index
    /// path, no height is cached past the end of the data, and the rows the rules keep (a row that
    /// was not reloaded keeps its height) still have one; after the next layout, every visible row
    /// is laid out at its cached height (UIKit and the cache agree). The on-device twin of
    /// `ListUpdateRouterTests` (Linux), which states the same rules on the router the hooks call.
    ///
    /// Each row shows as many lines as its content id (1, 2, 3 …): a height left at the wrong
    /// index path differs from the row's own.
    final class DataChangePathTests: XCTestCase {
        /// A filled table of two sections, content ids 1–5 and 6–10.
        @MainActor
        private func makeTable(_ rowCounts: [Int] = [5, 5]) -> ModelTable {
            let table = ModelTable(rowCounts)
            table.fillCache()
            table.assertHeightsRight(minimumChecked: rowCounts.reduce(0, +), "before the change")
            return table
        }

        /// Checks right after the call returned, then again after the table laid itself out.
        @MainActor
        private func check(
            _ table: ModelTable, kept: Int, file: StaticString = #filePath, line: UInt = #line
        ) {
            table.assertHeightsRight(minimumChecked: kept, "after the call", file: file, line: line)
            table.tableView.layoutIfNeeded()
            table.assertHeightsRight(minimumChecked: kept, "after the next layout", file: file, line: line)
            table.assertLayoutMatchesCache("after the next layout", file: file, line: line)
        }

        // MARK: Rows

        @MainActor
        func testInsertRows() {
            let table = makeTable()
            defer { table.close() }
            table.model[0].insert(table.newID(), at: 0)
            table.model[1].insert(contentsOf: table.newIDs(2), at: 3)
            table.tableView.insertRows(
                at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 1), IndexPath(row: 4, section: 1)],
                with: .none)
            check(table, kept: 10)
        }

        @MainActor
        func testDeleteRows() {
            let table = makeTable()
            defer { table.close() }
            table.model[0].remove(at: 1)
            table.model[1].removeFirst(2)
            table.tableView.deleteRows(
                at: [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)],
                with: .automatic)
            check(table, kept: 7)
        }

        @MainActor
        func testReloadRows() {
            let table = makeTable()
            defer { table.close() }
            table.changeContent(of: 3, toLines: 30)
            table.changeContent(of: 7, toLines: 31)
            table.tableView.reloadRows(
                at: [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)], with: .none)
            check(table, kept: 8)
        }

        @MainActor
        func testReconfigureRows() throws {
            guard #available(iOS 15.0, *) else { throw XCTSkip("reconfigureRows(at:) is iOS 15 and later") }
            let table = makeTable()
            defer { table.close() }
            table.changeContent(of: 2, toLines: 30)
            table.changeContent(of: 10, toLines: 31)
            table.tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 1)])
            check(table, kept: 8)
        }

        @MainActor
        func testMoveRow() {
            let table = makeTable()
            defer { table.close() }
            let moved = table.model[0].remove(at: 0)
            table.model[1].insert(moved, at: 2)
            table.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
            check(table, kept: 10)
            let within = table.model[1].remove(at: 4)
            table.model[1].insert(within, at: 0)
            table.tableView.moveRow(at: IndexPath(row: 4, section: 1), to: IndexPath(row: 0, section: 1))
            check(table, kept: 10)
        }

        // MARK: Sections

        @MainActor
        func testInsertSections() {
            let table = makeTable()
            defer { table.close() }
            table.model.insert(table.newIDs(3), at: 1)
            table.model.insert(table.newIDs(1), at: 0)
            table.tableView.insertSections(IndexSet([0, 2]), with: .none)
            check(table, kept: 10)
        }

        @MainActor
        func testDeleteSections() {
            let table = makeTable([3, 4, 2, 3])
            defer { table.close() }
            table.model.remove(at: 2)
            table.model.remove(at: 0)
            table.tableView.deleteSections(IndexSet([0, 2]), with: .automatic)
            check(table, kept: 7)
        }

        @MainActor
        func testReloadSections() {
            let table = makeTable([3, 4, 2])
            defer { table.close() }
            table.model[1] = table.newIDs(2)  // a reloaded section may change its row count
            table.changeContent(of: 8, toLines: 30)
            table.tableView.reloadSections(IndexSet([1, 2]), with: .none)
            check(table, kept: 3)
        }

        @MainActor
        func testMoveSection() {
            let table = makeTable([2, 3, 1, 4])
            defer { table.close() }
            let moved = table.model.remove(at: 0)
            table.model.insert(moved, at: 2)
            table.tableView.moveSection(0, toSection: 2)
            check(table, kept: 10)
        }

        // MARK: Everything at once

        @MainActor
        func testReloadDataThatShrinksAndChangesTheData() {
            let table = makeTable([6, 6])
            defer { table.close() }
            table.model = [[table.model[0][3], table.model[1][0]] + table.newIDs(2)]
            table.tableView.reloadData()
            check(table, kept: 0)
            XCTAssertGreaterThan(table.staleHeights().checked, 0, "the laid-out rows were measured again")
        }

        @MainActor
        func testPerformBatchUpdatesWithRowChangesOfEveryKind() {
            let table = makeTable()  // [1, 2, 3, 4, 5], [6, 7, 8, 9, 10]
            defer { table.close() }
            let inserted = table.newID()
            table.changeContent(of: 4, toLines: 30)
            table.model = [[6, 1, 3, 4, 5], [7, 8, inserted, 9, 10]]
            table.tableView.performBatchUpdates {
                // UIKit's batch rules: deletions and reloads use the old index paths, insertions the
                // new ones, moves old to new.
                table.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                table.tableView.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
                table.tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
                table.tableView.insertRows(at: [IndexPath(row: 2, section: 1)], with: .automatic)
            }
            check(table, kept: 8)
        }

        @MainActor
        func testPerformBatchUpdatesWithSectionAndRowChanges() {
            let table = makeTable([3, 3, 2])  // [1, 2, 3], [4, 5, 6], [7, 8]
            defer { table.close() }
            let newSection = table.newIDs(2)
            let newRow = table.newID()
            table.model = [[newRow, 4, 5, 6], newSection, [7, 8]]
            table.tableView.performBatchUpdates {
                table.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
                table.tableView.insertSections(IndexSet(integer: 1), with: .automatic)
                table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
            check(table, kept: 5)
        }

        @MainActor
        func testNestedBeginAndEndUpdates() {
            let table = makeTable()  // [1, 2, 3, 4, 5], [6, 7, 8, 9, 10]
            defer { table.close() }
            let inserted = table.newID()
            table.changeContent(of: 9, toLines: 30)
            table.model = [[2, 3, 4, 5], [6, inserted, 7, 8, 9, 10]]
            table.tableView.beginUpdates()
            table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.tableView.beginUpdates()
            table.tableView.insertRows(at: [IndexPath(row: 1, section: 1)], with: .none)
            table.tableView.reloadRows(at: [IndexPath(row: 3, section: 1)], with: .none)
            table.tableView.endUpdates()
            table.tableView.endUpdates()
            check(table, kept: 8)
        }
    }
#endif

// Diffable data sources exist on iOS only, and so does the package's conformance of
// NSDiffableDataSourceSnapshot to DiffableSnapshotProtocol.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Snapshots applied through `ch.apply(_:to:animatingDifferences:completion:)` keep every cached
    /// height with its item on a real table with a real `UITableViewDiffableDataSource`: after each,
    /// every cached height equals a fresh measurement of the item now at its index path. A snapshot
    /// applied with the data source's own `apply` is found after the next layout pass: the index-path
    /// heights are dropped and it is reported once. The on-device twins of `DiffableSnapshotTests`,
    /// `SnapshotOutsideApplyTests` and `ListUpdateRouterTests.aKnownUpdateIsAppliedOnceWhateverTheListDoesMeanwhile`.
    final class SnapshotUpdateTests: XCTestCase {
        private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

        /// A snapshot of `sections` (section identifier, item identifiers).
        private func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
            var snapshot = Snapshot()
            snapshot.appendSections(sections.map(\.0))
            for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
            return snapshot
        }

        /// A table whose data source is a diffable one, shown with `sections` and every height cached.
        @MainActor
        private func diffableTable(_ sections: [(Int, [Int])]) -> (ModelTable, UITableViewDiffableDataSource<Int, Int>)
        {
            // The delegate; the data source is the diffable one below, set before the table is first
            // laid out (UIKit would otherwise hold the row counts of the first data source).
            let table = ModelTable(sections.map(\.1.count), inWindow: false)
            let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table.tableView) {
                tableView, indexPath, id in
                let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
                if let cell = cell as? TextCell { table.configure(cell, with: id) }
                return cell
            }
            dataSource.apply(snapshot(sections), animatingDifferences: false)
            table.show()
            table.fillCache()
            return (table, dataSource)
        }

        /// How many times the table was made to ask for its rows' heights again.
        @MainActor
        private func refreshes(_ table: ModelTable) -> Int {
            HeightStore.existing(table.tableView)?.correctionRefreshes ?? 0
        }

        /// Applies `after` through `ch.apply`, the model first (the delegate reads it).
        @MainActor
        private func apply(
            _ after: Snapshot, to table: ModelTable, with dataSource: UITableViewDiffableDataSource<Int, Int>,
            animated: Bool
        ) {
            table.model = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
            table.tableView.ch.apply(after, to: dataSource, animatingDifferences: animated)
        }

        @MainActor
        func testSnapshotsAppliedThroughApply() {
            let (table, dataSource) = diffableTable([(100, [1, 2, 3, 4]), (200, [5, 6, 7, 8])])
            defer { table.close() }
            defer { withExtendedLifetime(dataSource) {} }
            table.assertHeightsRight(minimumChecked: 8, "before the snapshots")

            let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                // Moves within and across sections, a deletion, an insertion and a section move.
                let inserted = table.newID()
                let moved = snapshot([(200, [5, 1, 6, inserted]), (100, [2, 4, 8, 7])])
                apply(moved, to: table, with: dataSource, animated: true)
                table.assertHeightsRight(minimumChecked: 7, "after moves, a deletion and an insertion")
                table.tableView.layoutIfNeeded()
                table.assertHeightsRight(minimumChecked: 7, "after the next layout")
                table.assertLayoutMatchesCache("after moves, a deletion and an insertion")

                guard #available(iOS 15.0, *) else { return log.all }
                // Reloaded and reconfigured items lose their heights (iOS 15 and later).
                var changed = moved
                table.changeContent(of: 5, toLines: 30)
                table.changeContent(of: 2, toLines: 31)
                changed.reconfigureItems([5])
                changed.reloadItems([2])
                apply(changed, to: table, with: dataSource, animated: false)
                table.assertHeightsRight(minimumChecked: 5, "after a reload and a reconfiguration")

                // A snapshot applied by reloading the whole table drops every height: none is wrong.
                let reordered = snapshot([(100, [7, 8, 4, 2]), (200, [inserted, 6, 1, 5])])
                table.model = reordered.sectionIdentifiers.map { reordered.itemIdentifiers(inSection: $0) }
                dataSource.applySnapshotUsingReloadData(reordered)
                table.tableView.layoutIfNeeded()
                table.assertHeightsRight(minimumChecked: 5, "after applySnapshotUsingReloadData")
                table.assertLayoutMatchesCache("after applySnapshotUsingReloadData")
                return log.all
            }
            XCTAssertEqual(messages, [], "every snapshot went through ch.apply, or reloaded the table")
        }

        @MainActor
        func testASnapshotAppliedByTheDataSourceItselfIsFoundAfterTheNextLayout() {
            let (table, dataSource) = diffableTable([(100, [1, 2, 3, 4, 5, 6])])
            defer { table.close() }
            defer { withExtendedLifetime(dataSource) {} }
            let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                let after = snapshot([(100, [table.newID(), 6, 5, 4, 3, 2, 1])])
                table.model = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
                dataSource.apply(after, animatingDifferences: false)  // not through ch.apply
                // The next layout pass finds it: the heights are dropped and the visible rows asked again.
                table.tableView.layoutIfNeeded()
                UIKitHost.spin(until: { refreshes(table) == 1 }, "the rows were asked for their heights again")
                table.fillCache()  // the rows UIKit did not ask for: cached, no stale height among them
                table.assertHeightsRight(minimumChecked: 7, "after the layout pass that found the snapshot")
                let again = snapshot([(100, [1, 2, 3])])
                table.model = [[1, 2, 3]]
                dataSource.apply(again, animatingDifferences: false)
                table.tableView.layoutIfNeeded()
                UIKitHost.spin(until: { refreshes(table) == 2 }, "the rows were asked for their heights again")
                table.fillCache()
                table.assertHeightsRight(minimumChecked: 3, "after a second one")
                return log.all
            }
            XCTAssertEqual(messages.map(\.kind), [.misuse], "reported once per list")
            XCTAssertEqual(refreshes(table), 2)
            XCTAssertTrue(messages.first?.message.contains("ch.apply(_:to:animatingDifferences:completion:)") == true)
        }
    }
#endif

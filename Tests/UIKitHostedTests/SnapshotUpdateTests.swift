// Diffable data sources exist on iOS only, and so does the package's conformance of
// NSDiffableDataSourceSnapshot to DiffableSnapshotProtocol.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Snapshots applied through `ch.performUpdates(from:to:_:)` keep every cached height with its
    /// item on a real table with a real `UITableViewDiffableDataSource`: after each, every cached
    /// height equals a fresh measurement of the item now at its index path. The on-device twin of
    /// `DiffableSnapshotTests` and `ListUpdateRouterTests.aKnownUpdateIsAppliedOnceWhateverTheListDoesMeanwhile`.
    final class SnapshotUpdateTests: XCTestCase {
        private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

        /// A snapshot of `sections` (section identifier, item identifiers).
        private func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
            var snapshot = Snapshot()
            snapshot.appendSections(sections.map(\.0))
            for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
            return snapshot
        }

        /// Applies `after` as the README says, the model first (the delegate reads it).
        @MainActor
        private func apply(
            _ after: Snapshot, to table: ModelTable, with dataSource: UITableViewDiffableDataSource<Int, Int>,
            _ applyIt: () -> Void
        ) {
            table.model = after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) }
            table.tableView.ch.performUpdates(from: dataSource.snapshot(), to: after, applyIt)
        }

        @MainActor
        func testSnapshotsAppliedThroughPerformUpdates() {
            // The delegate; the data source is the diffable one below, set before the table is first
            // laid out (UIKit would otherwise hold the row counts of the first data source).
            let table = ModelTable([4, 4], inWindow: false)
            defer { table.close() }
            let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table.tableView) {
                tableView, indexPath, id in
                let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
                if let cell = cell as? TextCell { table.configure(cell, with: id) }
                return cell
            }
            defer { withExtendedLifetime(dataSource) {} }
            dataSource.apply(snapshot([(100, [1, 2, 3, 4]), (200, [5, 6, 7, 8])]), animatingDifferences: false)
            table.show()
            table.fillCache()
            table.assertHeightsRight(minimumChecked: 8, "before the snapshots")

            // Moves within and across sections, a deletion, an insertion and a section move.
            let inserted = table.newID()
            let moved = snapshot([(200, [5, 1, 6, inserted]), (100, [2, 4, 8, 7])])
            apply(moved, to: table, with: dataSource) { dataSource.apply(moved, animatingDifferences: true) }
            table.assertHeightsRight(minimumChecked: 7, "after moves, a deletion and an insertion")
            table.tableView.layoutIfNeeded()
            table.assertHeightsRight(minimumChecked: 7, "after the next layout")
            table.assertLayoutMatchesCache("after moves, a deletion and an insertion")

            guard #available(iOS 15.0, *) else { return }
            // Reloaded and reconfigured items lose their heights (iOS 15 and later).
            var changed = moved
            table.changeContent(of: 5, toLines: 30)
            table.changeContent(of: 2, toLines: 31)
            changed.reconfigureItems([5])
            changed.reloadItems([2])
            apply(changed, to: table, with: dataSource) { dataSource.apply(changed, animatingDifferences: false) }
            table.assertHeightsRight(minimumChecked: 5, "after a reload and a reconfiguration")

            // A snapshot applied by reloading the whole table: heights still move with their items.
            let reordered = snapshot([(100, [7, 8, 4, 2]), (200, [inserted, 6, 1, 5])])
            apply(reordered, to: table, with: dataSource) { dataSource.applySnapshotUsingReloadData(reordered) }
            table.assertHeightsRight(minimumChecked: 5, "after applySnapshotUsingReloadData")
            table.tableView.layoutIfNeeded()
            table.assertHeightsRight(minimumChecked: 5, "after the next layout")
            table.assertLayoutMatchesCache("after applySnapshotUsingReloadData")
        }
    }
#endif

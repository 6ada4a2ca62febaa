// Diffable data sources exist on iOS only.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// The diffable watch on a real collection view and a real table: a layout pass that only
    /// scrolled never counts the items nor asks the data source for its counts; a snapshot applied
    /// behind the hooks' back is still found. The on-device twins of `DiffableWatchCountTests`.
    final class DiffableWatchScrollTests: XCTestCase {
        /// How many times the list's diffable watch counted the data source's items.
        @MainActor
        private func itemCounts(_ list: UIScrollView) -> Int {
            HeightStore.existing(list)?.state.snapshots.itemCounts ?? -1
        }

        @MainActor
        func testLayoutPassesThatOnlyScrollDoNotCountTheDataSourcesItems() {
            let sections = (0..<40).map { ("S\($0)", Array($0 * 10..<$0 * 10 + 6)) }
            let list = DiffableCollection(sections)
            defer { list.close() }
            list.fillCache()
            list.collectionView.layoutIfNeeded()
            UIKitHost.turn(passes: 2)
            let before = itemCounts(list.collectionView)
            XCTAssertGreaterThanOrEqual(before, 1, "the baseline was counted")
            let maxOffset = list.collectionView.contentSize.height - list.collectionView.bounds.height
            XCTAssertGreaterThan(maxOffset, 1_000, "a list long enough to scroll")
            for step in 1...60 {
                list.collectionView.contentOffset.y = maxOffset * CGFloat(step) / 60
                list.collectionView.layoutIfNeeded()
            }
            XCTAssertEqual(itemCounts(list.collectionView), before, "a pass that only scrolled counted the items")
            // A snapshot applied behind the hooks' back is still found: it changes the content size.
            var snapshot = list.dataSource.snapshot()
            snapshot.appendItems([9_000], toSection: "S0")
            let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                list.dataSource.apply(snapshot, animatingDifferences: false)
                list.collectionView.layoutIfNeeded()
                return log.all
            }
            XCTAssertGreaterThan(itemCounts(list.collectionView), before, "the new content size was counted")
            XCTAssertEqual(messages.filter { $0.kind == .misuse }.count, 1, "found, and reported once")
        }

        /// A diffable data source that counts how often it is asked for its counts.
        private final class CountingTableDataSource: UITableViewDiffableDataSource<Int, Int> {
            var countCalls = 0

            override func numberOfSections(in tableView: UITableView) -> Int {
                countCalls += 1
                return super.numberOfSections(in: tableView)
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                countCalls += 1
                return super.tableView(tableView, numberOfRowsInSection: section)
            }
        }

        @MainActor
        func testTableLayoutPassesThatOnlyScrollDoNotCountTheRowsNorAskTheDataSource() {
            for estimates in [false, true] {
                let table = ModelTable(Array(repeating: 6, count: 12), lineCount: { 1 + $0 % 4 }, inWindow: false)
                defer { table.close() }
                // Without estimates UIKit asks every row's height at once: the content size is final.
                if !estimates { table.tableView.estimatedRowHeight = 0 }
                let dataSource = CountingTableDataSource(tableView: table.tableView) { tableView, indexPath, id in
                    let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
                    if let cell = cell as? TextCell { table.configure(cell, with: id) }
                    return cell
                }
                defer { withExtendedLifetime(dataSource) {} }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections(Array(table.model.indices))
                for (section, ids) in table.model.enumerated() { snapshot.appendItems(ids, toSection: section) }
                dataSource.apply(snapshot, animatingDifferences: false)
                table.show()
                table.fillCache()
                table.tableView.layoutIfNeeded()
                UIKitHost.turn(passes: 2)
                let counts = itemCounts(table.tableView)
                let calls = dataSource.countCalls
                let maxOffset = table.tableView.contentSize.height - table.tableView.bounds.height
                XCTAssertGreaterThan(maxOffset, 1_000, "a table long enough to scroll")
                for step in 1...60 {
                    table.tableView.contentOffset.y = maxOffset * CGFloat(step) / 60
                    table.tableView.layoutIfNeeded()
                }
                XCTAssertEqual(dataSource.countCalls, calls, "the data source was asked for its counts while scrolling")
                if !estimates {
                    XCTAssertEqual(itemCounts(table.tableView), counts, "a pass that only scrolled counted the rows")
                }
            }
        }
    }
#endif

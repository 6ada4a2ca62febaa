// Diffable data sources exist on iOS only, and section snapshots from iOS 14.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Section snapshots and outlines on a real collection view with a real
    /// `UICollectionViewDiffableDataSource`: a section snapshot applied with
    /// `ch.apply(_:to:in:animatingDifferences:completion:)`, and an outline item expanded and
    /// collapsed the way UIKit does it when the user taps its disclosure, keep every cached height
    /// with its item and report nothing; a layout pass that only scrolled never asks the data source
    /// for its counts. The on-device twins of `OutlineChangeTests` and `DiffableWatchCountTests`.
    final class SectionSnapshotTests: XCTestCase {
        private typealias Outline = NSDiffableDataSourceSectionSnapshot<Int>

        /// How many times the list's diffable watch counted the data source's items.
        @MainActor
        private func itemCounts(_ list: UIScrollView) -> Int {
            HeightStore.existing(list)?.state.snapshots.itemCounts ?? -1
        }

        /// An outline: 1 and 2 at the top, 1 with children 10, 11 (11 with child 110), 2 with 20.
        @available(iOS 14.0, *)
        private func outline(expanding expanded: [Int] = []) -> Outline {
            var outline = Outline()
            outline.append([1, 2])
            outline.append([10, 11], to: 1)
            outline.append([110], to: 11)
            outline.append([20], to: 2)
            outline.expand(expanded)
            return outline
        }

        @MainActor
        func testASectionSnapshotAppliedThroughApplyKeepsEveryHeightWithItsItem() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("section snapshots are iOS 14 and later") }
            let list = DiffableCollection([("Library", [1, 2]), ("Recent", [30, 31, 32])])
            defer { list.close() }
            list.fillCache()
            let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                list.collectionView.ch.apply(outline(expanding: [1]), to: "Library", in: list.dataSource)
                XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers(inSection: "Library"), [1, 10, 11, 2])
                list.assertHeightsRight(minimumChecked: 5, "after the section snapshot")
                list.collectionView.layoutIfNeeded()
                list.fillCache()
                list.assertHeightsRight(minimumChecked: 7, "after the next layout")
                // Another section reordered, one item gone, one new; a section the data source does
                // not have is appended.
                var recent = Outline()
                recent.append([32, 30, 40])
                list.collectionView.ch.apply(recent, to: "Recent", in: list.dataSource, animatingDifferences: false)
                var pinned = Outline()
                pinned.append([50, 51])
                list.collectionView.ch.apply(pinned, to: "Pinned", in: list.dataSource)
                XCTAssertEqual(list.dataSource.snapshot().sectionIdentifiers, ["Library", "Recent", "Pinned"])
                list.assertHeightsRight(minimumChecked: 6, "after reordering a section and appending one")
                list.collectionView.layoutIfNeeded()
                list.assertHeightsRight(minimumChecked: 6, "after the next layout")
                return log.all
            }
            XCTAssertEqual(messages, [], "every section snapshot went through ch.apply")
        }

        @MainActor
        func testAnOutlineItemExpandedAndCollapsedByUIKitKeepsTheHeightsOfTheItemsThatStay() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("outlines are iOS 14 and later") }
            let list = DiffableCollection([("Library", []), ("Recent", [30, 31])])
            defer { list.close() }
            var announced: [Int] = []
            // The app's own handlers, set before the first ch.apply: they still run.
            list.dataSource.sectionSnapshotHandlers.willExpandItem = { announced.append($0) }
            list.dataSource.sectionSnapshotHandlers.willCollapseItem = { announced.append(-$0) }
            list.collectionView.ch.apply(outline(expanding: [11]), to: "Library", in: list.dataSource)
            list.collectionView.layoutIfNeeded()
            list.fillCache()
            let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                // What UIKit does when the user taps 1's disclosure: it announces the expansion, then
                // applies the section snapshot with 1 expanded by its own paths.
                list.dataSource.sectionSnapshotHandlers.willExpandItem?(1)
                list.dataSource.apply(outline(expanding: [11, 1]), to: "Library", animatingDifferences: true)
                XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers(inSection: "Library"), [1, 10, 11, 110, 2])
                list.assertHeightsRight(minimumChecked: 4, "right after the expansion")
                list.collectionView.layoutIfNeeded()
                UIKitHost.turn(passes: 3)
                list.assertHeightsRight(minimumChecked: 4, "after the layout that followed the expansion")
                list.fillCache()
                // Then taps it again.
                list.dataSource.sectionSnapshotHandlers.willCollapseItem?(1)
                list.dataSource.apply(outline(expanding: [11]), to: "Library", animatingDifferences: false)
                list.collectionView.layoutIfNeeded()
                UIKitHost.turn(passes: 3)
                list.assertHeightsRight(minimumChecked: 4, "after the collapse")
                return log.all
            }
            XCTAssertEqual(announced, [1, -1], "the app's handlers ran")
            XCTAssertEqual(messages, [], "UIKit's own expansion is not a snapshot from outside")
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

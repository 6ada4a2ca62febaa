#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 35 §5: working out a table's layout reads its section index from the data source
    /// (`sectionIndexTitles(for:)`) and, when `sectionIndexMinimumDisplayRowCount` is above 0, its
    /// row counts from the table (`numberOfSections`, `numberOfRows(inSection:)`, which load a table
    /// that has not loaded its data yet). That is the app's code and UIKit's, and it may reach the
    /// package again: a height asked from the data source, a hooked `reloadData()`. Before the fix
    /// such a call met the modifying access the package held on the table's layout memo, and Swift
    /// trapped ("Simultaneous accesses"). The Linux twin is `TableLayoutReentrancyTests`, which
    /// trapped so on the old memo.
    final class SectionIndexReentrancyTests: XCTestCase {
        @MainActor func testAHeightAskedFromTheIndexTitlesDoesNotTrap() {
            let rows = IndexedRows(asksAHeightFromIndexTitles: true)
            let window = UIKitHost.window(holding: rows.tableView)
            defer { window.isHidden = true }
            let first = IndexPath(row: 0, section: 0)
            UIKitHost.spin(
                until: {
                    rows.tableView.layoutIfNeeded()
                    return rows.tableView.ch.heightCache.containsHeight(at: first)
                }, "the first row never got a cached height")
            XCTAssertGreaterThan(rows.heightsAskedFromIndexTitles, 0, "the data source asked a height from its titles")
            rows.assertVisibleHeightsRight()
        }

        @MainActor func testAHeightAskedBeforeTheTableLoadedCountsItsRowsWithoutTrapping() {
            let rows = IndexedRows(asksAHeightFromIndexTitles: false)
            // No window, no layout yet: UIKit has not loaded the table's data. The index's row
            // count asks the table for its counts, which may load it (through the hooked reloadData()).
            let early = rows.height(at: IndexPath(row: 3, section: 1))
            XCTAssertTrue(early.isFinite, "a height (or UIKit's automatic dimension) came back")
            let window = UIKitHost.window(holding: rows.tableView)
            defer { window.isHidden = true }
            UIKitHost.spin(
                until: {
                    rows.tableView.layoutIfNeeded()
                    return rows.tableView.ch.heightCache.containsHeight(at: IndexPath(row: 0, section: 0))
                }, "the first row never got a cached height")
            rows.assertVisibleHeightsRight()
        }
    }

    /// Five sections of rows of one to four lines, with a section index shown once the table has a
    /// row (`sectionIndexMinimumDisplayRowCount` 1: the package counts the rows), and heights from
    /// `ch.heightForCell(withIdentifier:cacheByIndexPath:…)`.
    @MainActor
    private final class IndexedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        private let asksAHeightFromIndexTitles: Bool
        private(set) var heightsAskedFromIndexTitles = 0

        init(asksAHeightFromIndexTitles: Bool) {
            self.asksAHeightFromIndexTitles = asksAHeightFromIndexTitles
            super.init()
            tableView.register(TextCell.self, forCellReuseIdentifier: TextCell.identifier)
            tableView.sectionIndexMinimumDisplayRowCount = 1
            tableView.dataSource = self
            tableView.delegate = self
        }

        private func configure(_ cell: TextCell, at indexPath: IndexPath) {
            let lines = (indexPath.section + indexPath.row) % 4 + 1
            cell.label.text = (1...lines).map { "Section \(indexPath.section), row \(indexPath.row): \($0)" }
                .joined(separator: "\n")
        }

        func height(at indexPath: IndexPath) -> CGFloat {
            tableView.ch.heightForCell(withIdentifier: TextCell.identifier, cacheByIndexPath: indexPath) {
                (cell: TextCell) in self.configure(cell, at: indexPath)
            }
        }

        func numberOfSections(in tableView: UITableView) -> Int { 5 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
            if let cell = cell as? TextCell { configure(cell, at: indexPath) }
            return cell
        }

        func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            if asksAHeightFromIndexTitles {
                // An app that sizes something by a row's height while it builds its index.
                heightsAskedFromIndexTitles += 1
                _ = tableView.ch.heightForCell(withIdentifier: TextCell.identifier) { (cell: TextCell) in
                    self.configure(cell, at: IndexPath(row: 0, section: 0))
                }
            }
            return ["A", "B", "C", "D", "E"]
        }

        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            index
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            height(at: indexPath)
        }

        /// Every visible row's cached height is the height UIKit laid it out with, and a fresh
        /// measurement of its content (the index narrows the content: a layout read wrong shows),
        /// once what the first display taught (a correction and its refresh) is behind it.
        func assertVisibleHeightsRight(file: StaticString = #filePath, line: UInt = #line) {
            UIKitHost.turn(passes: 5)
            tableView.layoutIfNeeded()
            let visible = tableView.indexPathsForVisibleRows ?? []
            XCTAssertFalse(visible.isEmpty, "no visible row", file: file, line: line)
            let pixel = 1 / max(tableView.traitCollection.displayScale, 1)
            for indexPath in visible {
                let cached = tableView.ch.heightCache.height(at: indexPath) ?? -1
                XCTAssertEqual(
                    cached, tableView.rectForRow(at: indexPath).height, accuracy: pixel / 2, "row \(indexPath)",
                    file: file, line: line)
                let fresh = tableView.ch.heightForCell(withIdentifier: TextCell.identifier) { (cell: TextCell) in
                    self.configure(cell, at: indexPath)
                }
                XCTAssertEqual(cached, fresh, accuracy: pixel / 2, "row \(indexPath)", file: file, line: line)
            }
        }
    }
#endif

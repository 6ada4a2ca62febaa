#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// A one-section table in a real window whose row of content id `n` shows `n` lines, so that every
    /// row has its own height; `heightForRowAt` answers `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`.
    /// (A small cousin of `UIKitHostedTests`' `ModelTable`: test targets share only `UIKitTestSupport`.)
    @MainActor
    final class FirstTable: NSObject, UITableViewDataSource, UITableViewDelegate {
        /// The reuse identifier of its ``TextCell``s.
        private static let cellIdentifier = "Lines"
        let tableView = UITableView(frame: .zero, style: .plain)
        private var window: UIWindow?
        /// The app's data: a content id per row. Change it first, then tell the table.
        var ids: [Int] {
            get { content.sections[0] }
            set { content.sections[0] = newValue }
        }
        private var content: ContentModel

        init(rows: Int) {
            content = ContentModel([rows], lineCount: { $0 })  // the content ids 1...rows
            super.init()
            tableView.register(TextCell.self, forCellReuseIdentifier: Self.cellIdentifier)
            tableView.dataSource = self
            tableView.delegate = self
            window = HostWindow.make(holding: tableView, size: CGSize(width: 390, height: 844))
        }

        func close() {
            window?.isHidden = true
            window = nil
        }

        private func configure(_ cell: TextCell, with id: Int) {
            cell.label.text = (1...id).map { "Row \(id), line \($0)" }.joined(separator: "\n")
        }

        private func id(at indexPath: IndexPath, askedBy method: String) -> Int? {
            content.id(section: indexPath.section, row: indexPath.row, askedBy: method)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ids.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            if let cell = cell as? TextCell, let id = id(at: indexPath, askedBy: "cellForRowAt") {
                configure(cell, with: id)
            }
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let id = id(at: indexPath, askedBy: "heightForRowAt") else { return 44 }
            return tableView.ch.heightForCell(withIdentifier: Self.cellIdentifier, cacheByIndexPath: indexPath) {
                (cell: TextCell) in configure(cell, with: id)
            }
        }

        /// Asks the delegate for every row's height, as UIKit does for the rows it lays out.
        func fillCache() {
            for row in ids.indices { _ = self.tableView(tableView, heightForRowAt: IndexPath(row: row, section: 0)) }
        }

        /// Fails the test if a cached height differs from a fresh measurement of the row now at its
        /// index path, if a height is cached past the end of the data, if fewer than `minimumChecked`
        /// rows have one, or if the data source was asked for a row it does not have.
        func assertHeightsRight(
            minimumChecked: Int, _ message: String, file: StaticString = #filePath, line: UInt = #line
        ) {
            let cache = tableView.ch.heightCache
            var problems: [String] = []
            var checked = 0
            for (row, id) in ids.enumerated() {
                guard let cached = cache.height(at: IndexPath(row: row, section: 0)) else { continue }
                checked += 1
                let fresh = tableView.ch.heightForCell(withIdentifier: Self.cellIdentifier) { (cell: TextCell) in
                    configure(cell, with: id)
                }
                if abs(cached - fresh) > 0.001 {
                    problems.append("row \(row): cached \(cached), content \(id) is \(fresh)")
                }
            }
            if cache.statistics.cachedCount != checked { problems.append("heights cached past the end of the data") }
            XCTAssertEqual(problems, [], "stale heights \(message)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(
                checked, minimumChecked, "rows with a height \(message)", file: file, line: line)
            XCTAssertEqual(
                content.violations, [], "asked for rows the data does not have \(message)", file: file, line: line)
        }
    }
#endif

#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// A real table in a real window, with a real data source and delegate over a model the test
    /// changes first and then tells the table about (the order the *Table View Programming Guide*
    /// prescribes). Each row shows the content of a content id: `lines(of:)` lines of text, so rows
    /// of different ids have different heights and a height left at the wrong index path shows.
    ///
    /// `tableView(_:heightForRowAt:)` answers `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`
    /// (the README's quick start). It and `tableView(_:cellForRowAt:)` check that the row they are
    /// asked for exists in the model and record a violation otherwise (on a device such a call would
    /// read past the end of the app's array and trap).
    @MainActor
    final class ModelTable: NSObject, UITableViewDataSource, UITableViewDelegate {
        let tableView: UITableView
        private(set) var window: UIWindow?
        /// The app's data: a content id per row, section by section. Change it first, then the table.
        var model: [[Int]] {
            get { content.sections }
            set { content.sections = newValue }
        }
        /// Rows asked for that the model did not have, as "method (section, row)".
        var violations: [String] { content.violations }
        /// How many times a row was measured (its template configured on a cache miss).
        private(set) var measurements = 0
        /// Every row measured, in order, with the layout context of the cache it was measured for.
        private(set) var measuredRows: [(indexPath: IndexPath, context: LayoutContext)] = []
        /// The app's `tableView(_:willDisplay:forRowAt:)`, if it does anything there.
        var willDisplay: ((IndexPath) -> Void)?

        private var content: ContentModel

        /// A table of `rowCounts.count` sections whose rows have the content ids 1, 2, 3 … in order,
        /// shown in a window of `size` (not yet if `inWindow` is `false`: see ``show(size:)``); content id `n` shows
        /// `lineCount(n)` lines (`n` by default: every row a different height).
        init(
            _ rowCounts: [Int], tableView: UITableView = UITableView(frame: .zero, style: .plain),
            lineCount: @escaping (Int) -> Int = { $0 }, inWindow: Bool = true,
            size: CGSize = CGSize(width: 390, height: 844)
        ) {
            content = ContentModel(rowCounts, lineCount: lineCount)
            self.tableView = tableView
            super.init()
            tableView.register(TextCell.self, forCellReuseIdentifier: TextCell.identifier)
            tableView.dataSource = self
            tableView.delegate = self
            if inWindow { show(size: size) }
        }

        /// Puts the table in a window of `size` and lays it out (`init` does unless told otherwise).
        func show(size: CGSize = CGSize(width: 390, height: 844)) {
            window = UIKitHost.window(holding: tableView, size: size)
        }

        /// Hides the window (call at the end of each test).
        func close() {
            window?.isHidden = true
            window = nil
        }

        /// A content id never used before.
        func newID() -> Int { content.newID() }

        /// New content ids, `count` of them.
        func newIDs(_ count: Int) -> [Int] { content.newIDs(count) }

        /// The number of text lines the content `id` shows.
        func lines(of id: Int) -> Int { content.lines(of: id) }

        /// Changes the content of `id` to `lines` lines (then tell the table: reload or reconfigure).
        func changeContent(of id: Int, toLines lines: Int) { content.changeContent(of: id, toLines: lines) }

        /// Shows the content `id` in `cell`.
        func configure(_ cell: TextCell, with id: Int) {
            cell.label.text = (1...max(1, lines(of: id))).map { "Row \(id), line \($0)" }.joined(separator: "\n")
        }

        /// The content id at `indexPath`, or `nil` (and a violation recorded) if the model has no such row.
        func id(at indexPath: IndexPath, askedBy method: String) -> Int? {
            content.id(section: indexPath.section, row: indexPath.row, askedBy: method)
        }

        // MARK: Data source and delegate

        func numberOfSections(in tableView: UITableView) -> Int { model.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section < model.count ? model[section].count : 0
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
            if let cell = cell as? TextCell, let id = id(at: indexPath, askedBy: "cellForRowAt") {
                configure(cell, with: id)
            }
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let id = id(at: indexPath, askedBy: "heightForRowAt") else { return 44 }
            return tableView.ch.heightForCell(withIdentifier: TextCell.identifier, cacheByIndexPath: indexPath) {
                (cell: TextCell) in
                measurements += 1
                measuredRows.append((indexPath, tableView.ch.heightCache.layoutContext))
                configure(cell, with: id)
            }
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            willDisplay?(indexPath)
        }

        // MARK: Checks

        /// Asks the delegate for the height of every row of the model, as UIKit does for the rows it
        /// lays out: afterwards every row has a cached height.
        func fillCache() {
            for (section, ids) in model.enumerated() {
                for row in ids.indices {
                    _ = self.tableView(self.tableView, heightForRowAt: IndexPath(row: row, section: section))
                }
            }
        }

        /// The rows of the model without a cached height.
        var uncachedCount: Int {
            let cache = tableView.ch.heightCache
            var count = 0
            for (section, ids) in model.enumerated() {
                for row in ids.indices where !cache.containsHeight(at: IndexPath(row: row, section: section)) {
                    count += 1
                }
            }
            return count
        }

        /// A fresh measurement (nothing cached) of the content `id`.
        func freshHeight(of id: Int) -> CGFloat {
            tableView.ch.heightForCell(withIdentifier: TextCell.identifier) { (cell: TextCell) in
                configure(cell, with: id)
            }
        }

        /// Compares every cached height with a fresh measurement of the row now at its index path.
        ///
        /// - Returns: The mismatches (and heights cached for rows the model does not have), and how
        ///   many cached heights were compared.
        func staleHeights() -> (problems: [String], checked: Int) {
            let cache = tableView.ch.heightCache
            var problems: [String] = []
            var checked = 0
            for (section, ids) in model.enumerated() {
                for (row, id) in ids.enumerated() {
                    guard let cached = cache.height(at: IndexPath(row: row, section: section)) else { continue }
                    checked += 1
                    let fresh = freshHeight(of: id)
                    if abs(cached - fresh) > 0.001 {
                        problems.append("(\(section), \(row)): cached \(cached), content \(id) measures \(fresh)")
                    }
                }
            }
            let beyond = cache.statistics.cachedCount - checked
            if beyond != 0 { problems.append("\(beyond) height(s) cached for rows the model does not have") }
            return (problems, checked)
        }

        /// Fails the test if a cached height differs from a fresh measurement of the row now at its
        /// index path, if fewer than `minimumChecked` rows have a cached height (the heights the rules
        /// keep), or if the data source was asked for a row it does not have.
        func assertHeightsRight(
            minimumChecked: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
        ) {
            let (problems, checked) = staleHeights()
            XCTAssertEqual(problems, [], "stale heights \(message)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(
                checked, minimumChecked, "rows whose heights should have been kept \(message)", file: file, line: line)
            XCTAssertEqual(violations, [], "asked for rows the model does not have \(message)", file: file, line: line)
        }

        /// Fails the test unless UIKit's own layout agrees with the cache: every visible row (at
        /// least one) has a cached height, and the height UIKit laid it out with
        /// (`rectForRow(at:)`, what the delegate answered when UIKit asked) is that height. A cache
        /// that was updated after UIKit computed its layout (a change applied too late) fails here
        /// even when each cached height is right for its row.
        func assertLayoutMatchesCache(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
            tableView.layoutIfNeeded()
            let cache = tableView.ch.heightCache
            let visible = tableView.indexPathsForVisibleRows ?? []
            XCTAssertFalse(visible.isEmpty, "no visible row to compare \(message)", file: file, line: line)
            let pixel = 1 / max(tableView.traitCollection.displayScale, 1)
            for indexPath in visible {
                let laidOut = tableView.rectForRow(at: indexPath).height
                XCTAssertEqual(
                    cache.height(at: indexPath) ?? -1, laidOut, accuracy: pixel / 2,
                    "row \(indexPath): UIKit laid it out \(laidOut) tall, the cache says otherwise \(message)",
                    file: file, line: line)
            }
        }
    }
#endif

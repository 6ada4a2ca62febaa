#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 35 §5: editing mode proper (the Edit button) is measured in editing state, into the
    /// editing bucket; a swipe keeps every row's normal height. UIKit tells them apart with a private
    /// flag; the package by what reaches `setEditing(_:animated:)` and what the visible cells show
    /// when it returns (``ListEditingRequest``).
    ///
    /// A swipe in a `UITableViewController` reaches `setEditing`: its `tableView(_:willBeginEditingRowAt:)`
    /// calls the controller's `setEditing(true, animated:)`, which calls the table's (the Edit button
    /// turns to Done), and UIKit, already editing for the swipe, leaves the other cells alone. A
    /// test cannot swipe (no touch synthesis outside XCUITest), so each state the package can tell
    /// apart is reached another way here: the controller's Edit button action (editing mode), the
    /// delegate call UIKit makes when a swipe begins (which reaches `setEditing`), and a table whose
    /// cells stay out of editing state when `setEditing(true)` returns, as the cells of a swiped
    /// table's other rows do. A swipe in a plain view controller, which never calls `setEditing`,
    /// is the Linux twin's (`ListEditingRequestTests`), as is the swipe that reaches it.
    final class EditingModeOrSwipeTests: XCTestCase {
        @MainActor func testTheEditButtonOfATableViewControllerEntersEditingMode() {
            let feed = EditableFeedController()
            let window = feed.show()
            defer { window.isHidden = true }
            let normal = feed.visibleHeights()
            XCTAssertFalse(feed.isEditingContext(), "not editing yet")

            feed.setEditing(true, animated: false)  // what editButtonItem's action calls
            XCTAssertTrue(feed.tableView.isEditing)
            XCTAssertTrue(feed.visibleCellsAreEditing(), "UIKit put the visible cells in editing state")
            XCTAssertTrue(feed.isEditingContext(), "editing mode proper: the editing bucket")
            XCTAssertEqual(feed.visibleHeights().count, normal.count, "the visible rows measured in editing state")

            feed.setEditing(false, animated: false)  // Done
            XCTAssertFalse(feed.isEditingContext())
            XCTAssertEqual(feed.visibleHeights(), normal, "the normal bucket's heights were kept")
        }

        @MainActor func testASwipeBeginningInATableViewControllerReachesSetEditing() {
            let feed = EditableFeedController()
            let window = feed.show()
            defer { window.isHidden = true }
            let row = IndexPath(row: 1, section: 0)
            let willBegin = #selector(UITableViewDelegate.tableView(_:willBeginEditingRowAt:))
            XCTAssertTrue(
                feed.responds(to: willBegin),
                "UITableViewController implements tableView(_:willBeginEditingRowAt:), which UIKit calls when a "
                    + "swipe begins")
            // What UIKit calls when a swipe on `row` begins, and when it ends.
            (feed as UITableViewDelegate).tableView?(feed.tableView, willBeginEditingRowAt: row)
            XCTAssertTrue(feed.isEditing, "the controller's setEditing(true, animated:) ran: its Edit button says Done")
            XCTAssertEqual(feed.probe.setEditingCalls.last, true, "and reached the table's setEditing(_:animated:)")
            // No row is swiped here, so UIKit enters editing mode proper: the package follows the cells.
            XCTAssertEqual(
                feed.isEditingContext(), feed.visibleCellsAreEditing(), "the package reads what the cells show")

            (feed as UITableViewDelegate).tableView?(feed.tableView, didEndEditingRowAt: row)
            XCTAssertFalse(feed.isEditing, "the controller's setEditing(false, animated:) ran")
            XCTAssertEqual(feed.probe.setEditingCalls.last, false)
            XCTAssertFalse(feed.isEditingContext())
        }

        @MainActor func testSetEditingThatLeavesTheVisibleCellsAloneIsASwipe() {
            let feed = EditableFeedController()
            let window = feed.show()
            defer {
                window.isHidden = true
                FeedCell.staysOutOfEditingState = false
            }
            let normal = feed.visibleHeights()
            // The cells of a swiped table's other rows: UIKit does not put them in editing state.
            FeedCell.staysOutOfEditingState = true
            feed.setEditing(true, animated: false)  // as the swipe's willBeginEditingRowAt does
            XCTAssertTrue(feed.tableView.isEditing)
            XCTAssertFalse(feed.visibleCellsAreEditing())
            XCTAssertFalse(feed.isEditingContext(), "a swipe: the normal bucket")
            XCTAssertEqual(feed.visibleHeights(), normal, "every row keeps its normal height")
            feed.setEditing(false, animated: false)
            XCTAssertFalse(feed.isEditingContext())

            FeedCell.staysOutOfEditingState = false
            feed.setEditing(true, animated: false)  // the Edit button, no swipe
            XCTAssertTrue(feed.isEditingContext(), "editing mode proper again")
        }
    }

    /// A multi-line cell whose `isEditing` can be made to read `false` whatever UIKit set: the
    /// stand-in for a cell UIKit left alone.
    private final class FeedCell: UITableViewCell {
        static let identifier = "FeedCell"
        @MainActor static var staysOutOfEditingState = false
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CellLabel.pin(label, toMarginsOf: contentView, font: UIFont.systemFont(ofSize: 17))
        }

        required init?(coder: NSCoder) { nil }

        override var isEditing: Bool {
            get { Self.staysOutOfEditingState ? false : super.isEditing }
            set { super.isEditing = newValue }
        }
    }

    /// A table that records the values its `setEditing(_:animated:)` was called with.
    private final class SetEditingProbe: UITableView {
        private(set) var setEditingCalls: [Bool] = []

        override func setEditing(_ editing: Bool, animated: Bool) {
            setEditingCalls.append(editing)
            super.setEditing(editing, animated: animated)
        }
    }

    /// A `UITableViewController` whose rows can be deleted (swipe-to-delete is on: the data source
    /// commits deletions), heights from `ch.heightForCell(withIdentifier:cacheByIndexPath:…)`. Each
    /// row's text fills a few lines.
    private final class EditableFeedController: UITableViewController {
        let probe = SetEditingProbe(frame: .zero, style: .plain)

        init() {
            super.init(style: .plain)
            tableView = probe
            probe.register(FeedCell.self, forCellReuseIdentifier: FeedCell.identifier)
        }

        required init?(coder: NSCoder) { nil }

        /// Shows the controller's table in a window and lays it out; the run loop turns a few times
        /// so that what the first display teaches (a correction and its refresh) is behind it.
        func show() -> UIWindow {
            let window = UIKitHost.window(holding: tableView) { root in root.addChild(self) }
            didMove(toParent: parent)
            tableView.layoutIfNeeded()
            UIKitHost.turn(passes: 5)
            return window
        }

        private func configure(_ cell: FeedCell, at indexPath: IndexPath) {
            cell.label.text = String(repeating: "Row \(indexPath.row) of the feed, ", count: 6 + indexPath.row % 3)
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: FeedCell.identifier, for: indexPath)
            if let cell = cell as? FeedCell { configure(cell, at: indexPath) }
            return cell
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.ch.heightForCell(withIdentifier: FeedCell.identifier, cacheByIndexPath: indexPath) {
                (cell: FeedCell) in self.configure(cell, at: indexPath)
            }
        }

        /// The visible rows' heights as the delegate answers them now (measured and cached if new).
        func visibleHeights() -> [IndexPath: CGFloat] {
            tableView.layoutIfNeeded()
            var heights: [IndexPath: CGFloat] = [:]
            for indexPath in (tableView.indexPathsForVisibleRows ?? []).prefix(6) {
                heights[indexPath] = self.tableView(tableView, heightForRowAt: indexPath)
            }
            return heights
        }

        /// Whether the row heights go to the editing bucket now (asks a height first).
        func isEditingContext() -> Bool {
            _ = self.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
            return tableView.ch.heightCache.layoutContext.isEditing
        }

        /// Whether every visible cell is in editing state.
        func visibleCellsAreEditing() -> Bool {
            tableView.layoutIfNeeded()
            return !tableView.visibleCells.isEmpty && tableView.visibleCells.allSatisfy(\.isEditing)
        }
    }
#endif

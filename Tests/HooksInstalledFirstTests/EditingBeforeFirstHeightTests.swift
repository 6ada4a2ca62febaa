#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import ObjectiveC
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 24 §1: a table put in editing mode before its first height request (before its height
    /// store exists) gets editing-mode heights, equal to the heights UIKit's own self-sizing gives a
    /// twin table in editing mode: first before the package's hooks exist (this process's first use
    /// of the package: XCTest runs classes in alphabetical order, this one before
    /// `HooksInstalledFirstTests`), then with them installed.
    final class EditingBeforeFirstHeightTests: XCTestCase {
        override class func setUp() {
            super.setUp()
            _ = EarlyHooks.installed  // whichever class runs first, the test's own hooks come first
        }

        @MainActor func testEditingBeforeTheFirstHeightBeforeAndAfterThePackageHooksTheTable() {
            let setEditing = class_getInstanceMethod(UITableView.self, #selector(UITableView.setEditing(_:animated:)))
            XCTAssertNil(
                setEditing.flatMap { imp_getBlock(method_getImplementation($0)) },
                "the package's hooks are not installed yet: this must be the process's first use of the package")
            check { $0.setEditing(true, animated: false) }  // the package's first use installs its hooks
            XCTAssertTrue(CellHeightHooks.install())
            check { $0.isEditing = true }
        }

        @MainActor private func check(
            file: StaticString = #filePath, line: UInt = #line, beginEditing: (UITableView) -> Void
        ) {
            let rows = WrappingRows()
            let twin = rows.table(measuredByThePackage: false)
            beginEditing(twin)
            let normalTwin = rows.table(measuredByThePackage: false)
            let table = rows.table(measuredByThePackage: true)
            beginEditing(table)  // before any height request: the table has no store yet
            let windows = [twin, normalTwin, table].map { HostWindow.make(holding: $0) }
            defer { for window in windows { window.isHidden = true } }
            let first = IndexPath(row: 0, section: 0)
            XCTAssertTrue(
                MainRunLoop.spin(until: { [twin, normalTwin, table].allSatisfy { !$0.visibleCells.isEmpty } }),
                "the tables never showed their rows", file: file, line: line)
            let scale = max(table.traitCollection.displayScale, 1)
            // Read as the height tests read them: a self-sizing table may correct a row's height on
            // its next layout pass, so one read right after the first layout may be its estimate.
            guard let editingHeight = SelfSizedHeights.height(of: twin, at: first),
                let normalHeight = SelfSizedHeights.height(of: normalTwin, at: first)
            else { return XCTFail("the twins never displayed their first row", file: file, line: line) }
            XCTAssertTrue(twin.isEditing && table.isEditing, file: file, line: line)
            XCTAssertGreaterThan(
                editingHeight - normalHeight, 1, "the indented row wraps to more lines (else this proves nothing)",
                file: file, line: line)
            guard let cached = table.ch.heightCache.height(at: first) else {
                return XCTFail("the first row's height was not cached", file: file, line: line)
            }
            XCTAssertEqual(
                cached, editingHeight, accuracy: 0.5 / scale, "measured in editing state", file: file, line: line)
        }
    }

    /// One section of rows whose text wraps to many lines, so that the editing indentation changes
    /// their heights.
    @MainActor
    private final class WrappingRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        static let text = String(
            repeating: "Editing controls take width from the content, so this text wraps again. ", count: 16)
        private var measuredByThePackage: [ObjectIdentifier: Bool] = [:]

        func table(measuredByThePackage: Bool) -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(WrappingCell.self, forCellReuseIdentifier: WrappingCell.identifier)
            table.estimatedRowHeight = 200
            table.rowHeight = UITableView.automaticDimension
            self.measuredByThePackage[ObjectIdentifier(table)] = measuredByThePackage
            table.dataSource = self
            table.delegate = self
            return table
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: WrappingCell.identifier, for: indexPath)
            (cell as? WrappingCell)?.label.text = Self.text
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard measuredByThePackage[ObjectIdentifier(tableView)] == true else {
                return UITableView.automaticDimension
            }
            return tableView.ch.heightForCell(withIdentifier: WrappingCell.identifier, cacheByIndexPath: indexPath) {
                (cell: WrappingCell) in cell.label.text = Self.text
            }
        }

        // Editing mode shows a delete control on every row (the default style), which indents it.
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
    }

    private final class WrappingCell: UITableViewCell {
        static let identifier = "Wrapping"
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.font = UIFont.systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let margins = contentView.layoutMarginsGuide
            // Below required: the cell's first frame (before self-sizing) must not conflict with it.
            let bottom = label.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
            bottom.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor), bottom,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }
#endif

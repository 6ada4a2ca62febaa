#if canImport(UIKit)
    import CellHeight
    import UIKit
    import XCTest

    /// Issue 29 §2: a template is never in the table's view hierarchy. The reuse pool may hand
    /// `dequeueReusableCell(withIdentifier:)` a cell the table displayed, still its subview or
    /// hidden for reuse; a template made from it leaves the table, is shown, and is in no window,
    /// and its heights are those of the displayed cells.
    final class TemplatesStayOutOfTheTableTests: XCTestCase {
        @MainActor func testATemplateMadeAgainFromTheReusePoolIsNeverInTheTable() {
            let rows = PoolRows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            rows.attach(to: table)
            let window = ListHost.window(holding: table, in: .portraitPhone)
            defer {
                window.isHidden = true
                withExtendedLifetime(rows) {}
            }
            guard UIKitHost.spin(until: { !table.visibleCells.isEmpty && rows.template != nil }),
                let first = rows.template
            else { return }
            // Short rows first, tall ones last: the last screen shows fewer cells than the first, so
            // scrolling there leaves displayed cells in the reuse pool.
            table.scrollToRow(at: IndexPath(row: PoolRows.count - 1, section: 0), at: .bottom, animated: false)
            table.layoutIfNeeded()
            UIKitHost.turn(passes: 2)
            let onScreen = Set(table.visibleCells.map(ObjectIdentifier.init))
            XCTAssertFalse(rows.displayed.subtracting(onScreen).isEmpty, "displayed cells should wait for reuse")

            // A text size change drops the templates; the rows are measured again (the reload makes
            // sure of it), with a template made again by dequeuing from the reuse pool.
            ListHost.setTextSize(.accessibilityMedium, of: table)
            guard
                UIKitHost.spin(until: {
                    table.layoutIfNeeded()
                    return table.traitCollection.preferredContentSizeCategory == .accessibilityMedium
                })
            else { return }
            table.reloadData()
            guard
                UIKitHost.spin(
                    until: {
                        table.layoutIfNeeded()
                        return rows.template !== first
                    }, "the text size change should make the template again"),
                let template = rows.template
            else { return }
            XCTAssertTrue(
                rows.displayed.contains(ObjectIdentifier(template)),
                "the new template should be a cell the table displayed (else this test proves nothing)")
            XCTAssertTrue(template.ch.isTemplate)
            XCTAssertNil(template.superview, "a template is in no view")
            XCTAssertNil(template.window)
            XCTAssertFalse(template.isHidden, "a template is shown (as a displayed cell is) while it is measured")
            XCTAssertEqual(Self.templates(in: window), [], "no template is in the window")

            UIKitHost.turn(passes: 2)
            table.layoutIfNeeded()
            let scale = max(1, table.traitCollection.displayScale)
            var compared = 0
            for cell in table.visibleCells {
                guard let indexPath = table.indexPath(for: cell),
                    let cached = table.ch.heightCache.height(at: indexPath)
                else { continue }
                XCTAssertFalse(cell.ch.isTemplate, "a template on screen at \(indexPath)")
                let content = cell.contentView
                let fitted = content.systemLayoutSizeFitting(
                    CGSize(width: content.bounds.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
                XCTAssertEqual(
                    cached, fitted + 1 / scale, accuracy: 0.5 / scale,
                    "row \(indexPath): cached \(cached), the displayed cell fits \(fitted) plus a separator")
                compared += 1
            }
            XCTAssertGreaterThan(compared, 0)
        }

        /// The views in `view`'s hierarchy that are templates, by description.
        @MainActor private static func templates(in view: UIView) -> [String] {
            var found: [String] = []
            if let cell = view as? UITableViewCell, cell.ch.isTemplate { found.append("\(cell)") }
            for subview in view.subviews { found += templates(in: subview) }
            return found
        }
    }

    /// One section of rows whose text grows from one line to many, in ``MultilineTableCell``s
    /// (Dynamic Type's body style); records every cell the table displayed and the last template
    /// the package measured.
    @MainActor
    private final class PoolRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        static let count = 40
        private(set) var displayed = Set<ObjectIdentifier>()
        var template: MultilineTableCell?

        func attach(to table: UITableView) {
            table.register(MultilineTableCell.self, forCellReuseIdentifier: MultilineTableCell.identifier)
            table.dataSource = self
            table.delegate = self
        }

        static func text(at indexPath: IndexPath) -> String {
            (0...indexPath.row / 3).map { "Line \($0 + 1) of row \(indexPath.row)" }.joined(separator: "\n")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: MultilineTableCell.identifier, for: indexPath)
            (cell as? MultilineTableCell)?.label.text = Self.text(at: indexPath)
            displayed.insert(ObjectIdentifier(cell))
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.ch.heightForCell(withIdentifier: MultilineTableCell.identifier, cacheByIndexPath: indexPath) {
                (cell: MultilineTableCell) in
                template = cell
                cell.label.text = Self.text(at: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.ch.estimatedHeightForRow(at: indexPath)
        }
    }
#endif

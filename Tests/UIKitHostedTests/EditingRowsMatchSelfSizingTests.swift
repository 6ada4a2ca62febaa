#if canImport(UIKit)
    import UIKit
    import XCTest

    /// Issue 29 §1: in editing mode each row is measured in its own editing state (its reorder
    /// control, its indentation, its style), and its cached height equals the height a self-sizing
    /// twin in editing mode gives it. The twin and the cached table share the data source's and
    /// delegate's answers (``EditingRows``).
    ///
    /// Where the rows' state comes from public cell properties alone (a reorder control, no
    /// indentation, style `.none`) in a plain table, the rules must be right by themselves: no
    /// displayed cell may have had to correct them. Elsewhere (a delete or insert control, whose
    /// width a template cannot take on, having no public setter for its style; an inset-grouped
    /// table, where `shouldIndentWhileEditing` is documented for grouped styles only) the heights
    /// must match, by the rules or after the first display's correction.
    final class EditingRowsMatchSelfSizingTests: XCTestCase {
        @MainActor func testARowThatOnlyReordersIsMeasuredWithItsReorderControl() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in editing mode, reorder controls only", isEditing: true,
                    editingRows: .reorderOnly, rulesAloneAreRight: true))
        }

        @MainActor func testARowOfStyleNoneThatDoesNotIndentIsMeasuredUnindented() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in editing mode, style .none, not indented", isEditing: true,
                    editingRows: .noControl, rulesAloneAreRight: true))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "insetGrouped table in editing mode, style .none, not indented", style: .insetGrouped,
                    isEditing: true, editingRows: .noControl))
        }

        @MainActor func testAReorderableTableWithDeleteControls() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in editing mode, delete and reorder controls", isEditing: true,
                    editingRows: .reorderable))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in editing mode, disclosure indicator, delete and reorder controls",
                    accessory: .type(.disclosureIndicator), isEditing: true, editingRows: .reorderable))
        }

        /// Issue 35 §5: rows `canEditRowAt` refuses, in a reorderable table with delete controls,
        /// are measured as UIKit shows them (out of editing state: their accessory, no control, no
        /// indentation, no reorder control), with each kind of accessory.
        @MainActor func testRowsThatCannotBeEditedAreMeasuredAsUIKitShowsThem() {
            for accessory in [RowAccessory.none, .type(.disclosureIndicator), .customView(width: 72)] {
                TableTwins.assertCachedHeightsMatchSelfSizing(
                    TableScenario(
                        name: "plain table in editing mode, every third row not editable, \(accessory)",
                        accessory: accessory, isEditing: true, editingRows: .someNotEditable))
            }
        }

        /// Issue 35 §5, UIKit's side: in editing mode proper, the cell of a row `canEditRowAt`
        /// refuses is not in editing state, and its content view is as wide as when the table does
        /// not edit (no indentation, no reorder control, the same accessory); the other rows' cells
        /// are editing.
        @MainActor func testUIKitLeavesTheCellOfARowThatCannotBeEditedOutOfEditingState() {
            let scenario = TableScenario(
                name: "rows that cannot be edited", accessory: .type(.disclosureIndicator), isEditing: true,
                editingRows: .someNotEditable)
            let source = scenario.makeSource()
            let table = scenario.makeTable(source: source)
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
            let window = ListHost.window(holding: table, in: scenario.environment)
            defer {
                window.isHidden = true
                withExtendedLifetime(source) {}
            }
            func contentWidths() -> [IndexPath: CGFloat] {
                table.layoutIfNeeded()
                var widths: [IndexPath: CGFloat] = [:]
                for indexPath in table.indexPathsForVisibleRows ?? [] {
                    widths[indexPath] = table.cellForRow(at: indexPath)?.contentView.bounds.width
                }
                return widths
            }
            let normal = contentWidths()
            table.setEditing(true, animated: false)
            let editing = contentWidths()
            let fixed = editing.keys.filter { !scenario.editingRows.canEdit(at: $0) }
            XCTAssertGreaterThanOrEqual(fixed.count, 2, "rows that cannot be edited on screen")
            for indexPath in editing.keys.sorted() {
                let canEdit = scenario.editingRows.canEdit(at: indexPath)
                XCTAssertEqual(
                    table.cellForRow(at: indexPath)?.isEditing, canEdit,
                    "row \(indexPath) (canEditRowAt \(canEdit)): its cell's isEditing in editing mode")
                if !canEdit {
                    XCTAssertEqual(
                        editing[indexPath], normal[indexPath],
                        "row \(indexPath) cannot be edited: its content view as wide as out of editing mode")
                } else if let width = editing[indexPath], let before = normal[indexPath] {
                    XCTAssertLessThan(width, before, "row \(indexPath): indented, with a reorder control")
                }
            }
        }

        @MainActor func testRowsWhoseEditingStateDiffersFromOneToTheNext() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in editing mode, rows alternately fixed and unindented or movable with a "
                        + "delete control", isEditing: true, editingRows: .mixed))
        }
    }
#endif

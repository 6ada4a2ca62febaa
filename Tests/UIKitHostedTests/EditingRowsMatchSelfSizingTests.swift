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

        @MainActor func testRowsWhoseEditingStateDiffersFromOneToTheNext() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in editing mode, rows alternately fixed and unindented or movable with a "
                        + "delete control", isEditing: true, editingRows: .mixed))
        }
    }
#endif

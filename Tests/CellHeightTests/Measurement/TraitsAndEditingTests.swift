import CellHeight
import Foundation
import TestSupport
import Testing

/// When templates are dropped, and how editing and swipe-to-delete are kept apart in the cache.
@MainActor @Suite struct TraitsAndEditingTests {
    private let phone = LayoutTraits(
        contentSizeCategory: "UICTContentSizeCategoryL", horizontalSizeClass: .compact, verticalSizeClass: .regular,
        displayScale: 3)

    @Test func templatesAreDroppedWhenATraitThatChangesHeightsChanges() {
        #expect(!phone.mustDropTemplates(madeUnder: phone), "same traits: keep")
        var changed = phone
        changed.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXXXL"
        #expect(changed.mustDropTemplates(madeUnder: phone), "Dynamic Type")
        changed = phone
        changed.horizontalSizeClass = .regular  // iPad leaving Slide Over, or a Plus/Max iPhone rotating
        #expect(changed.mustDropTemplates(madeUnder: phone), "size class")
        changed = phone
        changed.isBoldText = true  // legibilityWeight "reflects the value of the Bold Text display setting"
        #expect(changed.mustDropTemplates(madeUnder: phone), "Bold Text")
        changed = phone
        changed.displayScale = 2  // moved to a display of another scale
        #expect(changed.mustDropTemplates(madeUnder: phone), "display scale")
    }

    @Test func templatesMadeBeforeTheTableHadTraitsAreDropped() {
        let detached = LayoutTraits(contentSizeCategory: "")
        #expect(phone.mustDropTemplates(madeUnder: detached), "unspecified to specified")
        #expect(phone.mustDropTemplates(madeUnder: nil), "never recorded")
        #expect(LayoutTraits(contentSizeCategory: "L", displayScale: .nan).displayScale == 0)
    }

    @Test func editingModeComesFromSetEditingNotFromIsEditingAlone() {
        // tableView(_:willBeginEditingRowAt:): a swipe makes the table "set its isEditing property to
        // true" but "the table view does not display any insertion, deletion, and reordering controls"
        // (developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)).
        #expect(ListEditingMode.of(tableIsEditing: false, editingRequested: false) == .normal)
        #expect(ListEditingMode.of(tableIsEditing: true, editingRequested: false) == .swipe)
        #expect(ListEditingMode.of(tableIsEditing: true, editingRequested: true) == .editing)
        #expect(
            ListEditingMode.of(tableIsEditing: false, editingRequested: true) == .normal,
            "the hook records setEditing(true) before UIKit's original has run")
        for mode in [ListEditingMode.normal, .editing, .swipe] {
            #expect(mode.templateIsEditing == mode.contextIsEditing, "a bucket only holds its own editing state")
        }
        #expect(ListEditingMode.normal.allowsPrecaching)
        #expect(!ListEditingMode.editing.allowsPrecaching && !ListEditingMode.swipe.allowsPrecaching)
    }

    /// A table as far as editing goes, modelling UIKit's documented behaviour: `setEditing(_:animated:)`
    /// turns editing mode on for every row; a swipe sets `isEditing` without it and indents no row.
    private struct FakeTable {
        var isEditing = false
        var editingRequested = false
        var mode: ListEditingMode { .of(tableIsEditing: isEditing, editingRequested: editingRequested) }

        mutating func setEditing(_ editing: Bool) {
            editingRequested = editing
            isEditing = editing
        }
        mutating func swipe() { isEditing = true }
        mutating func endSwipe() { isEditing = editingRequested }
    }

    @Test func swipeToDeleteNeverLeaksIndentedHeightsIntoTheNormalBucket() {
        let state = ListHeightState()
        let geometry = TableCellGeometry(.init(boundsWidth: 375, layoutMargins: HorizontalInsets(left: 16, right: 16)))
        var table = FakeTable()
        var measuredInEditingState: [IndexPath] = []
        /// The template's height: 50 normally, 70 when put in editing state (indented content wraps).
        func height(at indexPath: IndexPath) -> CGFloat? {
            let mode = table.mode
            let context = LayoutContext.table(geometry, traits: phone, editing: mode)
            return state.height(.indexPath(indexPath), in: context) {
                let templateIsEditing = mode.templateIsEditing
                if templateIsEditing { measuredInEditingState.append(indexPath) }
                return .height(templateIsEditing ? 70 : 50, method: .autoLayout)
            }
        }
        let normal = LayoutContext.table(geometry, traits: phone, editing: .normal)

        for row in 0..<3 { #expect(height(at: IndexPath(0, row)) == 50) }
        table.swipe()
        #expect(table.isEditing && table.mode == .swipe)
        #expect(height(at: IndexPath(0, 3)) == 50, "a row measured during a swipe gets its normal height")
        #expect(height(at: IndexPath(0, 1)) == 50)
        table.endSwipe()
        table.setEditing(true)
        for row in 0..<4 { #expect(height(at: IndexPath(0, row)) == 70, "editing mode has its own bucket") }
        table.setEditing(false)
        for row in 0..<4 { #expect(height(at: IndexPath(0, row)) == 50, "and leaving it finds the normal heights") }

        state.use(normal)
        for row in 0..<4 { #expect(state.rows.height(at: IndexPath(0, row)) == 50) }
        #expect(measuredInEditingState.count == 4, "only editing mode measured indented templates")
    }

    @Test func aDisplayScaleIsKeptOnlyWhenItIsAPositiveNumber() {
        // A trait collection outside a window reports 0; anything not finite and above 0 means the same.
        #expect(LayoutTraits(contentSizeCategory: "L", displayScale: .infinity).displayScale == 0)
        #expect(LayoutTraits(contentSizeCategory: "L", displayScale: -2).displayScale == 0)
        #expect(LayoutTraits(contentSizeCategory: "L", displayScale: 0.5).displayScale == 0.5)
        #expect(
            LayoutTraits(contentSizeCategory: "L", displayScale: -0.0).displayScale.sign == .plus,
            "minus zero is stored as zero: one value for no scale")
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// How a table's editing mode is known however its editing began: before the adapter watched it,
/// through `setEditing`, or by a swipe.
@MainActor @Suite struct ListEditingRequestTests {
    @Test func aTableAlreadyEditingWhenItsStoreIsMadeIsInEditingMode() {
        // No swipe can show before rows are displayed, and the first height comes before that.
        var request = ListEditingRequest(tableIsEditing: true)
        #expect(request.mode(tableIsEditing: true) == .editing)
        var notEditing = ListEditingRequest(tableIsEditing: false)
        #expect(notEditing.mode(tableIsEditing: false) == .normal)
        #expect(notEditing.mode(tableIsEditing: true) == .swipe, "a later isEditing without setEditing is a swipe")
    }

    @Test func editingModeTakenFromTheTableEndsWithSetEditingOrWhenTheTableStopsEditing() {
        var request = ListEditingRequest(tableIsEditing: true)
        request.record(false)  // the Edit button's Done: the hook runs before UIKit's original
        #expect(request.mode(tableIsEditing: true) == .swipe)
        #expect(request.mode(tableIsEditing: false) == .normal)
        #expect(request.mode(tableIsEditing: true) == .swipe, "a swipe after editing mode ended")

        // Taken for editing mode but it was a swipe (the first height came during it): the swipe ends
        // without setEditing, and the swipes after it are swipes.
        var swipedFirst = ListEditingRequest(tableIsEditing: true)
        #expect(swipedFirst.mode(tableIsEditing: true) == .editing)
        #expect(swipedFirst.mode(tableIsEditing: false) == .normal)
        #expect(swipedFirst.mode(tableIsEditing: true) == .swipe)
    }

    @Test func aRecordedRequestOutlivesTheMomentBeforeUIKitActsOnIt() {
        // setEditing(true) is recorded before UIKit's original sets isEditing: a height asked in
        // between must not drop the request.
        var request = ListEditingRequest(tableIsEditing: false)
        request.record(true)
        #expect(request.mode(tableIsEditing: false) == .normal)
        #expect(request.mode(tableIsEditing: true) == .editing)
        var again = ListEditingRequest(tableIsEditing: true)
        again.record(true)
        #expect(again.mode(tableIsEditing: false) == .normal)
        #expect(again.mode(tableIsEditing: true) == .editing, "a recorded request is never dropped by a read")
    }

    /// A table as far as editing goes (UIKit's documented behaviour: `setEditing(_:animated:)` puts
    /// every row in editing mode; a swipe sets `isEditing` and indents no row), and the adapter,
    /// whose hooks only record into a store that exists.
    private struct FakeTable {
        var isEditing = false
        var request: ListEditingRequest?
        mutating func setEditing(_ editing: Bool) {
            request?.record(editing)
            isEditing = editing
        }
        /// The first height request makes the store.
        mutating func mode() -> ListEditingMode {
            if request == nil { request = ListEditingRequest(tableIsEditing: isEditing) }
            return request!.mode(tableIsEditing: isEditing)
        }
    }

    @Test func aTableSetEditingBeforeItsFirstHeightMeasuresEveryRowInEditingState() {
        let state = ListHeightState()
        let geometry = TableCellGeometry(.init(boundsWidth: 375, layoutMargins: HorizontalInsets(left: 16, right: 16)))
        let traits = LayoutTraits(contentSizeCategory: "UICTContentSizeCategoryL", displayScale: 3)
        var table = FakeTable()
        table.setEditing(true)  // LayoutScenariosViewController.makeTable: before any height
        /// The template's height: 50 normally, 70 in editing state (indented content wraps).
        func height(at indexPath: IndexPath) -> CGFloat? {
            let mode = table.mode()
            return state.height(.indexPath(indexPath), in: .table(geometry, traits: traits, editing: mode)) {
                .height(mode.templateIsEditing ? 70 : 50, method: .autoLayout)
            }
        }
        for row in 0..<3 { #expect(height(at: IndexPath(0, row)) == 70, "every row indented") }
        table.setEditing(false)
        for row in 0..<3 { #expect(height(at: IndexPath(0, row)) == 50) }
        table.isEditing = true  // a swipe
        #expect(height(at: IndexPath(0, 0)) == 50, "a swipe keeps the normal height")
    }
}

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

    /// A table as far as its cells' editing state goes, as UIKit behaves: `setEditing(true)` puts
    /// the cell of every visible editable row in editing state before it returns (the *Table View
    /// Programming Guide*: "it sends the same message to the UITableViewCell object for each
    /// visible row"); a swipe makes the table editing "for the swipe" (its private flag), without
    /// `setEditing`, and puts only the swiped row's cell in editing state. A
    /// `UITableViewController`'s `tableView(_:willBeginEditingRowAt:)` then calls its own
    /// `setEditing(true, animated:)`, which calls the table's (its Edit button turns to Done;
    /// found by SwipeCellKit's maintainers, 2017, and in rdar://19810907): UIKit, editing for the
    /// swipe already, leaves the other cells alone. `didEndEditingRowAt` calls `setEditing(false)`.
    /// The adapter's hook records the request before UIKit's original and reports the cells after it.
    private struct SwipingTable {
        var isEditing = false
        var isEditingForSwipe = false
        var editingCells: Set<Int> = []
        let visibleRows: Range<Int>
        let editableRows: Set<Int>
        var request = ListEditingRequest(tableIsEditing: false)

        mutating func setEditing(_ editing: Bool) {
            request.record(editing)  // the hook, before UIKit's original
            if !isEditingForSwipe {
                isEditing = editing
                editingCells = editing ? Set(visibleRows).intersection(editableRows) : []
            } else if !editing {
                (isEditing, isEditingForSwipe, editingCells) = (false, false, [])
            }
            // The hook, after UIKit's original: the visible editable rows and their cells.
            let editable = Set(visibleRows).intersection(editableRows)
            request.editingDidReturn(
                editableRows: editable.count, editingCells: editable.intersection(editingCells).count)
        }

        /// A swipe on `row`; in a `UITableViewController`, which calls `setEditing(true)` then.
        mutating func swipe(_ row: Int, inTableViewController: Bool) {
            (isEditing, isEditingForSwipe, editingCells) = (true, true, [row])
            if inTableViewController { setEditing(true) }
        }

        /// The swipe ends (its Delete button hidden again).
        mutating func endSwipe(inTableViewController: Bool) {
            if inTableViewController {
                setEditing(false)
            } else {
                (isEditing, isEditingForSwipe, editingCells) = (false, false, [])
            }
        }

        mutating func mode() -> ListEditingMode { request.mode(tableIsEditing: isEditing) }
    }

    @Test(arguments: [false, true]) func aSwipeIsASwipeWhetherOrNotItReachesSetEditing(_ inTableViewController: Bool) {
        var table = SwipingTable(visibleRows: 0..<8, editableRows: Set(0..<8))
        table.swipe(3, inTableViewController: inTableViewController)
        #expect(table.isEditing)
        #expect(table.mode() == .swipe, "a swipe (table view controller: \(inTableViewController))")
        table.endSwipe(inTableViewController: inTableViewController)
        #expect(table.mode() == .normal)
        table.setEditing(true)  // the Edit button
        #expect(table.mode() == .editing)
        table.setEditing(false)
        #expect(table.mode() == .normal)
        table.swipe(5, inTableViewController: inTableViewController)
        #expect(table.mode() == .swipe, "a swipe after editing mode")
    }

    @Test func editingModeIsTakenOnTrustWhereTheCellsCannotTell() {
        // No editable row on screen (an empty table, every row refused by canEditRowAt): the cells
        // say nothing, and every row measures the same in both modes.
        var empty = SwipingTable(visibleRows: 0..<0, editableRows: [])
        empty.setEditing(true)
        #expect(empty.mode() == .editing)
        var fixed = SwipingTable(visibleRows: 0..<6, editableRows: [])
        fixed.setEditing(true)
        #expect(fixed.mode() == .editing)
        // One editable row on screen, the swiped one, whose cell is editing: read as editing mode
        // (the documented limit of the rule).
        var one = SwipingTable(visibleRows: 0..<1, editableRows: [0])
        one.swipe(0, inTableViewController: true)
        #expect(one.mode() == .editing)
        // A table view controller's swipe among rows of which most cannot be edited.
        var mostFixed = SwipingTable(visibleRows: 0..<8, editableRows: [2, 6])
        mostFixed.swipe(2, inTableViewController: true)
        #expect(mostFixed.mode() == .swipe)
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

    @Test func editingModeEndsWhenItsOneEditableRowShowsNoEditingCell() {
        var request = ListEditingRequest(tableIsEditing: true)
        request.editingDidReturn(editableRows: 1, editingCells: 0)
        #expect(!request.isEditingRequested)
        #expect(request == ListEditingRequest(tableIsEditing: false), "as a table that never was in editing mode")
        #expect(request.mode(tableIsEditing: true) == .swipe)
    }
}

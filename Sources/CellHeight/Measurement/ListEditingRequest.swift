/// What the adapter knows of how a table's editing began: the last value asked of
/// `setEditing(_:animated:)` (or the `isEditing` setter), or, before any such call was seen, the
/// table's own state when the adapter started to watch it.
///
/// The hooks see `setEditing` only on a table that already has its store, and they are installed
/// by the first height request. A table put in editing mode earlier (made editing before its first
/// height, as a screen that rebuilds its table in edit mode does) is already editing when its store
/// is made: no swipe can show before rows are displayed, so that state is editing mode.
///
/// Only a state taken from the table, never a recorded request, is dropped when the table is seen
/// not editing: editing mode ends through `setEditing(false)`, which the hooks record, and a swipe
/// ends without it. So if the table's first height came while a row showed its swipe actions,
/// that swipe counts as editing mode only until it ends, never for the swipes after it.
///
/// A swipe that reaches `setEditing(true)` (in a `UITableViewController`) is told by the cells:
/// ``editingDidReturn(editableRows:editingCells:)``.
package struct ListEditingRequest: Sendable, Equatable {
    /// Whether editing mode was asked for.
    package private(set) var isEditingRequested: Bool
    /// `true` while ``isEditingRequested`` comes from the table's state rather than a call.
    private var isTakenFromTable: Bool

    /// The request of a table that was `tableIsEditing` when the adapter started to watch it.
    package init(tableIsEditing: Bool) {
        isEditingRequested = tableIsEditing
        isTakenFromTable = tableIsEditing
    }

    /// The hooks saw `setEditing(editing)` (before UIKit's implementation ran).
    package mutating func record(_ editing: Bool) {
        isEditingRequested = editing
        isTakenFromTable = false
    }

    /// UIKit's `setEditing(_:animated:)` returned: of the visible rows that editing mode proper
    /// puts in editing state (``RowEditingState/isEditing``), `editableRows`, `editingCells` have
    /// their cell in editing state now. O(1).
    ///
    /// Editing mode proper puts the cell of every such row in editing state before it returns. A
    /// swipe in a `UITableViewController` reaches `setEditing(true, animated:)` too (its
    /// `tableView(_:willBeginEditingRowAt:)` calls the controller's, which calls the table's: the
    /// Edit button turns to Done), but UIKit, editing for the swipe already, leaves the other rows'
    /// cells as they are. So when most of those cells are not editing, the request was a swipe's:
    /// it is dropped, and the table is in ``ListEditingMode/swipe`` until it stops editing or the
    /// next `setEditing`. With no such row on screen the request is taken on trust (no cell can
    /// tell, and a row that cannot be edited measures the same in both modes); with one, the swiped
    /// row's own editing cell reads as editing mode.
    package mutating func editingDidReturn(editableRows: Int, editingCells: Int) {
        guard isEditingRequested, editableRows > 0, editingCells * 2 <= editableRows else { return }
        isEditingRequested = false
        isTakenFromTable = false
    }

    /// The table's editing mode now (``ListEditingMode/of(tableIsEditing:editingRequested:)``).
    package mutating func mode(tableIsEditing: Bool) -> ListEditingMode {
        if isTakenFromTable, !tableIsEditing { self = ListEditingRequest(tableIsEditing: false) }
        return .of(tableIsEditing: tableIsEditing, editingRequested: isEditingRequested)
    }
}

/// Which kind of editing a table is in, and what that means for measuring and caching heights.
///
/// UIKit has two editing states behind one `isEditing` flag. Editing mode proper, entered with
/// `setEditing(_:animated:)` (the Edit button), puts every cell in editing state: insertion and
/// deletion controls, indented content, editing accessories. Swipe-to-delete also sets the table's
/// `isEditing` to `true`, but "the table view does not display any insertion, deletion, and
/// reordering controls" (`tableView(_:willBeginEditingRowAt:)`): the other rows keep their normal
/// layout, and the swiped row slides aside without changing height.
///
/// The rule that keeps indented heights out of the normal bucket: **a template is in editing state
/// exactly when the layout context says `isEditing`**, and the context says so only in
/// ``editing``. During a swipe, templates are measured in normal state into the normal bucket,
/// which are the heights every row displays. Switching editing mode on or off switches buckets,
/// so `setEditing` invalidates nothing, and heights measured before are still there afterwards.
package enum ListEditingMode: Sendable, Equatable {
    /// Not editing.
    case normal
    /// Editing mode proper: every row shows its editing controls.
    case editing
    /// Swipe-to-delete (or swipe actions) on one row: `isEditing` is `true`, no row is indented.
    case swipe

    /// The mode of a table.
    ///
    /// - Parameters:
    ///   - tableIsEditing: The table's `isEditing` now.
    ///   - editingRequested: The last value passed to the table's `setEditing(_:animated:)` (or its
    ///     `isEditing` setter), as recorded by the adapter's hook, or the table's state before any
    ///     call was seen (``ListEditingRequest``). A swipe turns `isEditing` on without it.
    package static func of(tableIsEditing: Bool, editingRequested: Bool) -> ListEditingMode {
        guard tableIsEditing else { return .normal }
        return editingRequested ? .editing : .swipe
    }

    /// Whether heights are cached in the editing bucket (``LayoutContext/isEditing``).
    package var contextIsEditing: Bool { self == .editing }

    /// The editing state to put a template in before measuring it: always the context's, so that
    /// a bucket only ever holds heights measured in its own editing state.
    package var templateIsEditing: Bool { contextIsEditing }

    /// Whether the precacher may fill the cache now. Not while editing in either form: both states
    /// are short and interactive, and a row's editing controls follow per-row answers
    /// (`editingStyleForRowAt`, `canEditRowAt`, `shouldIndentWhileEditingRowAt`, `canMoveRowAt`) that
    /// apps change as the user edits. Rows UIKit asks for while editing are still measured, each in
    /// its own editing state (``RowEditingState``), and cached on demand.
    package var allowsPrecaching: Bool { self == .normal }
}

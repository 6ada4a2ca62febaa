/// The editing state of one table row's cell: what UIKit gives a displayed cell from the data
/// source's and delegate's answers for its row, and what a template must get to be laid out as
/// that cell is.
///
/// In editing mode proper, a table sets each displayed cell's editing style, indentation and
/// reorder control from per-row answers (documented on each method):
///
/// - `tableView(_:canEditRowAt:)` (data source, `true` if not implemented): "Rows that are not
///   editable ignore the editingStyle property … and do no indentation for the deletion or
///   insertion control." UIKit leaves such a row's cell out of editing state altogether
///   (`isEditing` stays `false`): no control, no indentation, no reorder control (a row moves by its
///   editing cell's control), and its normal accessory (`accessoryType`, `accessoryView`) rather
///   than its editing one. Its template is measured ``notEditing``, as the cell is displayed; its
///   height goes to the editing bucket with the other rows'.
/// - `tableView(_:editingStyleForRowAt:)` (delegate): `.delete` if not implemented.
/// - `tableView(_:shouldIndentWhileEditingRowAt:)` (delegate): "If the delegate does not implement
///   this method, the default is true."
/// - `tableView(_:canMoveRowAt:)` (data source): "By default, the reordering control is shown if
///   the data source implements the `tableView(_:moveRowAt:to:)` method"; `false` hides it.
///
/// The template takes ``indents`` and ``showsReorderControl`` through the cell's public properties
/// (`shouldIndentWhileEditing`, `showsReorderControl`). Its editing style has no public setter: a
/// template keeps `.none` (`UITableViewCell.editingStyle`'s documented default) and reserves the
/// room UIKit gives an indented row, which the package takes to be the same for every style (a row
/// of style `.none` that indents still moves its content, which is why apps return `false` from
/// `shouldIndentWhileEditingRowAt` for it). That part is approximate: ``style`` is part of the
/// template's ``TemplateLayoutSignature``, so a displayed cell whose control takes another width
/// corrects it for its style (``TemplateCorrections``).
///
/// Outside editing mode proper (not editing, or a swipe) every row gets ``notEditing``, so the
/// normal bucket's heights never depend on editing answers.
package struct RowEditingState: Hashable, Sendable {
    /// `UITableViewCell.EditingStyle`, by its raw values.
    package enum Style: Int, Sendable {
        case none = 0
        case delete, insert
    }

    /// What the adapter reads for one row; `nil` where the data source or delegate does not
    /// implement the method (or no row is known).
    package struct Answers: Sendable, Equatable {
        /// `tableView(_:canEditRowAt:)`.
        package var canEdit: Bool?
        /// `tableView(_:editingStyleForRowAt:)`.
        package var style: Style?
        /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
        package var indents: Bool?
        /// Whether the data source implements `tableView(_:moveRowAt:to:)`.
        package var implementsMove: Bool
        /// `tableView(_:canMoveRowAt:)`.
        package var canMove: Bool?

        /// Answers; every per-row one unknown by default.
        package init(
            canEdit: Bool? = nil, style: Style? = nil, indents: Bool? = nil, implementsMove: Bool = false,
            canMove: Bool? = nil
        ) {
            self.canEdit = canEdit
            self.style = style
            self.indents = indents
            self.implementsMove = implementsMove
            self.canMove = canMove
        }
    }

    /// `isEditing` of the cell.
    package var isEditing: Bool
    /// `shouldIndentWhileEditing` of the cell.
    package var indents: Bool
    /// `showsReorderControl` of the cell.
    package var showsReorderControl: Bool
    /// The row's editing style (the cell's `editingStyle` once displayed).
    package var style: Style

    /// Creates a state as given.
    package init(isEditing: Bool, indents: Bool = true, showsReorderControl: Bool = false, style: Style = .none) {
        self.isEditing = isEditing
        self.indents = indents
        self.showsReorderControl = showsReorderControl
        self.style = style
    }

    /// A row outside editing mode proper: not editing, every other value at the cell's default.
    package static let notEditing = RowEditingState(isEditing: false)

    /// The state of a row of a table in `mode`, from the answers for that row: ``notEditing``
    /// outside editing mode proper and for a row `canEditRowAt` refuses. O(1).
    package static func of(_ mode: ListEditingMode, answers: Answers) -> RowEditingState {
        guard mode.templateIsEditing, answers.canEdit != false else { return .notEditing }
        let reorders = answers.implementsMove && answers.canMove != false
        return RowEditingState(
            isEditing: true, indents: answers.indents ?? true, showsReorderControl: reorders,
            style: answers.style ?? .delete)
    }

    /// The state the forms without an index path (`heightForCell(withIdentifier:as:configuration:)`,
    /// `…cacheByKey:`) measure every row in: the table-wide defaults, as for a row whose data source
    /// and delegate implement none of the per-row methods (editable, `.delete`, indented, a reorder
    /// control if the data source implements `tableView(_:moveRowAt:to:)`).
    package static func tableWide(_ mode: ListEditingMode, implementsMove: Bool) -> RowEditingState {
        of(mode, answers: Answers(implementsMove: implementsMove))
    }
}

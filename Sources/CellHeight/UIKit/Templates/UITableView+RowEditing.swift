#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    extension UITableView {
        /// The editing state of the row at `indexPath` in `mode` (``RowEditingState``): the data
        /// source's and delegate's answers for the row, asked only in editing mode proper; the
        /// table-wide state without an index path.
        func rowEditingState(at indexPath: IndexPath?, in mode: ListEditingMode) -> RowEditingState {
            guard mode.templateIsEditing else { return .notEditing }
            let source = dataSource
            // What UIKit asks (`respondsToSelector:`). Through NSObject: every Swift data source is
            // one (an NSProxy data source reads as not implementing it; a displayed cell then
            // corrects its rows, see TemplateCorrections).
            let implementsMove =
                (source as? NSObject)?.responds(to: #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)))
                ?? false
            guard let indexPath else { return .tableWide(mode, implementsMove: implementsMove) }
            let style = delegate?.tableView?(self, editingStyleForRowAt: indexPath)
            let answers = RowEditingState.Answers(
                canEdit: source?.tableView?(self, canEditRowAt: indexPath),
                style: style.map { RowEditingState.Style(rawValue: $0.rawValue) ?? .delete },
                indents: delegate?.tableView?(self, shouldIndentWhileEditingRowAt: indexPath),
                implementsMove: implementsMove,
                canMove: source?.tableView?(self, canMoveRowAt: indexPath))
            return .of(mode, answers: answers)
        }

        /// UIKit's `setEditing(_:animated:)` (or `isEditing` setter) returned (the hooks call this):
        /// if editing was asked for, tells the store how many of the visible rows that editing mode
        /// proper puts in editing state have their cell in it now, which tells a swipe that reached
        /// `setEditing` (a `UITableViewController`'s) from editing mode
        /// (``ListEditingRequest/editingDidReturn(editableRows:editingCells:)``); then the list's
        /// precache. Costs one `canEditRowAt` per visible row, once per `setEditing(true)`.
        func heightEditingDidChange(_ store: HeightStore) {
            if isEditing, store.editing.isEditingRequested {
                var editableRows = 0
                var editingCells = 0
                for indexPath in indexPathsForVisibleRows ?? [] {
                    let answers = RowEditingState.Answers(
                        canEdit: dataSource?.tableView?(self, canEditRowAt: indexPath))
                    guard RowEditingState.of(.editing, answers: answers).isEditing, let cell = cellForRow(at: indexPath)
                    else { continue }
                    editableRows += 1
                    if cell.isEditing { editingCells += 1 }
                }
                store.editing.editingDidReturn(editableRows: editableRows, editingCells: editingCells)
            }
            store.editingDidChange?()
        }
    }
#endif

#if canImport(UIKit)
    import UIKit

    /// How a scenario's rows answer the per-row editing questions of the data source and delegate,
    /// the same for the cached table and its self-sizing twin.
    enum EditingRows {
        /// No per-row method beyond `canEditRowAt` (true): every row `.delete`, indented, no
        /// reorder control (the data source does not implement `tableView(_:moveRowAt:to:)`).
        case standard
        /// The data source implements `tableView(_:moveRowAt:to:)`: every row shows a reorder
        /// control, with the default `.delete` style.
        case reorderable
        /// Reordering only, the common set-up of a list the user sorts: `tableView(_:moveRowAt:to:)`,
        /// `editingStyleForRowAt` `.none` and `shouldIndentWhileEditingRowAt` `false`.
        case reorderOnly
        /// `editingStyleForRowAt` `.none` and `shouldIndentWhileEditingRowAt` `false`: no control,
        /// no indentation.
        case noControl
        /// Row by row: even rows `.none`, not indented, fixed; odd rows `.delete`, indented, movable.
        case mixed
        /// A reorderable table (`tableView(_:moveRowAt:to:)`) whose every third row, from the first,
        /// cannot be edited (`canEditRowAt` `false`); the others `.delete`, indented, movable.
        case someNotEditable

        /// Whether the data source implements `tableView(_:moveRowAt:to:)`.
        var implementsMove: Bool {
            self == .reorderable || self == .reorderOnly || self == .mixed || self == .someNotEditable
        }
        /// Whether the delegate answers `editingStyleForRowAt` and `shouldIndentWhileEditingRowAt`.
        var answersEditingQuestions: Bool { self == .reorderOnly || self == .noControl || self == .mixed }

        func style(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            switch self {
            case .standard, .reorderable, .someNotEditable: return .delete
            case .reorderOnly, .noControl: return .none
            case .mixed: return indexPath.row % 2 == 0 ? .none : .delete
            }
        }

        func indents(at indexPath: IndexPath) -> Bool { style(at: indexPath) != .none }

        func canMove(at indexPath: IndexPath) -> Bool { self != .mixed || indexPath.row % 2 == 1 }

        /// `tableView(_:canEditRowAt:)`.
        func canEdit(at indexPath: IndexPath) -> Bool { self != .someNotEditable || indexPath.row % 3 != 0 }
    }

    /// A scenario's data source when its rows can be reordered: ``TableRowsSource`` and
    /// `tableView(_:moveRowAt:to:)`, `tableView(_:canMoveRowAt:)`.
    @MainActor
    final class ReorderableRowsSource: TableRowsSource {
        @objc func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            scenario.editingRows.canMove(at: indexPath)
        }

        @objc func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {}
    }

    /// The cached table's delegate when its rows answer the editing questions.
    @MainActor
    final class EditingCachedHeightsDelegate: CachedHeightsDelegate {
        @objc func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            scenario.editingRows.style(at: indexPath)
        }

        @objc func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            scenario.editingRows.indents(at: indexPath)
        }
    }

    /// The self-sizing twin's delegate when its rows answer the editing questions (no height method).
    @MainActor
    final class EditingAnswersDelegate: NSObject, UITableViewDelegate {
        let rows: EditingRows

        init(_ rows: EditingRows) { self.rows = rows }

        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            rows.style(at: indexPath)
        }

        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            rows.indents(at: indexPath)
        }
    }

    extension TableScenario {
        /// The data source of one of the scenario's tables.
        func makeSource() -> TableRowsSource {
            editingRows.implementsMove ? ReorderableRowsSource(self) : TableRowsSource(self)
        }

        /// The cached table's delegate.
        func makeCachedDelegate() -> CachedHeightsDelegate {
            editingRows.answersEditingQuestions ? EditingCachedHeightsDelegate(self) : CachedHeightsDelegate(self)
        }

        /// The twin's delegate, if its rows answer editing questions (otherwise it has none).
        func makeTwinDelegate() -> (any UITableViewDelegate)? {
            editingRows.answersEditingQuestions ? EditingAnswersDelegate(editingRows) : nil
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The rules displayed cells corrected, and those they could not, reported once per process
    /// (debug builds).
    private let correctionReports = OnceReporter(note: "reported once per rule and difference")

    extension UITableView {
        /// Compares the cells this layout pass displayed for the first time with their templates,
        /// and applies what they teach (``TemplateCorrections``): a kind of cell (reuse identifier
        /// and template signature) whose displayed cell's content view differs from its template's
        /// by more than half a point gets the difference as an offset, the table's caches move to the corrected layout context, the heights of the
        /// old one are dropped, and the visible rows are measured again once
        /// (``refreshRowHeights(_:)``).
        ///
        /// Cost: nothing for a table that measured no template; otherwise one read of the visible
        /// index paths per layout pass, and, for each row that came on screen, its cell's layout
        /// (which UIKit does in this pass anyway, done a little earlier) and one width comparison.
        /// Not while a row shows its swipe actions or a batch of updates is open, nor for a cell
        /// whose editing state is not its row's yet (cells may be mid-change then).
        func compareDisplayedCells(_ store: HeightStore) {
            guard !store.cells.isEmpty else { return }
            let layout = currentHeightLayout
            guard layout.geometry.isReady, layout.editing != .swipe, store.state.updates.openBatches == 0,
                let visible = indexPathsForVisibleRows, !visible.isEmpty
            else { return }
            let rule = layout.context
            let previous = store.comparedRows.flatMap { $0.context == rule ? $0.rows : nil } ?? []
            guard visible != previous else { return }
            var compared = visible
            defer { store.comparedRows = (rule, compared) }
            var cells: [(kind: TemplateCellKind, contentWidth: CGFloat)] = []
            for indexPath in visible where !previous.contains(indexPath) {
                guard let cell = cellForRow(at: indexPath), !cell.isHidden, let identifier = cell.reuseIdentifier,
                    store.cells.hasTemplate(identifier)
                else { continue }
                let editing = rowEditingState(at: indexPath, in: layout.editing)
                // A cell that has not taken the table's editing state yet (editing mode is entering
                // or leaving) is not laid out as its row's template: no comparison.
                guard cell.isEditing == editing.isEditing else {
                    compared.removeAll { $0 == indexPath }  // compared at a later pass
                    continue
                }
                cell.layoutIfNeeded()
                let margins = layout.geometry.templateMargins(
                    own: TemplateLayout.horizontal(cell.layoutMargins),
                    preservesSuperviewLayoutMargins: cell.preservesSuperviewLayoutMargins)
                let signature = TemplateLayout.signature(
                    of: cell, frameWidth: layout.geometry.templateWidth, margins: margins, editing: editing)
                cells.append(
                    (TemplateCellKind(reuseIdentifier: identifier, signature: signature), cell.contentView.bounds.width)
                )
            }
            guard !cells.isEmpty else { return }
            let outcome = store.corrections.cellsWereDisplayed(cells, in: rule)
            report(outcome, cells: cells, layout: layout)
            guard let stale = outcome.invalidated else { return }
            store.state.use(outcome.context)
            store.state.removeHeights(in: stale)
            compared = []  // compared again once measured again: never learned twice
            refreshRowHeights(store)
        }

        /// Has the table ask its rows' heights again once, after the current layout pass:
        /// `beginUpdates()` and `endUpdates()` with no change in between, UIKit's documented way to
        /// change row heights without reloading the cells, with animations off. The visible rows
        /// are measured then (with the learned offsets, after a correction); the precacher measures
        /// the others. One refresh at a time.
        func refreshRowHeights(_ store: HeightStore) {
            guard !store.correctionRefreshIsPending else { return }
            store.correctionRefreshIsPending = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    store.correctionRefreshDidRun()
                    guard let self else { return }
                    UIView.performWithoutAnimation {
                        self.beginUpdates()
                        self.endUpdates()
                    }
                }
            }
        }

        /// Logs every offset learned; in debug builds, reports once which rule was off and by how
        /// much, and each difference that stayed after a correction.
        private func report(
            _ outcome: TemplateCorrections.Outcome,
            cells: [(kind: TemplateCellKind, contentWidth: CGFloat)], layout: TableLayout
        ) {
            for (cell, verdict) in zip(cells, outcome.verdicts) {
                switch verdict {
                case .learned(let offset):
                    CellHeightLogging.debug(
                        .measurement,
                        "displayed cell \(cell.kind) \(offset) pt wider than its template: learned (\(outcome.context))"
                    )
                    #if DEBUG
                        let rules = TemplateCorrections.suspectedRules(for: cell.kind.signature, in: layout)
                            .joined(separator: ", ")
                        correctionReports.report(
                            .measurementFailed, key: "\(rules): \(offset)",
                            "a displayed cell's content view is \(abs(offset)) pt \(offset > 0 ? "wider" : "narrower") "
                                + "than its template's (\(layout.context)): the rule for \(rules) was off. The "
                                + "difference is learned for cells laid out like it, and the rows of this layout "
                                + "context are measured again. Please report it with the iOS version and the "
                                + "table's style")
                    #endif
                case .notLearned(let difference):
                    CellHeightLogging.debug(
                        .measurement, "displayed cell still \(difference) pt off its template (\(outcome.context))")
                    #if DEBUG
                        correctionReports.report(
                            .measurementFailed, key: "not learned: \(difference)",
                            "a displayed cell's content view still differs from its template's by \(difference) pt "
                                + "(\(outcome.context)) after a correction, or by more than half its width; its "
                                + "heights follow the rules. Please report it with the iOS version and the table's "
                                + "style")
                    #endif
                case .templateWidthVaries:
                    CellHeightLogging.debug(
                        .measurement, "template of \(cell.kind) laid out at varying widths: not corrected")
                    #if DEBUG
                        let identifier = DiagnosticText.quoted(cell.kind.reuseIdentifier)
                        correctionReports.report(
                            .measurementFailed, key: "varies: \(cell.kind.reuseIdentifier)",
                            "the template of cells \(identifier) got content views of different widths in the same "
                                + "layout (\(layout.context)): their width depends on their content or on state "
                                + "other than their accessories and editing state, so displayed cells cannot "
                                + "correct their rules and their heights follow the rules. Give the content view "
                                + "one width per layout (set insets in the cell's init, not per content)")
                    #endif
                case .unknown, .matches:
                    break
                }
            }
        }
    }
#endif

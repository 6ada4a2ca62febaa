#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The rules displayed cells corrected, and those they could not, reported once per process
    /// (debug builds).
    private let correctionReports = OnceReporter(note: "reported once per rule and difference")
    /// Refreshes given up, reported once per reason (debug builds).
    private let refreshReports = OnceReporter(note: "reported once per reason")

    /// A refresh of a table's visible rows waiting for an idle moment that allows it.
    @MainActor
    final class PendingRowRefresh {
        /// The tries so far and the decision at each idle moment.
        var rule = RowHeightRefresh()
        /// Where the next try runs.
        let idle: IdleMoment
        /// `true` while the refresh waits for the table's next layout pass in a window.
        var waitsForLayout = false

        init(_ attempt: @escaping @MainActor () -> Void) { idle = IdleMoment(attempt) }
    }

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
        /// whose editing state is not its row's yet (cells may be mid-change then): such a cell is
        /// looked at again at the next passes, ``EditingRechecks/limit`` times at most while it
        /// stays on screen.
        func compareDisplayedCells(_ store: HeightStore) {
            guard !store.cells.isEmpty else { return }
            let layout = currentHeightLayout
            guard layout.geometry.isReady, layout.editing != .swipe, store.state.updates.openBatches == 0,
                let visible = indexPathsForVisibleRows, !visible.isEmpty
            else { return }
            let rule = layout.context
            let previous = store.comparedRows.flatMap { $0.context == rule ? $0.rows : nil } ?? []
            guard visible != previous else { return }
            store.editingRechecks.pass(visible: visible, in: rule)
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
                    // Compared at a later pass, a few times at most (EditingRechecks).
                    if store.editingRechecks.recheck(indexPath) { compared.removeAll { $0 == indexPath } }
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

        /// Has the table ask its visible rows' heights again, once, at the first idle moment UIKit
        /// allows it (``RowHeightRefresh``): `beginUpdates()` and `endUpdates()` with no change in
        /// between, UIKit's documented way to change row heights without reloading the cells, with
        /// animations off. Never from inside a layout pass or a batch, never while the table has no
        /// window, scrolls, shows swipe actions or has uncommitted updates, and never while the data
        /// source's counts differ from the table's (the empty batch would throw UIKit's
        /// inconsistency exception). The visible rows are measured then (with the learned offsets,
        /// after a correction); the precacher measures the others. One refresh at a time.
        func refreshRowHeights(_ store: HeightStore) {
            guard store.rowRefresh == nil else { return }
            let pending = PendingRowRefresh { [weak self] in self?.attemptRowRefresh() }
            store.rowRefresh = pending
            pending.idle.arm(after: 0)
        }

        /// A layout pass: a refresh that waited for a window goes on at the next idle moment.
        func rowRefreshMayResume(_ store: HeightStore) {
            guard let pending = store.rowRefresh, pending.waitsForLayout, window != nil else { return }
            pending.waitsForLayout = false
            pending.idle.arm(after: 0)
        }

        /// An idle moment while a refresh waits: refresh, wait, or give up, as ``RowHeightRefresh``
        /// decides from the table's state now.
        private func attemptRowRefresh() {
            guard let store = HeightStore.existing(self), let pending = store.rowRefresh else { return }
            switch pending.rule.decide(rowRefreshFacts(store)) {
            case .refreshNow:
                store.correctionRefreshDidRun()
                UIView.performWithoutAnimation {
                    beginUpdates()
                    endUpdates()
                }
            case .waitForLayout:
                pending.waitsForLayout = true
            case .retry(let delay, let wait):
                CellHeightLogging.debug(.measurement, "row refresh waits: \(wait)")
                pending.idle.arm(after: delay)
            case .giveUp(let wait):
                store.rowRefresh = nil
                CellHeightLogging.debug(.measurement, "row refresh given up: \(wait)")
                #if DEBUG
                    refreshReports.report(
                        .measurementFailed, key: "\(wait)",
                        "the table was not asked its visible rows' heights again (after a correction of the "
                            + "template rules, or a snapshot applied outside ch.apply): \(wait) at each of "
                            + "\(RowHeightRefresh.maximumTries) tries over about 4 s. The cache holds the right heights; "
                            + "the rows on screen keep theirs until the table's next update. Tell the table of each "
                            + "model change right after making it")
                #endif
            }
        }

        /// The table's state at an idle moment; the data source's counts only when nothing else
        /// makes the refresh wait (O(sections) data-source calls).
        private func rowRefreshFacts(_ store: HeightStore) -> RowHeightRefresh.Facts {
            var facts = RowHeightRefresh.Facts()
            facts.hasWindow = window != nil
            facts.hasOpenBatch = store.state.updates.openBatches > 0
            facts.hasUncommittedUpdates = hasUncommittedUpdates
            facts.isTracking = isTracking
            facts.isDecelerating = isDecelerating
            facts.showsSwipeActions = store.editing.mode(tableIsEditing: isEditing) == .swipe
            guard RowHeightRefresh.wait(for: facts) == nil else { return facts }
            facts.sectionWithOtherCount = sectionWithOtherRowCount()
            return facts
        }

        /// The first section whose data-source row count is not the table's (UIKit's cached one),
        /// `-1` if the section counts differ, `nil` if every count agrees.
        private func sectionWithOtherRowCount() -> Int? {
            guard let dataSource else { return numberOfSections == 0 ? nil : -1 }
            let sections = dataSource.numberOfSections?(in: self) ?? 1
            guard sections == numberOfSections else { return -1 }
            return (0..<sections).first {
                dataSource.tableView(self, numberOfRowsInSection: $0) != numberOfRows(inSection: $0)
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

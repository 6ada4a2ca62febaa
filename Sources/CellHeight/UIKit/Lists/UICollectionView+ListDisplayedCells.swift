#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The corrections a list's displayed cells taught, reported once per process (debug builds).
    private let listCorrectionReports = OnceReporter(note: "reported once per kind of cell and difference")

    extension UICollectionView {
        /// Compares the cells of `ch.cellRegistration` registrations that this layout pass displayed
        /// for the first time with their templates, as a table does (``TemplateCorrections``): a kind
        /// of cell (its registration and template signature, ``TemplateLayout/listSignature(of:geometry:)``)
        /// whose displayed content view differs from its template's by more than half a point teaches
        /// the difference once, the list's caches move to the corrected layout context, the heights of
        /// the old one are dropped, and the layout is invalidated at the next idle moment, so that the
        /// visible cells size themselves again (``refreshListCells(_:)``); the precacher measures the
        /// others. Never loops: a kind learns once per context.
        ///
        /// Cost: nothing for a list that measured no template; otherwise, per layout pass, one read
        /// of the visible items, and for each cell that came on screen, its layout (which UIKit does in
        /// this pass anyway) and one width comparison. Not while the list is editing or a batch of
        /// updates is open.
        func compareDisplayedListCells(_ store: HeightStore) {
            guard let cells = store.listCells else { return }
            learnListEnvironments(cells)
            guard !store.cells.isEmpty, store.state.updates.openBatches == 0 else { return }
            let rule = listRuleContext
            guard rule.width > 0, !rule.isEditing else { return }
            let visible = indexPathsForVisibleItems.sorted()
            let previous = store.comparedRows.flatMap { $0.context == rule ? $0.rows : nil } ?? []
            guard !visible.isEmpty, visible != previous else { return }
            store.comparedRows = (rule, visible)
            var displayed: [(kind: TemplateCellKind, contentWidth: CGFloat)] = []
            for cell in visibleCells where !cell.isHidden {
                guard let tag = ListCells.tag(of: cell), tag.list === self,
                    cells.registrations.indices.contains(tag.registration),
                    let indexPath = indexPath(for: cell), !previous.contains(indexPath)
                else { continue }
                let identifier = cells.registrations[tag.registration].reuseIdentifier
                guard store.cells.hasTemplate(identifier) else { continue }
                cell.layoutIfNeeded()
                let geometry = listCellGeometry(itemFrame: cell.frame)
                let kind = TemplateCellKind(
                    reuseIdentifier: identifier, signature: TemplateLayout.listSignature(of: cell, geometry: geometry))
                displayed.append((kind, cell.contentView.bounds.width))
            }
            guard !displayed.isEmpty else { return }
            let outcome = store.corrections.cellsWereDisplayed(displayed, in: rule)
            reportListCorrections(outcome, cells: displayed)
            guard let stale = outcome.invalidated else { return }
            store.state.use(outcome.context)
            store.state.removeHeights(in: stale)
            store.comparedRows = nil  // compared again once sized again: never learned twice
            refreshListCells(store)
        }

        /// Reads the list environment trait of the displayed cells of sections whose environment is
        /// not known yet (iOS 18): one dictionary lookup per visible cell once all are known.
        private func learnListEnvironments(_ cells: ListCells) {
            for cell in visibleCells {
                guard ListCells.tag(of: cell)?.list === self, let indexPath = indexPath(for: cell),
                    cells.listEnvironments[indexPath.section] == nil,
                    let environment = IOSOnlyUIKit.listEnvironment(of: cell)
                else { continue }
                cells.listEnvironments[indexPath.section] = environment
            }
        }

        /// Invalidates the layout once, at the next idle moment of the main run loop when the list
        /// does not scroll, so that its visible cells are asked for their sizes again.
        func refreshListCells(_ store: HeightStore) {
            guard let cells = store.listCells, cells.refresh == nil else { return }
            let refresh = IdleMoment { [weak self] in self?.attemptListRefresh() }
            cells.refresh = refresh
            refresh.arm(after: 0)
        }

        private func attemptListRefresh() {
            guard let store = HeightStore.existing(self), let cells = store.listCells, let refresh = cells.refresh
            else {
                return
            }
            if isTracking || isDecelerating || store.state.updates.openBatches > 0 {
                refresh.arm(after: 0.25)
                return
            }
            cells.refresh = nil
            cells.refreshes += 1
            collectionViewLayout.invalidateLayout()
        }

        private func reportListCorrections(
            _ outcome: TemplateCorrections.Outcome, cells: [(kind: TemplateCellKind, contentWidth: CGFloat)]
        ) {
            for (cell, verdict) in zip(cells, outcome.verdicts) {
                guard case .learned(let offset) = verdict else { continue }
                CellHeightLogging.debug(
                    .measurement, "displayed list cell \(cell.kind) \(offset) pt wider than its template: learned")
                #if DEBUG
                    listCorrectionReports.report(
                        .measurementFailed, key: "\(cell.kind.reuseIdentifier): \(offset)",
                        "a displayed list cell's content view is \(abs(offset)) pt "
                            + "\(offset > 0 ? "wider" : "narrower") than its template's (\(outcome.context)): the "
                            + "difference is learned for cells laid out like it, and the list's heights of this "
                            + "layout context are measured again. Please report it with the iOS version and the "
                            + "list's appearance")
                #endif
            }
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    extension UITableView {
        /// Makes every table's data changes reach its height caches by themselves.
        ///
        /// Exchanges (method swizzling, once per process, thread-safe, idempotent) the
        /// implementations of `UITableView`'s `reloadData()`, `beginUpdates()`, `endUpdates()`,
        /// `performBatchUpdates(_:completion:)`, `insertRows(at:with:)`, `deleteRows(at:with:)`,
        /// `reloadRows(at:with:)`, `moveRow(at:to:)`, `reconfigureRows(at:)` (iOS 15 and later),
        /// `insertSections(_:with:)`, `deleteSections(_:with:)`, `reloadSections(_:with:)`,
        /// `moveSection(_:toSection:)` and `layoutSubviews()`. Each hook applies the change to the
        /// table's ``heightCache`` and header/footer cache with UIKit's batch semantics *before* the
        /// original implementation runs, then calls it. A table that never used the height API
        /// pays one associated-object lookup per call; one whose ``heightCache`` has
        /// `automaticallyInvalidates == false` is left alone.
        ///
        /// The first height call installs the hooks, so calling this is optional; call it at launch
        /// (`application(_:didFinishLaunchingWithOptions:)`) if a table may be mid-batch when it first
        /// asks for a height.
        ///
        /// Limits: changes that do not go through these public methods are not seen. That includes
        /// diffable data sources (`UITableViewDiffableDataSource.apply` may update the table through
        /// private UIKit paths: cache by model key there, with
        /// ``heightForCell(withIdentifier:cacheByKey:configuration:)``), subclasses that override these
        /// methods without calling `super`, and other code that exchanges the same methods and does not
        /// call through. `beginUpdates()`/`endUpdates()` with no changes (to animate a height change)
        /// invalidate nothing: invalidate that row yourself.
        public static func installHeightCacheHooks() { _ = TableHooks.installed }

        @objc(cellHeight_reloadData) dynamic func cellHeightReloadData() {
            guard let router = HeightStore.existing(self)?.state.updates else { return cellHeightReloadData() }
            router.reloadData { cellHeightReloadData() }
        }

        @objc(cellHeight_beginUpdates) dynamic func cellHeightBeginUpdates() {
            guard let router = HeightStore.existing(self)?.state.updates else { return cellHeightBeginUpdates() }
            router.beginUpdates { cellHeightBeginUpdates() }
        }

        @objc(cellHeight_endUpdates) dynamic func cellHeightEndUpdates() {
            guard let router = HeightStore.existing(self)?.state.updates else { return cellHeightEndUpdates() }
            router.endUpdates { cellHeightEndUpdates() }
        }

        @objc(cellHeight_performBatchUpdates:completion:)
        dynamic func cellHeightPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
            guard let router = HeightStore.existing(self)?.state.updates else {
                return cellHeightPerformBatchUpdates(updates, completion: completion)
            }
            router.performBatchUpdates(updates, then: { cellHeightPerformBatchUpdates($0, completion: completion) })
        }

        @objc(cellHeight_insertRowsAtIndexPaths:withRowAnimation:)
        dynamic func cellHeightInsertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            routeChange(
                { $0.insertRows(at: indexPaths) }, then: { cellHeightInsertRows(at: indexPaths, with: animation) })
        }

        @objc(cellHeight_deleteRowsAtIndexPaths:withRowAnimation:)
        dynamic func cellHeightDeleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            routeChange(
                { $0.deleteRows(at: indexPaths) }, then: { cellHeightDeleteRows(at: indexPaths, with: animation) })
        }

        @objc(cellHeight_reloadRowsAtIndexPaths:withRowAnimation:)
        dynamic func cellHeightReloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            routeChange(
                { $0.reloadRows(at: indexPaths) }, then: { cellHeightReloadRows(at: indexPaths, with: animation) })
        }

        @objc(cellHeight_moveRowAtIndexPath:toIndexPath:)
        dynamic func cellHeightMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            routeChange(
                { $0.moveRow(at: indexPath, to: newIndexPath) },
                then: {
                    cellHeightMoveRow(at: indexPath, to: newIndexPath)
                })
        }

        @objc(cellHeight_reconfigureRowsAtIndexPaths:)
        dynamic func cellHeightReconfigureRows(at indexPaths: [IndexPath]) {
            guard let router = HeightStore.existing(self)?.state.updates else {
                return cellHeightReconfigureRows(at: indexPaths)
            }
            router.reconfigure(indexPaths) { cellHeightReconfigureRows(at: indexPaths) }
        }

        @objc(cellHeight_insertSections:withRowAnimation:)
        dynamic func cellHeightInsertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            routeChange({ $0.insertSections(sections) }, then: { cellHeightInsertSections(sections, with: animation) })
        }

        @objc(cellHeight_deleteSections:withRowAnimation:)
        dynamic func cellHeightDeleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            routeChange({ $0.deleteSections(sections) }, then: { cellHeightDeleteSections(sections, with: animation) })
        }

        @objc(cellHeight_reloadSections:withRowAnimation:)
        dynamic func cellHeightReloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            routeChange({ $0.reloadSections(sections) }, then: { cellHeightReloadSections(sections, with: animation) })
        }

        @objc(cellHeight_moveSection:toSection:)
        dynamic func cellHeightMoveSection(_ section: Int, toSection newSection: Int) {
            routeChange(
                { $0.moveSection(section, toSection: newSection) },
                then: {
                    cellHeightMoveSection(section, toSection: newSection)
                })
        }

        @objc(cellHeight_layoutSubviews) dynamic func cellHeightLayoutSubviews() {
            cellHeightLayoutSubviews()
            HeightStore.existing(self)?.didLayout?()
        }

        private func routeChange(_ change: (inout TableUpdate) -> Void, then original: () -> Void) {
            guard let router = HeightStore.existing(self)?.state.updates else { return original() }
            router.change(change, then: original)
        }
    }

    /// Installs the `UITableView` hooks once per process (`static let` initialization is atomic).
    private enum TableHooks {
        static let installed: Bool = {
            let cls: AnyClass = UITableView.self
            let pairs: [(Selector, Selector)] = [
                (#selector(UITableView.reloadData), #selector(UITableView.cellHeightReloadData)),
                (#selector(UITableView.beginUpdates), #selector(UITableView.cellHeightBeginUpdates)),
                (#selector(UITableView.endUpdates), #selector(UITableView.cellHeightEndUpdates)),
                (
                    #selector(UITableView.performBatchUpdates(_:completion:)),
                    #selector(UITableView.cellHeightPerformBatchUpdates(_:completion:))
                ),
                (#selector(UITableView.insertRows(at:with:)), #selector(UITableView.cellHeightInsertRows(at:with:))),
                (#selector(UITableView.deleteRows(at:with:)), #selector(UITableView.cellHeightDeleteRows(at:with:))),
                (#selector(UITableView.reloadRows(at:with:)), #selector(UITableView.cellHeightReloadRows(at:with:))),
                (#selector(UITableView.moveRow(at:to:)), #selector(UITableView.cellHeightMoveRow(at:to:))),
                (
                    #selector(UITableView.insertSections(_:with:)),
                    #selector(UITableView.cellHeightInsertSections(_:with:))
                ),
                (
                    #selector(UITableView.deleteSections(_:with:)),
                    #selector(UITableView.cellHeightDeleteSections(_:with:))
                ),
                (
                    #selector(UITableView.reloadSections(_:with:)),
                    #selector(UITableView.cellHeightReloadSections(_:with:))
                ),
                (
                    #selector(UITableView.moveSection(_:toSection:)),
                    #selector(UITableView.cellHeightMoveSection(_:toSection:))
                ),
                (#selector(UITableView.layoutSubviews), #selector(UITableView.cellHeightLayoutSubviews)),
            ]
            let reconfigure: [(Selector, Selector)]
            if #available(iOS 15.0, tvOS 15.0, *) {
                reconfigure = [
                    (#selector(UITableView.reconfigureRows(at:)), #selector(UITableView.cellHeightReconfigureRows(at:)))
                ]
            } else {
                reconfigure = []
            }
            return MethodSwizzling.exchangeAll(pairs + reconfigure, in: cls)
        }()
    }
#endif

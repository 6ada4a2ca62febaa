#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    extension UICollectionView {
        /// Makes every collection view's data changes reach its height caches by themselves.
        ///
        /// Exchanges (once per process, thread-safe, idempotent) the implementations of
        /// `UICollectionView`'s `reloadData()`, `performBatchUpdates(_:completion:)`,
        /// `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`, `moveItem(at:to:)`,
        /// `reconfigureItems(at:)` (iOS 15 and later), `insertSections(_:)`, `deleteSections(_:)`,
        /// `reloadSections(_:)`, `moveSection(_:toSection:)` and `layoutSubviews()`; sections and items
        /// map to the cache's sections and rows. Same mechanism and limits as
        /// `UITableView.installHeightCacheHooks()`: diffable data sources may bypass these methods
        /// (cache by key there), and so do subclasses that override them without calling `super`.
        public static func installHeightCacheHooks() { _ = CollectionHooks.installed }

        @objc(cellHeight_reloadData) dynamic func cellHeightReloadData() {
            guard let router = HeightStore.existing(self)?.state.updates else { return cellHeightReloadData() }
            router.reloadData { cellHeightReloadData() }
        }

        @objc(cellHeight_performBatchUpdates:completion:)
        dynamic func cellHeightPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
            guard let router = HeightStore.existing(self)?.state.updates else {
                return cellHeightPerformBatchUpdates(updates, completion: completion)
            }
            router.performBatchUpdates(updates, then: { cellHeightPerformBatchUpdates($0, completion: completion) })
        }

        @objc(cellHeight_insertItemsAtIndexPaths:) dynamic func cellHeightInsertItems(at indexPaths: [IndexPath]) {
            routeChange({ $0.insertRows(at: indexPaths) }, then: { cellHeightInsertItems(at: indexPaths) })
        }

        @objc(cellHeight_deleteItemsAtIndexPaths:) dynamic func cellHeightDeleteItems(at indexPaths: [IndexPath]) {
            routeChange({ $0.deleteRows(at: indexPaths) }, then: { cellHeightDeleteItems(at: indexPaths) })
        }

        @objc(cellHeight_reloadItemsAtIndexPaths:) dynamic func cellHeightReloadItems(at indexPaths: [IndexPath]) {
            routeChange({ $0.reloadRows(at: indexPaths) }, then: { cellHeightReloadItems(at: indexPaths) })
        }

        @objc(cellHeight_moveItemAtIndexPath:toIndexPath:)
        dynamic func cellHeightMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            routeChange(
                { $0.moveRow(at: indexPath, to: newIndexPath) },
                then: {
                    cellHeightMoveItem(at: indexPath, to: newIndexPath)
                })
        }

        @objc(cellHeight_reconfigureItemsAtIndexPaths:)
        dynamic func cellHeightReconfigureItems(at indexPaths: [IndexPath]) {
            guard let router = HeightStore.existing(self)?.state.updates else {
                return cellHeightReconfigureItems(at: indexPaths)
            }
            router.reconfigure(indexPaths) { cellHeightReconfigureItems(at: indexPaths) }
        }

        @objc(cellHeight_insertSections:) dynamic func cellHeightInsertSections(_ sections: IndexSet) {
            routeChange({ $0.insertSections(sections) }, then: { cellHeightInsertSections(sections) })
        }

        @objc(cellHeight_deleteSections:) dynamic func cellHeightDeleteSections(_ sections: IndexSet) {
            routeChange({ $0.deleteSections(sections) }, then: { cellHeightDeleteSections(sections) })
        }

        @objc(cellHeight_reloadSections:) dynamic func cellHeightReloadSections(_ sections: IndexSet) {
            routeChange({ $0.reloadSections(sections) }, then: { cellHeightReloadSections(sections) })
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

    /// Installs the `UICollectionView` hooks once per process (`static let` initialization is atomic).
    private enum CollectionHooks {
        static let installed: Bool = {
            let cls: AnyClass = UICollectionView.self
            let pairs: [(Selector, Selector)] = [
                (#selector(UICollectionView.reloadData), #selector(UICollectionView.cellHeightReloadData)),
                (
                    #selector(UICollectionView.performBatchUpdates(_:completion:)),
                    #selector(UICollectionView.cellHeightPerformBatchUpdates(_:completion:))
                ),
                (#selector(UICollectionView.insertItems(at:)), #selector(UICollectionView.cellHeightInsertItems(at:))),
                (#selector(UICollectionView.deleteItems(at:)), #selector(UICollectionView.cellHeightDeleteItems(at:))),
                (#selector(UICollectionView.reloadItems(at:)), #selector(UICollectionView.cellHeightReloadItems(at:))),
                (
                    #selector(UICollectionView.moveItem(at:to:)),
                    #selector(UICollectionView.cellHeightMoveItem(at:to:))
                ),
                (
                    #selector(UICollectionView.insertSections(_:)),
                    #selector(UICollectionView.cellHeightInsertSections(_:))
                ),
                (
                    #selector(UICollectionView.deleteSections(_:)),
                    #selector(UICollectionView.cellHeightDeleteSections(_:))
                ),
                (
                    #selector(UICollectionView.reloadSections(_:)),
                    #selector(UICollectionView.cellHeightReloadSections(_:))
                ),
                (
                    #selector(UICollectionView.moveSection(_:toSection:)),
                    #selector(UICollectionView.cellHeightMoveSection(_:toSection:))
                ),
                (#selector(UICollectionView.layoutSubviews), #selector(UICollectionView.cellHeightLayoutSubviews)),
            ]
            let reconfigure: [(Selector, Selector)]
            if #available(iOS 15.0, tvOS 15.0, *) {
                reconfigure = [
                    (
                        #selector(UICollectionView.reconfigureItems(at:)),
                        #selector(UICollectionView.cellHeightReconfigureItems(at:))
                    )
                ]
            } else {
                reconfigure = []
            }
            return MethodSwizzling.exchangeAll(pairs + reconfigure, in: cls)
        }()
    }
#endif

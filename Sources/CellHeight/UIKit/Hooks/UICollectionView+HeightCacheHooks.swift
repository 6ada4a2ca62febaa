#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The hooks of `UICollectionView`, installed once per process (`static let` initialization is
    /// atomic), by ``CellHeightHooks/install()``. Sections and items map to the cache's sections
    /// and rows.
    enum CollectionHooks {
        static let installed: Bool = {
            let cls: AnyClass = UICollectionView.self
            var missing: [Selector] = []
            func check(_ installed: Bool, _ selector: Selector) { if !installed { missing.append(selector) } }
            let reloadData = #selector(UICollectionView.reloadData)
            check(ListHooks.noArguments(reloadData, in: cls, .reloadData), reloadData)
            check(ListHooks.batch(in: cls), NSSelectorFromString("performBatchUpdates:completion:"))
            let itemChanges: [(Selector, ([IndexPath]) -> ListCall)] = [
                (#selector(UICollectionView.insertItems(at:)), ListCall.insertRows),
                (#selector(UICollectionView.deleteItems(at:)), ListCall.deleteRows),
                (#selector(UICollectionView.reloadItems(at:)), ListCall.reloadRows),
            ]
            for (selector, call) in itemChanges { check(ListHooks.indexPaths(selector, in: cls, call), selector) }
            let sectionChanges: [(Selector, (IndexSet) -> ListCall)] = [
                (#selector(UICollectionView.insertSections(_:)), ListCall.insertSections),
                (#selector(UICollectionView.deleteSections(_:)), ListCall.deleteSections),
                (#selector(UICollectionView.reloadSections(_:)), ListCall.reloadSections),
            ]
            for (selector, call) in sectionChanges { check(ListHooks.sections(selector, in: cls, call), selector) }
            let move = #selector(UICollectionView.moveItem(at:to:))
            check(ListHooks.move(move, in: cls), move)
            check(ListHooks.moveSection(in: cls), NSSelectorFromString("moveSection:toSection:"))
            if #available(iOS 15.0, *) {
                let reconfigure = #selector(UICollectionView.reconfigureItems(at:))
                check(ListHooks.indexPaths(reconfigure, in: cls, ListCall.reconfigureRows), reconfigure)
            }
            check(
                ListHooks.layoutSubviews(in: cls) { list, store in
                    unsafeDowncast(list, to: UICollectionView.self).heightListDidLayout(store)
                }, #selector(UIView.layoutSubviews))
            MethodHook.reportMissing(missing, in: cls)
            return missing.isEmpty
        }()
    }
#endif

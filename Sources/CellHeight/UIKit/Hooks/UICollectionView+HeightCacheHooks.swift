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
            check(ListHooks.noArguments(reloadData, in: cls) { $0.reloadData($1) }, reloadData)
            check(ListHooks.batch(in: cls), NSSelectorFromString("performBatchUpdates:completion:"))
            let itemChanges: [(Selector, ([IndexPath], inout TableUpdate) -> Void)] = [
                (#selector(UICollectionView.insertItems(at:)), { $1.insertRows(at: $0) }),
                (#selector(UICollectionView.deleteItems(at:)), { $1.deleteRows(at: $0) }),
                (#selector(UICollectionView.reloadItems(at:)), { $1.reloadRows(at: $0) }),
            ]
            for (selector, record) in itemChanges { check(ListHooks.indexPaths(selector, in: cls, record), selector) }
            let sectionChanges: [(Selector, (IndexSet, inout TableUpdate) -> Void)] = [
                (#selector(UICollectionView.insertSections(_:)), { $1.insertSections($0) }),
                (#selector(UICollectionView.deleteSections(_:)), { $1.deleteSections($0) }),
                (#selector(UICollectionView.reloadSections(_:)), { $1.reloadSections($0) }),
            ]
            for (selector, record) in sectionChanges { check(ListHooks.sections(selector, in: cls, record), selector) }
            let move = #selector(UICollectionView.moveItem(at:to:))
            check(ListHooks.move(move, in: cls), move)
            check(ListHooks.moveSection(in: cls), NSSelectorFromString("moveSection:toSection:"))
            if #available(iOS 15.0, *) {
                let reconfigure = #selector(UICollectionView.reconfigureItems(at:))
                check(ListHooks.reconfigure(reconfigure, in: cls), reconfigure)
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

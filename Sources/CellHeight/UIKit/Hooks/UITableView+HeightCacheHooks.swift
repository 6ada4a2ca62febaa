#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The hooks of `UITableView`, installed once per process (`static let` initialization is
    /// atomic), by ``CellHeightHooks/install()``.
    enum TableHooks {
        static let installed: Bool = {
            let cls: AnyClass = UITableView.self
            var missing: [Selector] = []
            func check(_ installed: Bool, _ selector: Selector) { if !installed { missing.append(selector) } }
            let reloadData = #selector(UITableView.reloadData)
            check(ListHooks.noArguments(reloadData, in: cls, .reloadData), reloadData)
            let begin = #selector(UITableView.beginUpdates)
            check(ListHooks.noArguments(begin, in: cls, .beginUpdates), begin)
            let end = #selector(UITableView.endUpdates)
            check(ListHooks.noArguments(end, in: cls, .endUpdates), end)
            check(ListHooks.batch(in: cls), NSSelectorFromString("performBatchUpdates:completion:"))
            let rowChanges: [(Selector, ([IndexPath]) -> ListCall)] = [
                (#selector(UITableView.insertRows(at:with:)), ListCall.insertRows),
                (#selector(UITableView.deleteRows(at:with:)), ListCall.deleteRows),
                (#selector(UITableView.reloadRows(at:with:)), ListCall.reloadRows),
            ]
            for (selector, call) in rowChanges {
                check(ListHooks.animatedIndexPaths(selector, in: cls, call), selector)
            }
            let sectionChanges: [(Selector, (IndexSet) -> ListCall)] = [
                (#selector(UITableView.insertSections(_:with:)), ListCall.insertSections),
                (#selector(UITableView.deleteSections(_:with:)), ListCall.deleteSections),
                (#selector(UITableView.reloadSections(_:with:)), ListCall.reloadSections),
            ]
            for (selector, call) in sectionChanges {
                check(ListHooks.animatedSections(selector, in: cls, call), selector)
            }
            let move = #selector(UITableView.moveRow(at:to:))
            check(ListHooks.move(move, in: cls), move)
            check(ListHooks.moveSection(in: cls), NSSelectorFromString("moveSection:toSection:"))
            if #available(iOS 15.0, *) {
                let reconfigure = #selector(UITableView.reconfigureRows(at:))
                check(ListHooks.indexPaths(reconfigure, in: cls, ListCall.reconfigureRows), reconfigure)
            }
            // The isEditing setter is hooked where the class has one; setEditing(_:animated:) is what
            // the Edit button and UITableViewController call.
            check(ListHooks.editing(in: cls).animated, #selector(UITableView.setEditing(_:animated:)))
            check(
                ListHooks.layoutSubviews(in: cls) { list, store in
                    unsafeDowncast(list, to: UITableView.self).heightListDidLayout(store)
                }, #selector(UIView.layoutSubviews))
            MethodHook.reportMissing(missing, in: cls)
            return missing.isEmpty
        }()
    }
#endif

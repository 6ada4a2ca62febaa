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
            check(ListHooks.noArguments(reloadData, in: cls) { $0.reloadData($1) }, reloadData)
            let begin = #selector(UITableView.beginUpdates)
            check(ListHooks.noArguments(begin, in: cls) { $0.beginUpdates($1) }, begin)
            let end = #selector(UITableView.endUpdates)
            check(ListHooks.noArguments(end, in: cls) { $0.endUpdates($1) }, end)
            check(ListHooks.batch(in: cls), NSSelectorFromString("performBatchUpdates:completion:"))
            let rowChanges: [(Selector, ([IndexPath], inout TableUpdate) -> Void)] = [
                (#selector(UITableView.insertRows(at:with:)), { $1.insertRows(at: $0) }),
                (#selector(UITableView.deleteRows(at:with:)), { $1.deleteRows(at: $0) }),
                (#selector(UITableView.reloadRows(at:with:)), { $1.reloadRows(at: $0) }),
            ]
            for (selector, record) in rowChanges {
                check(ListHooks.animatedIndexPaths(selector, in: cls, record), selector)
            }
            let sectionChanges: [(Selector, (IndexSet, inout TableUpdate) -> Void)] = [
                (#selector(UITableView.insertSections(_:with:)), { $1.insertSections($0) }),
                (#selector(UITableView.deleteSections(_:with:)), { $1.deleteSections($0) }),
                (#selector(UITableView.reloadSections(_:with:)), { $1.reloadSections($0) }),
            ]
            for (selector, record) in sectionChanges {
                check(ListHooks.animatedSections(selector, in: cls, record), selector)
            }
            let move = #selector(UITableView.moveRow(at:to:))
            check(ListHooks.move(move, in: cls), move)
            check(ListHooks.moveSection(in: cls), NSSelectorFromString("moveSection:toSection:"))
            if #available(iOS 15.0, *) {
                let reconfigure = #selector(UITableView.reconfigureRows(at:))
                check(ListHooks.reconfigure(reconfigure, in: cls), reconfigure)
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

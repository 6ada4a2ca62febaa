#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// What the test's hooks saw: their calls on the main thread, and an optional look at each receiver.
    @MainActor
    final class EarlyHookLog {
        private(set) var deletes = 0
        private(set) var reloads = 0
        var onDelete: ((UITableView) -> Void)?
        var onReload: ((UITableView) -> Void)?

        fileprivate func deleted(_ table: UITableView) {
            deletes += 1
            onDelete?(table)
        }

        fileprivate func reloaded(_ table: UITableView) {
            reloads += 1
            onReload?(table)
        }
    }

    /// The test's own hooks of `UITableView.deleteRows(at:with:)` and `reloadData()`, installed with
    /// `class_getInstanceMethod` + `method_setImplementation` + `imp_implementationWithBlock`, as many
    /// apps and libraries do. Each counts the call and calls the implementation it replaced. Installed
    /// once per process and never removed.
    enum EarlyHooks {
        enum Installation: Equatable {
            /// Both methods still had UIKit's implementation (not a block): nothing had hooked them.
            case beforeThePackage
            /// A method already had a block implementation (the package's hooks were there first).
            case afterAnotherHook
            case failed
        }

        private typealias Delete = @convention(c) (AnyObject, Selector, AnyObject, Int) -> Void
        private typealias DeleteBlock = @convention(block) (AnyObject, AnyObject, Int) -> Void
        private typealias Reload = @convention(c) (AnyObject, Selector) -> Void
        private typealias ReloadBlock = @convention(block) (AnyObject) -> Void

        /// The log of the calls (main thread only).
        @MainActor static let log = EarlyHookLog()

        /// Installs both hooks on first use.
        static let installed: Installation = {
            let delete = #selector(UITableView.deleteRows(at:with:))
            let reload = #selector(UITableView.reloadData)
            guard let deleteMethod = class_getInstanceMethod(UITableView.self, delete),
                let reloadMethod = class_getInstanceMethod(UITableView.self, reload)
            else { return .failed }
            let untouched = [deleteMethod, reloadMethod].allSatisfy {
                imp_getBlock(method_getImplementation($0)) == nil
            }

            let originalDelete = unsafeBitCast(method_getImplementation(deleteMethod), to: Delete.self)
            let deleteBlock: DeleteBlock = { object, indexPaths, animation in
                if Thread.isMainThread {
                    // Only the table (a main-actor class, so Sendable) enters the main actor.
                    let table = unsafeDowncast(object, to: UITableView.self)
                    MainActor.assumeIsolated { log.deleted(table) }
                }
                originalDelete(object, delete, indexPaths, animation)
            }
            method_setImplementation(
                deleteMethod, imp_implementationWithBlock(unsafeBitCast(deleteBlock, to: AnyObject.self)))

            let originalReload = unsafeBitCast(method_getImplementation(reloadMethod), to: Reload.self)
            let reloadBlock: ReloadBlock = { object in
                if Thread.isMainThread {
                    // Only the table (a main-actor class, so Sendable) enters the main actor.
                    let table = unsafeDowncast(object, to: UITableView.self)
                    MainActor.assumeIsolated { log.reloaded(table) }
                }
                originalReload(object, reload)
            }
            method_setImplementation(
                reloadMethod, imp_implementationWithBlock(unsafeBitCast(reloadBlock, to: AnyObject.self)))
            return untouched ? .beforeThePackage : .afterAnotherHook
        }()
    }
#endif

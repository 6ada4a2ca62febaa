#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// What the test's own hook saw: the calls, and an optional look at each receiver.
    @MainActor
    final class HookLog {
        static let shared = HookLog()
        /// Calls of the hooked method on the main thread so far.
        private(set) var calls = 0
        /// Runs at each call, before the implementation the hook replaced.
        var onCall: ((UITableView) -> Void)?

        fileprivate func record(_ table: UITableView) {
            calls += 1
            onCall?(table)
        }
    }

    /// A hook of the test's own on `UITableView.deleteRows(at:with:)`, installed the way many apps and
    /// libraries install theirs: `class_getInstanceMethod`, then `method_setImplementation` with an
    /// `imp_implementationWithBlock` block that counts the call (``HookLog``) and calls the
    /// implementation it replaced. Installed once per process (`static let`) and never removed.
    enum CountingDeleteHook {
        private typealias Function = @convention(c) (AnyObject, Selector, AnyObject, Int) -> Void
        private typealias Block = @convention(block) (AnyObject, AnyObject, Int) -> Void

        /// Installs the hook on first use; `false` if `UITableView` has no such method.
        static let installed: Bool = {
            let selector = #selector(UITableView.deleteRows(at:with:))
            guard let method = class_getInstanceMethod(UITableView.self, selector) else { return false }
            let replaced = unsafeBitCast(method_getImplementation(method), to: Function.self)
            let block: Block = { object, indexPaths, animation in
                if Thread.isMainThread {
                    // Only the table (a main-actor class, so Sendable) enters the main actor, as in the package's hooks.
                    let table = unsafeDowncast(object, to: UITableView.self)
                    MainActor.assumeIsolated { HookLog.shared.record(table) }
                }
                replaced(object, selector, indexPaths, animation)
            }
            method_setImplementation(method, imp_implementationWithBlock(unsafeBitCast(block, to: AnyObject.self)))
            return true
        }()
    }
#endif

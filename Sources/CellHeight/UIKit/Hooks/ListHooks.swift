#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// The hooks of `UITableView`'s and `UICollectionView`'s data-change methods and
    /// `layoutSubviews()`, by Objective-C signature. Each replacement is a nonisolated block that
    /// first decides, on the caller's thread and with one associated-object lookup, what the call
    /// is (``HookCall``):
    ///
    /// - for a list that never used the height API, it calls the original with the arguments
    ///   untouched: nothing is bridged, copied or wrapped;
    /// - off the main thread (a misuse of UIKit, possibly by another library), it calls the
    ///   original at once, reports the call once per method, and invalidates the list's heights on
    ///   the main thread afterwards: no Swift 6 isolation check can stop the app here;
    /// - on the main thread, it reads the arguments into a ``ListCall`` and tells the list's
    ///   ``ListUpdateRouter`` (``ListUpdateRouter/begin(_:)``), which applies the change to the
    ///   caches; then it calls the original and closes the call (``ListUpdateRouter/end(_:)``).
    ///
    /// Only `Sendable` values enter the main actor: the list's ``HeightStore`` and the ``ListCall``.
    /// The arguments themselves never leave the caller's thread: the block passes them to the
    /// original as they came, `nil` included. The original implementation is always called with the
    /// method's own selector (see ``MethodHook``).
    enum ListHooks {
        typealias NoArguments = @convention(c) (AnyObject, Selector) -> Void
        typealias Batch =
            @convention(c) (
                AnyObject, Selector, (@convention(block) () -> Void)?, (@convention(block) (Bool) -> Void)?
            ) -> Void
        typealias IndexPaths = @convention(c) (AnyObject, Selector, AnyObject?) -> Void
        typealias AnimatedIndexPaths = @convention(c) (AnyObject, Selector, AnyObject?, Int) -> Void
        typealias Sections = @convention(c) (AnyObject, Selector, AnyObject?) -> Void
        typealias AnimatedSections = @convention(c) (AnyObject, Selector, AnyObject?, Int) -> Void
        typealias Move = @convention(c) (AnyObject, Selector, AnyObject?, AnyObject?) -> Void
        typealias MoveSection = @convention(c) (AnyObject, Selector, Int, Int) -> Void
        typealias Editing = @convention(c) (AnyObject, Selector, ObjectiveC.ObjCBool) -> Void
        typealias EditingAnimated =
            @convention(c) (AnyObject, Selector, ObjectiveC.ObjCBool, ObjectiveC.ObjCBool) -> Void

        /// The store of `object` if this call must reach its router: a list with caches, on the main
        /// thread. Otherwise the call is UIKit's alone (see the type's documentation): `original` has
        /// run, and `nil` is returned.
        private static func routedStore(
            _ object: AnyObject, _ selector: Selector, otherwise original: () -> Void
        ) -> HeightStore? {
            let store = HeightStore.existing(object)
            switch HookCall.of(listUsesPackage: store != nil, isMainThread: Thread.isMainThread) {
            case .passThrough:
                original()
                return nil
            case .offMainThread:
                ListUpdateRouter.reportOffMainThreadCall(method(object, selector), thread: "\(Thread.current)")
                original()
                if let store {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { store.state.updates.changeSeenOffMainThread() }
                    }
                }
                return nil
            case .route:
                return store
            }
        }

        /// Routes one call of a list with caches, on the main thread: the router learns of `call`
        /// and updates the caches, `original` runs on this thread with the call's own arguments,
        /// then the router closes the call.
        private static func route(_ call: ListCall, _ store: HeightStore, original: (OpenListCall) -> Void) {
            // `.route` was decided on the main thread, where the block still runs.
            let open = MainActor.assumeIsolated {
                store.listDataWillChange()
                return store.state.updates.begin(call)
            }
            original(open)
            MainActor.assumeIsolated { store.state.updates.end(open) }
        }

        /// `"UITableView.insertRowsAtIndexPaths:withRowAnimation:"`, for diagnostics: the class the
        /// app made, not a subclass that key-value observing added at run time.
        private static func method(_ object: AnyObject, _ selector: Selector) -> String {
            "\(HookCall.className(ofClassChain: classChain(of: object))).\(NSStringFromSelector(selector))"
        }

        /// The names of `object`'s class and its superclasses, from its own class up.
        private static func classChain(of object: AnyObject) -> [String] {
            var names: [String] = []
            var cls: AnyClass? = object_getClass(object)
            while let current = cls, names.count < 64 {
                names.append(NSStringFromClass(current))
                cls = class_getSuperclass(current)
            }
            return names
        }

        // MARK: Hooks by signature

        static func noArguments(_ selector: Selector, in cls: AnyClass, _ call: ListCall) -> Bool {
            MethodHook.replace(selector, in: cls, function: NoArguments.self) { implementation in
                let block: @convention(block) (AnyObject) -> Void = { object in
                    let original = { implementation.function(object, selector) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    route(call, store) { _ in original() }
                }
                return block
            }
        }

        /// `layoutSubviews()`: the original first, then the list's router (a data change that never
        /// returned is forgotten: ``ListUpdateRouter/listDidLayout()``), the list's own handler (a
        /// table's section index is laid out now; a list flow layout refreshes estimated items on
        /// screen) and the precache's (it reads the visible rows), on the main thread only. A list
        /// that never used the height API pays one associated-object lookup.
        static func layoutSubviews(
            in cls: AnyClass, _ didLayout: @escaping @MainActor (UIScrollView, HeightStore) -> Void
        ) -> Bool {
            let selector = #selector(UIView.layoutSubviews)
            return MethodHook.replace(selector, in: cls, function: NoArguments.self) { original in
                let block: @convention(block) (AnyObject) -> Void = { object in
                    original.function(object, selector)
                    guard Thread.isMainThread else { return }
                    let list = unsafeDowncast(object, to: UIScrollView.self)
                    MainActor.assumeIsolated {
                        guard let store = HeightStore.existing(list) else { return }
                        store.state.updates.listDidLayout()
                        didLayout(list, store)
                        store.didLayout?()
                    }
                }
                return block
            }
        }

        /// `setEditing(_:animated:)` and the `isEditing` setter (`setEditing:`) of a table: record
        /// the value asked for before UIKit's implementation runs, so that editing mode can be told
        /// from a swipe (``ListEditingRequest``), and after it read what the visible cells show (a
        /// swipe may have reached `setEditing`) and tell the list's precache (a wait for editing may
        /// have ended). Off the main thread, only the original runs.
        static func editing(in cls: AnyClass) -> (animated: Bool, property: Bool) {
            let animatedSelector = #selector(UITableView.setEditing(_:animated:))
            let animated = MethodHook.replace(animatedSelector, in: cls, function: EditingAnimated.self) { original in
                let block: @convention(block) (AnyObject, ObjectiveC.ObjCBool, ObjectiveC.ObjCBool) -> Void = {
                    object, editing, animated in
                    record(editing.boolValue, on: object)
                    original.function(object, animatedSelector, editing, animated)
                    announceEditing(on: object)
                }
                return block
            }
            let propertySelector = NSSelectorFromString("setEditing:")
            let property = MethodHook.replace(propertySelector, in: cls, function: Editing.self) { original in
                let block: @convention(block) (AnyObject, ObjectiveC.ObjCBool) -> Void = { object, editing in
                    record(editing.boolValue, on: object)
                    original.function(object, propertySelector, editing)
                    announceEditing(on: object)
                }
                return block
            }
            return (animated, property)
        }

        private static func record(_ editing: Bool, on object: AnyObject) {
            guard Thread.isMainThread else { return }
            let list = unsafeDowncast(object, to: UIScrollView.self)
            MainActor.assumeIsolated { HeightStore.existing(list)?.editing.record(editing) }
        }

        private static func announceEditing(on object: AnyObject) {
            guard Thread.isMainThread else { return }
            let table = unsafeDowncast(object, to: UITableView.self)  // hooked on UITableView only
            MainActor.assumeIsolated {
                if let store = HeightStore.existing(table) { table.heightEditingDidChange(store) }
            }
        }

        /// `performBatchUpdates(_:completion:)`: the blocks reach the original as they came, unless
        /// the list has caches (then `updates` runs inside the router's bracket).
        static func batch(in cls: AnyClass) -> Bool {
            let selector = NSSelectorFromString("performBatchUpdates:completion:")
            return MethodHook.replace(selector, in: cls, function: Batch.self) { implementation in
                let block:
                    @convention(block) (
                        AnyObject, (@convention(block) () -> Void)?, (@convention(block) (Bool) -> Void)?
                    ) -> Void = { object, updates, completion in
                        let original = { implementation.function(object, selector, updates, completion) }
                        guard let store = routedStore(object, selector, otherwise: original) else { return }
                        route(.performBatchUpdates, store) { open in
                            guard open.bracketsUpdates, let updates else { return original() }
                            let bracketed: @convention(block) () -> Void = { bracket(updates, of: store) }
                            implementation.function(object, selector, bracketed, completion)
                        }
                    }
                return block
            }
        }

        /// Runs the closure of a routed `performBatchUpdates` call inside the router's bracket.
        /// UIKit runs it at once, on the thread that called `performBatchUpdates`: the main thread.
        private static func bracket(_ updates: () -> Void, of store: HeightStore) {
            guard Thread.isMainThread else { return updates() }
            MainActor.assumeIsolated { store.state.updates.updatesWillRun() }
            updates()
            MainActor.assumeIsolated { store.state.updates.updatesDidRun() }
        }

        /// `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`, `reconfigureRows(at:)`,
        /// `reconfigureItems(at:)`: `call` makes the change from the index paths.
        static func indexPaths(
            _ selector: Selector, in cls: AnyClass, _ call: @escaping ([IndexPath]) -> ListCall
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: IndexPaths.self) { implementation in
                let block: @convention(block) (AnyObject, AnyObject?) -> Void = { object, array in
                    let original = { implementation.function(object, selector, array) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    let change = HookCall.indexPaths(array).map(call) ?? .unreadable(method: method(object, selector))
                    route(change, store) { _ in original() }
                }
                return block
            }
        }

        /// `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)`.
        static func animatedIndexPaths(
            _ selector: Selector, in cls: AnyClass, _ call: @escaping ([IndexPath]) -> ListCall
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: AnimatedIndexPaths.self) { implementation in
                let block: @convention(block) (AnyObject, AnyObject?, Int) -> Void = { object, array, animation in
                    let original = { implementation.function(object, selector, array, animation) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    let change = HookCall.indexPaths(array).map(call) ?? .unreadable(method: method(object, selector))
                    route(change, store) { _ in original() }
                }
                return block
            }
        }

        /// `insertSections(_:)`, `deleteSections(_:)`, `reloadSections(_:)` of a collection view.
        static func sections(
            _ selector: Selector, in cls: AnyClass, _ call: @escaping (IndexSet) -> ListCall
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: Sections.self) { implementation in
                let block: @convention(block) (AnyObject, AnyObject?) -> Void = { object, set in
                    let original = { implementation.function(object, selector, set) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    let change = HookCall.sections(set).map(call) ?? .unreadable(method: method(object, selector))
                    route(change, store) { _ in original() }
                }
                return block
            }
        }

        /// `insertSections(_:with:)`, `deleteSections(_:with:)`, `reloadSections(_:with:)` of a table.
        static func animatedSections(
            _ selector: Selector, in cls: AnyClass, _ call: @escaping (IndexSet) -> ListCall
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: AnimatedSections.self) { implementation in
                let block: @convention(block) (AnyObject, AnyObject?, Int) -> Void = { object, set, animation in
                    let original = { implementation.function(object, selector, set, animation) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    let change = HookCall.sections(set).map(call) ?? .unreadable(method: method(object, selector))
                    route(change, store) { _ in original() }
                }
                return block
            }
        }

        /// `moveRow(at:to:)`, `moveItem(at:to:)`.
        static func move(_ selector: Selector, in cls: AnyClass) -> Bool {
            MethodHook.replace(selector, in: cls, function: Move.self) { implementation in
                let block: @convention(block) (AnyObject, AnyObject?, AnyObject?) -> Void = { object, from, to in
                    let original = { implementation.function(object, selector, from, to) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    let change =
                        HookCall.move(from: from, to: to).map { ListCall.moveRow($0.from, to: $0.to) }
                        ?? .unreadable(method: method(object, selector))
                    route(change, store) { _ in original() }
                }
                return block
            }
        }

        /// `moveSection(_:toSection:)`.
        static func moveSection(in cls: AnyClass) -> Bool {
            let selector = NSSelectorFromString("moveSection:toSection:")
            return MethodHook.replace(selector, in: cls, function: MoveSection.self) { implementation in
                let block: @convention(block) (AnyObject, Int, Int) -> Void = { object, from, to in
                    let original = { implementation.function(object, selector, from, to) }
                    guard let store = routedStore(object, selector, otherwise: original) else { return }
                    route(.moveSection(from, toSection: to), store) { _ in original() }
                }
                return block
            }
        }
    }
#endif

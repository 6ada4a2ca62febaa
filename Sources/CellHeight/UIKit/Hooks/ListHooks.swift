#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// The hooks of `UITableView`'s and `UICollectionView`'s data-change methods and
    /// `layoutSubviews()`, by Objective-C signature. Each replacement is a nonisolated block that
    /// first decides, with one associated-object lookup, what the call is (``HookCall``):
    ///
    /// - for a list that never used the height API, it calls the original with the arguments
    ///   untouched: nothing is bridged, copied or wrapped;
    /// - off the main thread (a misuse of UIKit, possibly by another library), it calls the
    ///   original at once, reports the call once per method, and invalidates the list's heights on
    ///   the main thread afterwards: no Swift 6 isolation check can stop the app here;
    /// - on the main thread, it reads the arguments and hands the call to the list's
    ///   `ListUpdateRouter`, which applies the change to the caches and then calls the original.
    ///
    /// Object arguments are taken as optionals and passed to the original as they came, `nil`
    /// included. The original implementation is always called with the method's own selector (see
    /// ``MethodHook``).
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

        /// What a hook does with one call that reaches the list's router; the second argument calls
        /// the original.
        typealias Route = @MainActor (ListUpdateRouter, () -> Void) -> Void

        /// Hands one data-change call of `object` to its router, or only to `original` (see the
        /// type's documentation). `route` runs, and reads the call's arguments, only for a list
        /// with caches on the main thread.
        static func route(_ object: AnyObject, _ selector: Selector, original: () -> Void, _ route: Route) {
            let store = HeightStore.existing(object)
            switch HookCall.of(listUsesPackage: store != nil, isMainThread: Thread.isMainThread) {
            case .passThrough:
                original()
            case .offMainThread:
                ListUpdateRouter.reportOffMainThreadCall(method(object, selector), thread: "\(Thread.current)")
                original()
                if let store { DispatchQueue.main.async { store.state.updates.changeSeenOffMainThread() } }
            case .route:
                MainActor.assumeIsolated {
                    guard let store else { return original() }
                    store.listDataWillChange()
                    route(store.state.updates, original)
                }
            }
        }

        /// A change whose argument was read as `value` (`nil`: unreadable, see ``HookCall``).
        @MainActor
        private static func change<Value>(
            _ value: Value?, _ router: ListUpdateRouter, _ object: AnyObject, _ selector: Selector,
            call: () -> Void, record: (Value, inout TableUpdate) -> Void
        ) {
            guard let value else { return router.unreadableChange(method(object, selector), then: call) }
            router.change({ record(value, &$0) }, then: call)
        }

        /// `"UITableView.insertRowsAtIndexPaths:withRowAnimation:"`, for diagnostics.
        private static func method(_ object: AnyObject, _ selector: Selector) -> String {
            "\(type(of: object)).\(NSStringFromSelector(selector))"
        }

        // MARK: Hooks by signature

        static func noArguments(_ selector: Selector, in cls: AnyClass, _ route: @escaping Route) -> Bool {
            MethodHook.replace(selector, in: cls, function: NoArguments.self) { original in
                let block: @convention(block) (AnyObject) -> Void = { object in
                    Self.route(object, selector, original: { original.function(object, selector) }, route)
                }
                return block
            }
        }

        /// `layoutSubviews()`: the original first, then the list's own handler (a table's section
        /// index is laid out now; a list flow layout refreshes estimated items on screen) and the
        /// precache's (it reads the visible rows), on the main thread only. A list that never used
        /// the height API pays one associated-object lookup.
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
                        didLayout(list, store)
                        store.didLayout?()
                    }
                }
                return block
            }
        }

        /// `setEditing(_:animated:)` and the `isEditing` setter (`setEditing:`) of a table: record
        /// the value asked for before UIKit's implementation runs, so that editing mode can be told
        /// from a swipe (``ListEditingRequest``), and tell the list's precache after it (a wait for
        /// editing may have ended). Off the main thread, only the original runs.
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
            let list = unsafeDowncast(object, to: UIScrollView.self)
            MainActor.assumeIsolated { HeightStore.existing(list)?.editingDidChange?() }
        }

        /// `performBatchUpdates(_:completion:)`: the blocks reach the original as they came, unless
        /// the list has caches (then `updates` runs inside the router's bracket).
        static func batch(in cls: AnyClass) -> Bool {
            let selector = NSSelectorFromString("performBatchUpdates:completion:")
            return MethodHook.replace(selector, in: cls, function: Batch.self) { original in
                let block:
                    @convention(block) (
                        AnyObject, (@convention(block) () -> Void)?, (@convention(block) (Bool) -> Void)?
                    ) -> Void = { object, updates, completion in
                        Self.route(
                            object, selector, original: { original.function(object, selector, updates, completion) }
                        ) {
                            router, _ in
                            router.performBatchUpdates(updates.map { updates in { updates() } }) { bracketed in
                                let block: (@convention(block) () -> Void)? = bracketed.map { bracketed in
                                    { bracketed() }
                                }
                                original.function(object, selector, block, completion)
                            }
                        }
                    }
                return block
            }
        }

        /// `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`.
        static func indexPaths(
            _ selector: Selector, in cls: AnyClass, _ record: @escaping ([IndexPath], inout TableUpdate) -> Void
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: IndexPaths.self) { original in
                let block: @convention(block) (AnyObject, AnyObject?) -> Void = { object, array in
                    Self.route(object, selector, original: { original.function(object, selector, array) }) {
                        router, call in
                        change(HookCall.indexPaths(array), router, object, selector, call: call, record: record)
                    }
                }
                return block
            }
        }

        /// `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)`.
        static func animatedIndexPaths(
            _ selector: Selector, in cls: AnyClass, _ record: @escaping ([IndexPath], inout TableUpdate) -> Void
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: AnimatedIndexPaths.self) { original in
                let block: @convention(block) (AnyObject, AnyObject?, Int) -> Void = { object, array, animation in
                    Self.route(object, selector, original: { original.function(object, selector, array, animation) }) {
                        router, call in
                        change(HookCall.indexPaths(array), router, object, selector, call: call, record: record)
                    }
                }
                return block
            }
        }

        /// `reconfigureRows(at:)`, `reconfigureItems(at:)` (iOS 15 and later).
        static func reconfigure(_ selector: Selector, in cls: AnyClass) -> Bool {
            MethodHook.replace(selector, in: cls, function: IndexPaths.self) { original in
                let block: @convention(block) (AnyObject, AnyObject?) -> Void = { object, array in
                    Self.route(object, selector, original: { original.function(object, selector, array) }) {
                        router, call in
                        guard let indexPaths = HookCall.indexPaths(array) else {
                            return router.unreadableChange(method(object, selector), then: call)
                        }
                        router.reconfigure(indexPaths, then: call)
                    }
                }
                return block
            }
        }

        /// `insertSections(_:)`, `deleteSections(_:)`, `reloadSections(_:)` of a collection view.
        static func sections(
            _ selector: Selector, in cls: AnyClass, _ record: @escaping (IndexSet, inout TableUpdate) -> Void
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: Sections.self) { original in
                let block: @convention(block) (AnyObject, AnyObject?) -> Void = { object, set in
                    Self.route(object, selector, original: { original.function(object, selector, set) }) {
                        router, call in
                        change(HookCall.sections(set), router, object, selector, call: call, record: record)
                    }
                }
                return block
            }
        }

        /// `insertSections(_:with:)`, `deleteSections(_:with:)`, `reloadSections(_:with:)` of a table.
        static func animatedSections(
            _ selector: Selector, in cls: AnyClass, _ record: @escaping (IndexSet, inout TableUpdate) -> Void
        ) -> Bool {
            MethodHook.replace(selector, in: cls, function: AnimatedSections.self) { original in
                let block: @convention(block) (AnyObject, AnyObject?, Int) -> Void = { object, set, animation in
                    Self.route(object, selector, original: { original.function(object, selector, set, animation) }) {
                        router, call in
                        change(HookCall.sections(set), router, object, selector, call: call, record: record)
                    }
                }
                return block
            }
        }

        /// `moveRow(at:to:)`, `moveItem(at:to:)`.
        static func move(_ selector: Selector, in cls: AnyClass) -> Bool {
            MethodHook.replace(selector, in: cls, function: Move.self) { original in
                let block: @convention(block) (AnyObject, AnyObject?, AnyObject?) -> Void = { object, from, to in
                    Self.route(object, selector, original: { original.function(object, selector, from, to) }) {
                        router, call in
                        let move = HookCall.move(from: from, to: to)
                        change(move, router, object, selector, call: call) { $1.moveRow(at: $0.from, to: $0.to) }
                    }
                }
                return block
            }
        }

        /// `moveSection(_:toSection:)`.
        static func moveSection(in cls: AnyClass) -> Bool {
            let selector = NSSelectorFromString("moveSection:toSection:")
            return MethodHook.replace(selector, in: cls, function: MoveSection.self) { original in
                let block: @convention(block) (AnyObject, Int, Int) -> Void = { object, from, to in
                    Self.route(object, selector, original: { original.function(object, selector, from, to) }) {
                        router, call in router.change({ $0.moveSection(from, toSection: to) }, then: call)
                    }
                }
                return block
            }
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// The hooks of `UITableView`'s and `UICollectionView`'s data-change methods and
    /// `layoutSubviews()`, by Objective-C signature. Each replacement is a nonisolated block:
    ///
    /// - off the main thread (a misuse of UIKit, possibly by another library), it calls the
    ///   original at once, reports the call once per method, and invalidates the list's heights on
    ///   the main thread afterwards: no Swift 6 isolation check can stop the app here;
    /// - on the main thread, it hands the call to the list's `ListUpdateRouter`, which applies the
    ///   change to the caches and then calls the original; a list that never used the height API
    ///   pays one associated-object lookup.
    ///
    /// The original implementation is always called with the method's own selector (see
    /// ``MethodHook``).
    enum ListHooks {
        typealias NoArguments = @convention(c) (AnyObject, Selector) -> Void
        typealias Batch =
            @convention(c) (
                AnyObject, Selector, (@convention(block) () -> Void)?, (@convention(block) (Bool) -> Void)?
            ) -> Void
        typealias IndexPaths = @convention(c) (AnyObject, Selector, AnyObject) -> Void
        typealias AnimatedIndexPaths = @convention(c) (AnyObject, Selector, AnyObject, Int) -> Void
        typealias Sections = @convention(c) (AnyObject, Selector, AnyObject) -> Void
        typealias AnimatedSections = @convention(c) (AnyObject, Selector, AnyObject, Int) -> Void
        typealias Move = @convention(c) (AnyObject, Selector, AnyObject, AnyObject) -> Void
        typealias MoveSection = @convention(c) (AnyObject, Selector, Int, Int) -> Void
        typealias Editing = @convention(c) (AnyObject, Selector, ObjectiveC.ObjCBool) -> Void
        typealias EditingAnimated =
            @convention(c) (AnyObject, Selector, ObjectiveC.ObjCBool, ObjectiveC.ObjCBool) -> Void

        /// What a hook does with one call to the list's router; the second argument calls the original.
        typealias Route = @MainActor (ListUpdateRouter, @escaping () -> Void) -> Void
        /// Hands one data-change call to the router of `object` (see the type's documentation).
        static func route(_ object: AnyObject, _ selector: Selector, original: @escaping () -> Void, _ route: Route) {
            let list = unsafeDowncast(object, to: UIScrollView.self)
            guard Thread.isMainThread else {
                ListUpdateRouter.reportOffMainThreadCall(
                    "\(type(of: object)).\(NSStringFromSelector(selector))", thread: "\(Thread.current)")
                original()
                DispatchQueue.main.async { HeightStore.existing(list)?.state.updates.changeSeenOffMainThread() }
                return
            }
            nonisolated(unsafe) let callOriginal = original
            MainActor.assumeIsolated {
                guard let store = HeightStore.existing(list) else { return callOriginal() }
                store.listDataWillChange()
                route(store.state.updates, callOriginal)
            }
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
        /// from a swipe (``ListEditingMode``), and tell the list's precache after it (a wait for
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
            MainActor.assumeIsolated { HeightStore.existing(list)?.editingRequested = editing }
        }

        private static func announceEditing(on object: AnyObject) {
            guard Thread.isMainThread else { return }
            let list = unsafeDowncast(object, to: UIScrollView.self)
            MainActor.assumeIsolated { HeightStore.existing(list)?.editingDidChange?() }
        }

        /// `performBatchUpdates(_:completion:)`.
        static func batch(in cls: AnyClass) -> Bool {
            let selector = NSSelectorFromString("performBatchUpdates:completion:")
            return MethodHook.replace(selector, in: cls, function: Batch.self) { original in
                let block:
                    @convention(block) (
                        AnyObject, (@convention(block) () -> Void)?, (@convention(block) (Bool) -> Void)?
                    ) -> Void = { object, updates, completion in
                        let callWith: ((() -> Void)?) -> Void = { wrapped in
                            let wrappedBlock: (@convention(block) () -> Void)? = wrapped.map { wrapped in { wrapped() }
                            }
                            original.function(object, selector, wrappedBlock, completion)
                        }
                        Self.route(object, selector, original: { callWith(updates.map { updates in { updates() } }) }) {
                            router, _ in
                            router.performBatchUpdates(updates.map { updates in { updates() } }, then: callWith)
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
                let block: @convention(block) (AnyObject, AnyObject) -> Void = { object, array in
                    let indexPaths = (array as? [IndexPath]) ?? []
                    Self.route(object, selector, original: { original.function(object, selector, array) }) {
                        router, call in router.change({ record(indexPaths, &$0) }, then: call)
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
                let block: @convention(block) (AnyObject, AnyObject, Int) -> Void = { object, array, animation in
                    let indexPaths = (array as? [IndexPath]) ?? []
                    Self.route(object, selector, original: { original.function(object, selector, array, animation) }) {
                        router, call in router.change({ record(indexPaths, &$0) }, then: call)
                    }
                }
                return block
            }
        }

        /// `reconfigureRows(at:)`, `reconfigureItems(at:)` (iOS 15 and later).
        static func reconfigure(_ selector: Selector, in cls: AnyClass) -> Bool {
            MethodHook.replace(selector, in: cls, function: IndexPaths.self) { original in
                let block: @convention(block) (AnyObject, AnyObject) -> Void = { object, array in
                    let indexPaths = (array as? [IndexPath]) ?? []
                    Self.route(object, selector, original: { original.function(object, selector, array) }) {
                        router, call in router.reconfigure(indexPaths, then: call)
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
                let block: @convention(block) (AnyObject, AnyObject) -> Void = { object, set in
                    let sections = (set as? IndexSet) ?? IndexSet()
                    Self.route(object, selector, original: { original.function(object, selector, set) }) {
                        router, call in router.change({ record(sections, &$0) }, then: call)
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
                let block: @convention(block) (AnyObject, AnyObject, Int) -> Void = { object, set, animation in
                    let sections = (set as? IndexSet) ?? IndexSet()
                    Self.route(object, selector, original: { original.function(object, selector, set, animation) }) {
                        router, call in router.change({ record(sections, &$0) }, then: call)
                    }
                }
                return block
            }
        }

        /// `moveRow(at:to:)`, `moveItem(at:to:)`.
        static func move(_ selector: Selector, in cls: AnyClass) -> Bool {
            MethodHook.replace(selector, in: cls, function: Move.self) { original in
                let block: @convention(block) (AnyObject, AnyObject, AnyObject) -> Void = { object, from, to in
                    guard let source = from as? IndexPath, let destination = to as? IndexPath else {
                        return original.function(object, selector, from, to)
                    }
                    Self.route(object, selector, original: { original.function(object, selector, from, to) }) {
                        router, call in router.change({ $0.moveRow(at: source, to: destination) }, then: call)
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

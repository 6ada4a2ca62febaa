#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// The hook of `preferredLayoutAttributesFitting(_:)` that lets a displayed cell of a list
    /// answer self-sizing from its cache (``SelfSizingAnswer``).
    ///
    /// Installed once per process, by the first `ch.cellRegistration(…)`, on `UICollectionViewCell`
    /// and on `UICollectionViewListCell` when that class implements the method itself, so that the
    /// hook runs where UIKit's implementation runs: after an app subclass's override, which calls
    /// it through `super` and keeps working as written (an override that never calls `super` sizes
    /// its cells itself, as before). Every other cell, in every collection view, pays one
    /// associated-object lookup (the cell's tag, ``ListCells/tag(of:)``) and goes straight to
    /// UIKit's implementation with its arguments untouched.
    enum ListCellHooks {
        typealias Preferred = @convention(c) (AnyObject, Selector, AnyObject) -> AnyObject

        /// Whether the hooks are in place (installed on first use; thread-safe).
        static let installed: Bool = {
            let selector = #selector(UICollectionReusableView.preferredLayoutAttributesFitting(_:))
            var classes: [AnyClass] = [UICollectionViewCell.self]
            #if os(iOS)
                if #available(iOS 14.0, *), implementsOwn(selector, UICollectionViewListCell.self) {
                    classes.append(UICollectionViewListCell.self)
                }
            #endif
            let missing = classes.filter { !hook(selector, in: $0) }
            for cls in missing { MethodHook.reportMissing([selector], in: cls) }
            return missing.isEmpty
        }()

        /// Installs the hooks; idempotent.
        @discardableResult
        static func install() -> Bool { installed }

        /// Whether `cls` has an implementation of `selector` other than its superclass's.
        private static func implementsOwn(_ selector: Selector, _ cls: AnyClass) -> Bool {
            guard let own = class_getInstanceMethod(cls, selector) else { return false }
            let inherited = class_getSuperclass(cls).flatMap { class_getInstanceMethod($0, selector) }
            return inherited.map { method_getImplementation($0) != method_getImplementation(own) } ?? true
        }

        private static func hook(_ selector: Selector, in cls: AnyClass) -> Bool {
            MethodHook.replace(selector, in: cls, function: Preferred.self) { original in
                let block: @convention(block) (AnyObject, AnyObject) -> AnyObject = { object, attributes in
                    guard Thread.isMainThread, let tag = ListCells.tag(of: object) else {
                        return original.function(object, selector, attributes)
                    }
                    let cell = unsafeDowncast(object, to: UICollectionViewCell.self)
                    let layoutAttributes = unsafeDowncast(attributes, to: UICollectionViewLayoutAttributes.self)
                    return MainActor.assumeIsolated {
                        SelfSizingAnswers.answer(cell, layoutAttributes, tag: tag) {
                            unsafeDowncast(
                                original.function(cell, selector, layoutAttributes),
                                to: UICollectionViewLayoutAttributes.self)
                        }
                    }
                }
                return block
            }
        }
    }

    /// The UIKit half of ``SelfSizingAnswer``: reads the facts of one call, then answers.
    @MainActor
    enum SelfSizingAnswers {
        /// `true` while UIKit's own implementation runs for a tagged cell: an inner hook (the
        /// superclass's, reached through `super`) passes straight through.
        private static var sizingInUIKit = false

        /// The attributes `cell` prefers: `attributes` with the cached height, or what UIKit's
        /// implementation (`original`) returns, stored when it may be.
        static func answer(
            _ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes, tag: ListCellTag,
            original: () -> UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            guard !sizingInUIKit, let list = tag.list, let store = HeightStore.existing(list),
                let cells = store.listCells
            else { return original() }
            let context = list.listHeightContext
            let key: ListHeightState.CacheKey = tag.key.map { .key($0) } ?? .indexPath(attributes.indexPath)
            var sized: UICollectionViewLayoutAttributes?
            let outcome = store.state.answerSelfSizing(
                key: key, in: context, isCell: attributes.representedElementCategory == .cell,
                attributesWidth: attributes.size.width
            ) {
                let result = sizedByUIKit(original)
                sized = result
                return (result.size.width, result.size.height)
            }
            cells.count(outcome.answer, stored: outcome.stored)
            if let sized {
                if outcome.stored { cells.heightWasStored(sized.size.height, in: context) }
                if outcome.answer == .measureAndStore { store.listCellSizedItself?() }
                return sized
            }
            guard case .cached(let height) = outcome.answer else { return original() }
            var frame = attributes.frame
            frame.size.height = height
            attributes.frame = frame
            return attributes
        }

        private static func sizedByUIKit(_ original: () -> UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            sizingInUIKit = true
            defer { sizingInUIKit = false }
            return original()
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The few UIKit calls the package makes only under `#if os(iOS)` (true on iOS and on Mac
    /// Catalyst, every platform the package declares with UIKit), each in the smallest function
    /// possible, with an `#else` for UIKit platforms the package does not declare.
    /// Nothing here decides anything: the decisions are the platform-neutral rules'.
    @MainActor
    enum IOSOnlyUIKit {
        /// Whether Bold Text is on for `traits`: `legibilityWeight == .bold` (iOS 13). A trait
        /// collection is not bound to the main actor.
        nonisolated static func isBoldText(_ traits: UITraitCollection) -> Bool {
            #if os(iOS)
                return traits.legibilityWeight == .bold
            #else
                return false
            #endif
        }

        /// Runs `body` with `traits` as `UITraitCollection.current` (`performAsCurrent(_:)`,
        /// iOS 13), so that code reading the current traits while a template is made, configured
        /// and laid out (dynamic colours and images, `UIFontMetrics` without a trait collection)
        /// sees the list's.
        static func performAsCurrent(_ traits: UITraitCollection, _ body: () -> Void) {
            #if os(iOS)
                traits.performAsCurrent(body)
            #else
                body()
            #endif
        }

        /// Gives `view` and its subviews the height traits of `traits` (content-size category, size
        /// classes, legibility weight, display scale) through `traitOverrides` (iOS 17), then
        /// updates its traits at once, so that labels that adjust to Dynamic Type take the list's
        /// text size before they are measured. Unspecified values are not overridden. Earlier
        /// systems have no per-view overrides: templates are made again when these traits change.
        static func overrideHeightTraits(of view: UIView, with traits: UITraitCollection) {
            #if os(iOS)
                guard #available(iOS 17.0, *) else { return }
                if traits.preferredContentSizeCategory != .unspecified {
                    view.traitOverrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
                }
                if traits.horizontalSizeClass != .unspecified {
                    view.traitOverrides.horizontalSizeClass = traits.horizontalSizeClass
                }
                if traits.verticalSizeClass != .unspecified {
                    view.traitOverrides.verticalSizeClass = traits.verticalSizeClass
                }
                if traits.legibilityWeight != .unspecified {
                    view.traitOverrides.legibilityWeight = traits.legibilityWeight
                }
                if traits.displayScale > 0 { view.traitOverrides.displayScale = traits.displayScale }
                view.updateTraitsIfNeeded()
            #endif
        }

        /// Invalidates `layout` so that a flow layout asks its delegate for every item's size again:
        /// a `UICollectionViewFlowLayoutInvalidationContext` with `invalidateFlowLayoutDelegateMetrics`
        /// set (its default is `false`: "Set this property to true if you're invalidating the layout
        /// because of changes to the size of any items").
        static func invalidateItemSizes(of layout: UICollectionViewLayout) {
            #if os(iOS)
                let context = UICollectionViewFlowLayoutInvalidationContext()
                context.invalidateFlowLayoutDelegateMetrics = true
                layout.invalidateLayout(with: context)
            #else
                layout.invalidateLayout()
            #endif
        }

        /// Moves the content offset of `layout`'s collection view by `dy` through an invalidation
        /// context's `contentOffsetAdjustment`, invalidating nothing else (for a flow layout, its
        /// context with `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes`
        /// off: no size is asked for). Applied at the collection view's next layout.
        static func adjustContentOffset(of layout: UICollectionViewLayout, by dy: CGFloat) {
            var context = UICollectionViewLayoutInvalidationContext()
            #if os(iOS)
                if layout is UICollectionViewFlowLayout {
                    let flow = UICollectionViewFlowLayoutInvalidationContext()
                    flow.invalidateFlowLayoutDelegateMetrics = false
                    flow.invalidateFlowLayoutAttributes = false
                    context = flow
                }
            #endif
            context.contentOffsetAdjustment = CGPoint(x: 0, y: dy)
            layout.invalidateLayout(with: context)
        }

        /// Puts the template `cell` in the editing state of its row: in editing mode, its
        /// `shouldIndentWhileEditing` and `showsReorderControl` first, then `setEditing(_:animated:)`
        /// (when it changes), as the table does after `tableView(_:cellForRowAt:)`. The editing style
        /// has no public setter (see ``RowEditingState``).
        static func apply(_ editing: RowEditingState, to cell: UITableViewCell) {
            #if os(iOS)
                if editing.isEditing {
                    if cell.shouldIndentWhileEditing != editing.indents {
                        cell.shouldIndentWhileEditing = editing.indents
                    }
                    if cell.showsReorderControl != editing.showsReorderControl {
                        cell.showsReorderControl = editing.showsReorderControl
                    }
                }
            #endif
            if cell.isEditing != editing.isEditing { cell.setEditing(editing.isEditing, animated: false) }
        }

        /// The `sectionInsetReference` of `layout` (iOS 11; `.fromContentInset` by default).
        static func sectionInsetReference(of layout: UICollectionViewFlowLayout) -> FlowLayoutList.SectionInsetReference
        {
            #if os(iOS)
                return FlowLayoutList.SectionInsetReference(rawValue: layout.sectionInsetReference.rawValue)
                    ?? .fromContentInset
            #else
                return .fromContentInset
            #endif
        }
    }
#endif

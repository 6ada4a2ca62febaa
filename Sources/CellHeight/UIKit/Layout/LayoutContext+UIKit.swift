#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    extension LayoutTraits {
        /// The height traits of `traits`: content-size category, size classes, Bold Text, scale.
        init(_ traits: UITraitCollection) {
            let category = traits.preferredContentSizeCategory
            self.init(
                contentSizeCategory: category == .unspecified ? "" : category.rawValue,
                horizontalSizeClass: LayoutContext.SizeClass(rawValue: traits.horizontalSizeClass.rawValue)
                    ?? .unspecified,
                verticalSizeClass: LayoutContext.SizeClass(rawValue: traits.verticalSizeClass.rawValue) ?? .unspecified,
                isBoldText: IOSOnlyUIKit.isBoldText(traits), displayScale: traits.displayScale)
        }
    }

    extension LayoutContext {
        /// A layout context for your own caches, with every trait that changes a height read from
        /// `traitCollection`: its content-size category, size classes, Bold Text (`legibilityWeight`)
        /// and display scale, as the UIKit integration reads them from a list.
        ///
        /// The lists' own caches (`ch.heightCache`, `ch.keyedHeightCache`) get their context by
        /// themselves; use this for a cache you keep yourself.
        ///
        /// ```swift
        /// cache.layoutContext = LayoutContext(
        ///     width: tableView.bounds.width, traitCollection: tableView.traitCollection)
        /// ```
        ///
        /// - Parameters:
        ///   - width: The width rows are laid out at, in points (see ``width``).
        ///   - traitCollection: The list's trait collection. Unspecified values (a view outside a
        ///     window) are stored as unspecified.
        ///   - layoutMargins: The cells' layout margins; `.zero` if they do not apply.
        ///   - isEditing: Whether the list is in editing mode.
        public init(
            width: CGFloat, traitCollection: UITraitCollection, layoutMargins: HorizontalInsets = .zero,
            isEditing: Bool = false
        ) {
            self.init(
                width: width, layoutMargins: layoutMargins, traits: LayoutTraits(traitCollection),
                isEditing: isEditing)
        }
    }
#endif

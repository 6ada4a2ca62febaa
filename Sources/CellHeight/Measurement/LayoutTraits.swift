import Foundation

/// The trait values of a list that can change a row's height, read from its `traitCollection`.
///
/// A template view that was made, or last laid out, under other values must not be measured
/// again: a label keeps the font it got for the old content-size category or weight, and a cell
/// that adapts to size classes keeps its old constraints. ``mustDropTemplates(madeUnder:)`` says
/// when; the same values go into the cache key (``LayoutContext``), so the new heights fill a new
/// bucket.
///
/// Traits that never change a height are left out on purpose: `userInterfaceStyle` (dark mode),
/// `layoutDirection` (mirroring moves views, it does not resize them), `userInterfaceLevel`,
/// `accessibilityContrast`, `activeAppearance`. A change of any of those keeps the templates and
/// the bucket.
package struct LayoutTraits: Hashable, Sendable {
    /// `preferredContentSizeCategory.rawValue`; empty while unspecified.
    package var contentSizeCategory: String
    /// `horizontalSizeClass`.
    package var horizontalSizeClass: LayoutContext.SizeClass
    /// `verticalSizeClass`.
    package var verticalSizeClass: LayoutContext.SizeClass
    /// `legibilityWeight == .bold` (the Bold Text setting, iOS 13+).
    package var isBoldText: Bool
    /// `displayScale`; 0 while unspecified.
    package var displayScale: CGFloat

    /// Creates trait values; a non-finite or negative scale is stored as 0 (unspecified).
    package init(
        contentSizeCategory: String, horizontalSizeClass: LayoutContext.SizeClass = .unspecified,
        verticalSizeClass: LayoutContext.SizeClass = .unspecified, isBoldText: Bool = false,
        displayScale: CGFloat = 0
    ) {
        self.contentSizeCategory = contentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.isBoldText = isBoldText
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
    }

    /// Whether the templates made (or last prepared) under `old` must be dropped before measuring
    /// under these traits.
    ///
    /// Any difference in a stored value drops them, unspecified to specified included: a template
    /// made before the list joined a window got unspecified traits, and a template that never
    /// recorded its traits (`old == nil`) is dropped too. Dropping costs one template creation;
    /// keeping a stale one costs wrong heights in a whole bucket.
    package func mustDropTemplates(madeUnder old: LayoutTraits?) -> Bool {
        guard let old else { return true }
        return old != self
    }
}

extension LayoutContext {
    /// A context whose trait fields come from `traits`.
    ///
    /// - Parameters:
    ///   - width: The rows' content width (see ``width``).
    ///   - layoutMargins: The cells' layout margins (see ``layoutMargins``).
    ///   - traits: The list's trait values.
    ///   - isEditing: Whether the list is in editing mode proper (see `ListEditingMode`).
    package init(width: CGFloat, layoutMargins: HorizontalInsets, traits: LayoutTraits, isEditing: Bool) {
        self.init(
            width: width, contentSizeCategory: traits.contentSizeCategory, layoutMargins: layoutMargins,
            horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
            isBoldText: traits.isBoldText, displayScale: traits.displayScale, isEditing: isEditing)
    }

    /// The trait values this context was made with.
    package var traits: LayoutTraits {
        LayoutTraits(
            contentSizeCategory: contentSizeCategory, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, isBoldText: isBoldText, displayScale: displayScale)
    }
}

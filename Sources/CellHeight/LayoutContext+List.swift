import Foundation

extension LayoutContext {
    /// The context of a vertical list (table or list-style collection view): its content width and
    /// its Dynamic Type category.
    ///
    /// - Parameters:
    ///   - boundsWidth: The list's `bounds.width`.
    ///   - leadingInset: The list's `adjustedContentInset.left`.
    ///   - trailingInset: The list's `adjustedContentInset.right`.
    ///   - itemInsets: Horizontal insets of every item inside the content area (a flow layout's
    ///     `sectionInset.left + sectionInset.right`); 0 for a table.
    ///   - contentSizeCategory: `traitCollection.preferredContentSizeCategory.rawValue`.
    /// - Returns: A context whose width is what is left of the bounds after the insets (0 if
    ///   nothing is, or if any input is not finite).
    package static func list(
        boundsWidth: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat, itemInsets: CGFloat = 0,
        contentSizeCategory: String
    ) -> LayoutContext {
        let insets = [leadingInset, trailingInset, itemInsets].map { $0.isFinite ? max(0, $0) : 0 }.reduce(0, +)
        return LayoutContext(width: boundsWidth - insets, contentSizeCategory: contentSizeCategory)
    }
}

import Foundation

/// The rules for a `UICollectionViewFlowLayout` used as a vertical list: one full-width item per
/// line, sized in `collectionView(_:layout:sizeForItemAt:)`.
package enum FlowLayoutList {
    /// What the section insets are measured from, as `UICollectionViewFlowLayout.SectionInsetReference`
    /// (iOS 11+; same raw values).
    package enum SectionInsetReference: Int, Sendable {
        /// From the collection view's adjusted content inset (the default).
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    /// The width of a full-width item: what is left of the bounds once each side is inset as the
    /// flow layout insets its sections.
    ///
    /// Each side's inset is `sectionInset` added to the reference's inset. For `.fromSafeArea` and
    /// `.fromLayoutMargins`, the adjusted content inset still applies as a minimum: Apple's
    /// `sectionInsetReference` page says its minimum "is always the collection view's
    /// `contentInset`", and when the adjusted content inset is greater than the reference plus the
    /// section inset, the content is aligned with the content inset. So that side's inset is
    /// `max(adjustedContentInset, reference + sectionInset)`.
    ///
    /// `minimumInteritemSpacing` plays no part: it separates items on the same line, and a
    /// full-width item has its line to itself. A horizontally scrolling flow layout is not a list
    /// (its items do not span the width) and should not use this.
    ///
    /// - Parameters:
    ///   - boundsWidth: The collection view's `bounds.width`.
    ///   - reference: The layout's `sectionInsetReference`.
    ///   - sectionInset: The section's insets: `collectionView(_:layout:insetForSectionAt:)` if the
    ///     delegate implements it, else the layout's `sectionInset`.
    ///   - adjustedContentInset: The collection view's `adjustedContentInset.left/right`.
    ///   - safeArea: Its `safeAreaInsets.left/right`.
    ///   - layoutMargins: The insets of its `layoutMarginsGuide.layoutFrame`.
    /// - Returns: The item width, 0 if nothing is left or the bounds width is not finite.
    package static func itemWidth(
        boundsWidth: CGFloat, reference: SectionInsetReference, sectionInset: HorizontalInsets,
        adjustedContentInset: HorizontalInsets, safeArea: HorizontalInsets = .zero,
        layoutMargins: HorizontalInsets = .zero
    ) -> CGFloat {
        guard boundsWidth.isFinite, boundsWidth > 0 else { return 0 }
        let edges = itemEdges(
            reference: reference, sectionInset: sectionInset, adjustedContentInset: adjustedContentInset,
            safeArea: safeArea, layoutMargins: layoutMargins)
        return max(0, boundsWidth - edges.total)
    }

    /// Where a full-width item's edges lie, measured inward from the collection view's left and
    /// right edges (see ``itemWidth(boundsWidth:reference:sectionInset:adjustedContentInset:safeArea:layoutMargins:)``).
    package static func itemEdges(
        reference: SectionInsetReference, sectionInset: HorizontalInsets, adjustedContentInset: HorizontalInsets,
        safeArea: HorizontalInsets = .zero, layoutMargins: HorizontalInsets = .zero
    ) -> HorizontalInsets {
        switch reference {
        case .fromContentInset:
            return HorizontalInsets(
                left: adjustedContentInset.left + sectionInset.left,
                right: adjustedContentInset.right + sectionInset.right)
        case .fromSafeArea, .fromLayoutMargins:
            let base = reference == .fromSafeArea ? safeArea : layoutMargins
            return adjustedContentInset.union(
                HorizontalInsets(left: base.left + sectionInset.left, right: base.right + sectionInset.right))
        }
    }

    /// How far the collection view's safe area reaches into a full-width item on each side: the
    /// item's own safe-area insets once displayed. A detached template has none, so the adapter
    /// adds them to its content view's layout margins, as UIKit does for a displayed cell whose
    /// content view has `insetsLayoutMarginsFromSafeArea` (`true` by default: "the view's margins
    /// are updated to include the safe area", `UIView.insetsLayoutMarginsFromSafeArea`).
    ///
    /// With the default `.fromContentInset` reference and a vertical list, items run under the
    /// notch of a landscape iPhone: 44 points of safe area on each side of an item that starts at 0.
    package static func safeAreaInsideItem(itemEdges: HorizontalInsets, safeArea: HorizontalInsets) -> HorizontalInsets
    {
        HorizontalInsets(left: safeArea.left - itemEdges.left, right: safeArea.right - itemEdges.right)
    }

    /// The flow layout's `estimatedItemSize.height` if it is a height, else `nil`.
    ///
    /// `estimatedItemSize` is `.zero` by default (self-sizing off) and may be
    /// `UICollectionViewFlowLayout.automaticSize`, which Apple documents only as "a non-zero,
    /// placeholder value" that turns self-sizing on: its numbers are not a size and must never be
    /// returned as a height. The adapter compares against the constant itself (`isAutomaticSize`);
    /// anything that fails the cache's height rules (``HeightValidation``) is refused too, whatever
    /// the constant's value on a given iOS version.
    package static func estimatedItemHeight(width: CGFloat, height: CGFloat, isAutomaticSize: Bool) -> CGFloat? {
        guard !isAutomaticSize, width.isFinite, width > 0, height.isFinite, height > 0,
            HeightValidation.problem(with: Double(height)) == nil
        else { return nil }
        return height
    }

    /// The height to return for an item that cannot be measured (and the estimate when nothing is
    /// cached yet): the layout's estimated item height if it is one, else 44.
    package static func fallbackItemHeight(
        estimatedItemWidth: CGFloat, estimatedItemHeight: CGFloat, isAutomaticSize: Bool
    ) -> CGFloat {
        Self.estimatedItemHeight(
            width: estimatedItemWidth, height: estimatedItemHeight, isAutomaticSize: isAutomaticSize)
            ?? TemplateHeightRules.defaultEstimate
    }
}

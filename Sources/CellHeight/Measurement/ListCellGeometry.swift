import Foundation

/// Where a list section of a compositional layout places its cells, and what a template cell needs
/// to be laid out as a displayed one, from values a UIKit adapter can read from the collection
/// view.
///
/// A list section (`UICollectionLayoutListConfiguration`, `.list(using:)`) sizes each cell itself:
/// UIKit frames the cell as wide as the layout's item, then asks the cell for its height
/// (`preferredLayoutAttributesFitting(_:)`, which fits the whole cell with Auto Layout at that
/// width). A template is measured the same way, outside the collection view, so it needs:
///
/// - **The item's edges.** The layout's own frame for the item wins when it has one
///   (``Inputs/layoutItem``): it is exact for every appearance, section inset and custom section.
///   Otherwise the rule below predicts it, per appearance (``Appearance``) and section insets
///   reference (``InsetsReference``, `NSCollectionLayoutSection.contentInsetsReference`, iOS 14):
///   `.automatic` resolves to the layout margins for `.insetGrouped` and `.sidebar` (their cells are
///   inset, with rounded corners) and to none for `.plain`, `.grouped` and `.sidebarPlain` (edge to
///   edge); the adjusted content inset is always the minimum, as for a flow layout.
/// - **The margins a displayed cell inherits.** A cell that preserves its superview's layout
///   margins is kept inside the collection view's margins by "the smallest amount needed"
///   (`UIView.preservesSuperviewLayoutMargins`): the part of each margin beyond the item's edge
///   (``inheritedMargins``). The adapter gives the template a superview with the collection view's
///   margins, placed as the item is, so that UIKit applies whichever preservation the cell class
///   uses.
/// - **The safe area inside the item.** A content view that `insetsLayoutMarginsFromSafeArea` adds
///   the part of the safe area that reaches into the item to its margins; a detached template has
///   no safe area, so the adapter adds ``safeAreaInsideItem`` to its content view's margins.
/// - **Nothing else** from the list configuration: separators are drawn over the bottom of the
///   cell, inside its frame (``separatorHeight`` is 0, unlike a table's); swipe actions
///   (`leading`/`trailingSwipeActionsConfigurationProvider`) slide over the content and reserve no
///   width; a header or footer mode changes which cells a section shows (a `.firstItemInSection`
///   header is the section's first item, measured with its own registration), not their width.
///   Accessories, indentation and the editing controls are laid out by the template cell itself,
///   as UIKit lays them out in a displayed one, and the displayed cells correct the rest
///   (``TemplateCorrections``).
///
/// Every inset is measured inward from the collection view's own left and right edges
/// (``HorizontalInsets``).
package struct ListCellGeometry: Equatable, Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`, by its raw values.
    package enum Appearance: Int, Sendable, CaseIterable {
        case plain = 0
        case grouped, insetGrouped, sidebar, sidebarPlain

        /// Whether the list insets its cells from the edges (rounded groups): `.insetGrouped` and
        /// `.sidebar`.
        package var insetsCells: Bool { self == .insetGrouped || self == .sidebar }
    }

    /// `UIContentInsetsReference`, by its raw values: what a section's content insets are measured
    /// from.
    package enum InsetsReference: Int, Sendable, CaseIterable {
        case automatic = 0
        case none, safeArea, layoutMargins, readableContent
    }

    /// What the adapter reads from the collection view (and its layout, for one item).
    package struct Inputs: Sendable, Equatable {
        /// `bounds.width`.
        package var boundsWidth: CGFloat
        /// `adjustedContentInset.left/right`.
        package var contentInset: HorizontalInsets
        /// `safeAreaInsets.left/right`.
        package var safeArea: HorizontalInsets
        /// The insets of `layoutMarginsGuide.layoutFrame` (they include the safe area while
        /// `insetsLayoutMarginsFromSafeArea` is `true`).
        package var layoutMargins: HorizontalInsets
        /// The insets of `readableContentGuide.layoutFrame`.
        package var readableContent: HorizontalInsets
        /// The list's appearance, for the prediction without ``layoutItem``.
        package var appearance: Appearance
        /// The section's content insets reference, for the prediction without ``layoutItem``.
        package var insetsReference: InsetsReference
        /// The section's own content insets (leading and trailing, in left-to-right order).
        package var sectionInsets: HorizontalInsets
        /// The item's edges in the layout's frame for it (`layoutAttributesForItem(at:)`), measured
        /// from the bounds' edges; `nil` if the layout gave none.
        package var layoutItem: HorizontalInsets?

        /// Creates the inputs; every inset defaults to zero, the appearance to `.plain`.
        package init(
            boundsWidth: CGFloat, contentInset: HorizontalInsets = .zero, safeArea: HorizontalInsets = .zero,
            layoutMargins: HorizontalInsets = .zero, readableContent: HorizontalInsets = .zero,
            appearance: Appearance = .plain, insetsReference: InsetsReference = .automatic,
            sectionInsets: HorizontalInsets = .zero, layoutItem: HorizontalInsets? = nil
        ) {
            self.boundsWidth = boundsWidth
            self.contentInset = contentInset
            self.safeArea = safeArea
            self.layoutMargins = layoutMargins
            self.readableContent = readableContent
            self.appearance = appearance
            self.insetsReference = insetsReference
            self.sectionInsets = sectionInsets
            self.layoutItem = layoutItem
        }
    }

    /// The height a list's separator adds to a cell: none. A list cell's separator is drawn over
    /// its bottom edge, inside its frame (`UICollectionViewListCell.separatorLayoutGuide` lies in the
    /// cell), whether `showsSeparators` is on or off.
    package static let separatorHeight: CGFloat = 0

    /// The item's edges, from the collection view's left and right edges.
    package var itemEdges: HorizontalInsets
    /// The item's width: the template's frame width.
    package var itemWidth: CGFloat
    /// The margins a displayed cell that preserves its superview's margins inherits from the
    /// collection view: each side's margin less the item's inset on that side, at least 0.
    package var inheritedMargins: HorizontalInsets
    /// How far the collection view's safe area reaches into the item on each side.
    package var safeAreaInsideItem: HorizontalInsets
    /// Whether the item's edges came from the layout (``Inputs/layoutItem``) rather than the rule.
    package var isFromLayout: Bool
    /// `false` while the collection view has no width, or the item none: nothing may be measured.
    package var isReady: Bool

    /// Works out the geometry. O(1).
    package init(_ inputs: Inputs) {
        let width = inputs.boundsWidth.isFinite && inputs.boundsWidth > 0 ? inputs.boundsWidth : 0
        let edges = inputs.layoutItem ?? Self.predictedItemEdges(inputs)
        itemEdges = edges
        itemWidth = max(0, width - edges.total)
        inheritedMargins = HorizontalInsets(
            left: inputs.layoutMargins.left - edges.left, right: inputs.layoutMargins.right - edges.right)
        safeAreaInsideItem = FlowLayoutList.safeAreaInsideItem(itemEdges: edges, safeArea: inputs.safeArea)
        isFromLayout = inputs.layoutItem != nil
        isReady = width > 0 && itemWidth > 0
    }

    /// The reference `.automatic` stands for in a list of `appearance`: the layout margins for the
    /// lists that inset their cells, none for the others.
    package static func resolved(_ reference: InsetsReference, in appearance: Appearance) -> InsetsReference {
        guard reference == .automatic else { return reference }
        return appearance.insetsCells ? .layoutMargins : .none
    }

    /// The item's edges by the rule: the section insets measured from the reference's edges, and
    /// never less than the adjusted content inset.
    package static func predictedItemEdges(_ inputs: Inputs) -> HorizontalInsets {
        let base: HorizontalInsets
        switch resolved(inputs.insetsReference, in: inputs.appearance) {
        case .automatic, .none: base = inputs.contentInset
        case .safeArea: base = inputs.safeArea
        case .layoutMargins: base = inputs.layoutMargins
        case .readableContent: base = inputs.readableContent
        }
        let inset = HorizontalInsets(
            left: base.left + inputs.sectionInsets.left, right: base.right + inputs.sectionInsets.right)
        return inputs.contentInset.union(inset)
    }

    /// The item's edges from its frame in the layout (`frame.minX`, `frame.maxX`), in the collection
    /// view's bounds coordinates; `nil` if the frame is not a usable one.
    package static func layoutItemEdges(
        minX: CGFloat, maxX: CGFloat, boundsMinX: CGFloat, boundsWidth: CGFloat
    ) -> HorizontalInsets? {
        guard [minX, maxX, boundsMinX, boundsWidth].allSatisfy(\.isFinite), maxX > minX, boundsWidth > 0 else {
            return nil
        }
        return .inset(ofFrameFrom: minX, to: maxX, boundsMinX: boundsMinX, boundsWidth: boundsWidth)
    }
}

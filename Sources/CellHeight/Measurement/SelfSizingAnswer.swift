import Foundation

/// What a displayed cell's `preferredLayoutAttributesFitting(_:)` does for a list that answers
/// self-sizing from its cache: return the cached height without Auto Layout, or let UIKit size the
/// cell once and store what it found.
///
/// UIKit asks each cell of a compositional list for its size in the frame that shows it: the
/// default implementation fits the whole cell with Auto Layout at the layout's width. For an item
/// whose height is cached (precached in idle time, or sized once before), that work is skipped:
/// the answer is the cached height. The decision is made from what the hook reads (``Facts``),
/// before any UIKit call; a cell that is not the package's to answer costs the one
/// associated-object lookup that found no tag.
///
/// ```swift
/// switch SelfSizingAnswer.decide(facts) {
/// case .passThrough, .measureOnly: return original(attributes)
/// case .cached(let height): attributes.size.height = height; return attributes
/// case .measureAndStore: store(original(attributes).size.height)
/// }
/// ```
package enum SelfSizingAnswer: Equatable, Sendable {
    /// Not a cell this package answers for: UIKit's implementation runs, nothing is stored.
    case passThrough
    /// The cached height, returned without running Auto Layout.
    case cached(CGFloat)
    /// UIKit sizes the cell (once); the height it finds is stored under the item's key
    /// (``storableHeight(_:attributesWidth:resultWidth:)``).
    case measureAndStore
    /// UIKit sizes the cell and nothing is stored: the list's geometry and the layout's disagree
    /// now (a rotation under way, a width the list cannot hold), or the item has no key.
    case measureOnly

    /// Widths this close are the same width (rounding at scale 2 or 3).
    package static let tolerance: CGFloat = 0.5

    /// What the hook knows of one call.
    package struct Facts: Sendable, Equatable {
        /// The cell was configured by a cell registration of the package, for a list that still has
        /// its store (the tag the registration's handler left on the cell).
        package var isTagged: Bool
        /// The attributes are a cell's (`representedElementCategory == .cell`), not a supplementary
        /// or decoration view's.
        package var isCell: Bool
        /// `layoutAttributes.size.width`: the width the layout gives the cell.
        package var attributesWidth: CGFloat
        /// The list context's width (``LayoutContext/compositionalList(contentWidth:layoutMargins:traits:isEditing:)``):
        /// 0 while the collection view has none.
        package var contentWidth: CGFloat
        /// Whether the item has a key now (its item identifier, or its index path).
        package var hasKey: Bool
        /// The item's cached height in the list's context now, if any.
        package var cachedHeight: CGFloat?

        /// The facts of one call; a cell that is not tagged by default.
        package init(
            isTagged: Bool = false, isCell: Bool = true, attributesWidth: CGFloat = 0, contentWidth: CGFloat = 0,
            hasKey: Bool = true, cachedHeight: CGFloat? = nil
        ) {
            self.isTagged = isTagged
            self.isCell = isCell
            self.attributesWidth = attributesWidth
            self.contentWidth = contentWidth
            self.hasKey = hasKey
            self.cachedHeight = cachedHeight
        }
    }

    /// The answer for one call. O(1).
    ///
    /// An item is answered from the cache only when the layout gives it a width the list's context
    /// can hold: finite, above 0 and no wider than the content width. Otherwise (a layout pass
    /// under way at another width, a horizontal list) UIKit sizes it and nothing is stored, so no
    /// height measured at one width ever lands in another width's bucket.
    package static func decide(_ facts: Facts) -> SelfSizingAnswer {
        guard facts.isTagged, facts.isCell else { return .passThrough }
        let width = facts.attributesWidth
        guard facts.contentWidth.isFinite, facts.contentWidth > 0, width.isFinite, width > 0,
            width <= facts.contentWidth + tolerance, facts.hasKey
        else { return .measureOnly }
        if let cached = facts.cachedHeight { return .cached(cached) }
        return .measureAndStore
    }

    /// The height to store after UIKit sized a cell for ``measureAndStore``, or `nil` to store
    /// nothing: the cell changed its width too (it sizes itself horizontally, so its height belongs
    /// to another width), or the height is not one a cache keeps (``HeightValidation``).
    package static func storableHeight(_ height: CGFloat, attributesWidth: CGFloat, resultWidth: CGFloat) -> CGFloat? {
        guard abs(resultWidth - attributesWidth) <= tolerance, HeightValidation.problem(with: Double(height)) == nil
        else { return nil }
        return height
    }
}

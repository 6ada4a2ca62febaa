import Foundation

extension ListHeightState {
    /// What one displayed cell's self-sizing came to: the answer (``SelfSizingAnswer``), the
    /// height to give the cell when it is the cache's, and whether a height was stored.
    package struct SelfSizingOutcome: Equatable, Sendable {
        /// The decision.
        package var answer: SelfSizingAnswer
        /// Whether UIKit's height was stored under the item's key.
        package var stored: Bool
    }

    /// Answers a displayed cell's self-sizing for the item under `key` (``SelfSizingAnswer``): in
    /// `context`, its cached height, or UIKit's (`sizeCell`, called at most once), stored when it
    /// may be. The UIKit hook of `preferredLayoutAttributesFitting(_:)` calls it with UIKit's values;
    /// tests call it with a double's. O(1) plus `sizeCell`.
    ///
    /// - Parameters:
    ///   - key: The item's key (``CacheKey/key(_:)`` for an item identifier); ``CacheKey/none`` if
    ///     it has none.
    ///   - context: The list's layout context now.
    ///   - isCell: Whether the attributes are a cell's.
    ///   - attributesWidth: The width the layout gives the cell.
    ///   - sizeCell: Sizes the cell as UIKit does and returns the size it prefers.
    package func answerSelfSizing(
        key: CacheKey, in context: LayoutContext, isCell: Bool, attributesWidth: CGFloat,
        sizeCell: () -> (width: CGFloat, height: CGFloat)
    ) -> SelfSizingOutcome {
        use(context)
        let hasKey: Bool
        if case .none = key { hasKey = false } else { hasKey = true }
        let facts = SelfSizingAnswer.Facts(
            isTagged: true, isCell: isCell, attributesWidth: attributesWidth, contentWidth: context.width,
            hasKey: hasKey, cachedHeight: hasKey && isCell ? cachedHeight(key) : nil)
        let answer = SelfSizingAnswer.decide(facts)
        switch answer {
        case .cached:
            noteCachedAnswer()
            return SelfSizingOutcome(answer: answer, stored: false)
        case .measureAndStore:
            let size = sizeCell()
            let height = SelfSizingAnswer.storableHeight(
                size.height, attributesWidth: attributesWidth, resultWidth: size.width)
            return SelfSizingOutcome(answer: answer, stored: height.map { store($0, under: key) } ?? false)
        case .measureOnly, .passThrough:
            _ = sizeCell()
            return SelfSizingOutcome(answer: answer, stored: false)
        }
    }
}

import CellHeight
import Foundation
import Testing

/// The decision a displayed cell's `preferredLayoutAttributesFitting(_:)` makes for a list that
/// answers self-sizing from its cache (issue 36).
@Suite struct SelfSizingAnswerTests {
    private func facts(
        tagged: Bool = true, cell: Bool = true, width: CGFloat = 390, content: CGFloat = 390, key: Bool = true,
        cached: CGFloat? = nil
    ) -> SelfSizingAnswer.Facts {
        SelfSizingAnswer.Facts(
            isTagged: tagged, isCell: cell, attributesWidth: width, contentWidth: content, hasKey: key,
            cachedHeight: cached)
    }

    @Test func aCachedItemIsAnsweredWithoutAutoLayout() {
        #expect(SelfSizingAnswer.decide(facts(cached: 88)) == .cached(88))
        #expect(SelfSizingAnswer.decide(facts(width: 350, cached: 88)) == .cached(88), "an inset item")
    }

    @Test func aMissIsSizedByUIKitOnceAndStored() {
        #expect(SelfSizingAnswer.decide(facts()) == .measureAndStore)
    }

    @Test func cellsThatAreNotThePackagesGoStraightToUIKit() {
        #expect(SelfSizingAnswer.decide(facts(tagged: false, cached: 88)) == .passThrough)
        #expect(SelfSizingAnswer.decide(facts(cell: false, cached: 88)) == .passThrough, "a supplementary view")
    }

    @Test func aWidthTheListCannotHoldIsNeitherAnsweredNorStored() {
        // Mid-rotation the layout may ask at the old width: a height of another width never lands
        // in this context's bucket, and no cached height of this width answers it.
        #expect(SelfSizingAnswer.decide(facts(width: 844, content: 390, cached: 88)) == .measureOnly)
        #expect(SelfSizingAnswer.decide(facts(width: 390.4, content: 390, cached: 88)) == .cached(88), "rounding")
        #expect(SelfSizingAnswer.decide(facts(width: .nan, cached: 88)) == .measureOnly)
        #expect(SelfSizingAnswer.decide(facts(width: 0, cached: 88)) == .measureOnly)
        #expect(SelfSizingAnswer.decide(facts(content: 0, cached: 88)) == .measureOnly, "no width yet")
        #expect(SelfSizingAnswer.decide(facts(key: false)) == .measureOnly, "no key to store under")
    }

    @Test func onlyAHeightOfTheGivenWidthIsStored() {
        #expect(SelfSizingAnswer.storableHeight(64, attributesWidth: 390, resultWidth: 390) == 64)
        #expect(SelfSizingAnswer.storableHeight(64, attributesWidth: 390, resultWidth: 390.3) == 64)
        #expect(
            SelfSizingAnswer.storableHeight(64, attributesWidth: 390, resultWidth: 200) == nil, "sized itself wider")
        #expect(SelfSizingAnswer.storableHeight(.nan, attributesWidth: 390, resultWidth: 390) == nil)
        #expect(SelfSizingAnswer.storableHeight(-1, attributesWidth: 390, resultWidth: 390) == nil)
    }

    @Test func theWidthToleranceIsHalfAPointEachWay() {
        // Rounding at scale 2 or 3 moves a width by less than a pixel: up to 0.5 pt counts as the
        // list's width, anything more does not.
        #expect(SelfSizingAnswer.decide(facts(width: 390.5, content: 390, cached: 88)) == .cached(88))
        #expect(SelfSizingAnswer.decide(facts(width: 391, content: 390, cached: 88)) == .measureOnly)
        #expect(SelfSizingAnswer.storableHeight(64, attributesWidth: 390, resultWidth: 390.5) == 64)
        #expect(SelfSizingAnswer.storableHeight(64, attributesWidth: 390, resultWidth: 391) == nil)
    }

    @Test func anyPositiveWidthIsAWidthHoweverNarrow() {
        // Only a list without a width (0) falls back to UIKit; a narrow one is still answered.
        #expect(SelfSizingAnswer.decide(facts(width: 0.5, content: 0.5)) == .measureAndStore)
        #expect(SelfSizingAnswer.decide(facts(width: 0.3, content: 0)) == .measureOnly, "no content width yet")
    }
}

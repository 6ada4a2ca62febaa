import CellHeight
import Foundation
import Testing

/// The bounds of what displayed cells teach ``TemplateCorrections``: the rounding tolerance, the
/// half-width limit of a plausible offset, how many kinds and contexts it follows, and which
/// context the caches use.
@Suite struct TemplateCorrectionsLimitsTests {
    private let rule = LayoutContext(width: 390)

    private func kind(_ index: Int, frameWidth: CGFloat = 390) -> TemplateCellKind {
        TemplateCellKind(reuseIdentifier: "Cell\(index)", signature: TemplateLayoutSignature(frameWidth: frameWidth))
    }

    @Test func halfAPointIsRoundingForTemplatesAndDisplayedCellsAlike() {
        var corrections = TemplateCorrections()
        corrections.templateWasLaidOut(kind(0), contentWidth: 382, in: rule)
        corrections.templateWasLaidOut(kind(0), contentWidth: 382.5, in: rule)
        #expect(corrections.cellWasDisplayed(kind(0), contentWidth: 382, in: rule) == .matches, "one width")
        corrections.templateWasLaidOut(kind(1), contentWidth: 382, in: rule)
        corrections.templateWasLaidOut(kind(1), contentWidth: 383, in: rule)
        #expect(corrections.cellWasDisplayed(kind(1), contentWidth: 382, in: rule) == .templateWidthVaries)

        corrections.templateWasLaidOut(kind(2), contentWidth: 382, in: rule)
        #expect(corrections.cellWasDisplayed(kind(2), contentWidth: 382.5, in: rule) == .matches)
        corrections.templateWasLaidOut(kind(3), contentWidth: 382, in: rule)
        #expect(corrections.cellWasDisplayed(kind(3), contentWidth: 383, in: rule) == .learned(offset: 1))
    }

    @Test func anOffsetOfHalfTheTemplateWidthOrMoreIsNotLearned() {
        var corrections = TemplateCorrections()
        corrections.templateWasLaidOut(kind(0), contentWidth: 100, in: rule)
        #expect(corrections.cellWasDisplayed(kind(0), contentWidth: 150, in: rule) == .notLearned(difference: 50))
        corrections.templateWasLaidOut(kind(1), contentWidth: 100, in: rule)
        #expect(corrections.cellWasDisplayed(kind(1), contentWidth: 149.5, in: rule) == .learned(offset: 49.5))
    }

    @Test func anyPositiveContentWidthIsComparedAndNoneIsNot() {
        var corrections = TemplateCorrections()
        corrections.templateWasLaidOut(kind(0), contentWidth: 0.8, in: rule)
        #expect(corrections.cellWasDisplayed(kind(0), contentWidth: 0.8, in: rule) == .matches)
        corrections.templateWasLaidOut(kind(1), contentWidth: 0, in: rule)
        #expect(corrections.cellWasDisplayed(kind(1), contentWidth: 300, in: rule) == .unknown, "laid out at no width")
    }

    @Test func aContextFollowsAtMostKindLimitKinds() {
        var corrections = TemplateCorrections()
        let limit = TemplateCorrections.kindLimit
        for index in 0...limit { corrections.templateWasLaidOut(kind(index), contentWidth: 382, in: rule) }
        #expect(corrections.cellWasDisplayed(kind(limit - 1), contentWidth: 382, in: rule) == .matches)
        #expect(corrections.cellWasDisplayed(kind(limit), contentWidth: 382, in: rule) == .unknown, "left to the rules")
    }

    @Test func theCacheContextIsTheOneOfTheRuleAskedFor() {
        var corrections = TemplateCorrections()
        let other = LayoutContext(width: 320)
        corrections.templateWasLaidOut(kind(0), contentWidth: 382, in: rule)
        _ = corrections.cellWasDisplayed(kind(0), contentWidth: 390, in: rule)
        let corrected = corrections.cacheContext(for: rule)
        #expect(corrected.ruleCorrection != .none)
        #expect(corrections.cacheContext(for: other) == other, "nothing learned there")
        #expect(corrections.cacheContext(for: rule) == corrected)
        #expect(corrections.cacheContext(for: other) == other)
    }

    @Test func onlyTheOldestContextIsForgottenAndItsHeightsAreUncorrectedAtOnce() {
        var corrections = TemplateCorrections()
        func rule(_ index: Int) -> LayoutContext { LayoutContext(width: CGFloat(300 + index)) }
        corrections.templateWasLaidOut(kind(0), contentWidth: 290, in: rule(0))
        _ = corrections.cellWasDisplayed(kind(0), contentWidth: 300, in: rule(0))
        corrections.templateWasLaidOut(kind(0), contentWidth: 290, in: rule(1))
        _ = corrections.cellWasDisplayed(kind(0), contentWidth: 300, in: rule(1))
        #expect(corrections.cacheContext(for: rule(0)).ruleCorrection != .none)
        for index in 2...TemplateCorrections.contextLimit {
            corrections.templateWasLaidOut(kind(0), contentWidth: 290, in: rule(index))
        }
        #expect(corrections.cacheContext(for: rule(0)) == rule(0), "forgotten: its offsets no longer apply")
        #expect(
            corrections.offset(for: kind(0), in: rule(1)) == 10, "the \(TemplateCorrections.contextLimit) newest kept")
    }
}

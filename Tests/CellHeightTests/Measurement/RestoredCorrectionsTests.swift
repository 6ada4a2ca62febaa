import CellHeight
import Foundation
import Testing

/// Issue 37 §3: what ``TemplateCorrections`` hands a height file and takes back from it.
@MainActor @Suite struct RestoredCorrectionsTests {
    private let rule = LayoutContext(width: 390, displayScale: 3)
    private let kind = TemplateCellKind(reuseIdentifier: "Post", signature: TemplateLayoutSignature(frameWidth: 390))

    /// Corrections that learned 8 points for `kind` in `rule` (and 10 in a second context).
    private func learned() -> TemplateCorrections {
        var corrections = TemplateCorrections()
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        _ = corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule)
        corrections.templateWasLaidOut(kind, contentWidth: 290, in: LayoutContext(width: 300))
        _ = corrections.cellWasDisplayed(kind, contentWidth: 300, in: LayoutContext(width: 300))
        return corrections
    }

    @Test func restoredOffsetsCorrectTheFirstMeasurement() {
        var source = learned()
        let corrected = source.cacheContext(for: rule)
        let saved = source.saved(keeping: [corrected])
        #expect(saved == [TemplateCorrections.Offset(rule: rule, kind: kind, offset: 8)], "only the kept context's")

        var restored = TemplateCorrections()
        restored.restore(saved)
        #expect(restored.cacheContext(for: rule) == corrected, "the file's corrected heights are found")
        #expect(restored.contentWidth(laidOut: 382, for: kind, in: rule) == 390, "measured with the offset")
        #expect(restored.learnedCount == 0)
        restored.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        #expect(restored.cellWasDisplayed(kind, contentWidth: 390, in: rule) == .matches)
        #expect(restored.saved(keeping: [corrected]) == saved, "saved again by the next launch")
    }

    @Test func aContextThatMeasuredAlreadyIsLeftToItsDisplayedCells() {
        var corrections = TemplateCorrections()
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        corrections.restore([TemplateCorrections.Offset(rule: rule, kind: kind, offset: 8)])
        #expect(corrections.offset(for: kind, in: rule) == nil)
        #expect(corrections.cacheContext(for: rule) == rule, "its heights were measured by the rules: no silent move")
    }

    @Test func implausibleOffsetsAreNotRestored() {
        var corrected = rule
        corrected.ruleCorrection = RuleCorrection(rawValue: 7)
        var corrections = TemplateCorrections()
        corrections.restore([
            .init(rule: rule, kind: kind, offset: .nan), .init(rule: rule, kind: kind, offset: 195),
            .init(rule: rule, kind: kind, offset: -.infinity), .init(rule: corrected, kind: kind, offset: 8),
        ])
        #expect(corrections.cacheContext(for: rule) == rule && corrections.offset(for: kind, in: rule) == nil)
    }

    @Test func aRestoredOffsetThatADisplayedCellContradictsIsReplacedOnce() {
        var corrections = TemplateCorrections()
        corrections.restore([TemplateCorrections.Offset(rule: rule, kind: kind, offset: 8)])
        let restored = corrections.cacheContext(for: rule)
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        let outcome = corrections.cellsWereDisplayed([(kind, 386)], in: rule)
        #expect(outcome.verdicts == [.learned(offset: 4)], "UIKit lays it out otherwise now")
        #expect(outcome.invalidated == restored, "the heights measured with the old offset are dropped")
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule) == .notLearned(difference: 4))
        #expect(corrections.learnedCount == 1)
    }

    @Test func aRestoredOffsetConfirmedByADisplayedCellIsNeverReplaced() {
        var corrections = TemplateCorrections()
        corrections.restore([TemplateCorrections.Offset(rule: rule, kind: kind, offset: 8)])
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule) == .matches, "confirmed")
        #expect(
            corrections.cellWasDisplayed(kind, contentWidth: 394, in: rule) == .notLearned(difference: 4),
            "learned now, as if a displayed cell had taught it: no second offset")
        #expect(corrections.offset(for: kind, in: rule) == 8)
    }

    @Test func eachContextRestoresOnlyItsOwnOffsets() {
        let other = LayoutContext(width: 300)
        var corrections = TemplateCorrections()
        corrections.restore([.init(rule: rule, kind: kind, offset: 8), .init(rule: other, kind: kind, offset: 10)])
        #expect(corrections.offset(for: kind, in: rule) == 8)
        #expect(corrections.offset(for: kind, in: other) == 10)
    }

    @Test func aContextAskedForBeforeTheRestoreMovesToItsCorrectedOne() {
        var corrections = TemplateCorrections()
        #expect(corrections.cacheContext(for: rule) == rule)
        corrections.restore([TemplateCorrections.Offset(rule: rule, kind: kind, offset: 8)])
        #expect(corrections.cacheContext(for: rule).ruleCorrection != .none)
    }

    @Test func restoredKindsAreBoundedAndPlausibleUpToHalfTheirWidth() {
        func kind(_ index: Int, width: CGFloat = 390) -> TemplateCellKind {
            TemplateCellKind(reuseIdentifier: "Cell\(index)", signature: TemplateLayoutSignature(frameWidth: width))
        }
        let limit = TemplateCorrections.kindLimit
        var corrections = TemplateCorrections()
        corrections.restore((0...limit).map { .init(rule: rule, kind: kind($0), offset: 8) })
        #expect(corrections.offset(for: kind(limit - 1), in: rule) == 8)
        #expect(corrections.offset(for: kind(limit), in: rule) == nil, "one kind more than a context follows")

        var plausible = TemplateCorrections()
        plausible.restore([
            .init(rule: rule, kind: kind(0, width: 1), offset: 0.2), .init(rule: rule, kind: kind(1), offset: 194.5),
        ])
        #expect(plausible.offset(for: kind(0, width: 1), in: rule) == 0.2, "a narrow kind")
        #expect(plausible.offset(for: kind(1), in: rule) == 194.5, "just under half of 390")
    }
}

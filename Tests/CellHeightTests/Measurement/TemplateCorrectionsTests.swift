import CellHeight
import Foundation
import TestSupport
import Testing

/// Issue 29 §3: displayed cells correct the template rules.
@MainActor @Suite struct TemplateCorrectionsTests {
    @Test func aTableWhoseRuleIsOffBy8PointsConvergesAfterOneDisplay() {
        let table = CorrectionTwinTable(rows: CorrectionTwinTable.rows(40)) { _ in -8 }
        for row in 0..<10 { table.height(of: row) }
        #expect(table.wrongHeights(in: 0..<10).count == 10, "the rule is off: every row comes out too tall")

        table.display(0..<10)
        #expect(table.wrongHeights(in: 0..<40) == [], "right after one display, off screen too")
        #expect(table.corrections.learnedCount == 1, "ten cells of one signature: one offset")
        #expect(table.corrections.offset(for: table.kind(of: 0), in: table.rule) == 8)
        #expect(table.refreshes == 1)
        #expect(table.state.rows.layoutContext.ruleCorrection != .none)
        #expect(table.measured.filter { $0 < 10 }.count == 20, "the visible rows measured twice, no more")

        let measured = table.measured.count
        for start in stride(from: 0, to: 31, by: 5) { table.display(start..<start + 10) }
        #expect(table.corrected == 1 && table.refreshes == 1, "nothing more to learn: no second layout")
        #expect(table.measured.count == measured, "every row kept its corrected height")
    }

    @Test func anOffsetIsLearnedOncePerKindNotPerCell() {
        let table = CorrectionTwinTable(rows: CorrectionTwinTable.rows(60)) { _ in -8 }
        table.display(0..<30)
        #expect(table.corrections.learnedCount == 1)
        let cells = (0..<30).map { (kind: table.kind(of: $0), contentWidth: CGFloat(390)) }
        var corrections = table.corrections
        let outcome = corrections.cellsWereDisplayed(cells, in: table.rule)
        #expect(outcome.verdicts.allSatisfy { $0 == .matches } && outcome.invalidated == nil)
    }

    @Test func twoKindsOffByDifferentAmountsNeverOscillate() {
        // Rows 0..<20 plain, off by 3; rows 20..<40 with a disclosure indicator, off by 8.
        let rows = CorrectionTwinTable.rows(20) + CorrectionTwinTable.rows(20, accessory: 1, firstID: 20)
        let table = CorrectionTwinTable(rows: rows) { $0.accessoryType == 0 ? -3 : -8 }
        var contexts: [LayoutContext] = []
        for pass in 0..<50 {
            table.display(pass % 2 == 0 ? 0..<10 : 20..<30)
            contexts.append(table.state.rows.layoutContext)
        }
        #expect(table.corrections.learnedCount == 2)
        #expect(table.corrected == 2 && table.refreshes == 2, "one correction per kind, then none")
        #expect(Set(contexts.dropFirst(2)).count == 1, "the context stays put once both are learned")
        #expect(table.wrongHeights(in: 0..<40) == [])
    }

    @Test func aDifferenceThatStaysAfterItsCorrectionIsNotLearnedAgain() {
        var corrections = TemplateCorrections()
        let rule = LayoutContext(width: 390)
        let kind = TemplateCellKind(reuseIdentifier: "text", signature: TemplateLayoutSignature(frameWidth: 390))
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule) == .learned(offset: 8))
        let corrected = corrections.cacheContext(for: rule)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 390.4, in: rule) == .matches, "rounding")
        #expect(
            corrections.cellWasDisplayed(kind, contentWidth: 394, in: rule) == .notLearned(difference: 4),
            "a second difference for the same kind would be a loop")
        #expect(corrections.cacheContext(for: rule) == corrected && corrections.learnedCount == 1)
    }

    @Test func nothingIsLearnedWithoutATemplateOrFromACellCaughtMidChange() {
        var corrections = TemplateCorrections()
        let rule = LayoutContext(width: 390)
        let kind = TemplateCellKind(reuseIdentifier: "text", signature: TemplateLayoutSignature(frameWidth: 390))
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 300, in: rule) == .unknown)
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        var other = kind
        other.signature.accessoryType = 1
        #expect(corrections.cellWasDisplayed(other, contentWidth: 300, in: rule) == .unknown)
        var otherIdentifier = kind
        otherIdentifier.reuseIdentifier = "card"
        #expect(corrections.cellWasDisplayed(otherIdentifier, contentWidth: 300, in: rule) == .unknown)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: .nan, in: rule) == .unknown)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 0, in: rule) == .unknown)
        #expect(
            corrections.cellWasDisplayed(kind, contentWidth: 120, in: rule) == .notLearned(difference: -262),
            "more than half the width: a cell mid-animation, not a rule")
        #expect(
            corrections.cellWasDisplayed(kind, contentWidth: 382.5, in: LayoutContext(width: 320)) == .unknown,
            "another context knows nothing of this one")
        #expect(corrections.learnedCount == 0 && corrections.cacheContext(for: rule) == rule)
    }

    @Test func theCorrectionIsTheSameForTheSameOffsetsInEveryLaunch() {
        let a = TemplateCellKind(
            reuseIdentifier: "text",
            signature: TemplateLayoutSignature(frameWidth: 390, layoutMargins: HorizontalInsets(left: 16, right: 16)))
        var b = a
        b.signature.accessoryType = 1
        let rule = LayoutContext(width: 390)
        func learn(_ order: [(TemplateCellKind, CGFloat)]) -> TemplateCorrections {
            var corrections = TemplateCorrections()
            for (kind, width) in order {
                corrections.templateWasLaidOut(kind, contentWidth: width - 8, in: rule)
                _ = corrections.cellWasDisplayed(kind, contentWidth: width, in: rule)
            }
            return corrections
        }
        var first = learn([(a, 390), (b, 352)])
        var second = learn([(b, 352), (a, 390)])
        let correction = first.cacheContext(for: rule).ruleCorrection
        #expect(correction == second.cacheContext(for: rule).ruleCorrection, "order does not matter")
        // A digest of values, never of a process-seeded hash: this number holds in every launch.
        #expect(correction.rawValue == 0xc172_4078_6554_c693, "\(correction)")
        var onlyA = learn([(a, 390)])
        #expect(onlyA.cacheContext(for: rule).ruleCorrection != correction)
        #expect(first.cacheContext(for: rule).description.contains("rules corrected"))
    }

    @Test func aRelaunchNeitherKeepsWrongHeightsNorThrowsAwayRightOnes() {
        // Launch 1: the first screen is measured under the wrong rule, displayed, corrected; the
        // rest is precached under the corrected one. The saved snapshot holds only right heights.
        let rows = CorrectionTwinTable.rows(40)
        let first = CorrectionTwinTable(rows: rows, byKey: true) { _ in -8 }
        first.display(0..<10)
        for row in 10..<40 { first.height(of: row) }
        let saved = first.state.keyed.snapshot(keyType: Int.self).snapshot
        #expect(saved.contexts == [first.state.keyed.layoutContext], "the wrong rule's heights were dropped")
        #expect(saved.count == 40)

        // Launch 2 starts with the file and no offsets: its first screen is measured by the rules
        // again (under the uncorrected context, which the file does not have), displayed, corrected.
        let second = CorrectionTwinTable(rows: rows, byKey: true) { _ in -8 }
        second.state.keyed.merge(saved)
        second.display(0..<10)
        #expect(second.state.keyed.layoutContext == first.state.keyed.layoutContext, "the same corrected context")
        #expect(second.measured == Array(0..<10), "only the first screen, once, under the rules")
        for row in 10..<40 { second.height(of: row) }
        #expect(second.measured == Array(0..<10), "the saved heights were found, none measured again")
        #expect(second.wrongHeights(in: 0..<40) == [])
        #expect(
            second.state.keyed.snapshot(keyType: Int.self).snapshot.contexts == [second.state.keyed.layoutContext])
    }

    @Test func theOldestContextsAreForgottenFirst() {
        var corrections = TemplateCorrections()
        let kind = TemplateCellKind(reuseIdentifier: "text", signature: TemplateLayoutSignature(frameWidth: 300))
        func rule(_ index: Int) -> LayoutContext { LayoutContext(width: CGFloat(300 + index)) }
        for index in 0...TemplateCorrections.contextLimit {
            corrections.templateWasLaidOut(kind, contentWidth: 290, in: rule(index))
            _ = corrections.cellWasDisplayed(kind, contentWidth: 300, in: rule(index))
        }
        #expect(corrections.offset(for: kind, in: rule(0)) == nil, "evicted")
        #expect(corrections.offset(for: kind, in: rule(TemplateCorrections.contextLimit)) == 10)
        #expect(corrections.cacheContext(for: rule(0)) == rule(0))
    }

    @Test func theDiagnosticNamesTheRulesThatMayBeOff() {
        let plain = TableLayout(
            TableLayoutFingerprint(boundsWidth: 390, traits: LayoutTraits(contentSizeCategory: "L")),
            guides: TableGuides(layoutMargins: HorizontalInsets(left: 16, right: 16)))
        let signature = TemplateLayoutSignature(frameWidth: 390)
        #expect(
            TemplateCorrections.suspectedRules(for: signature, in: plain) == [
                "the cell's width (safe area and content insets)"
            ])
        let indexed = TableLayout(
            TableLayoutFingerprint(
                boundsWidth: 390, style: .insetGrouped, traits: LayoutTraits(contentSizeCategory: "L")),
            guides: TableGuides(
                layoutMargins: HorizontalInsets(left: 16, right: 16),
                sectionIndex: .shown(HorizontalInsets(left: 0, right: 15))))
        var editing = signature
        editing.editing = RowEditingState.of(.editing, answers: .init(implementsMove: true))
        editing.accessoryType = 1
        let rules = TemplateCorrections.suspectedRules(for: editing, in: indexed)
        #expect(rules.count == 4, "\(rules)")
        #expect(rules.first == "the section index's width")
    }
}

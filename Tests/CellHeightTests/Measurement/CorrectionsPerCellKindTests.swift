import CellHeight
import Foundation
import TestSupport
import Testing

/// Issue 35 §2: a correction belongs to a cell kind (reuse identifier and template signature), not
/// only to a geometry.
@MainActor @Suite struct CorrectionsPerCellKindTests {
    /// Rows of two reuse identifiers with the same geometry, in turn: "text" cells, and "card" cells
    /// that inset their content view by 12 points at either side in `layoutSubviews()` (their
    /// templates too). The rule puts every template 8 points narrower than UIKit's cell.
    private static func mixedRows(_ count: Int) -> [CorrectionTwinTable.Row] {
        (0..<count).map { index in
            var row = CorrectionTwinTable.rows(1, firstID: index)[0]
            row.characters = 40 + (index * 37) % 400
            row.identifier = index % 2 == 0 ? "text" : "card"
            return row
        }
    }

    @Test func twoIdentifiersWithTheSameGeometryLearnTheirOwnOffsets() {
        let table = CorrectionTwinTable(rows: Self.mixedRows(40)) { _ in -8 }
        #expect(table.signature(of: 0) == table.signature(of: 1), "the same geometry")
        table.display(0..<10)
        #expect(table.wrongHeights(in: 0..<40) == [], "right after one display, both kinds, off screen too")
        #expect(table.corrections.offset(for: table.kind(of: 0), in: table.rule) == 8)
        #expect(table.corrections.offset(for: table.kind(of: 1), in: table.rule) == 8)
        #expect(table.corrections.learnedCount == 2 && table.corrected == 1, "one pass, one move of the caches")

        for start in stride(from: 0, to: 31, by: 5) { table.display(start..<start + 10) }
        #expect(table.corrected == 1 && table.refreshes == 1, "nothing more to learn")
    }

    @Test func aKindWhoseTemplateWidthVariesIsNeverLearned() {
        // A "chat" cell whose content view's width follows its content: its template is laid out
        // 16 points narrower for every other row, so no one width can be compared.
        let rows = Self.mixedRows(20).map { row -> CorrectionTwinTable.Row in
            var row = row
            row.identifier = "chat"
            return row
        }
        let table = CorrectionTwinTable(rows: rows) { _ in -8 }
        table.templateNoise = { _, row in row % 2 == 0 ? 0 : -16 }
        table.display(0..<10)
        #expect(table.corrections.learnedCount == 0 && table.corrected == 0)
        #expect(table.state.rows.layoutContext.ruleCorrection == .none)

        var corrections = table.corrections
        let cells = [(kind: table.kind(of: 0), contentWidth: CGFloat(390))]
        #expect(corrections.cellsWereDisplayed(cells, in: table.rule).verdicts == [.templateWidthVaries])
    }

    @Test func anOffsetLearnedBeforeTheWidthVariedIsForgottenAtTheNextDisplay() {
        var corrections = TemplateCorrections()
        let rule = LayoutContext(width: 390)
        let kind = TemplateCellKind(reuseIdentifier: "chat", signature: TemplateLayoutSignature(frameWidth: 390))
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule) == .learned(offset: 8))
        let corrected = corrections.cacheContext(for: rule)
        #expect(corrected.ruleCorrection != .none)

        corrections.templateWasLaidOut(kind, contentWidth: 382.4, in: rule)
        #expect(corrections.offset(for: kind, in: rule) == 8, "rounding is no variation")
        corrections.templateWasLaidOut(kind, contentWidth: 366, in: rule)
        #expect(corrections.offset(for: kind, in: rule) == 8, "kept until a display, where the caches can move")
        let outcome = corrections.cellsWereDisplayed([(kind, 390)], in: rule)
        #expect(outcome.verdicts == [.templateWidthVaries])
        #expect(outcome.invalidated == corrected && outcome.context == rule, "back to the rules alone")
        #expect(corrections.offset(for: kind, in: rule) == nil)

        corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
        #expect(corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule) == .templateWidthVaries, "for good")
        #expect(corrections.learnedCount == 1)
    }

    @Test func theCorrectionNamesTheIdentifier() {
        let rule = LayoutContext(width: 390)
        let signature = TemplateLayoutSignature(frameWidth: 390)
        func correction(_ identifier: String) -> RuleCorrection {
            var corrections = TemplateCorrections()
            let kind = TemplateCellKind(reuseIdentifier: identifier, signature: signature)
            corrections.templateWasLaidOut(kind, contentWidth: 382, in: rule)
            _ = corrections.cellWasDisplayed(kind, contentWidth: 390, in: rule)
            return corrections.cacheContext(for: rule).ruleCorrection
        }
        #expect(correction("text") != correction("card"))
        #expect(correction("text") == correction("text"))
        // Strings of every length up to two words digest apart (the last word's padding).
        let digests = (0...17).map {
            TemplateCellKind(reuseIdentifier: String(repeating: "a", count: $0), signature: signature).stableDigest
        }
        #expect(Set(digests).count == digests.count)
    }
}

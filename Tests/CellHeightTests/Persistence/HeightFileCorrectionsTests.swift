import Foundation
import Testing

@testable import CellHeight

/// Issue 37 §3: the offsets displayed cells taught survive a relaunch, in the height file's section
/// list (tag 1, no new format version), and the first screen of the next launch is measured with
/// them.
@MainActor @Suite(.serialized) struct HeightFileCorrectionsTests {
    private static let rule = LayoutContext(width: 390, contentSizeCategory: "L", displayScale: 3)

    /// Offsets of two rules' contexts, with every field of a kind set somewhere (every editing flag
    /// at once in one).
    private static var offsets: [TemplateCorrections.Offset] {
        let plain = TemplateCellKind(
            reuseIdentifier: "Post",
            signature: TemplateLayoutSignature(frameWidth: 390, layoutMargins: .init(left: 16, right: 16)))
        let editing = TemplateCellKind(
            reuseIdentifier: "Card ✓",
            signature: TemplateLayoutSignature(
                frameWidth: 390, layoutMargins: .init(left: 20, right: 20), accessoryType: 1, accessoryViewWidth: 72,
                editingAccessoryType: 3, editingAccessoryViewWidth: 40,
                editing: RowEditingState(isEditing: true, indents: true, showsReorderControl: true, style: .delete),
                indentation: 30))
        let wide = LayoutContext(width: 700, isEditing: true)
        return [
            .init(rule: rule, kind: plain, offset: 8), .init(rule: rule, kind: editing, offset: -12.5),
            .init(rule: wide, kind: plain, offset: 3),
        ]
    }

    /// A file of one height ("a" in `rule`) whose section list is `sections`.
    private func file(sections: [UInt8]) -> Data {
        handmadeFile(payload: headBytes() + [1] + contextBytes(width: 390) + [1] + entryBytes("a", 44) + sections)
    }

    /// The corrections section of `offsets`: its tag, its length and its content, with `extra`
    /// bytes after the last correction.
    private func correctionsSection(_ offsets: [TemplateCorrections.Offset], extra: [UInt8] = []) -> [UInt8] {
        var section = HeightFileSections.encoded(corrections: offsets)[2...]  // after the count 1, the tag 1
        while section.removeFirst() & 0x80 != 0 {}  // the length
        var writer = ByteWriter()
        writer.varint(HeightFileSections.templateCorrections)
        writer.blob(Array(section) + extra)
        return writer.bytes
    }

    @Test func correctionsRoundTripInTheSectionList() {
        var snapshot = KeyedHeightSnapshot<String>()
        snapshot.corrections = Self.offsets
        let data = snapshot.encoded(identity: testIdentity).data
        let result = decodeStrings(data)
        #expect(result.report.outcome == .done && result.diagnostics == [])
        #expect(result.snapshot.corrections == Self.offsets)

        // Without corrections a file has no section, as before sections had a use.
        let none = KeyedHeightSnapshot<String>().encoded(identity: testIdentity).data
        #expect(none.last == 0, "section count 0")
    }

    @Test func aFileWithoutTheSectionLoadsAsBefore() {
        let result = decodeStrings(file(sections: noSections))
        #expect(result.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 0))
        #expect(result.snapshot.corrections == [] && result.diagnostics == [])
    }

    /// A section of a tag this version does not know is skipped, whatever it holds and wherever it
    /// is, empty too: the heights and the corrections load.
    @Test func aSectionOfAnUnknownTagIsSkipped() {
        let corrections = correctionsSection(Self.offsets)
        let unknown: [UInt8] = [99, 5, 1, 2, 3, 4, 5]
        for sections in [[2] + unknown + corrections, [2] + corrections + unknown, [2, 99, 0] + corrections] {
            let result = decodeStrings(file(sections: sections))
            #expect(result.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 0))
            #expect(result.snapshot.corrections == Self.offsets)
        }
        #expect(decodeStrings(file(sections: [1] + unknown)).snapshot.count == 1)
    }

    @Test func aCorrectionsSectionThatDoesNotReadIsIgnoredAndTheHeightsLoad() {
        // Editing flags beyond the three the format defines (1, 2, 4).
        for flags: UInt8 in [8, 9] {
            var section = correctionsSection([Self.offsets[0]])
            section[section.count - 18] = flags  // the kind's editing flags (before its style, indentation, offset)
            let damaged = decodeStrings(file(sections: [1] + section))
            #expect(damaged.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 0))
            #expect(damaged.snapshot.corrections == [], "editing flags \(flags)")
        }

        // Bytes after the last correction, inside the section's length: a section of another
        // meaning, ignored whole, the corrections before those bytes too.
        let longer = decodeStrings(file(sections: [1] + correctionsSection(Self.offsets, extra: [0])))
        #expect(longer.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 0))
        #expect(longer.snapshot.corrections == [])

        // Tag 1, 4 bytes: a rule count of 1, and 3 bytes where its context should be.
        let short = decodeStrings(file(sections: [1, 1, 4, 1, 1, 1, 1]))
        #expect(short.report.outcome == .done && short.snapshot.count == 1 && short.snapshot.corrections == [])
    }

    @Test func theKeeperSavesTheOffsetsOfTheContextsItKeepsAndRestoresThemAtTheMerge() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        var corrections = TemplateCorrections()
        let kind = TemplateCellKind(reuseIdentifier: "Post", signature: TemplateLayoutSignature(frameWidth: 390))
        corrections.templateWasLaidOut(kind, contentWidth: 382, in: Self.rule)
        _ = corrections.cellWasDisplayed(kind, contentWidth: 390, in: Self.rule)
        var elsewhere = Self.rule
        elsewhere.width = 320
        corrections.templateWasLaidOut(kind, contentWidth: 300, in: elsewhere)
        _ = corrections.cellWasDisplayed(kind, contentWidth: 310, in: elsewhere)  // no height kept there
        let cache = KeyedHeightCache<AnyHashable>()
        cache.layoutContext = corrections.cacheContext(for: Self.rule)
        cache.setHeight(58, for: "post")
        let keeper = KeyedHeightFileKeeper<String>(
            cache: cache, url: url, identity: testIdentity, background: background.executor, toOwner: owner.executor)
        keeper.corrections = (saved: { corrections.saved(keeping: $0) }, restore: { _ in })
        keeper.save()
        background.runAll()

        var restored: [[TemplateCorrections.Offset]] = []
        let next = KeyedHeightFileKeeper<String>(
            cache: KeyedHeightCache<AnyHashable>(), url: url, identity: testIdentity, background: background.executor,
            toOwner: owner.executor)
        next.corrections = (saved: { _ in [] }, restore: { restored.append($0) })
        next.start()
        background.runAll()
        next.waitForFile()
        owner.runAll()
        #expect(restored == [[TemplateCorrections.Offset(rule: Self.rule, kind: kind, offset: 8)]], "once, only rule's")
    }

    /// The wait before the first layout context is the first read's: a file that is late is not
    /// waited for twice (at most 4 ms before the first height, not 8), and is merged when it comes,
    /// its corrections with it.
    @Test func theWaitBeforeTheFirstLayoutContextIsTheFirstReadsWait() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        var snapshot = KeyedHeightSnapshot<String>()
        snapshot.corrections = Self.offsets
        snapshot.save(to: url, identity: testIdentity)
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = KeyedHeightFileKeeper<String>(
            cache: cache, url: url, identity: testIdentity, background: background.executor, toOwner: owner.executor)
        var restored: [TemplateCorrections.Offset] = []
        keeper.corrections = (saved: { _ in [] }, restore: { restored += $0 })
        keeper.start()
        keeper.waitBeforeFirstLayoutContext()  // the file is not read yet
        #expect(cache.beforeFirstRead == nil && restored == [])
        background.runAll()
        owner.runAll()
        #expect(restored == Self.offsets && keeper.loadReport?.outcome == .done)
    }

    /// The twin of a relaunch through the real keeper and file: launch 1's first display corrects
    /// an 8-point error and saves; launch 2 restores the offset before its first layout context
    /// (as the UIKit one-liner does) and finds its first screen's heights in the file: nothing is
    /// measured under the uncorrected rule, nothing corrected again, every height right.
    @Test func aRelaunchMeasuresItsFirstScreenWithTheSavedCorrections() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        let rows = CorrectionTwinTable.rows(40)
        func keeper(for table: CorrectionTwinTable) -> KeyedHeightFileKeeper<Int> {
            let keeper = KeyedHeightFileKeeper<Int>(
                cache: table.state.keyed, url: url, identity: testIdentity, background: background.executor,
                toOwner: owner.executor)
            keeper.corrections = (
                saved: { table.corrections.saved(keeping: $0) }, restore: { table.corrections.restore($0) }
            )
            return keeper
        }

        let first = CorrectionTwinTable(rows: rows, byKey: true) { _ in -8 }
        first.display(0..<10)
        for row in 10..<40 { first.height(of: row) }
        keeper(for: first).save()
        background.runAll()

        let second = CorrectionTwinTable(rows: rows, byKey: true) { _ in -8 }
        let file = keeper(for: second)
        file.start()
        background.runAll()
        file.waitBeforeFirstLayoutContext()
        second.display(0..<10)
        #expect(second.measured == [], "the first screen's heights came from the file")
        #expect(second.corrected == 0 && second.corrections.learnedCount == 0, "nothing to correct")
        #expect(second.state.keyed.layoutContext == first.state.keyed.layoutContext)
        #expect(second.wrongHeights(in: 0..<40) == [] && second.measured == [])
    }
}

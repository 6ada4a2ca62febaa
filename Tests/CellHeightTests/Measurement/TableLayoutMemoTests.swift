import CellHeight
import Foundation
import Testing

/// When a table's layout is worked out again, and when its section index is trusted. Numbers as in
/// `TableCellGeometryTests` (iPhone X: 375 pt portrait, 812 pt landscape with 44 pt safe areas;
/// 16 pt margins; an illustrative 15 pt index).
@Suite struct TableLayoutMemoTests {
    private let traits = LayoutTraits(
        contentSizeCategory: "UICTContentSizeCategoryL", horizontalSizeClass: .compact, verticalSizeClass: .regular,
        displayScale: 3)
    private let margins = HorizontalInsets(left: 16, right: 16)

    /// A table as far as its section index goes, modelling UIKit's order: the index view is laid
    /// out (framed for the table's width) in the table's `layoutSubviews()`, after a size or data
    /// change; its frame keeps the old width until then.
    private final class FakeTable {
        var width: CGFloat = 375
        var titles: Int? = nil
        var indexFrameWidth: CGFloat?  // the width the index view was last laid out at
        var reads = 0

        func layOut() { indexFrameWidth = (titles ?? 0) > 0 ? width : nil }

        func guides(_ indexIsLaidOut: Bool) -> TableGuides {
            reads += 1
            let strip = indexFrameWidth.map {
                HorizontalInsets.occupied(byStripFrom: $0 - 15, to: $0, boundsMinX: 0, boundsWidth: width)
            }
            return TableGuides(
                layoutMargins: HorizontalInsets(left: 16, right: 16),
                sectionIndex: .resolve(
                    titleCount: titles, rowCount: 100, minimumDisplayRowCount: 0, indexStrip: strip,
                    tableHasLaidOut: indexIsLaidOut))
        }
    }

    private func fingerprint(_ table: FakeTable, traits: LayoutTraits? = nil, editing: ListEditingMode = .normal)
        -> TableLayoutFingerprint
    {
        TableLayoutFingerprint(
            boundsWidth: table.width, layoutMargins: margins, traits: traits ?? self.traits, editing: editing)
    }

    @Test func theGuidesAreReadOncePerFingerprint() {
        let memo = TableLayoutMemo()
        let table = FakeTable()
        for _ in 0..<100 { _ = memo.layout(for: fingerprint(table), readGuides: table.guides) }
        #expect(table.reads == 1, "heightForRowAt of 100 rows reads the guides once")
        let layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.context.width == 375 && layout.context.layoutMargins == margins)
        #expect(memo.context(for: fingerprint(table), readGuides: table.guides) == layout.context)
        #expect(memo.current == layout && table.reads == 1)

        table.width = 812  // rotation
        _ = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(table.reads == 2 && memo.reads == 2)
        var bigger = traits
        bigger.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXXXL"
        let large = memo.layout(for: fingerprint(table, traits: bigger), readGuides: table.guides)
        #expect(table.reads == 3 && large.traits == bigger && large.context.contentSizeCategory.hasSuffix("XXXL"))
        let editing = memo.layout(for: fingerprint(table, traits: bigger, editing: .editing), readGuides: table.guides)
        #expect(table.reads == 4 && editing.context.isEditing && editing.editing == .editing)
        memo.listDidLayout()
        _ = memo.layout(for: fingerprint(table, traits: bigger, editing: .editing), readGuides: table.guides)
        #expect(table.reads == 4, "a layout pass with nothing pending reads nothing")
        memo.listDataDidChange()
        _ = memo.layout(for: fingerprint(table, traits: bigger, editing: .editing), readGuides: table.guides)
        #expect(table.reads == 5)
    }

    @Test func aSectionIndexIsTrustedOnlyOnceTheTableHasLaidItOut() {
        let memo = TableLayoutMemo()
        let table = FakeTable()
        table.titles = 26
        var layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.geometry.sectionIndexIsPending && layout.context.width == 0, "nothing cached before layout")
        table.layOut()
        memo.listDidLayout()
        layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.geometry.showsSectionIndex && layout.context.width == 360)

        // Rotation: until the table lays out at 812, the index frame is the portrait one.
        table.width = 812
        layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.geometry.sectionIndexIsPending, "a stale frame would put the index in the middle")
        table.layOut()
        memo.listDidLayout()
        layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.context.width == 797)
    }

    @Test func anIndexThatAppearsAfterADataChangeWaitsForTheNextLayout() {
        let memo = TableLayoutMemo()
        let table = FakeTable()
        table.layOut()
        memo.listDidLayout()
        #expect(memo.layout(for: fingerprint(table), readGuides: table.guides).context.width == 375)
        table.titles = 26  // reloadData with titles: the index view comes in the next layout
        memo.listDataDidChange()
        var layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.geometry.sectionIndexIsPending, "not reported as notFound: the table has not laid out since")
        table.layOut()
        memo.listDidLayout()
        layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.context.width == 360)

        // Rows inserted while the index shows: the index stays trusted, and is read again after
        // the next layout (its width follows its titles).
        memo.listDataDidChange()
        layout = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(layout.context.width == 360, "no pending phase for a data change while the index shows")
        let reads = table.reads
        memo.listDidLayout()
        _ = memo.layout(for: fingerprint(table), readGuides: table.guides)
        #expect(table.reads == reads + 1)

        table.titles = nil
        memo.listDataDidChange()
        #expect(memo.layout(for: fingerprint(table), readGuides: table.guides).context.width == 375)
    }

    @Test func headerAndFooterViewsUseThePlainGeometry() {
        let fingerprint = TableLayoutFingerprint(
            boundsWidth: 375, style: .insetGrouped, layoutMargins: margins, traits: traits)
        let layout = TableLayout(fingerprint, guides: TableGuides(layoutMargins: margins))
        #expect(layout.geometry.templateWidth == 343, "insetGrouped cells are inset by the margins")
        #expect(layout.sectionViewGeometry.templateWidth == 375)
        #expect(layout.context == LayoutContext.table(layout.geometry, traits: traits, editing: .normal))
    }

    @Test func aShownIndexIsNotReadAgainAtLayoutPassesWithoutADataChange() {
        let memo = TableLayoutMemo()
        let table = FakeTable()
        table.titles = 26
        _ = memo.layout(for: fingerprint(table), readGuides: table.guides)
        table.layOut()
        memo.listDidLayout()
        #expect(memo.layout(for: fingerprint(table), readGuides: table.guides).geometry.showsSectionIndex)
        let reads = table.reads
        for _ in 0..<3 {  // scrolling: a layout pass per frame
            memo.listDidLayout()
            _ = memo.layout(for: fingerprint(table), readGuides: table.guides)
        }
        #expect(table.reads == reads, "the index can only move after a data change or a new fingerprint")
    }

    @Test func aTableThatFollowsTheReadableWidthGetsItsReadableGuide() {
        let readable = HorizontalInsets(left: 180, right: 180)
        func layout(follows: Bool) -> TableLayout {
            TableLayout(
                TableLayoutFingerprint(
                    boundsWidth: 1_024, layoutMargins: margins, followsReadableWidth: follows, traits: traits),
                guides: TableGuides(layoutMargins: margins, readableContent: readable))
        }
        #expect(layout(follows: true).geometry.templateMargins == readable)
        #expect(layout(follows: false).geometry.templateMargins == margins)
    }
}

import CellHeight
import Foundation
import Testing

/// Where a compositional list places its cells (issue 36): the item width per appearance and
/// insets reference, the layout's own frame, the margins a cell inherits and the safe area inside
/// it, separators, Dynamic Type. Screen numbers as in `TableCellGeometryTests`: an iPhone X in
/// landscape, 812 pt wide, 44 pt of safe area a side, the margins guide 60 pt a side (44 + 16).
@Suite struct ListCellGeometryTests {
    private let safeArea = HorizontalInsets(left: 44, right: 44)
    private let margins = HorizontalInsets(left: 60, right: 60)
    private let readable = HorizontalInsets(left: 106, right: 106)

    private func geometry(
        _ appearance: ListCellGeometry.Appearance, reference: ListCellGeometry.InsetsReference = .automatic,
        contentInset: HorizontalInsets = .zero, sectionInsets: HorizontalInsets = .zero,
        layoutItem: HorizontalInsets? = nil
    ) -> ListCellGeometry {
        ListCellGeometry(
            .init(
                boundsWidth: 812, contentInset: contentInset, safeArea: safeArea, layoutMargins: margins,
                readableContent: readable, appearance: appearance, insetsReference: reference,
                sectionInsets: sectionInsets, layoutItem: layoutItem))
    }

    @Test func edgeToEdgeAppearancesSpanTheContentWidth() {
        // .plain, .grouped and .sidebarPlain lists run their cells from edge to edge, under the
        // notch; their content is kept from it by the margins the cell inherits and its content
        // view's safe area.
        for appearance in [ListCellGeometry.Appearance.plain, .grouped, .sidebarPlain] {
            let list = geometry(appearance)
            #expect(list.itemWidth == 812, "\(appearance)")
            #expect(list.itemEdges == .zero, "\(appearance)")
            #expect(list.inheritedMargins == margins, "\(appearance): the whole margin reaches into the cell")
            #expect(list.safeAreaInsideItem == safeArea, "\(appearance)")
        }
        #expect(geometry(.plain, contentInset: HorizontalInsets(left: 10, right: 10)).itemWidth == 792)
    }

    @Test func insetAppearancesInsetTheirCellsByTheLayoutMargins() {
        // .insetGrouped and .sidebar cells are rounded groups inside the margins: the margins are
        // outside the cell, nothing of them or of the safe area reaches in.
        for appearance in [ListCellGeometry.Appearance.insetGrouped, .sidebar] {
            let list = geometry(appearance)
            #expect(list.itemWidth == 692, "\(appearance)")
            #expect(list.itemEdges == margins, "\(appearance)")
            #expect(list.inheritedMargins == .zero, "\(appearance)")
            #expect(list.safeAreaInsideItem == .zero, "\(appearance)")
        }
    }

    @Test func eachInsetsReferenceMeasuresFromItsOwnEdge() {
        // NSCollectionLayoutSection.contentInsetsReference (iOS 14); .automatic follows the
        // appearance, the others are the same in every appearance.
        let ten = HorizontalInsets(left: 10, right: 10)
        for appearance in ListCellGeometry.Appearance.allCases {
            #expect(geometry(appearance, reference: .none).itemWidth == 812)
            #expect(geometry(appearance, reference: .safeArea).itemWidth == 724)
            #expect(geometry(appearance, reference: .layoutMargins).itemWidth == 692)
            #expect(geometry(appearance, reference: .readableContent).itemWidth == 600, "the readable content guide")
            #expect(geometry(appearance, reference: .readableContent, sectionInsets: ten).itemWidth == 580)
            #expect(geometry(appearance, reference: .none, sectionInsets: ten).itemWidth == 792)
        }
        #expect(ListCellGeometry.resolved(.automatic, in: .insetGrouped) == .layoutMargins)
        #expect(ListCellGeometry.resolved(.automatic, in: .plain) == ListCellGeometry.InsetsReference.none)
        #expect(ListCellGeometry.resolved(.readableContent, in: .plain) == .readableContent)
    }

    @Test func theAdjustedContentInsetIsAlwaysTheMinimum() {
        let fifty = HorizontalInsets(left: 50, right: 50)
        #expect(geometry(.plain, reference: .safeArea, contentInset: fifty).itemWidth == 712, "50 > 44")
        #expect(geometry(.insetGrouped, contentInset: fifty).itemWidth == 692, "60 > 50: the margins win")
    }

    @Test func theLayoutsOwnFrameWinsOverTheRule() {
        // What the layout gives an item (layoutAttributesForItem(at:)) is exact, whatever the
        // appearance, section insets or custom section: the rule only predicts without it.
        let frame = HorizontalInsets(left: 20, right: 36)
        for appearance in ListCellGeometry.Appearance.allCases {
            let list = geometry(appearance, layoutItem: frame)
            #expect(list.itemWidth == 756)
            #expect(list.isFromLayout)
            #expect(list.inheritedMargins == HorizontalInsets(left: 40, right: 24))
            #expect(list.safeAreaInsideItem == HorizontalInsets(left: 24, right: 8))
        }
        #expect(!geometry(.plain).isFromLayout)
    }

    @Test func anItemFrameIsReadFromTheBoundsOrigin() {
        // A vertical list with a content inset of 10 rests at contentOffset.x == -10: its bounds
        // start there, and an item at x 0 of the content lies 10 pt in from the left edge.
        let edges = ListCellGeometry.layoutItemEdges(minX: 0, maxX: 792, boundsMinX: -10, boundsWidth: 812)
        #expect(edges == HorizontalInsets(left: 10, right: 10))
        #expect(ListCellGeometry.layoutItemEdges(minX: 5, maxX: 5, boundsMinX: 0, boundsWidth: 812) == nil)
        #expect(ListCellGeometry.layoutItemEdges(minX: .nan, maxX: 5, boundsMinX: 0, boundsWidth: 812) == nil)
    }

    @Test func nothingIsReadyWithoutAWidth() {
        #expect(!ListCellGeometry(.init(boundsWidth: 0)).isReady)
        #expect(!ListCellGeometry(.init(boundsWidth: .nan)).isReady)
        #expect(!ListCellGeometry(.init(boundsWidth: 100, layoutItem: HorizontalInsets(left: 60, right: 60))).isReady)
        #expect(ListCellGeometry(.init(boundsWidth: 100)).isReady)
    }

    @Test func separatorsAndSwipeActionsReserveNoHeightOrWidth() {
        // A list cell's separator is drawn over its bottom edge, inside its frame; swipe actions
        // slide over the content. Neither is an input of the rule: the width is the same with them.
        #expect(ListCellGeometry.separatorHeight == 0)
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [3]) > 0, "a table's does")
    }

    @Test func dynamicTypeAndEditingGetTheirOwnContext() {
        let traits = LayoutTraits(contentSizeCategory: "UICTContentSizeCategoryL")
        let larger = LayoutTraits(contentSizeCategory: "UICTContentSizeCategoryAccessibilityXL")
        let base = LayoutContext.compositionalList(
            contentWidth: 812, layoutMargins: margins, traits: traits, isEditing: false)
        #expect(
            base == .compositionalList(contentWidth: 812, layoutMargins: margins, traits: traits, isEditing: false))
        #expect(
            base != .compositionalList(contentWidth: 812, layoutMargins: margins, traits: larger, isEditing: false),
            "Dynamic Type")
        #expect(
            base != .compositionalList(contentWidth: 812, layoutMargins: margins, traits: traits, isEditing: true),
            "editing mode")
        #expect(
            base != .compositionalList(contentWidth: 375, layoutMargins: margins, traits: traits, isEditing: false),
            "rotation")
        #expect(
            base != .compositionalList(contentWidth: 812, layoutMargins: .zero, traits: traits, isEditing: false),
            "margins and safe area")
    }

    @Test func anyPositiveFiniteWidthIsReady() {
        let narrow = ListCellGeometry(.init(boundsWidth: 1))
        #expect(narrow.isReady && narrow.itemWidth == 1)
        let infinite = ListCellGeometry(.init(boundsWidth: .infinity))
        #expect(!infinite.isReady && infinite.itemWidth == 0, "an infinite width is no width")
        #expect(ListCellGeometry(.init(boundsWidth: -0.0)).itemWidth.sign == .plus, "minus zero gives zero")
        #expect(ListCellGeometry.layoutItemEdges(minX: 0, maxX: 0.5, boundsMinX: 0, boundsWidth: 100) != nil)
        #expect(ListCellGeometry.layoutItemEdges(minX: 0, maxX: 0.5, boundsMinX: 0, boundsWidth: 0.5) != nil)
        #expect(
            ListCellGeometry.layoutItemEdges(minX: 0, maxX: 100, boundsMinX: 0, boundsWidth: 0) == nil,
            "a collection view without a width has no frame to read")
    }
}

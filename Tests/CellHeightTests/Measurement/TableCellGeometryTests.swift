import CellHeight
import Foundation
import Testing

/// Where a table's cells lie and what their content views get, from the values a UIKit adapter
/// reads. Sources of the numbers used here:
///
/// - Screen widths: Apple HIG "Adaptivity and Layout", Device screen sizes (portrait):
///   iPhone X / 11 Pro 375 × 812 pt, iPhone 11 Pro Max 414 × 896 pt, 12.9" iPad Pro 1024 × 1366 pt
///   (developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/).
/// - Side margins: "system layout margins, which range from 16 to 20 points on iPhone"
///   (developer.apple.com/documentation/swiftui/contentmarginguide/container); 16 in compact
///   width, 20 in regular width.
/// - Landscape safe area of iPhone X: 44 pt on each side, the notch on either side (measured and
///   published from the 2017 HIG iPhone X page: its landscape safe area is 724 pt of 812, see
///   useyourloaf.com/blog/supporting-iphone-x/); portrait has no left/right safe area.
/// - Readable width on a 12.9" iPad at the default text size: 672 pt (a measured value; Apple
///   documents only its rules: inside the layout margins guide, centred, at most the readable width
///   for the text size, developer.apple.com/documentation/uikit/uiview/readablecontentguide).
/// - Section index: FDTemplateLayoutCell subtracts the frame width of the table's `UITableViewIndex`
///   subview; 15 pt is illustrative.
@Suite struct TableCellGeometryTests {
    private let portraitMargins = HorizontalInsets(left: 16, right: 16)
    private let landscapeSafeArea = HorizontalInsets(left: 44, right: 44)
    /// The margins guide of a landscape iPhone X table: the safe area plus 16 (layout margins are
    /// inset from the safe area while `insetsLayoutMarginsFromSafeArea` is true, its default).
    private let landscapeMargins = HorizontalInsets(left: 60, right: 60)

    private func geometry(_ inputs: TableCellGeometry.Inputs) -> TableCellGeometry { TableCellGeometry(inputs) }

    @Test func portraitIPhonePlainTableGivesTheFullWidthAndTheTablesMargins() {
        let g = geometry(.init(boundsWidth: 375, layoutMargins: portraitMargins))
        #expect(g.isReady)
        #expect(g.cellWidth == 375 && g.cellInsets == .zero)
        #expect(g.contentInsets == .zero)
        #expect(g.templateWidth == 375)
        #expect(g.templateMargins == portraitMargins)
    }

    @Test func landscapeNotchedIPhoneInsetsContentViewsToTheSafeArea() {
        // insetsContentViewsToSafeArea: "true (the default) ... adjusts the insets of the content view
        // within each of its cells ... on the leading and trailing sides to make the content fit within
        // the safe area" (developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea).
        let g = geometry(.init(boundsWidth: 812, safeArea: landscapeSafeArea, layoutMargins: landscapeMargins))
        #expect(g.cellWidth == 812, "cells still span the table; only their content view is inset")
        #expect(g.contentInsets == landscapeSafeArea)
        #expect(g.templateWidth == 724, "the old context used 812 here: too wide a template, too short a row")
        #expect(g.templateMargins == HorizontalInsets(left: 16, right: 16), "margins from the content view's edge")
    }

    @Test func withoutInsettingContentViewsTheContentSpansTheCellAndMarginsCarryTheSafeArea() {
        let g = geometry(
            .init(
                boundsWidth: 812, safeArea: landscapeSafeArea, insetsContentViewsToSafeArea: false,
                layoutMargins: landscapeMargins))
        #expect(g.templateWidth == 812)
        #expect(g.templateMargins == landscapeMargins)
    }

    @Test func contentInsetAdjustmentAlwaysGivesTheSameContentAsTheDefault() {
        // With .always, adjustedContentInset includes the safe area and cells are laid out inside it.
        let always = geometry(
            .init(
                boundsWidth: 812, contentInset: landscapeSafeArea, safeArea: landscapeSafeArea,
                layoutMargins: landscapeMargins))
        let automatic = geometry(.init(boundsWidth: 812, safeArea: landscapeSafeArea, layoutMargins: landscapeMargins))
        #expect(always.cellWidth == 724 && always.contentInsets == .zero)
        #expect(always.templateWidth == automatic.templateWidth)
        #expect(always.templateMargins == automatic.templateMargins)
    }

    @Test func readableWidthOnIPadMovesTheMarginsNotTheContentView() {
        // 12.9" iPad Pro portrait, regular width: margins 20; readable guide 672 wide, centred.
        let margins = HorizontalInsets(left: 20, right: 20)
        let readable = HorizontalInsets(left: 176, right: 176)
        let following = geometry(.init(boundsWidth: 1024, layoutMargins: margins, readableContent: readable))
        let notFollowing = geometry(.init(boundsWidth: 1024, layoutMargins: margins))
        #expect(following.templateWidth == 1024 && notFollowing.templateWidth == 1024)
        #expect(following.templateMargins == readable, "cellLayoutMarginsFollowReadableWidth: margins from the guide")
        #expect(notFollowing.templateMargins == margins)
        // The readable guide never extends beyond the margins guide; if a caller passes one that does,
        // the margins still win.
        let tooWide = geometry(
            .init(boundsWidth: 1024, layoutMargins: margins, readableContent: HorizontalInsets(left: 5, right: 5)))
        #expect(tooWide.templateMargins == margins)
    }

    @Test func insetGroupedCellsAreInsetByTheTablesMargins() {
        let plain = geometry(.init(boundsWidth: 375, layoutMargins: portraitMargins))
        let inset = geometry(.init(boundsWidth: 375, style: .insetGrouped, layoutMargins: portraitMargins))
        #expect(inset.cellInsets == portraitMargins)
        #expect(inset.cellWidth == 343 && inset.templateWidth == 343)
        #expect(inset.templateMargins == portraitMargins, "the content keeps its margin inside the rounded cell")
        #expect(plain.templateWidth != inset.templateWidth)
        let grouped = geometry(.init(boundsWidth: 375, style: .grouped, layoutMargins: portraitMargins))
        #expect(grouped == plain, "grouped cells span the table like plain ones")

        let landscape = geometry(
            .init(boundsWidth: 812, style: .insetGrouped, safeArea: landscapeSafeArea, layoutMargins: landscapeMargins))
        #expect(landscape.cellWidth == 692 && landscape.contentInsets == .zero, "the cell is inside the safe area")
        #expect(landscape.templateMargins == HorizontalInsets(left: 16, right: 16))
    }

    @Test func theSectionIndexNarrowsTheContentView() {
        let strip = HorizontalInsets.occupied(byStripFrom: 360, to: 375, boundsMinX: 0, boundsWidth: 375)
        #expect(strip == HorizontalInsets(left: 0, right: 15))
        let g = geometry(.init(boundsWidth: 375, layoutMargins: portraitMargins, sectionIndex: .shown(strip)))
        #expect(g.cellWidth == 375, "the cell, its separator and background still span the table")
        #expect(g.contentInsets == strip)
        #expect(g.templateWidth == 360)
        #expect(g.templateMargins == portraitMargins, "the margin is kept from the index's edge")

        // In landscape the index sits inside the safe area; the insets combine, they do not add up.
        let landscapeStrip = HorizontalInsets.occupied(byStripFrom: 753, to: 768, boundsMinX: 0, boundsWidth: 812)
        #expect(landscapeStrip.right == 59)
        let landscape = geometry(
            .init(
                boundsWidth: 812, safeArea: landscapeSafeArea, layoutMargins: landscapeMargins,
                sectionIndex: .shown(landscapeStrip)))
        #expect(landscape.contentInsets == HorizontalInsets(left: 44, right: 59))
        #expect(landscape.templateWidth == 709)
        #expect(landscape.templateMargins == HorizontalInsets(left: 16, right: 16))
    }

    @Test func sectionIndexStateFollowsTheDataSourceAndTheMinimumRowCount() {
        typealias Index = TableCellGeometry.SectionIndex
        let strip = HorizontalInsets(left: 0, right: 15)
        // sectionIndexMinimumDisplayRowCount: "The number of table rows at which to display the index
        // list ... The default value is zero" (developer.apple.com/documentation/uikit/uitableview/
        // sectionindexminimumdisplayrowcount).
        #expect(
            Index.resolve(
                titleCount: nil, rowCount: 100, minimumDisplayRowCount: 0, indexStrip: nil, tableHasLaidOut: true)
                == .hidden)
        #expect(
            Index.resolve(
                titleCount: 0, rowCount: 100, minimumDisplayRowCount: 0, indexStrip: nil, tableHasLaidOut: true)
                == .hidden)
        #expect(
            Index.resolve(
                titleCount: 26, rowCount: 9, minimumDisplayRowCount: 10, indexStrip: nil, tableHasLaidOut: true)
                == .hidden)
        #expect(
            Index.resolve(
                titleCount: 26, rowCount: 10, minimumDisplayRowCount: 10, indexStrip: strip, tableHasLaidOut: true)
                == .shown(strip))
        #expect(
            Index.resolve(
                titleCount: 26, rowCount: 10, minimumDisplayRowCount: 0, indexStrip: nil, tableHasLaidOut: false)
                == .pending)
        #expect(
            Index.resolve(
                titleCount: 26, rowCount: 10, minimumDisplayRowCount: 0, indexStrip: nil, tableHasLaidOut: true)
                == .notFound)
        #expect(
            Index.resolve(
                titleCount: 26, rowCount: 10, minimumDisplayRowCount: 0, indexStrip: strip, tableHasLaidOut: false)
                == .pending, "a frame read before the table laid out may be left over from another width")
    }

    @Test func anIndexNotLaidOutYetMakesTheGeometryNotReady() {
        let pending = geometry(.init(boundsWidth: 375, layoutMargins: portraitMargins, sectionIndex: .pending))
        #expect(!pending.isReady, "its width is unknown: caching now would fill a bucket with too-short rows")
        let context = LayoutContext.table(
            pending, traits: LayoutTraits(contentSizeCategory: "L"), editing: .normal)
        #expect(context.width == 0, "a zero-width context caches nothing and the precacher waits")
        let notFound = geometry(.init(boundsWidth: 375, layoutMargins: portraitMargins, sectionIndex: .notFound))
        #expect(notFound.isReady && notFound.templateWidth == 375, "treated as no index; the adapter reports it")
    }

    @Test func stripsAndGuidesAreReadFromFramesInBoundsCoordinates() {
        // A scroll view's bounds start at its content offset; guides and subviews use those coordinates.
        let guide = HorizontalInsets.inset(ofFrameFrom: 60, to: 752, boundsMinX: 0, boundsWidth: 812)
        #expect(guide == landscapeMargins)
        let scrolled = HorizontalInsets.inset(ofFrameFrom: 70, to: 762, boundsMinX: 10, boundsWidth: 812)
        #expect(scrolled == landscapeMargins)
        let leftIndex = HorizontalInsets.occupied(byStripFrom: 0, to: 15, boundsMinX: 0, boundsWidth: 375)
        #expect(leftIndex == HorizontalInsets(left: 15, right: 0), "a right-to-left index sits on the left")
        #expect(HorizontalInsets.inset(ofFrameFrom: .nan, to: 10, boundsMinX: 0, boundsWidth: 20) == .zero)
        #expect(HorizontalInsets.occupied(byStripFrom: 10, to: 10, boundsMinX: 0, boundsWidth: 20) == .zero)
    }

    @Test func aTemplateKeepsItsOwnMarginsWhereTheyAreLargerAsADisplayedCellDoes() {
        // preservesSuperviewLayoutMargins: "UIKit adjusts the content view's layout to respect the
        // superview's margins ... The amount of the adjustment is the smallest amount needed"
        // (developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins). UIView's
        // default layout margins are 8 points on each side (developer.apple.com/documentation/uikit/
        // uiview/layoutmargins).
        let g = geometry(.init(boundsWidth: 375, layoutMargins: portraitMargins))
        let uikitDefault = HorizontalInsets(left: 8, right: 8)
        #expect(g.templateMargins(own: uikitDefault, preservesSuperviewLayoutMargins: true) == portraitMargins)
        let wide = HorizontalInsets(left: 24, right: 4)
        #expect(
            g.templateMargins(own: wide, preservesSuperviewLayoutMargins: true)
                == HorizontalInsets(left: 24, right: 16), "each side: the larger")
        #expect(g.templateMargins(own: uikitDefault, preservesSuperviewLayoutMargins: false) == uikitDefault)
    }

    @Test func badInputNeverGivesANegativeOrNonFiniteWidth() {
        for width in [CGFloat.nan, .infinity, -1, 0] {
            let g = geometry(.init(boundsWidth: width, layoutMargins: portraitMargins))
            #expect(!g.isReady && g.templateWidth == 0, "\(width)")
        }
        let crushed = geometry(.init(boundsWidth: 80, safeArea: HorizontalInsets(left: 50, right: 50)))
        #expect(!crushed.isReady && crushed.templateWidth == 0)
        let odd = HorizontalInsets(left: -3, right: .nan)
        #expect(odd == .zero, "negative and NaN insets count as 0")
        let g = geometry(.init(boundsWidth: 375, safeArea: odd, layoutMargins: odd))
        #expect(g.templateWidth == 375 && g.templateMargins == .zero)
    }

    @Test func oneTitleOrAnyPositiveStripWidthIsAnIndex() {
        typealias Index = TableCellGeometry.SectionIndex
        let thin = HorizontalInsets(left: 0, right: 0.5)
        #expect(
            Index.resolve(
                titleCount: 1, rowCount: 10, minimumDisplayRowCount: 0, indexStrip: thin, tableHasLaidOut: true)
                == .shown(thin))
        #expect(
            Index.resolve(
                titleCount: 26, rowCount: 10, minimumDisplayRowCount: 0, indexStrip: .zero, tableHasLaidOut: true)
                == .notFound, "a strip of no width is no index view")
    }

    @Test func aStripSideOfAnyWidthKeepsTheMarginFromItsInnerEdge() {
        let margins = HorizontalInsets(left: 20, right: 20)
        let left = geometry(
            .init(boundsWidth: 375, layoutMargins: margins, sectionIndex: .shown(HorizontalInsets(left: 0.5, right: 0)))
        )
        #expect(left.templateMargins == HorizontalInsets(left: 20, right: 20))
        let right = geometry(
            .init(boundsWidth: 375, layoutMargins: margins, sectionIndex: .shown(HorizontalInsets(left: 0, right: 0.5)))
        )
        #expect(right.templateMargins == HorizontalInsets(left: 20, right: 20))
    }

    @Test func anyPositiveContentWidthIsReadyAndNoneIsNot() {
        let narrow = geometry(.init(boundsWidth: 1))
        #expect(narrow.isReady && narrow.templateWidth == 1)
        let covered = geometry(.init(boundsWidth: 100, safeArea: HorizontalInsets(left: 50, right: 50)))
        #expect(!covered.isReady && covered.templateWidth == 0, "the safe area takes the whole content view")
        let minusZero = geometry(.init(boundsWidth: -0.0))
        #expect(minusZero.cellWidth.sign == .plus && minusZero.templateWidth.sign == .plus, "minus zero gives zero")
    }
}

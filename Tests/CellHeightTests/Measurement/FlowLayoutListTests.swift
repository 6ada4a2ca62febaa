import CellHeight
import Foundation
import TestSupport
import Testing

/// The width of a full-width flow-layout item and the estimated item height. Screen and safe-area
/// numbers as in `TableCellGeometryTests` (iPhone X landscape: 812 pt wide, 44 pt safe area a side,
/// margins guide 60 pt a side).
@Suite struct FlowLayoutListTests {
    private let safeArea = HorizontalInsets(left: 44, right: 44)
    private let margins = HorizontalInsets(left: 60, right: 60)

    private func width(
        _ reference: FlowLayoutList.SectionInsetReference, sectionInset: HorizontalInsets = .zero,
        adjusted: HorizontalInsets = .zero
    ) -> CGFloat {
        FlowLayoutList.itemWidth(
            boundsWidth: 812, reference: reference, sectionInset: sectionInset, adjustedContentInset: adjusted,
            safeArea: safeArea, layoutMargins: margins)
    }

    @Test func eachSectionInsetReferenceMeasuresFromItsOwnEdge() {
        // sectionInsetReference's default is .fromContentInset
        // (developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property).
        #expect(width(.fromContentInset) == 812, "the default: items run under the notch")
        #expect(width(.fromSafeArea) == 724)
        #expect(width(.fromLayoutMargins) == 692)
        let ten = HorizontalInsets(left: 10, right: 10)
        #expect(width(.fromContentInset, sectionInset: ten) == 792)
        #expect(width(.fromSafeArea, sectionInset: ten) == 704)
        #expect(width(.fromLayoutMargins, sectionInset: ten) == 672)
    }

    @Test func theAdjustedContentInsetIsAlwaysTheMinimum() {
        // "The minimum value of this property is always the collection view's contentInset ... if the
        // adjusted content inset is greater than the combination of the safe area and section insets,
        // then the section's content is aligned with the content inset" (same page).
        let fifty = HorizontalInsets(left: 50, right: 50)
        #expect(width(.fromSafeArea, adjusted: fifty) == 712, "50 > 44 + 0: the content inset wins")
        #expect(width(.fromSafeArea, sectionInset: HorizontalInsets(left: 10, right: 10), adjusted: fifty) == 704)
        #expect(width(.fromContentInset, sectionInset: HorizontalInsets(left: 10, right: 10), adjusted: fifty) == 692)
        #expect(FlowLayoutList.SectionInsetReference(rawValue: 2) == .fromLayoutMargins, "UIKit's raw values")
    }

    @Test func itemsUnderTheNotchCarryTheSafeAreaIntoTheirMargins() {
        // .fromContentInset: items start at the collection view's edge, under a 44 pt safe area.
        let under = FlowLayoutList.itemEdges(
            reference: .fromContentInset, sectionInset: .zero, adjustedContentInset: .zero, safeArea: safeArea)
        #expect(under == .zero)
        #expect(FlowLayoutList.safeAreaInsideItem(itemEdges: under, safeArea: safeArea) == safeArea)
        let inset = FlowLayoutList.itemEdges(
            reference: .fromContentInset, sectionInset: HorizontalInsets(left: 20, right: 20),
            adjustedContentInset: .zero, safeArea: safeArea)
        #expect(
            FlowLayoutList.safeAreaInsideItem(itemEdges: inset, safeArea: safeArea)
                == HorizontalInsets(left: 24, right: 24))
        // .fromSafeArea: the items are inside the safe area, nothing reaches into them.
        let inside = FlowLayoutList.itemEdges(
            reference: .fromSafeArea, sectionInset: .zero, adjustedContentInset: .zero, safeArea: safeArea)
        #expect(FlowLayoutList.safeAreaInsideItem(itemEdges: inside, safeArea: safeArea) == .zero)
        #expect(812 - inside.total == width(.fromSafeArea), "itemWidth is the bounds less these edges")
    }

    @Test func badInputGivesNoWidth() {
        for bounds in [CGFloat.nan, .infinity, -5, 0] {
            #expect(
                FlowLayoutList.itemWidth(
                    boundsWidth: bounds, reference: .fromContentInset, sectionInset: .zero, adjustedContentInset: .zero)
                    == 0)
        }
        #expect(
            FlowLayoutList.itemWidth(
                boundsWidth: 100, reference: .fromContentInset, sectionInset: HorizontalInsets(left: 60, right: 60),
                adjustedContentInset: .zero) == 0)
    }

    @Test func theAutomaticSizeSentinelIsNeverAHeight() {
        // automaticSize is "a non-zero, placeholder value"; estimatedItemSize defaults to CGSizeZero
        // (developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize and
        // .../estimateditemsize). (50, 50) is the documented default of itemSize, not of either.
        #expect(FlowLayoutList.estimatedItemHeight(width: 50, height: 50, isAutomaticSize: true) == nil)
        #expect(FlowLayoutList.estimatedItemHeight(width: 0, height: 0, isAutomaticSize: false) == nil)
        #expect(FlowLayoutList.estimatedItemHeight(width: 375, height: 80, isAutomaticSize: false) == 80)
        let huge = CGFloat.greatestFiniteMagnitude
        #expect(FlowLayoutList.estimatedItemHeight(width: huge, height: huge, isAutomaticSize: false) == nil)
        #expect(FlowLayoutList.estimatedItemHeight(width: 375, height: .nan, isAutomaticSize: false) == nil)
        #expect(FlowLayoutList.estimatedItemHeight(width: 375, height: -1, isAutomaticSize: false) == nil)
        #expect(
            FlowLayoutList.fallbackItemHeight(estimatedItemWidth: 50, estimatedItemHeight: 50, isAutomaticSize: true)
                == 44)
        #expect(
            FlowLayoutList.fallbackItemHeight(estimatedItemWidth: 375, estimatedItemHeight: 90, isAutomaticSize: false)
                == 90)
    }

    @Test func anyPositiveWidthAndHeightCountHoweverSmall() {
        // Only 0 (or a bad value) means "no width" or "no estimate"; a small positive one is kept.
        #expect(
            FlowLayoutList.itemWidth(
                boundsWidth: 0.5, reference: .fromContentInset, sectionInset: .zero, adjustedContentInset: .zero)
                == 0.5)
        #expect(
            FlowLayoutList.itemWidth(
                boundsWidth: -0.0, reference: .fromContentInset, sectionInset: .zero, adjustedContentInset: .zero
            ).sign == .plus, "minus zero gives zero")
        #expect(FlowLayoutList.estimatedItemHeight(width: 0.5, height: 80, isAutomaticSize: false) == 80)
        #expect(FlowLayoutList.estimatedItemHeight(width: 375, height: 0.5, isAutomaticSize: false) == 0.5)
        #expect(FlowLayoutList.estimatedItemHeight(width: 0, height: 80, isAutomaticSize: false) == nil, "no width")
        #expect(
            FlowLayoutList.estimatedItemHeight(width: 375, height: 0, isAutomaticSize: false) == nil,
            "a zero estimate is no estimate (CGSizeZero turns estimates off)")
    }
}

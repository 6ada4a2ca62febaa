#if canImport(UIKit)
    import UIKit
    import XCTest

    /// Heights equal UIKit's own self-sizing, for list-style collection views: the height the
    /// package caches for an item of a vertical flow-layout list (`ch.sizeForListItem`, then
    /// `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)` and `ch.heightCache`) equals, within
    /// half a pixel, the height UIKit gives the same item in a twin list that sizes its items
    /// itself (a compositional layout of full-width items with estimated heights), read while the
    /// twin displays it.
    final class CollectionHeightsMatchSelfSizingTests: XCTestCase {
        @MainActor func testAListOnAPhoneHeldUpright() {
            CollectionTwins.assertCachedHeightsMatchSelfSizing(CollectionScenario(name: "portrait list"))
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(name: "portrait list, sections inset by 24 pt", sectionInset: 24))
        }

        @MainActor func testSafeAreaOfANotchedPhoneInLandscape() {
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(name: "landscape list", environment: .landscapePhone))
        }

        @MainActor func testAnIPadWidth() {
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(name: "list at 1024 pt", environment: .iPad))
        }

        @MainActor func testDynamicTypeAtAccessibilitySizes() {
            for category in [UIContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
                CollectionTwins.assertCachedHeightsMatchSelfSizing(
                    CollectionScenario(
                        name: "list at \(category.rawValue)", environment: .portraitPhone(textSize: category)))
            }
            // Measured at the default size first: the templates must be made again for the new size.
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(
                    name: "list whose text size changes to accessibilityXXL",
                    textSizeChange: .accessibilityExtraExtraLarge))
        }

        @MainActor func testACellUsingAListContentConfiguration() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("UIListContentConfiguration needs iOS 14") }
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(name: "list, UIListContentConfiguration", content: .listContent))
        }

        @MainActor func testAFrameLayoutCell() {
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(name: "list, frame-layout cell (forcesFrameLayout)", content: .frameLayout))
        }
    }
#endif

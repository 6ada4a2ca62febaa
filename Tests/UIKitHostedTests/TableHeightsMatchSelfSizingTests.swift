#if canImport(UIKit)
    import UIKit
    import XCTest

    /// Heights equal UIKit's own self-sizing, for tables: in every case, the height the package
    /// caches for a row (`ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`, read back from
    /// `ch.heightCache`) equals, within half a pixel, the height a twin table that sizes itself
    /// (`rowHeight = automaticDimension`, same style, width, traits, insets, accessories and editing
    /// state) gives the same row while displaying it. Never a frame the cache supplied.
    ///
    /// Each case first checks that its tables really are in the situation it names (safe area,
    /// readable width, section index, editing mode, text size), so that a pass means something.
    final class TableHeightsMatchSelfSizingTests: XCTestCase {
        @MainActor func testPlainGroupedAndInsetGroupedTables() {
            let styles: [(String, UITableView.Style)] = [
                ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
            ]
            for (name, style) in styles {
                TableTwins.assertCachedHeightsMatchSelfSizing(TableScenario(name: "\(name) table", style: style))
            }
        }

        @MainActor func testEachAccessoryTypeAndACustomAccessoryView() {
            for accessory in RowAccessory.all {
                TableTwins.assertCachedHeightsMatchSelfSizing(
                    TableScenario(name: "plain table, \(accessory)", accessory: accessory))
            }
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "insetGrouped table, disclosure indicator", style: .insetGrouped,
                    accessory: .type(.disclosureIndicator)))
            // One template, a different accessory from one row to the next.
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(name: "plain table, accessories changing from row to row", mixesAccessories: true))
        }

        @MainActor func testASectionIndex() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(name: "plain table with a section index", showsSectionIndex: true))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table with a section index and a checkmark", accessory: .type(.checkmark),
                    showsSectionIndex: true))
        }

        @MainActor func testSafeAreaOfANotchedPhoneInLandscape() {
            let styles: [(String, UITableView.Style)] = [("plain", .plain), ("insetGrouped", .insetGrouped)]
            for (name, style) in styles {
                TableTwins.assertCachedHeightsMatchSelfSizing(
                    TableScenario(name: "\(name) table in landscape", style: style, environment: .landscapePhone))
            }
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table in landscape with a section index", environment: .landscapePhone,
                    showsSectionIndex: true))
        }

        @MainActor func testReadableWidthAtAnIPadWidth() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table at 1024 pt following the readable width", environment: .iPad,
                    followsReadableWidth: true))
        }

        @MainActor func testEditingMode() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(name: "plain table in editing mode", isEditing: true))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(name: "insetGrouped table in editing mode", style: .insetGrouped, isEditing: true))
        }

        @MainActor func testDynamicTypeAtAccessibilitySizes() {
            for category in [UIContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
                TableTwins.assertCachedHeightsMatchSelfSizing(
                    TableScenario(
                        name: "plain table at \(category.rawValue)", environment: .portraitPhone(textSize: category)))
            }
            // Measured at the default size first: the templates must be made again for the new size.
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table whose text size changes to accessibilityXXL", content: .autoLayout,
                    textSizeChange: .accessibilityExtraExtraLarge))
        }

        @MainActor func testACellUsingAListContentConfiguration() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("UIListContentConfiguration needs iOS 14") }
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(name: "plain table, UIListContentConfiguration", content: .listContent))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "insetGrouped table, UIListContentConfiguration, disclosure indicator", style: .insetGrouped,
                    content: .listContent, accessory: .type(.disclosureIndicator)))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table at 1024 pt, readable width, UIListContentConfiguration", environment: .iPad,
                    content: .listContent, followsReadableWidth: true))
        }

        @MainActor func testAFrameLayoutCell() {
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table, frame-layout cell (forcesFrameLayout)", content: .frameLayout,
                    hasSeparators: false))
        }
    }
#endif

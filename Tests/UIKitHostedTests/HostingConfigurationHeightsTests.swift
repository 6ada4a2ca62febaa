// SwiftUI is not in the Linux type-check stubs: this file stays inactive there (listed as not
// type-checked) and is compiled by the macOS CI job only. It uses nothing of SwiftUI beyond
// `UIHostingConfiguration`, `View`, `Text` and two modifiers.
#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit
    import XCTest

    /// Heights equal UIKit's own self-sizing for cells whose content is SwiftUI
    /// (`UIHostingConfiguration`, iOS 16): the cached height of each row equals the height a twin
    /// list that sizes itself gives the same row (see ``TableTwins`` and ``CollectionTwins``).
    final class HostingConfigurationHeightsTests: XCTestCase {
        @MainActor func testATableCellUsingAHostingConfiguration() throws {
            guard #available(iOS 16.0, *) else { throw XCTSkip("UIHostingConfiguration needs iOS 16") }
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(name: "plain table, UIHostingConfiguration", content: .hosting))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "insetGrouped table, UIHostingConfiguration, disclosure indicator", style: .insetGrouped,
                    content: .hosting, accessory: .type(.disclosureIndicator)))
            TableTwins.assertCachedHeightsMatchSelfSizing(
                TableScenario(
                    name: "plain table at 1024 pt, readable width, UIHostingConfiguration", environment: .iPad,
                    content: .hosting, followsReadableWidth: true))
        }

        @MainActor func testAListItemUsingAHostingConfiguration() throws {
            guard #available(iOS 16.0, *) else { throw XCTSkip("UIHostingConfiguration needs iOS 16") }
            CollectionTwins.assertCachedHeightsMatchSelfSizing(
                CollectionScenario(name: "list, UIHostingConfiguration", content: .hosting))
        }

        /// Issue 36: a compositional list cell from `ch.cellRegistration` whose content is SwiftUI is
        /// precached and shown as its self-sizing twin shows it (see ``CompositionalTwins``).
        @MainActor func testACompositionalListCellUsingAHostingConfiguration() throws {
            guard #available(iOS 16.0, *) else { throw XCTSkip("UIHostingConfiguration needs iOS 16") }
            for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped] {
                let scenario = CompositionalScenario(
                    name: "compositional list \(appearance.rawValue), UIHostingConfiguration", appearance: appearance,
                    accessories: { [.disclosureIndicator()] },
                    content: { cell, text in
                        cell.contentConfiguration = UIHostingConfiguration { HostedRow(text: text) }
                    })
                let cached = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: true)
                let twin = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: false)
                defer { [cached, twin].forEach { $0.close() } }
                CompositionalTwins.waitForPrecache(cached, scenario.name)
                for item in ["0.0", "1.12", "2.30"] {
                    cached.show(item)
                    twin.show(item)
                    CompositionalTwins.assertFramesMatch(cached, twin, "\(scenario.name), at \(item)")
                }
                XCTAssertGreaterThan(cached.answers.cached, 0, "\(scenario.name): answered from the cache")
            }
        }
    }

    @available(iOS 16.0, *)
    extension TableRowContent {
        /// A plain `UITableViewCell` whose content is ``HostedRow`` in a `UIHostingConfiguration`
        /// (inset by the cell's layout margins, its default).
        static var hosting: TableRowContent {
            TableRowContent(identifier: "HostingTableCell", cellClass: UITableViewCell.self) { cell, text in
                cell.contentConfiguration = UIHostingConfiguration { HostedRow(text: text) }
            }
        }
    }

    @available(iOS 16.0, *)
    extension ItemContent {
        /// A ``ConfiguredItemCell`` whose content is ``HostedRow`` in a `UIHostingConfiguration`.
        static var hosting: ItemContent {
            configured { cell, text in
                cell.contentConfiguration = UIHostingConfiguration { HostedRow(text: text) }
            }
        }
    }

    /// The SwiftUI content of the hosted rows: the text in the body style, leading-aligned, on as
    /// many lines as it needs (a `Text` has no line limit by default).
    struct HostedRow: View {
        let text: String

        var body: some View {
            Text(text)
                .font(.body)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
#endif

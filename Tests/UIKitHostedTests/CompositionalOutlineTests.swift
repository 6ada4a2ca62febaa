// Diffable data sources exist on iOS only, and section snapshots from iOS 14.
#if canImport(UIKit) && os(iOS)
    // Stub gap (apple-typecheck): NSDiffableDataSourceSectionSnapshot and the data source's section
    // snapshot API are not stubbed; `!os(Linux)` keeps this file out of the Linux type-check until
    // they are (see Sources/CellHeight/UIKit/DiffableSectionSnapshots+UIKit.swift). Remove it then.
    #if !os(Linux)
        import CellHeight
        import Precache
        import UIKit
        import XCTest

        /// Issue 36: an outline section of a compositional list with `ch.cellRegistration` cells keeps
        /// the heights of the items that stay through expansions and collapses, measures the newly
        /// shown children at their outline level (indented as UIKit indents them), and shows every
        /// item as its self-sizing twin does. The Linux twins are `CompositionalListTwinTests`
        /// (`anOutlineKeepsTheHeightsOfItemsThatStay`) and `RegisteredCellsPrecacheTests`.
        final class CompositionalOutlineTests: XCTestCase {
            /// Section 1 as an outline: items "1.0" to "1.9", each with three children, `expanded` open.
            @available(iOS 14.0, *)
            private func outline(expanding expanded: [String]) -> NSDiffableDataSourceSectionSnapshot<String> {
                var outline = NSDiffableDataSourceSectionSnapshot<String>()
                let roots = (0..<10).map { "1.\($0)" }
                outline.append(roots)
                for root in roots { outline.append((0..<3).map { "\(root).c\($0)" }, to: root) }
                outline.expand(expanded)
                return outline
            }

            @MainActor func testFramesMatchTheTwinAfterExpandingAndCollapsing() throws {
                guard #available(iOS 14.0, *) else { throw XCTSkip("section snapshots are iOS 14 and later") }
                let scenario = CompositionalScenario(
                    name: "outline", appearance: .sidebar, accessories: { [.outlineDisclosure()] })
                let cached = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: true)
                let twin = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: false)
                defer { [cached, twin].forEach { $0.close() } }
                for list in [cached, twin] {
                    list.dataSource.apply(outline(expanding: []), to: 1, animatingDifferences: false)
                }
                CompositionalTwins.waitForPrecache(cached, "collapsed")
                let collapsed = cached.collectionView.ch.keyedHeightCache.cachedCount
                for list in [cached, twin] {
                    list.dataSource.apply(outline(expanding: ["1.0", "1.4"]), to: 1, animatingDifferences: false)
                }
                CompositionalTwins.waitForPrecache(cached, "expanded")
                XCTAssertEqual(
                    cached.collectionView.ch.keyedHeightCache.cachedCount, collapsed + 6,
                    "only the six children shown now were measured")
                for item in ["1.0", "1.4.c1"] {
                    cached.show(item)
                    twin.show(item)
                    CompositionalTwins.assertFramesMatch(cached, twin, "expanded, at \(item)")
                }
                let answered = cached.answers.cached
                for list in [cached, twin] {
                    list.dataSource.apply(outline(expanding: ["1.4"]), to: 1, animatingDifferences: false)
                }
                cached.show("1.0")
                twin.show("1.0")
                CompositionalTwins.assertFramesMatch(cached, twin, "1.0 collapsed again")
                for list in [cached, twin] {
                    list.dataSource.apply(outline(expanding: ["1.0", "1.4"]), to: 1, animatingDifferences: false)
                }
                cached.show("1.0")
                twin.show("1.0")
                CompositionalTwins.assertFramesMatch(cached, twin, "1.0 expanded again")
                XCTAssertGreaterThan(cached.answers.cached, answered, "the children kept their heights")
                XCTAssertEqual(cached.collectionView.ch.keyedHeightCache.cachedCount, collapsed + 6)
            }
        }
    #endif
#endif

// Cell registrations, list configurations and diffable data sources exist on iOS only.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import Precache
    import UIKit
    import XCTest

    /// Issue 36: a compositional list's displayed cells correct the rule its templates are laid out
    /// by, as a table's do (`DisplayedCellsCorrectTheRulesTests`). The cached list's templates are
    /// put 8 points too narrow on purpose (``HeightStore/templateWidthErrorForTesting``); after its
    /// first display one offset is learned for its kind of cell, the caches move to the corrected
    /// layout context, the list is laid out again once, and every item then shows exactly as its
    /// self-sizing twin's, with nothing learned again while the far items scroll into view. The Linux
    /// twins of the rule are `TemplateCorrectionsTests` and `CorrectionsPerCellKindTests`.
    final class CompositionalListCorrectionTests: XCTestCase {
        @MainActor func testATemplateRuleOffBy8PointsIsRightAfterTheFirstDisplay() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let scenario = CompositionalScenario(
                name: "insetGrouped list with a disclosure indicator, rule off by 8 pt", appearance: .insetGrouped,
                accessories: { [.disclosureIndicator()] })
            let cached = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: true, precaches: false)
            let store = HeightStore.of(cached.collectionView)
            store.templateWidthErrorForTesting = -8  // before any height: every template 8 pt too narrow
            cached.collectionView.ch.precache.isEnabled = true
            let twin = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: false)
            defer { [cached, twin].forEach { $0.close() } }

            guard
                UIKitHost.spin(
                    until: {
                        cached.collectionView.layoutIfNeeded()
                        return (store.listCells?.refreshes ?? 0) >= 1
                    }, timeout: 20, "\(scenario.name): no displayed cell corrected the rule")
            else { return }
            XCTAssertEqual(store.corrections.learnedCount, 1, "one kind of cell, one offset")
            XCTAssertNotEqual(
                cached.collectionView.ch.keyedHeightCache.layoutContext.ruleCorrection, .none,
                "the caches moved to the corrected context")
            CompositionalTwins.waitForPrecache(cached, scenario.name)
            for item in ["0.0", "1.12", "2.30", "0.0"] {
                cached.show(item)
                twin.show(item)
                CompositionalTwins.assertFramesMatch(cached, twin, "\(scenario.name), at \(item)")
            }
            XCTAssertEqual(store.corrections.learnedCount, 1, "nothing learned again: no loop")
            XCTAssertEqual(store.listCells?.refreshes, 1, "laid out again once")
        }
    }
#endif

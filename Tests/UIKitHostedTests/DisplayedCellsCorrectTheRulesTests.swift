#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 29 §3: displayed cells correct the rules templates are laid out by. The cached
    /// table's rule is put 8 points off on purpose (its templates framed 8 points narrower than
    /// the rules say, ``HeightStore/templateWidthErrorForTesting``); after its first display its
    /// heights equal a self-sizing twin's, one offset was learned, the visible rows were measured
    /// again once, and scrolling through every row never corrects anything again.
    final class DisplayedCellsCorrectTheRulesTests: XCTestCase {
        @MainActor func testARuleOffBy8PointsIsRightAfterTheFirstDisplay() {
            check(TableScenario(name: "plain table whose rule is off by 8 pt"))
        }

        @MainActor func testARuleOffBy8PointsIsRightAfterTheFirstDisplayWithAnAccessory() {
            check(
                TableScenario(
                    name: "insetGrouped table with a disclosure indicator whose rule is off by 8 pt",
                    style: .insetGrouped, accessory: .type(.disclosureIndicator)))
        }

        @MainActor private func check(_ scenario: TableScenario, file: StaticString = #filePath, line: UInt = #line) {
            let cachedSource = scenario.makeSource()
            let delegate = scenario.makeCachedDelegate()
            let cached = scenario.makeTable(source: cachedSource)
            cached.delegate = delegate
            let store = HeightStore.of(cached)
            store.templateWidthErrorForTesting = -8  // before any height: every template 8 pt too narrow
            let twinSource = scenario.makeSource()
            let twin = scenario.makeTable(source: twinSource)
            twin.rowHeight = UITableView.automaticDimension
            twin.estimatedRowHeight = 44
            let windows = [
                ListHost.window(holding: cached, in: scenario.environment),
                ListHost.window(holding: twin, in: scenario.environment),
            ]
            defer {
                for window in windows { window.isHidden = true }
                withExtendedLifetime((cachedSource, twinSource)) {}
            }
            guard
                UIKitHost.spin(
                    until: {
                        cached.layoutIfNeeded()
                        return store.correctionRefreshes == 1 && !cached.visibleCells.isEmpty
                    }, "\(scenario.name): no displayed cell corrected the rule", file: file, line: line)
            else { return }
            XCTAssertEqual(store.corrections.learnedCount, 1, "one signature, one offset", file: file, line: line)
            XCTAssertNotEqual(
                cached.ch.heightCache.layoutContext.ruleCorrection, .none, "the caches moved to the corrected context",
                file: file, line: line)

            let scale = max(1, twin.traitCollection.displayScale)
            TwinChecks.compareHeights(
                "row", scenario: scenario.name, cachedHeight: { delegate.cachedHeight(cached, at: $0) },
                storedHeight: { cached.ch.heightCache.height(at: $0) },
                selfSizedHeight: { SelfSizedHeights.height(of: twin, at: $0) }, file: file, line: line,
                compare: { indexPath, height, uikit in
                    XCTAssertEqual(
                        height, uikit, accuracy: 0.5 / scale,
                        "\(scenario.name), row \(indexPath): cached \(height), UIKit \(uikit)", file: file, line: line)
                })

            // Never a loop: every row displayed once more, each compared with its template again.
            for indexPath in HeightTexts.indexPaths {
                cached.scrollToRow(at: indexPath, at: .middle, animated: false)
                cached.layoutIfNeeded()
            }
            UIKitHost.turn(passes: 3)
            XCTAssertEqual(store.correctionRefreshes, 1, "one extra layout of the visible rows", file: file, line: line)
            XCTAssertEqual(store.corrections.learnedCount, 1, file: file, line: line)
        }
    }
#endif

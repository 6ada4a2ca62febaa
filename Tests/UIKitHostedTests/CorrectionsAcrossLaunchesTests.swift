#if canImport(UIKit)
    @testable import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 37 §3: the offsets displayed cells taught survive a relaunch. A table whose template rule
    /// is put 8 points off on purpose (``HeightStore/templateWidthErrorForTesting``) corrects it at
    /// its first display and saves its keyed heights with `ch.persistKeyedHeights`; the next table
    /// of the same name (a relaunch: a new table, a new store, the same rule off by 8 points) gets
    /// the offset back from the file before its first layout, so its first screen is measured with
    /// it: every visible row's height comes from the file, nothing is corrected or refreshed again.
    /// Before issue 37 that table measured its first screen by the uncorrected rule, then corrected
    /// it at its first display. The Linux twin is `HeightFileCorrectionsTests`.
    final class CorrectionsAcrossLaunchesTests: XCTestCase {
        /// Caches by key ("section-row") and counts the rows it measured.
        final class KeyedDelegate: CachedHeightsDelegate {
            var measured = 0

            override func cachedHeight(_ tableView: UITableView, at indexPath: IndexPath) -> CGFloat {
                tableView.ch.heightForCell(
                    withIdentifier: scenario.content.identifier, cacheByKey: Self.key(indexPath)
                ) { (cell: UITableViewCell) in
                    self.measured += 1
                    self.scenario.configure(cell, at: indexPath)
                }
            }

            static func key(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }
        }

        @MainActor func testTheFirstScreenOfARelaunchIsMeasuredWithTheSavedCorrections() {
            let name = "hosted-\(UUID().uuidString)"
            let url = KeyedHeightFileKeeper<String>.fileURL(named: name, in: PersistedKeyedHeights.folder)
            defer { try? FileManager.default.removeItem(at: url) }
            let scenario = TableScenario(name: "plain table whose rule is off by 8 pt")

            // Launch 1: the first display corrects the rule; the file is saved.
            let firstSource = scenario.makeSource()
            let firstDelegate = KeyedDelegate(scenario)
            let first = scenario.makeTable(source: firstSource)
            first.delegate = firstDelegate
            let firstStore = HeightStore.of(first)
            firstStore.templateWidthErrorForTesting = -8
            let firstFile = first.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self)
            UIKitHost.spin(until: { firstFile.loadReport != nil }, "the (missing) file was read")
            let firstWindow = ListHost.window(holding: first, in: scenario.environment)
            guard
                UIKitHost.spin(
                    until: {
                        first.layoutIfNeeded()
                        return firstStore.correctionRefreshes == 1 && !first.visibleCells.isEmpty
                    }, "launch 1 corrected its rule")
            else { return }
            let visible = first.indexPathsForVisibleRows ?? []
            let heights = visible.map { first.ch.keyedHeightCache.height(for: KeyedDelegate.key($0)) }
            let corrected = first.ch.keyedHeightCache.layoutContext
            XCTAssertNotEqual(corrected.ruleCorrection, .none)
            var saved: HeightFileReport?
            firstFile.save { saved = $0 }
            UIKitHost.spin(until: { saved != nil }, "launch 1 saved")
            firstWindow.isHidden = true

            // Launch 2: a new table reads the file before its first layout.
            let source = scenario.makeSource()
            let delegate = KeyedDelegate(scenario)
            let table = scenario.makeTable(source: source)
            table.delegate = delegate
            let store = HeightStore.of(table)
            store.templateWidthErrorForTesting = -8
            let file = table.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self)
            UIKitHost.spin(until: { file.loadReport != nil }, "launch 2 read the file")
            let window = ListHost.window(holding: table, in: scenario.environment)
            defer {
                window.isHidden = true
                withExtendedLifetime((firstSource, firstDelegate, source)) {}
            }
            UIKitHost.spin(
                until: {
                    table.layoutIfNeeded()
                    return !table.visibleCells.isEmpty
                }, "launch 2 displayed its first screen")
            UIKitHost.turn(passes: 5)

            XCTAssertEqual(table.indexPathsForVisibleRows ?? [], visible, "the same first screen")
            XCTAssertEqual(delegate.measured, 0, "every visible row's height came from the file")
            XCTAssertEqual(store.corrections.learnedCount, 0, "nothing to correct: the saved offset applies")
            XCTAssertEqual(store.correctionRefreshes, 0, "no refresh")
            XCTAssertEqual(table.ch.keyedHeightCache.layoutContext, corrected, "the corrected context from the start")
            XCTAssertEqual(visible.map { table.ch.keyedHeightCache.height(for: KeyedDelegate.key($0)) }, heights)
            for indexPath in visible {
                XCTAssertEqual(
                    table.rectForRow(at: indexPath).height,
                    table.ch.keyedHeightCache.height(for: KeyedDelegate.key(indexPath)) ?? -1,
                    accuracy: 0.01, "row \(indexPath) laid out at its cached height")
            }
        }
    }
#endif

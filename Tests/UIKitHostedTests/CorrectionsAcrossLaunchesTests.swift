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

        /// One launch: a table of `scenario` whose rule is 8 points off, its keyed heights kept in
        /// the file `name`, read (or found missing) before the table is shown in a window.
        @MainActor
        private final class Launch {
            let source: TableRowsSource
            let delegate: KeyedDelegate
            let table: UITableView
            let store: HeightStore
            let file: HeightFile
            let window: UIWindow

            init(_ scenario: TableScenario, name: String) {
                source = scenario.makeSource()
                delegate = KeyedDelegate(scenario)
                table = scenario.makeTable(source: source)
                table.delegate = delegate
                store = HeightStore.of(table)
                store.templateWidthErrorForTesting = -8  // before any height: every template 8 pt too narrow
                file = table.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self)
                let file = file
                UIKitHost.spin(until: { file.loadReport != nil }, "the file was read before the first layout")
                window = ListHost.window(holding: table, in: scenario.environment)
            }

            /// Spins the main run loop until the table displays rows and `condition` holds.
            @discardableResult
            func display(until condition: @escaping () -> Bool = { true }, _ message: String) -> Bool {
                let table = table
                return UIKitHost.spin(
                    until: {
                        table.layoutIfNeeded()
                        return !table.visibleCells.isEmpty && condition()
                    }, message)
            }

            /// The keyed heights of `rows`.
            func heights(_ rows: [IndexPath]) -> [CGFloat?] {
                rows.map { table.ch.keyedHeightCache.height(for: KeyedDelegate.key($0)) }
            }
        }

        @MainActor func testTheFirstScreenOfARelaunchIsMeasuredWithTheSavedCorrections() {
            let name = "hosted-\(UUID().uuidString)"
            let url = KeyedHeightFileKeeper<String>.fileURL(named: name, in: PersistedKeyedHeights.folder)
            defer { try? FileManager.default.removeItem(at: url) }
            let scenario = TableScenario(name: "plain table whose rule is off by 8 pt")

            // Launch 1: the first display corrects the rule; the file is saved.
            let first = Launch(scenario, name: name)
            let firstStore = first.store
            guard first.display(until: { firstStore.correctionRefreshes == 1 }, "launch 1 corrected its rule") else {
                return
            }
            let visible = first.table.indexPathsForVisibleRows ?? []
            let heights = first.heights(visible)
            let corrected = first.table.ch.keyedHeightCache.layoutContext
            XCTAssertNotEqual(corrected.ruleCorrection, .none)
            var saved: HeightFileReport?
            first.file.save { saved = $0 }
            UIKitHost.spin(until: { saved != nil }, "launch 1 saved")
            first.window.isHidden = true

            // Launch 2: a new table, a new store, the same rule off by 8 points.
            let second = Launch(scenario, name: name)
            defer {
                second.window.isHidden = true
                withExtendedLifetime(first) {}  // its table saves when it goes: not while launch 2 reads
            }
            second.display("launch 2 displayed its first screen")
            UIKitHost.turn(passes: 5)
            let (table, store, delegate) = (second.table, second.store, second.delegate)

            XCTAssertEqual(table.indexPathsForVisibleRows ?? [], visible, "the same first screen")
            XCTAssertEqual(delegate.measured, 0, "every visible row's height came from the file")
            XCTAssertEqual(store.corrections.learnedCount, 0, "nothing to correct: the saved offset applies")
            XCTAssertEqual(store.correctionRefreshes, 0, "no refresh")
            XCTAssertEqual(table.ch.keyedHeightCache.layoutContext, corrected, "the corrected context from the start")
            XCTAssertEqual(second.heights(visible), heights)
            for indexPath in visible {
                XCTAssertEqual(
                    table.rectForRow(at: indexPath).height,
                    table.ch.keyedHeightCache.height(for: KeyedDelegate.key(indexPath)) ?? -1,
                    accuracy: 0.01, "row \(indexPath) laid out at its cached height")
            }
        }
    }
#endif

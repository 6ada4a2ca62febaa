#if canImport(UIKit)
    import CellHeight
    import Precache
    import UIKit
    import XCTest

    /// Issue 29 §4: UIKit calls a table's `reloadData()` itself the first time the table lays out
    /// after its data source is set, and the package's hook invalidates every height then, as for
    /// the app's own call. Precaching turned on before the table is in a window must not measure
    /// rows that this reload throws away: no row is measured twice in one layout context.
    final class PrecacheBeforeFirstLayoutTests: XCTestCase {
        @MainActor func testPrecachingTurnedOnBeforeAHiddenWindowShowsMeasuresNoRowTwice() {
            check(windowShownFirst: false)
        }

        @MainActor func testPrecachingTurnedOnBeforeTheTableJoinsAVisibleWindowMeasuresNoRowTwice() {
            check(windowShownFirst: true)
        }

        @MainActor private func check(windowShownFirst: Bool, file: StaticString = #filePath, line: UInt = #line) {
            let table = ModelTable([120], lineCount: { $0 % 6 + 1 }, inWindow: false)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            defer { window.isHidden = true }
            table.tableView.frame = window.bounds
            let precache = table.tableView.ch.precache
            precache.isEnabled = true  // before the table is in a window: it has never laid out
            if windowShownFirst { window.isHidden = false }
            // No layoutIfNeeded(): the table's first layout pass, and UIKit's own reloadData() in it,
            // come with the run loop, after precaching could run.
            window.addSubview(table.tableView)
            UIKitHost.turn(passes: 3)
            window.isHidden = false
            UIKitHost.spin(
                until: { precache.state == .finished && table.uncachedCount == 0 }, "every row precached",
                file: file, line: line)

            let measured = table.measuredRows.map { "\($0.indexPath) in \($0.context)" }
            var seen = Set<String>()
            let twice = measured.filter { !seen.insert($0).inserted }
            XCTAssertEqual(twice, [], "rows measured twice in one layout context", file: file, line: line)
            XCTAssertGreaterThanOrEqual(seen.count, 120, file: file, line: line)
            XCTAssertEqual(table.violations, [], file: file, line: line)
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import ObjectiveC
    import UIKit
    import XCTest

    /// The package's hooks share UIKit's methods with other code: a hook of the test's own installed
    /// after the package's, key-value observation (which swaps a table's class at run time), and a
    /// data change sent from another thread through the Objective-C runtime. The case of a hook
    /// installed before the package's lives in its own process: `HooksInstalledFirstTests`.
    final class HooksAmongOtherCodeTests: XCTestCase {
        @MainActor
        func testAHookInstalledAfterThePackagesRunsAndThePackageStillSeesTheChange() {
            XCTAssertTrue(CellHeightHooks.install(), "the package's hooks first")
            XCTAssertTrue(CountingDeleteHook.installed, "then the test's own")
            let table = ModelTable([6])
            defer { table.close() }
            table.fillCache()
            let cache = table.tableView.ch.heightCache
            let deletedRowHeight = cache.height(at: IndexPath(row: 1, section: 0))
            var seenByOurHook: CGFloat?? = .none
            HookLog.shared.onCall = { object in
                // The first call only: the one the test made.
                guard object === table.tableView, seenByOurHook == .none else { return }
                seenByOurHook = .some(cache.height(at: IndexPath(row: 1, section: 0)))
            }
            defer { HookLog.shared.onCall = nil }
            let calls = HookLog.shared.calls

            table.model[0].remove(at: 1)
            table.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)

            XCTAssertGreaterThan(HookLog.shared.calls, calls, "the test's hook ran")
            XCTAssertEqual(
                seenByOurHook, .some(deletedRowHeight),
                "installed last, it runs first: the package's hook, which it calls, had not applied the change yet")
            table.assertHeightsRight(minimumChecked: 5, "the package applied the deletion")
        }

        @MainActor
        func testATableObservedWithKeyPathKVOIsStillHooked() {
            let table = ModelTable([6])
            defer { table.close() }
            let offsetChanges = MainThreadCount()
            let observation = table.tableView.observe(\.contentOffset) { _, _ in offsetChanges.value += 1 }
            defer { observation.invalidate() }
            assertStillHooked(table, observed: { offsetChanges.value })
        }

        @MainActor
        func testATableObservedWithStringKVOIsStillHooked() {
            let table = ModelTable([6])
            defer { table.close() }
            let observer = OffsetObserver()
            table.tableView.addObserver(observer, forKeyPath: "contentOffset", options: [.new], context: nil)
            defer { table.tableView.removeObserver(observer, forKeyPath: "contentOffset") }
            assertStillHooked(table, observed: { observer.changes })
        }

        /// The table's class was swapped at run time by KVO, and its heights still follow a deletion.
        @MainActor
        private func assertStillHooked(
            _ table: ModelTable, observed: () -> Int, file: StaticString = #filePath, line: UInt = #line
        ) {
            let runtimeClass: AnyClass? = object_getClass(table.tableView)
            XCTAssertFalse(
                runtimeClass == UITableView.self, "KVO gave the table a class of its own", file: file, line: line)
            table.tableView.contentOffset = CGPoint(x: 0, y: 20)
            XCTAssertGreaterThan(observed(), 0, "the observation is live", file: file, line: line)
            table.fillCache()
            table.model[0].removeFirst(2)
            table.tableView.deleteRows(
                at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
            table.assertHeightsRight(minimumChecked: 4, "after deleteRows", file: file, line: line)
        }

        @MainActor
        func testReloadDataFromABackgroundQueueThroughTheRuntime() {
            // No data source: UIKit's reloadData, which runs on the background thread too, must not
            // call main-actor code there (Swift 6 traps on such a call).
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            XCTAssertNil(tableView.window, "a table that is not in a window")
            // Observed, as apps observe tables (Combine, Rx): key-value observing gives it a class of
            // its own at run time, which the diagnostic must not name.
            let observation = tableView.observe(\.contentOffset) { _, _ in }
            defer { observation.invalidate() }
            XCTAssertTrue(
                NSStringFromClass(object_getClass(tableView)!).hasPrefix("NSKVONotifying_"),
                "KVO gave the table a class of its own")
            let cache = tableView.ch.heightCache
            for row in 0..<3 { XCTAssertTrue(cache.setHeight(CGFloat(40 + row), at: IndexPath(row: row, section: 0))) }
            XCTAssertEqual(cache.statistics.cachedCount, 3)

            let log = DiagnosticsLog.recording { log in
                let sent = LockedFlag()
                DispatchQueue.global(qos: .userInitiated).async {
                    // A misuse of UIKit by other code, which no Swift isolation check stops at run time.
                    _ = tableView.perform(#selector(UITableView.reloadData))
                    sent.set()
                }
                UIKitHost.spin(
                    until: { sent.isSet && cache.statistics.cachedCount == 0 }, timeout: 20,
                    "the heights are invalidated on the main thread afterwards")
                UIKitHost.turn(passes: 5)
                return log
            }

            // Other diagnostics (of UIKit's reloadData without a data source, say) are not this test's.
            let offMainThread = log.all.filter { $0.message.contains("off the main thread") }
            XCTAssertEqual(offMainThread.count, 1, "one diagnostic of the off-main-thread call: \(log.all)")
            XCTAssertEqual(offMainThread.first?.kind, .misuse)
            let message = offMainThread.first?.message ?? ""
            XCTAssertTrue(message.contains("UITableView.reloadData"), message)
            XCTAssertFalse(message.contains("NSKVONotifying"), "names the class the app made: \(message)")
        }
    }

    /// A string-key-path KVO observer (`addObserver(_:forKeyPath:options:context:)`).
    private final class OffsetObserver: NSObject {
        private(set) var changes = 0

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            changes += 1
        }
    }
#endif

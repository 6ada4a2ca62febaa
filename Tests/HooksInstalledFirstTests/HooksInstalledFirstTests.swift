// The "a hook installed before the package's" case: this target runs in a process of its own, so
// its hook is in place before the package installs its hooks. Tests live under
// `#if canImport(UIKit)`; on Linux this target is empty.
#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import ObjectiveC
    import UIKit
    import XCTest

    /// A hook of the test's own, installed before the package's first use in this process, still
    /// runs once the package hooks the same methods, and the package still sees every change. The
    /// twin of `HooksAmongOtherCodeTests` (installed after). Every class of this target installs the
    /// test's hooks before it uses the package (``EditingBeforeFirstHeightTests`` too), and
    /// ``EarlyHooks`` checks that the methods it hooks still had UIKit's own implementations (no
    /// block) when it hooked them.
    final class HooksInstalledFirstTests: XCTestCase {
        override class func setUp() {
            super.setUp()
            _ = EarlyHooks.installed
        }

        @MainActor
        func testHooksInstalledBeforeThePackagesRunAndThePackageStillSeesEveryChange() {
            XCTAssertEqual(EarlyHooks.installed, .beforeThePackage)
            let table = FirstTable(rows: 6)  // the package hooks over the test's hooks (by now, at the latest)
            defer { table.close() }
            XCTAssertTrue(CellHeightHooks.install(), "the package hooked every method, the test's hooked ones too")
            table.fillCache()
            let cache = table.tableView.ch.heightCache
            let log = EarlyHooks.log

            // deleteRows(at:with:): the package's hook, installed last, runs first.
            let nextRowHeight = cache.height(at: IndexPath(row: 2, section: 0))
            XCTAssertNotNil(nextRowHeight)
            var seenByDelete: CGFloat?? = .none
            log.onDelete = { object in
                guard object === table.tableView, seenByDelete == .none else { return }
                seenByDelete = .some(cache.height(at: IndexPath(row: 1, section: 0)))
            }
            let deletes = log.deletes
            table.ids.remove(at: 1)
            table.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            XCTAssertGreaterThan(log.deletes, deletes, "the test's hook ran")
            XCTAssertEqual(
                seenByDelete, .some(nextRowHeight),
                "the package's hook ran first and moved the heights, then called the test's with its selector")
            table.assertHeightsRight(minimumChecked: 5, "after deleteRows")

            // reloadData(): a method without arguments.
            var cachedSeenByReload: Int?
            log.onReload = { object in
                guard object === table.tableView, cachedSeenByReload == nil else { return }
                cachedSeenByReload = cache.statistics.cachedCount
            }
            let reloads = log.reloads
            table.ids = [table.ids[3], 40, 41]
            table.tableView.reloadData()
            XCTAssertGreaterThan(log.reloads, reloads, "the test's hook ran")
            XCTAssertEqual(cachedSeenByReload, 0, "the package had invalidated every height before calling through")
            table.tableView.layoutIfNeeded()
            table.assertHeightsRight(minimumChecked: 1, "after reloadData")
            log.onDelete = nil
            log.onReload = nil
        }
    }
#endif

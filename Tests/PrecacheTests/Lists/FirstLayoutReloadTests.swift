import CellHeight
import Foundation
import XCTest

@testable import Precache

/// Issue 29 §4: UIKit calls a table's `reloadData()` itself the first time the table lays out
/// after its data source is set; precaching turned on before that must not measure rows that this
/// reload throws away.
final class FirstLayoutReloadTests: XCTestCase {
    func testPrecachingTurnedOnBeforeTheFirstLayoutMeasuresNoRowTwice() {
        MainActor.assumeIsolated {
            let table = LazyLoadingTable(rows: 30)
            let precache = table.makePrecache()
            var measured: [IndexPath: Int] = [:]
            precache.measureRow = { indexPath in
                measured[indexPath, default: 0] += 1
                return CGFloat(40 + indexPath[1] % 7)
            }
            precache.isEnabled = true  // before the table is in a window: not laid out yet
            MainLoop.spin(30)  // the run loop turns before the window's first layout pass
            XCTAssertEqual(measured.count, 0, "nothing measured before the table loaded its data")

            table.layoutSubviews()  // UIKit's first layout: its own reloadData()
            precache.listDidLayout(visible: [], offset: 0)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(measured.count, 30)
            XCTAssertEqual(measured.filter { $0.value > 1 }.map(\.key), [], "rows measured twice")
            XCTAssertEqual(table.cache.statistics.cachedCount, 30)
        }
    }

    func testANewDataSourceWaitsForTheLayoutThatReloadsIt() {
        MainActor.assumeIsolated {
            let table = LazyLoadingTable(rows: 12)
            let precache = table.makePrecache()
            var measured = 0
            precache.measureRow = { _ in
                measured += 1
                return 44
            }
            table.layoutSubviews()
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(measured, 12)

            table.setDataSource(NSObject())  // the next layout reloads: nothing before it
            table.cache.invalidateAll()  // the app's own reloadData() for its new data
            MainLoop.spin(30)
            XCTAssertEqual(measured, 12, "waits for the layout that reloads the new data source")
            table.layoutSubviews()
            precache.listDidLayout(visible: [], offset: 0)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(measured, 24, "each row once more, after the reload")
        }
    }
}

/// A table as lazy as `UITableView` about its data: setting its data source marks it for a reload,
/// which it performs at its next layout pass through the package's `reloadData()` hook logic
/// (``ListUpdateRouter``), invalidating every index-path height, as UIKit's own call does (the hook
/// cannot tell it from the app's). It records its layouts in a ``TableDataLoad``, as the UIKit
/// adapter does after `layoutSubviews()`.
@MainActor
private final class LazyLoadingTable {
    let heights = ListHeightState()
    var cache: IndexPathHeightCache { heights.rows }
    var router: ListUpdateRouter { heights.updates }
    let rows: Int
    private var dataSource: AnyObject = NSObject()
    private var needsReload = true
    private var load = TableDataLoad()

    init(rows: Int) {
        self.rows = rows
        heights.use(LayoutContext(width: 390))
    }

    func setDataSource(_ source: AnyObject) {
        dataSource = source
        needsReload = true
    }

    /// UIKit's `layoutSubviews()`: the deferred reload first, then the adapter's record.
    func layoutSubviews() {
        if needsReload {
            needsReload = false
            router.perform(.reloadData) {}
        }
        load.tableDidLayOut(dataSource: ObjectIdentifier(dataSource))
    }

    /// A precache as `tableView.ch.precache` sets it up: in a window, wide, waiting only until the
    /// table has loaded its data.
    func makePrecache() -> ListPrecache {
        let precache = ListPrecache(
            heights: heights, list: self, sections: { _ in 1 }, rows: { table, _ in table.rows })
        precache.pendingWait = { [unowned self] in
            PrecacheState.WaitReason.forList(
                isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
                isEditing: false, hasLoadedData: load.isLoaded(dataSource: ObjectIdentifier(dataSource)))
        }
        return precache
    }
}

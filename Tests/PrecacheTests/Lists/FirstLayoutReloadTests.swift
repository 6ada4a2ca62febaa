import CellHeight
import CoreFoundation
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
            table.isInWindow = false
            precache.isEnabled = true  // before the table is in a window: not laid out yet
            MainLoop.spin(30)  // the run loop turns before the window's first layout pass
            XCTAssertEqual(measured.count, 0, "nothing measured before the table loaded its data")

            table.isInWindow = true
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
            var measuredBeforeTheReload = 0
            precache.measureRow = { _ in
                measured += 1
                if table.needsReload { measuredBeforeTheReload += 1 }
                return 44
            }
            table.layoutSubviews()
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(measured, 12)

            table.setDataSource(NSObject())  // the next layout reloads: nothing before it
            table.cache.invalidateAll()  // the app's own reloadData() for its new data
            // The table is in a window: precaching asks it for the layout pass that reloads it.
            MainLoop.run(until: { precache.state == .finished && measured == 24 })
            XCTAssertEqual(measuredBeforeTheReload, 0, "waits for the layout that reloads the new data source")
            XCTAssertEqual(measured, 24, "each row once more, after the reload")
            XCTAssertEqual(table.layoutPasses, 2, "the first, and the one asked for")
        }
    }

    /// Issue 35 §5: the store (and the record of layout passes) is made by the first use of the
    /// package. A table that loaded its data and laid out before that (precaching turned on in
    /// `viewDidAppear`, a delegate that does not call `heightForCell`) does not lay out again until
    /// the user scrolls: precaching asks it for one layout pass instead of waiting for ever.
    func testATableThatLaidOutBeforeItsStoreExistedIsPrecachedWithoutScrolling() {
        MainActor.assumeIsolated {
            let table = LazyLoadingTable(rows: 20, laidOutBeforeItsStore: true)
            let precache = table.makePrecache()
            var measured = 0
            precache.measureRow = { _ in
                measured += 1
                return 44
            }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished }, timeout: 5)
            XCTAssertEqual(measured, 20, "precached, state \(precache.state)")
            XCTAssertEqual(table.layoutPasses, 1, "one layout pass asked for")
        }
    }
}

/// A table as lazy as `UITableView` about its data: setting its data source marks it for a reload,
/// which it performs at its next layout pass through the package's `reloadData()` hook logic
/// (``ListUpdateRouter``), invalidating every index-path height, as UIKit's own call does (the hook
/// cannot tell it from the app's). It records its layouts in a ``ListDataLoad``, as the UIKit
/// adapter does after `layoutSubviews()`, and tells its precache, as the adapter's hook does.
/// `setNeedsLayout()` lays it out at the end of the run loop's turn, as Core Animation's commit
/// lays out a view in a window.
@MainActor
private final class LazyLoadingTable {
    let heights = ListHeightState()
    var cache: IndexPathHeightCache { heights.rows }
    var router: ListUpdateRouter { heights.updates }
    let rows: Int
    private var dataSource: AnyObject = NSObject()
    /// Whether its data source changed since it last loaded (its next layout pass reloads).
    private(set) var needsReload = true
    /// Whether it is in a window (then it may be asked for a layout pass).
    var isInWindow = true
    private var load = ListDataLoad()
    private var needsLayout = false
    private var didLayout: (() -> Void)?
    private(set) var layoutPasses = 0

    /// A table of `rows` rows; if `laidOutBeforeItsStore`, it loaded its data in a layout pass
    /// before the store existed: nothing recorded it.
    init(rows: Int, laidOutBeforeItsStore: Bool = false) {
        self.rows = rows
        needsReload = !laidOutBeforeItsStore
        heights.use(LayoutContext(width: 390))
    }

    /// `UIView.setNeedsLayout()`: one layout pass at the end of this turn of the run loop.
    func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        RunLoop.main.perform { [self] in
            MainActor.assumeIsolated {
                needsLayout = false
                layoutSubviews()
                didLayout?()
            }
        }
        CFRunLoopWakeUp(CFRunLoopGetMain())
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
        layoutPasses += 1
        load.listDidLayOut(dataSource: ObjectIdentifier(dataSource))
    }

    /// What `TablePrecache` asks (``ListDataLoad/readiness(dataSource:hasWindow:)``): in a window.
    private func hasLoadedData() -> Bool {
        switch load.readiness(dataSource: ObjectIdentifier(dataSource), hasWindow: isInWindow) {
        case .loaded: return true
        case .waiting(let asksForLayout):
            if asksForLayout { setNeedsLayout() }
            return false
        }
    }

    /// A precache as `tableView.ch.precache` sets it up: in a window, wide, waiting only until the
    /// table has loaded its data.
    func makePrecache() -> ListPrecache {
        let precache = ListPrecache(
            heights: heights, list: self, sections: { _ in 1 }, rows: { table, _ in table.rows })
        precache.pendingWait = { [unowned self] in
            PrecacheState.WaitReason.forList(
                isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
                isEditing: false, hasLoadedData: hasLoadedData())
        }
        didLayout = { [weak precache] in precache?.listDidLayout(visible: [], offset: 0) }
        return precache
    }
}

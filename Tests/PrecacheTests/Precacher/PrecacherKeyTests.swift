import CellHeight
import Foundation
import XCTest

@testable import Precache

/// Precaching into the keyed cache: the same walk as by index path, but heights stored by each
/// row's key, so they survive every change of the rows' order.
final class PrecacherKeyTests: XCTestCase {
    @MainActor
    private static func keyed(_ h: Harness) -> KeyedHeightCache<AnyHashable> {
        let keyed = KeyedHeightCache<AnyHashable>()
        keyed.layoutContext = h.cache.layoutContext
        let table = h.table
        h.precacher.storage = .byKey(in: keyed) { [weak table] indexPath in
            table.map { AnyHashable($0.sections[indexPath[0]][indexPath[1]]) }
        }
        return keyed
    }

    func testHeightsAreStoredByKeyInTheSameOrder() {
        MainActor.assumeIsolated {
            let h = Harness([200])
            let keyed = Self.keyed(h)
            h.precacher.setVisibleRows(IndexPath(indexes: [0, 100])...IndexPath(indexes: [0, 104]), direction: .down)
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(keyed.cachedCount, 200)
            XCTAssertEqual(h.cache.statistics.cachedCount, 0, "nothing by index path")
            XCTAssertEqual(h.table.measured.prefix(5).map { $0[1] }, Array(100...104), "nearest first, as always")
            for (row, id) in h.table.sections[0].enumerated() {
                XCTAssertEqual(keyed.height(for: AnyHashable(id)), TestTable.height(of: id), "row \(row)")
            }
        }
    }

    func testAReorderedListMeasuresOnlyNewKeys() {
        MainActor.assumeIsolated {
            let h = Harness([50])
            let keyed = Self.keyed(h)
            h.precacher.start()
            h.runToCompletion()
            // A snapshot shuffles the rows and adds three: only the three are measured.
            let measured = h.table.measured.count
            h.table.sections[0].shuffle()
            h.table.sections[0].insert(contentsOf: [h.table.newID(), h.table.newID(), h.table.newID()], at: 10)
            h.cache.invalidateAll()  // what a reload tells the index-path cache: everything changed
            h.runToCompletion()
            XCTAssertEqual(h.table.measured.count - measured, 3)
            XCTAssertEqual(keyed.cachedCount, 53)
            XCTAssertEqual(h.completions, 2)
        }
    }

    func testARowWithoutAKeyCountsAsFailed() {
        MainActor.assumeIsolated {
            let h = Harness([10])
            let keyed = KeyedHeightCache<AnyHashable>()
            h.precacher.storage = .byKey(in: keyed) { indexPath in indexPath[1] == 4 ? nil : AnyHashable(indexPath[1]) }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(keyed.cachedCount, 9)
            XCTAssertEqual(h.precacher.progress.failedCount, 1)
        }
    }

    func testStoringByIndexPathAgainUsesTheIndexPathCache() {
        MainActor.assumeIsolated {
            let h = Harness([30])
            _ = Self.keyed(h)
            h.precacher.storage = .byIndexPath
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.cache.statistics.cachedCount, 30)
        }
    }

    func testAListPrecacheWithKeysFillsTheListsKeyedCacheThroughTheDelegate() {
        MainActor.assumeIsolated {
            let list = FakeList([40])
            defer { withExtendedLifetime(list) {} }
            let heights = ListHeightState()
            let (cache, keyedCache) = (heights.rows, heights.keyed)
            let precache = ListPrecache(
                heights: heights, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
            precache.storage = .byKey { AnyHashable("item \($0[1])") }
            // The recommended keyed delegate: heightForCell(withIdentifier:cacheByKey:) reads and
            // stores under the item's key.
            var asked = 0
            precache.delegateHeight = { indexPath in
                asked += 1
                return heights.height(.key(AnyHashable("item \(indexPath[1])")), in: .unspecified) {
                    .height(CGFloat(30 + indexPath[1]), method: .autoLayout)
                }
            }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(asked, 40)
            XCTAssertEqual(keyedCache.cachedCount, 40)
            XCTAssertEqual(cache.statistics.cachedCount, 0)
            XCTAssertEqual(keyedCache.height(for: AnyHashable("item 7")), 37)
        }
    }
}

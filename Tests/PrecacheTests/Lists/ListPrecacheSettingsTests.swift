import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Issue 32 §3: a list's precache (`ch.precache`) is a whole precacher, spelled as `Precacher`:
/// tuning, storage, background measuring and `waitsWhile` reach its precacher and work on a list.
final class ListPrecacheSettingsTests: XCTestCase {
    @MainActor
    private static func makePrecache(_ list: FakeList) -> ListPrecache {
        let heights = ListHeightState()
        heights.use(LayoutContext(width: 320))
        return ListPrecache(heights: heights, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
    }

    func testStoringByKeyFillsTheListsKeyedCache() {
        MainActor.assumeIsolated {
            let list = FakeList([30])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            precache.measureRow = { CGFloat(30 + $0[1]) }
            precache.storage = .byKey { indexPath in indexPath[1] == 7 ? nil : "item \(indexPath[1])" }
            XCTAssertNotNil(precache.precacher.storage.keyed, "the precacher stores by key")
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.keyed.cachedCount, 29)
            XCTAssertEqual(precache.heights.keyed.height(for: "item 12"), 42, "a String key is the list's key")
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 0, "nothing by index path")
            XCTAssertEqual(precache.progress.failedCount, 1, "the row without a key")

            precache.storage = .byIndexPath
            XCTAssertNil(precache.precacher.storage.keyed)
        }
    }

    func testMeasuringInTheBackgroundWorksOnAList() {
        MainActor.assumeIsolated {
            let list = FakeList([120])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            let mainThreadMeasurements = Counter()
            precache.measureRow = { _ in
                mainThreadMeasurements.count += 1
                return 1
            }
            precache.measuring = .inBackground(
                workers: 2, model: { indexPath in indexPath[1] },
                height: { row, context in CGFloat(row) + context.width })
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(mainThreadMeasurements.count, 0, "measureRow is the main-thread path")
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 120)
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [0, 5])), 325)
        }
    }

    func testTuningAndWaitsWhileAreThePrecachersOwn() {
        MainActor.assumeIsolated {
            let list = FakeList([40])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            precache.measureRow = { _ in 30 }
            precache.configuration = .onePerPass
            XCTAssertEqual(precache.precacher.configuration, .onePerPass)
            let holding = Switch(true)
            precache.waitsWhile = { holding.isOn }
            var states: [PrecacheState] = []
            precache.onStateChange = { states.append($0) }
            var rowsPerPass: [Int] = []
            let onPass = precache.precacher.onPass
            precache.precacher.onPass = { rows, nanoseconds in
                rowsPerPass.append(rows)
                onPass?(rows, nanoseconds)
            }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .waiting(.waitsWhile) })
            holding.isOn = false
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(states, [.running, .waiting(.waitsWhile), .running, .finished])
            XCTAssertEqual(rowsPerPass.filter { $0 > 0 }.count, 40, "one row a pass")
        }
    }
}

/// A count a `@MainActor` closure adds to.
@MainActor
private final class Counter {
    var count = 0
}

import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// The one-line path (`ch.precache.isEnabled = true` and nothing else) for each cache a delegate
/// may store its heights in: the delegate's `tableView(_:heightForRowAt:)` returns
/// `ch.heightForCell(withIdentifier:cacheByKey:…)` or `…cacheByIndexPath:…`, which reads the
/// list's cache and, on a miss, measures and stores there. The fake delegate below goes through
/// the same `ListHeightState` that the UIKit layer uses (`HeightStore.state`), so that it answers,
/// counts and stores exactly as `heightForCell` does; only the template measurement is replaced.
///
/// Every row is 44 points tall: a delegate that measured nothing would look exactly like this, so
/// precaching must tell "cached by the delegate" from "constant" by what the delegate's call did
/// with the caches, not by the heights.
final class DelegateCacheKindTests: XCTestCase {
    private static let rows = 40
    private static let context = LayoutContext(width: 320)

    /// A list whose delegate caches each row by its model's key.
    func testADelegateThatCachesByKeyNeedsNothingElse() {
        MainActor.assumeIsolated {
            let list = FakeList([Self.rows])
            defer { withExtendedLifetime(list) {} }
            let state = ListHeightState()
            let precache = Self.makePrecache(list, state: state)
            var keys = (0..<Self.rows).map { "post-\($0 * 7)" }
            var asked: [IndexPath] = []
            precache.delegateHeight = { indexPath in
                asked.append(indexPath)
                return state.height(.key(AnyHashable(keys[indexPath[1]])), in: Self.context) {
                    .height(44, method: .autoLayout)
                }
            }
            let messages = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished || precache.state.isPausedForSetup })
            }
            XCTAssertEqual(messages, [], "no pause, no message")
            XCTAssertEqual(asked.count, Self.rows, "each row asked once")
            XCTAssertEqual(precache.progress.completedCount, Self.rows)
            XCTAssertEqual(precache.progress.failedCount, 0)
            for key in keys { XCTAssertEqual(state.keyed.height(for: AnyHashable(key)), 44, key) }
            XCTAssertEqual(
                state.rows.statistics.cachedCount, 0,
                "nothing written to the index-path cache: the delegate reads its heights by key")

            // The queue plans again after a scroll and after a data change without asking for the
            // rows it has: only the inserted row is new.
            asked.removeAll()
            precache.precacher.setVisibleRows(
                IndexPath(indexes: [0, 30])...IndexPath(indexes: [0, 35]), direction: .up)
            keys.insert("post-new", at: 5)
            list.rowCounts = [Self.rows + 1]
            var update = TableUpdate()
            update.insertRows(at: [IndexPath(indexes: [0, 5])])
            state.rows.performUpdates(update)  // what the hooks tell the list's cache
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(asked, [IndexPath(indexes: [0, 5])], "only the new row; the others moved on with the list")
            XCTAssertEqual(state.keyed.height(for: "post-new"), 44)
            XCTAssertEqual(state.rows.statistics.cachedCount, 0)
        }
    }

    /// A list whose delegate caches by index path while the precache stores by key: each side's
    /// heights are found where they are.
    func testADelegateThatCachesByIndexPathIsSeenWhateverThePrecacheStoresBy() {
        MainActor.assumeIsolated {
            let list = FakeList([Self.rows])
            defer { withExtendedLifetime(list) {} }
            let state = ListHeightState()
            let precache = Self.makePrecache(list, state: state)
            precache.storage = .byKey { "row-\($0[1])" }
            var asked = 0
            precache.delegateHeight = { indexPath in
                asked += 1
                return state.height(.indexPath(indexPath), in: Self.context) { .height(44, method: .autoLayout) }
            }
            let messages = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished || precache.state.isPausedForSetup })
            }
            XCTAssertEqual(messages, [], "no pause, no message")
            XCTAssertEqual(asked, Self.rows, "each row asked once")
            XCTAssertEqual(precache.progress.completedCount, Self.rows)
            XCTAssertEqual(state.rows.statistics.cachedCount, Self.rows, "the delegate's own heights")
            XCTAssertEqual(state.keyed.cachedCount, 0, "nothing stored twice")
        }
    }

    /// A delegate that returns a number without caching it is still told from one that caches:
    /// answers it measured are stored by the precache, and a constant one pauses it.
    func testADelegateThatCachesNothingIsStillJudgedByItsAnswers() {
        MainActor.assumeIsolated {
            let list = FakeList([Self.rows])
            defer { withExtendedLifetime(list) {} }
            let state = ListHeightState()
            let precache = Self.makePrecache(list, state: state)
            precache.delegateHeight = { indexPath in
                state.height(.none, in: Self.context) { .height(44, method: .autoLayout) }
            }
            let messages = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state.isPausedForSetup })
            }
            XCTAssertTrue(messages.contains { $0.message.contains("returned 44.0 for 8 rows") }, "\(messages)")
            guard case .paused(.setupProblem(let fix)) = precache.state else { return XCTFail("\(precache.state)") }
            XCTAssertTrue(fix.contains("cacheByIndexPath:"), "the state names the fix: \(fix)")
        }
    }

    /// A precache over `list` whose caches are `state`'s, as `tableView.ch.precache` is made.
    @MainActor
    private static func makePrecache(_ list: FakeList, state: ListHeightState) -> ListPrecache {
        state.use(context)
        return ListPrecache(heights: state, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
    }
}

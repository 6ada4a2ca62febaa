import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Precaching through the list delegate's own height method, the path `tableView.ch.precache`
/// takes when nothing else is set up (as FDTemplateLayoutCell 1.2 did). The fake delegate below
/// behaves like the recommended `tableView(_:heightForRowAt:)`, which returns
/// `tableView.ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`: a cached height if there is
/// one, else a measurement that it stores in the list's cache.
final class ListPrecacheDelegateTests: XCTestCase {
    @MainActor
    private static func makePrecache(_ list: FakeList) -> ListPrecache {
        let heights = ListHeightState()
        heights.use(LayoutContext(width: 320))
        return ListPrecache(heights: heights, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
    }

    /// The recommended delegate: read the cache, else measure and store, through the list's
    /// `ListHeightState` as `heightForCell(withIdentifier:cacheByIndexPath:configuration:)` does.
    @MainActor
    private static func recommendedDelegate(_ precache: ListPrecache, asked: @escaping (IndexPath) -> Void)
        -> (IndexPath) -> CGFloat?
    {
        { [unowned precache] indexPath in
            asked(indexPath)
            return precache.heights.height(.indexPath(indexPath), in: LayoutContext(width: 320)) {
                .height(CGFloat(30 + indexPath[1] % 17), method: .autoLayout)
            }
        }
    }

    func testTurningPrecachingOnIsAllItTakes() {
        MainActor.assumeIsolated {
            let list = FakeList([40, 25])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            var asked: [IndexPath] = []
            precache.delegateHeight = Self.recommendedDelegate(precache, asked: { asked.append($0) })
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(asked.count, 65, "each row asked once")
            XCTAssertEqual(Set(asked).count, 65)
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 65)
            XCTAssertEqual(precache.progress.completedCount, 65)
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [1, 20])), 33)
        }
    }

    func testADelegateThatMeasuresWithoutTheCacheGetsItsHeightsStoredAsFDTemplateLayoutCellDid() {
        MainActor.assumeIsolated {
            let list = FakeList([30])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            precache.delegateHeight = { CGFloat(20 + $0[1]) }  // different heights, nothing stored
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 30)
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [0, 7])), 27)
        }
    }

    func testPointlessDelegatesPauseOnceWithAMessage() {
        MainActor.assumeIsolated {
            final class Delegate {}
            let delegate = Delegate()
            let cases: [(String, (IndexPath) -> CGFloat?, Bool, String)] = [
                ("no delegate", { _ in nil }, false, "the list has no delegate"),
                ("no height method", { _ in nil }, true, "does not implement its height method"),
                ("automaticDimension", { _ in -1 }, true, "returned automaticDimension for 8 rows in a row"),
                ("constant", { _ in 44 }, true, "returned 44.0 for 8 rows in a row"),
            ]
            for (name, answer, hasDelegate, expected) in cases {
                let list = FakeList([100])
                let precache = Self.makePrecache(list)
                precache.delegateHeight = answer
                precache.delegateIdentity = { hasDelegate ? ObjectIdentifier(delegate) : nil }
                let messages = collectDiagnostics {
                    precache.isEnabled = true
                    MainLoop.run(until: { precache.state.isPausedForSetup })
                    MainLoop.spin(20)
                }
                XCTAssertEqual(messages.filter { $0.message.contains("precaching paused") }.count, 1, name)
                XCTAssertTrue(messages.contains { $0.message.contains(expected) }, "\(name): \(messages)")
                XCTAssertTrue(precache.state.isPausedForSetup, name)
                XCTAssertLessThan(precache.heights.rows.statistics.cachedCount, DelegateHeights.constantRun, name)
                withExtendedLifetime(list) {}
            }
            withExtendedLifetime(delegate) {}
        }
    }

    /// UIKit holds list delegates weakly: precaching may meet a list with no delegate (not set yet,
    /// or gone). It pauses, and goes on once a delegate is there.
    func testADelegateSetAfterPrecachingPausedForWantOfOneResumesIt() {
        MainActor.assumeIsolated {
            let list = FakeList([40])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            final class Delegate {}
            var delegate: Delegate?
            precache.delegateIdentity = { delegate.map(ObjectIdentifier.init) }
            let recommended = Self.recommendedDelegate(precache, asked: { _ in })
            precache.delegateHeight = { delegate == nil ? nil : recommended($0) }
            let messages = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state.isPausedForSetup })
            }
            XCTAssertTrue(messages.contains { $0.message.contains("the list has no delegate") }, "\(messages)")
            precache.listDidLayout(visible: [IndexPath(indexes: [0, 0])], offset: 0)
            XCTAssertTrue(precache.state.isPausedForSetup, "still no delegate")
            delegate = Delegate()
            precache.listDidLayout(visible: [IndexPath(indexes: [0, 0])], offset: 0)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 40)
            withExtendedLifetime(delegate) {}
        }
    }

    /// A height method that returns the package's fallback because the template could not measure
    /// the row (a collection view returns its estimate, a table `automaticDimension`): that answer
    /// must never be stored as the row's height, and the other rows are still precached.
    func testAFallbackFromAFailedMeasurementIsNeverStored() {
        MainActor.assumeIsolated {
            let list = FakeList([60])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            var failures = 0
            precache.measurementFailures = { failures }
            let recommended = Self.recommendedDelegate(precache, asked: { _ in })
            precache.delegateHeight = { indexPath in
                guard indexPath[1] % 3 == 0 else { return recommended(indexPath) }
                failures += 1  // What the UIKit height API records when its template gives no height.
                return 44  // The estimate a collection view's height API falls back to.
            }
            _ = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished })
            }
            XCTAssertEqual(precache.progress.failedCount, 20)
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 40)
            for row in stride(from: 0, to: 60, by: 3) {
                XCTAssertNil(precache.heights.rows.height(at: IndexPath(indexes: [0, row])), "row \(row)")
            }
        }
    }

    /// A few self-sizing rows among measured ones (a delegate that returns `automaticDimension` for
    /// some rows) fail those rows only; precaching goes on without a message about the delegate.
    func testSelfSizingRowsAmongMeasuredOnesFailOnlyThemselves() {
        MainActor.assumeIsolated {
            let list = FakeList([50])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            let recommended = Self.recommendedDelegate(precache, asked: { _ in })
            precache.delegateHeight = { $0[1] % 10 == 0 ? -1 : recommended($0) }
            let messages = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished })
            }
            XCTAssertFalse(messages.contains { $0.message.contains("precaching paused") }, "\(messages)")
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 45)
            XCTAssertEqual(precache.progress.failedCount, 5)
        }
    }

    func testAnotherDelegateResumesPrecaching() {
        MainActor.assumeIsolated {
            let list = FakeList([50])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            final class Delegate {}
            var delegate = Delegate()
            var answersAutomatically = true
            precache.delegateIdentity = { ObjectIdentifier(delegate) }
            let recommended = Self.recommendedDelegate(precache, asked: { _ in })
            precache.delegateHeight = { answersAutomatically ? -1 : recommended($0) }
            _ = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state.isPausedForSetup })
            }
            precache.listDidLayout(visible: [IndexPath(indexes: [0, 0])], offset: 0)
            XCTAssertTrue(precache.state.isPausedForSetup, "the same delegate: still paused")
            delegate = Delegate()
            answersAutomatically = false
            precache.listDidLayout(visible: [IndexPath(indexes: [0, 0])], offset: 0)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 50)
        }
    }

    func testADelegateThatReloadsTheListWhileAskedLeavesNoStaleHeight() {
        MainActor.assumeIsolated {
            let list = FakeList([30])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            var version = 0
            var reloaded = false
            precache.delegateHeight = { [unowned precache] indexPath in
                if indexPath[1] == 10, !reloaded {
                    reloaded = true
                    version = 1
                    precache.heights.rows.invalidateAll()  // reloadData from inside heightForRowAt
                }
                if let cached = precache.heights.rows.height(at: indexPath) { return cached }
                let height = CGFloat(30 + version * 100 + indexPath[1])
                precache.heights.rows.setHeight(height, at: indexPath)
                return height
            }
            _ = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished && reloaded })
            }
            for row in 0..<30 {
                XCTAssertEqual(
                    precache.heights.rows.height(at: IndexPath(indexes: [0, row])), CGFloat(130 + row), "row \(row)")
            }
        }
    }

    func testRegisteredConfigurationsAndMeasureRowComeBeforeTheDelegate() {
        MainActor.assumeIsolated {
            let list = FakeList([5])
            defer { withExtendedLifetime(list) {} }
            let precache = Self.makePrecache(list)
            var delegateAsked = 0
            precache.delegateHeight = { _ in
                delegateAsked += 1
                return 50
            }
            precache.measureRow = { _ in 20 }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(delegateAsked, 0)
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [0, 3])), 20)
        }
    }
}

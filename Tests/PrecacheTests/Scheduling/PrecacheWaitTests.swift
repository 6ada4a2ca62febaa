import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// When precaching must not run, and what it does about it.
final class PrecacheWaitTests: XCTestCase {
    func testAListThatCannotBeSeenWaitsLongerThanAScrollingOne() {
        let visible = PrecacheWait.forList(
            isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
            isEditing: false)
        XCTAssertNil(visible)
        for (hasWindow, isForeground, width) in [(false, true, 390.0), (true, false, 390), (true, true, 0)] {
            XCTAssertEqual(
                PrecacheWait.forList(
                    isDecelerating: false, isRefreshing: false, hasWindow: hasWindow, isForeground: isForeground,
                    width: CGFloat(width), isEditing: false), .hidden)
        }
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: true, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
                isEditing: false),
            .scrolling)
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: false, isRefreshing: true, hasWindow: true, isForeground: true, width: 390,
                isEditing: false),
            .scrolling)
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: true, isRefreshing: false, hasWindow: false, isForeground: true, width: 390,
                isEditing: false),
            .hidden, "hidden wins: nothing to gain until it is back")
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: true, width: .nan,
                isEditing: false),
            .hidden)
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
                isEditing: false, hasLoadedData: false),
            .hidden, "a table whose first layout (and UIKit's own reloadData) is still to come")
        XCTAssertEqual(PrecacheWait.scrolling.pace, .everyFrame, "a deceleration is short: asked every frame")
        XCTAssertEqual(PrecacheWait.hidden.pace, .backingOff, "a hidden list may stay hidden for hours")
    }

    func testATableThatEditsOrShowsSwipeActionsWaits() {
        // Editing mode and swipe-to-delete both stop precaching (ListEditingMode.allowsPrecaching).
        for mode in [ListEditingMode.normal, .editing, .swipe] {
            let wait = PrecacheWait.forList(
                isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
                isEditing: !mode.allowsPrecaching)
            XCTAssertEqual(wait, mode == .normal ? nil : .editing, "\(mode)")
        }
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: true, isRefreshing: false, hasWindow: true, isForeground: true, width: 390,
                isEditing: true), .editing, "editing outlasts a deceleration: ask again later, not next frame")
        XCTAssertEqual(
            PrecacheWait.forList(
                isDecelerating: false, isRefreshing: false, hasWindow: false, isForeground: true, width: 390,
                isEditing: true), .hidden)
        XCTAssertEqual(PrecacheWait.editing.pace, .backingOff)
    }

    func testAPassScheduledBeforeADragBeganMeasuresNothing() {
        MainActor.assumeIsolated {
            // The scheduler keeps the pass the observer scheduled; the drag begins (waitsWhile
            // holds) before the pass runs, as a pass scheduled at beforeWaiting runs at finger-up.
            let scheduler = HeldPasses()
            let table = TestTable([20])
            let cache = IndexPathHeightCache()
            let precacher = Precacher(cache: cache, dataSource: table, scheduler: scheduler)
            precacher.start()
            MainLoop.run(until: { !scheduler.passes.isEmpty })
            var decelerating = true
            precacher.waitsWhile = { decelerating }
            scheduler.runAll()
            XCTAssertEqual(table.measured.count, 0, "the pass asked waitsWhile again and measured nothing")
            decelerating = false
            MainLoop.run(until: {
                scheduler.runAll()
                return precacher.state == .finished
            })
            XCTAssertEqual(table.uncachedCount(in: cache), 0)
        }
    }

    func testAFinishedListPrecacheIgnoresLayoutPasses() {
        MainActor.assumeIsolated {
            let list = FakeList([10])
            defer { withExtendedLifetime(list) {} }
            let cache = IndexPathHeightCache()
            let precache = ListPrecache(
                cache: cache, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
            precache.measureRow = { _ in 30 }
            XCTAssertFalse(precache.wantsLayoutUpdates, "off: the layout hook does nothing")
            precache.isEnabled = true
            XCTAssertTrue(precache.wantsLayoutUpdates)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertFalse(precache.wantsLayoutUpdates, "finished: no visible-row work per frame")
            var update = TableUpdate()
            list.rowCounts = [11]
            update.insertRows(at: [IndexPath(indexes: [0, 0])])
            cache.performUpdates(update)
            XCTAssertTrue(precache.wantsLayoutUpdates, "a new run follows the visible rows again")
        }
    }

    func testARunsProgressNeverAttachesToTheCurrentProgress() {
        MainActor.assumeIsolated {
            let h = Harness([10])
            let parent = Progress(totalUnitCount: 1)
            parent.becomeCurrent(withPendingUnitCount: 1)
            h.precacher.start()
            parent.resignCurrent()
            // Foundation completes the pending unit at resignCurrent() only if no child attached;
            // an attached run would hold it until the run finished.
            XCTAssertEqual(parent.completedUnitCount, 1, "the run's Progress is not the parent's child")
            h.runToCompletion()
            XCTAssertEqual(h.precacher.foundationProgress.fractionCompleted, 1)
        }
    }

    func testARepeatedMisuseIsReportedOncePerKey() {
        let reporter = OnceReporter()
        let messages = MainActor.assumeIsolated {
            collectDiagnostics {
                for _ in 0..<5 { reporter.report(.misuse, key: "Feed", "no view is registered for \"Feed\"") }
                reporter.report(.misuse, key: "Other", "no view is registered for \"Other\"")
            }
        }
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(reporter.reportedKeys, ["Feed", "Other"])
        XCTAssertTrue(messages[0].message.hasSuffix("(reported once)"))
    }
}

/// A pass scheduler that keeps the passes until the test runs them.
private final class HeldPasses: PassScheduler, @unchecked Sendable {
    private(set) var passes: [() -> Void] = []
    func schedule(_ work: @escaping () -> Void) { passes.append(work) }
    func runAll() {
        let due = passes
        passes.removeAll()
        for pass in due { pass() }
    }
}

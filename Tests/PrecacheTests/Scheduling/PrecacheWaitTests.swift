import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// When precaching must not run, and what it does about it.
final class PrecacheWaitTests: XCTestCase {
    /// The wait of a list in the given condition (a visible, wide list that neither moves nor edits
    /// unless told).
    private static func wait(
        decelerating: Bool = false, refreshing: Bool = false, window: Bool = true, foreground: Bool = true,
        width: CGFloat = 390, editing: Bool = false, loaded: Bool = true
    ) -> PrecacheState.WaitReason? {
        PrecacheState.WaitReason.forList(
            isDecelerating: decelerating, isRefreshing: refreshing, hasWindow: window, isForeground: foreground,
            width: width, isEditing: editing, hasLoadedData: loaded)
    }

    func testEachConditionHasItsReasonAndAListThatCannotBeSeenWaitsLongerThanAMovingOne() {
        XCTAssertNil(Self.wait())
        XCTAssertEqual(Self.wait(window: false), .noWindow)
        XCTAssertEqual(Self.wait(foreground: false), .notInForeground)
        XCTAssertEqual(Self.wait(width: 0), .noWidth)
        XCTAssertEqual(Self.wait(width: .nan), .noWidth)
        XCTAssertEqual(
            Self.wait(loaded: false), .dataNotLoaded,
            "a table whose first layout (and UIKit's own reloadData) is still to come")
        XCTAssertEqual(Self.wait(decelerating: true), .decelerating)
        XCTAssertEqual(Self.wait(refreshing: true), .refreshing)
        XCTAssertEqual(Self.wait(decelerating: true, window: false), .noWindow, "nothing to gain until it is back")
        XCTAssertEqual(Self.wait(window: false, foreground: false, width: 0), .noWindow, "the first that holds")
        for reason in [PrecacheState.WaitReason.decelerating, .refreshing] {
            XCTAssertEqual(reason.pace, .everyFrame, "\(reason) is short: asked every frame")
            XCTAssertFalse(reason.endsOnAnnouncement)
        }
        for reason in [PrecacheState.WaitReason.noWindow, .notInForeground, .noWidth, .dataNotLoaded] {
            XCTAssertEqual(reason.pace, .backingOff, "\(reason) may last for hours")
            XCTAssertTrue(reason.endsOnAnnouncement, "\(reason) ends with a layout or a scene activation")
        }
        XCTAssertEqual(PrecacheState.WaitReason.waitsWhile.pace, .backingOff)
        XCTAssertFalse(PrecacheState.WaitReason.waitsWhile.endsOnAnnouncement, "nothing announces its end")
    }

    func testATableThatEditsOrShowsSwipeActionsWaits() {
        // Editing mode and swipe-to-delete both stop precaching (ListEditingMode.allowsPrecaching).
        for mode in [ListEditingMode.normal, .editing, .swipe] {
            XCTAssertEqual(Self.wait(editing: !mode.allowsPrecaching), mode == .normal ? nil : .editing, "\(mode)")
        }
        XCTAssertEqual(
            Self.wait(decelerating: true, editing: true), .editing,
            "editing outlasts a deceleration: ask again later, not next frame")
        XCTAssertEqual(Self.wait(window: false, editing: true), .noWindow)
        XCTAssertEqual(PrecacheState.WaitReason.editing.pace, .backingOff)
    }

    func testAPassScheduledBeforeADragBeganMeasuresNothing() {
        MainActor.assumeIsolated {
            // The scheduler keeps the pass the observer scheduled; the drag begins (waitsWhile
            // holds) before the pass runs, as a pass scheduled at beforeWaiting runs at finger-up.
            let scheduler = HeldPasses()
            let table = TestTable([20])
            let cache = IndexPathHeightCache()
            let precacher = Precacher(heightCache: cache, dataSource: table, scheduler: scheduler)
            precacher.start()
            MainLoop.run(until: { !scheduler.passes.isEmpty })
            let decelerating = Switch(true)
            precacher.waitsWhile = { decelerating.isOn }
            scheduler.runAll()
            XCTAssertEqual(table.measured.count, 0, "the pass asked waitsWhile again and measured nothing")
            decelerating.isOn = false
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
            let heights = ListHeightState()
            let cache = heights.rows
            let precache = ListPrecache(
                heights: heights, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
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
final class HeldPasses: PassScheduler, @unchecked Sendable {
    private(set) var passes: [() -> Void] = []
    func schedule(_ work: @escaping () -> Void) { passes.append(work) }
    func runAll() {
        let due = passes
        passes.removeAll()
        for pass in due { pass() }
    }
}

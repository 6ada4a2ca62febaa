import CellHeight
import Foundation
import XCTest

@testable import Precache

/// How often a waiting precacher wakes the main run loop, counted on a simulated loop with a fake
/// clock (``SimulatedRunLoop``): no real wait, no timing assertion.
final class WaitWakeUpTests: XCTestCase {
    private static let second: UInt64 = 1_000_000_000

    /// A precacher of `rows` rows on `loop`, reading its clock; each measurement records the time.
    @MainActor
    private static func precacher(rows: Int, on loop: SimulatedRunLoop) -> (Precacher, TestTable, () -> [UInt64]) {
        let table = TestTable([rows])
        let cache = IndexPathHeightCache()
        cache.layoutContext = LayoutContext(width: 320)
        let precacher = Precacher(heightCache: cache, dataSource: table, scheduler: loop)
        precacher.wakeUps = loop
        precacher.now = { loop.clock }
        var measuredAt: [UInt64] = []
        table.hook = { _ in
            measuredAt.append(loop.clock)
            return nil
        }
        return (precacher, table, { measuredAt })
    }

    func testA3SecondWaitsWhileWaitWakesTheLoopAtMost20TimesAndPrecachingResumesWithinASecond() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let (precacher, table, measuredAt) = Self.precacher(rows: 50, on: loop)
            let waitEnd = loop.clock + 3 * Self.second
            precacher.waitsWhile = { loop.clock < waitEnd }
            precacher.start()
            XCTAssertTrue(loop.run(precacher, until: { !table.measured.isEmpty }))
            let during = loop.wakeUps(in: 0..<waitEnd)
            let intervals = zip(during.dropFirst(), during).map { Double($0 - $1) / 1e9 }
            let resume = Double(measuredAt()[0] - waitEnd) / 1e9
            print(
                "3 s waitsWhile wait: \(during.count) wake-ups, intervals \(intervals.map { Int($0 * 1000) }) ms; "
                    + "first row \(Int(resume * 1000)) ms after the wait ended")
            XCTAssertLessThanOrEqual(during.count, 20, "wake-ups while the wait held")
            XCTAssertLessThanOrEqual(resume, WaitBackoff.ceiling + WaitBackoff.frame, "resumes within about 1 s")
            XCTAssertLessThanOrEqual(intervals.max() ?? 0, WaitBackoff.ceiling + 1e-9)
            XCTAssertEqual(intervals, intervals.sorted(), "the questions only get rarer while the wait holds")
            loop.run(precacher, until: { precacher.state == .finished })
            XCTAssertEqual(table.uncachedCount(in: precacher.heightCache), 0)
        }
    }

    func testAFinishedPrecacherNeverWakesTheLoop() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let (precacher, table, _) = Self.precacher(rows: 20, on: loop)
            defer { withExtendedLifetime(table) {} }  // the precacher holds its data source weakly
            let waiting = Switch(true)
            precacher.waitsWhile = { waiting.isOn }
            precacher.start()
            loop.run(precacher, until: { loop.wakeUps.count >= 5 })
            waiting.isOn = false
            XCTAssertTrue(loop.run(precacher, until: { precacher.state == .finished }))
            let wakeUps = loop.wakeUps.count
            XCTAssertNil(loop.wakeUpDue, "no wake-up left armed by the wait")
            XCTAssertFalse(loop.run(precacher, until: { false }), "the loop sleeps for ever")
            XCTAssertEqual(loop.wakeUps.count, wakeUps, "nothing woke the loop after the run finished")
        }
    }

    func testADecelerationIsStillAskedEveryFrame() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let (precacher, table, _) = Self.precacher(rows: 20, on: loop)
            let end = loop.clock + Self.second / 2
            precacher.pendingWait = { loop.clock < end ? .decelerating : nil }
            precacher.start()
            loop.run(precacher, until: { !table.measured.isEmpty })
            let during = loop.wakeUps(in: 0..<end)
            let frame = UInt64(WaitBackoff.frame * 1e9)
            XCTAssertGreaterThanOrEqual(during.count, 29, "every frame for half a second")
            for (previous, next) in zip(during, during.dropFirst()) { XCTAssertEqual(next - previous, frame) }
        }
    }

    func testAHiddenListWaitsWithoutPollingAndResumesWhenItLaysOutInAWindow() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let host = RowsHost(rows: 30)
            let precache = Self.listPrecache(of: host, on: loop)
            var hasWindow = false
            precache.pendingWait = {
                PrecacheState.WaitReason.forList(
                    isDecelerating: false, isRefreshing: false, hasWindow: hasWindow, isForeground: true, width: 320,
                    isEditing: false)
            }
            var measuredAt: [UInt64] = []
            precache.measureRow = { _ in
                measuredAt.append(loop.clock)
                return 44
            }
            var due: [Bool] = []
            precache.passIsDueDidChange = { due.append($0) }
            let waitingBefore = AnnouncedWaits.count
            precache.isEnabled = true
            let hourLater = loop.clock + 3600 * Self.second
            loop.run(precache.precacher, until: { loop.clock >= hourLater })
            print("an hour without a window: \(loop.wakeUps.count) wake-ups")
            XCTAssertLessThanOrEqual(loop.wakeUps.count, 3610, "about one a second, not 60")
            XCTAssertTrue(measuredAt.isEmpty)
            XCTAssertEqual(due, [], "no pass was ever due: the display link never ran")
            XCTAssertEqual(AnnouncedWaits.count, waitingBefore + 1, "a scene's activation would reach it")

            precache.listDidLayout(visible: [], offset: 0)
            XCTAssertGreaterThan(
                loop.wakeUpDue ?? 0, loop.clock, "a layout that changes nothing brings nothing forward")

            hasWindow = true  // The list enters a window; UIKit lays it out.
            precache.listDidLayout(visible: [], offset: 0)
            XCTAssertEqual(loop.wakeUpDue, loop.clock, "the layout ends the wait at once, not at the next poll")
            let announced = loop.clock
            loop.run(precache.precacher, until: { precache.state == .finished })
            XCTAssertEqual(measuredAt.first, announced, "the first row in the turn after the announcement")
            XCTAssertEqual(measuredAt.count, 30)
            XCTAssertEqual(due, [true, false], "the display link ran from the first pass to the finish")
            XCTAssertEqual(AnnouncedWaits.count, waitingBefore)
        }
    }

    func testALayoutDuringADecelerationAsksNothing() {
        MainActor.assumeIsolated {
            // A deceleration is asked about every frame anyway: its layouts (one a frame) cost nothing.
            let loop = SimulatedRunLoop()
            let host = RowsHost(rows: 10)
            let precache = Self.listPrecache(of: host, on: loop)
            var asked = 0
            precache.pendingWait = {
                asked += 1
                return .decelerating
            }
            precache.measureRow = { _ in 44 }
            precache.isEnabled = true
            loop.run(precache.precacher, until: { loop.wakeUps.count >= 3 })
            let before = asked
            for _ in 0..<100 { precache.listDidLayout(visible: [], offset: 0) }
            XCTAssertEqual(asked, before, "no layout asked the list for its wait")
        }
    }

    func testASceneActivationEndsAHiddenWaitAtOnce() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let (precacher, table, measuredAt) = Self.precacher(rows: 10, on: loop)
            var foreground = false
            precacher.pendingWait = {
                PrecacheState.WaitReason.forList(
                    isDecelerating: false, isRefreshing: false, hasWindow: true, isForeground: foreground,
                    width: 320, isEditing: false)
            }
            let waitingBefore = AnnouncedWaits.count
            precacher.start()
            loop.run(precacher, until: { loop.clock > 1_000 * Self.second })
            XCTAssertEqual(AnnouncedWaits.count, waitingBefore + 1)
            AnnouncedWaits.sceneDidActivate()
            XCTAssertGreaterThan(loop.wakeUpDue ?? 0, loop.clock, "still in the background: keep backing off")
            foreground = true
            AnnouncedWaits.sceneDidActivate()
            XCTAssertEqual(loop.wakeUpDue, loop.clock)
            let announced = loop.clock
            loop.run(precacher, until: { precacher.state == .finished })
            XCTAssertEqual(measuredAt().first, announced)
            XCTAssertEqual(table.uncachedCount(in: precacher.heightCache), 0)
            XCTAssertEqual(AnnouncedWaits.count, waitingBefore)
        }
    }

    func testNoPassIsDueWhileAWaitHoldsMidRun() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let (precacher, table, _) = Self.precacher(rows: 40, on: loop)
            precacher.configuration.batchSize = 5
            var due: [Bool] = []
            var dueWhileMeasuring: [Bool] = []
            precacher.passIsDueDidChange = { due.append($0) }
            var editingUntil: UInt64 = 0
            precacher.pendingWait = { loop.clock < editingUntil ? .editing : nil }
            table.hook = { _ in
                dueWhileMeasuring.append(precacher.passIsDue)
                if table.measured.count == 10 { editingUntil = loop.clock + 2 * Self.second }
                return nil
            }
            precacher.start()
            loop.run(precacher, until: { precacher.state == .finished })
            XCTAssertEqual(due, [true, false, true, false], "due, waiting, due again, finished")
            XCTAssertEqual(Set(dueWhileMeasuring), [true])
            XCTAssertEqual(table.uncachedCount(in: precacher.heightCache), 0)
        }
    }
}

extension WaitWakeUpTests {
    /// A wait that ends while the run goes on lets go at once: the precacher leaves the announced
    /// waits, and a later wait of the same kind starts its backoff from a frame again.
    func testAWaitThatEndsMidRunLetsGoAtOnce() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let (precacher, table, _) = Self.precacher(rows: 20, on: loop)
            precacher.configuration.batchSize = 1
            var hidden = true
            precacher.pendingWait = { hidden ? .noWindow : nil }
            let waitingBefore = AnnouncedWaits.count
            precacher.start()
            loop.run(precacher, until: { loop.wakeUps.count >= 10 })
            XCTAssertEqual(AnnouncedWaits.count, waitingBefore + 1)
            hidden = false
            loop.run(precacher, until: { !table.measured.isEmpty })
            XCTAssertEqual(AnnouncedWaits.count, waitingBefore, "no longer waiting for an announcement")
            hidden = true
            let hiddenAgain = loop.clock
            loop.run(precacher, until: { loop.wakeUpDue != nil })
            XCTAssertEqual(loop.wakeUpDue, hiddenAgain + UInt64(WaitBackoff.frame * 1e9), "asked again a frame later")
            precacher.cancel()
        }
    }
}

extension WaitWakeUpTests {
    /// A list precache of `host`'s rows on `loop`, reading its clock.
    @MainActor
    fileprivate static func listPrecache(of host: RowsHost, on loop: SimulatedRunLoop) -> ListPrecache {
        let precache = ListPrecache(
            heights: ListHeightState(), list: host, sections: { _ in 1 }, rows: { host, _ in host.rows },
            scheduler: loop)
        precache.precacher.wakeUps = loop
        precache.precacher.now = { loop.clock }
        return precache
    }
}

/// A list object for ``ListPrecache``: a row count.
private final class RowsHost {
    var rows: Int
    init(rows: Int) { self.rows = rows }
}

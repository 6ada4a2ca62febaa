import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// A list the precache holds weakly: just its shape.
@MainActor
final class FakeList {
    var rowCounts: [Int]
    init(_ rowCounts: [Int]) { self.rowCounts = rowCounts }
}

/// Records the passes it hears about.
@MainActor
final class PassRecorder: PrecachePassObserver {
    var events: [String] = []
    func precachePassWillBegin() { events.append("begin") }
    func precachePassDidEnd(rows: Int) { events.append("end \(rows)") }
}

/// A precache over `list` with an empty cache at width 320.
@MainActor
private func makePrecache(_ list: FakeList) -> ListPrecache {
    let heights = ListHeightState()
    heights.use(LayoutContext(width: 320))
    return ListPrecache(heights: heights, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
}

/// `tableView.precache` without UIKit: the platform-neutral ``ListPrecache`` on a real run loop.
final class ListPrecacheTests: XCTestCase {
    func testRegisteredConfigurationsMeasureEachRowByItsIdentifier() {
        MainActor.assumeIsolated {
            let list = FakeList([10, 5])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            var measured: [String: [IndexPath]] = [:]
            precache.identifierForRow = { $0[1] % 2 == 0 ? "Even" : "Odd" }
            precache.setMeasurer(forReuseIdentifier: "Even") {
                measured["Even", default: []].append($0)
                return 40
            }
            precache.setMeasurer(forReuseIdentifier: "Odd") {
                measured["Odd", default: []].append($0)
                return 60
            }
            precache.configuration.batchSize = 4
            XCTAssertEqual(precache.state, .idle, "off until enabled")
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 15)
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [1, 4])), 40)
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [0, 9])), 60)
            XCTAssertTrue(measured["Even", default: []].allSatisfy { $0[1] % 2 == 0 })
            XCTAssertEqual(measured["Odd", default: []].count, 7)
        }
    }

    func testMeasureRowBypassesIdentifiers() {
        MainActor.assumeIsolated {
            let list = FakeList([6])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            precache.measureRow = { CGFloat(10 + $0[1]) }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.rows.height(at: IndexPath(indexes: [0, 5])), 15)
        }
    }

    func testAMissingConfigurationPausesOnceAndRegisteringOneStartsAgain() {
        MainActor.assumeIsolated {
            let list = FakeList([8])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            precache.identifierForRow = { _ in "Feed" }
            let diagnostics = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state.isPausedForSetup })
                MainLoop.spin(20)
            }
            XCTAssertEqual(diagnostics.filter { $0.kind == .misuse }.count, 1, "\(diagnostics)")
            XCTAssertTrue(diagnostics[0].message.contains("identifier \"Feed\""))
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 0)
            XCTAssertTrue(precache.isEnabled)

            precache.setMeasurer(forReuseIdentifier: "Feed") { _ in 30 }
            XCTAssertEqual(precache.state, .running)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(
                precache.heights.rows.statistics.cachedCount, 8, "the row that failed is measured in the new run")
            XCTAssertEqual(precache.progress.failedCount, 0)
        }
    }

    func testDisablingAFinishedPrecacheKeepsItIdleThroughDataChanges() {
        MainActor.assumeIsolated {
            let list = FakeList([5])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            var calls = 0
            precache.measureRow = { _ in
                calls += 1
                return 20
            }
            precache.configuration.batchSize = 3
            var states: [PrecacheState] = []
            precache.onStateChange = { states.append($0) }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            precache.isEnabled = false
            XCTAssertEqual(precache.state, .idle)
            XCTAssertEqual(states.last, .idle)
            XCTAssertEqual(precache.configuration.batchSize, 3, "settings survive")

            list.rowCounts = [6]
            var update = TableUpdate()
            update.insertRows(at: [IndexPath(indexes: [0, 0])])
            precache.heights.rows.performUpdates(update)
            MainLoop.spin(30)
            XCTAssertEqual(precache.state, .idle)
            XCTAssertEqual(calls, 5, "no run starts while disabled")

            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(calls, 6, "enabling again measures only the new row")
        }
    }

    func testCancellingTheFoundationProgressTurnsPrecachingOff() {
        MainActor.assumeIsolated {
            let list = FakeList([500])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            precache.measureRow = { _ in 20 }
            precache.isEnabled = true
            precache.foundationProgress.cancel()
            MainLoop.run(until: { precache.state == .idle })
            XCTAssertFalse(precache.isEnabled)
        }
    }

    func testEachRunsFoundationProgressIsAnnounced() {
        MainActor.assumeIsolated {
            let list = FakeList([4])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            precache.measureRow = { _ in 20 }
            var announced: [Progress] = []
            precache.onFoundationProgressChange = { announced.append($0) }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(announced.count, 1)
            XCTAssertTrue(announced.last === precache.foundationProgress)
            XCTAssertEqual(announced.last?.fractionCompleted, 1)

            precache.heights.rows.invalidateAll()  // reloadData: a new run with a new Progress
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(announced.count, 2)
            XCTAssertTrue(announced[1] !== announced[0])
            XCTAssertTrue(announced[1] === precache.foundationProgress)
        }
    }

    func testHooksBracketEveryPassAndPrepareComesFirst() {
        MainActor.assumeIsolated {
            let list = FakeList([9])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            let recorder = PassRecorder()
            precache.passObserver = recorder
            precache.prepareForPass = { recorder.events.append("prepare") }
            precache.measureRow = { _ in
                recorder.events.append("measure")
                return 20
            }
            precache.configuration.batchSize = 4
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            let passes = recorder.events.split(separator: "prepare", omittingEmptySubsequences: true)
            XCTAssertFalse(passes.isEmpty)
            for pass in passes {
                XCTAssertEqual(pass.first, "begin", "\(pass)")
                let rows = pass.filter { $0 == "measure" }.count
                XCTAssertEqual(pass.last, "end \(rows)", "\(pass)")
            }
            XCTAssertEqual(recorder.events.filter { $0 == "measure" }.count, 9)
        }
    }

    func testPendingWaitHoldsEveryPass() {
        MainActor.assumeIsolated {
            let list = FakeList([5])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            var calls = 0
            precache.measureRow = { _ in
                calls += 1
                return 20
            }
            var decelerating = true
            precache.pendingWait = { decelerating ? .decelerating : nil }
            precache.isEnabled = true
            MainLoop.spin(30)
            XCTAssertEqual(calls, 0)
            decelerating = false
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(calls, 5)
        }
    }

    func testTheListIsHeldWeakly() {
        MainActor.assumeIsolated {
            var list: FakeList? = FakeList([100])
            weak var weakList: FakeList?
            weakList = list
            let precache = makePrecache(list!)
            precache.measureRow = { _ in 20 }
            list = nil
            XCTAssertNil(weakList, "the precache does not keep the list alive")
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 0)
        }
    }

    /// A precache that ran, then went away with its table, takes its precacher and cache with it: no
    /// callback the precache gives its precacher holds the precacher (a cycle LeakSanitizer found).
    func testAPrecacheThatRanIsReleasedWithItsPrecacher() {
        MainActor.assumeIsolated {
            let list = FakeList([30])
            defer { withExtendedLifetime(list) {} }
            weak var weakPrecache: ListPrecache?
            weak var weakCache: IndexPathHeightCache?
            do {
                let precache = makePrecache(list)
                weakPrecache = precache
                weakCache = precache.heights.rows
                precache.measureRow = { _ in 20 }
                precache.onStateChange = { _ in }
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished })
                XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 30)
            }
            MainLoop.spin(5)
            XCTAssertNil(weakPrecache, "nothing keeps the precache alive")
            XCTAssertNil(weakCache, "the precacher, which holds the cache, went away with the precache")
        }
    }

    /// A list's precache goes away with its list (a table popped off the screen mid-run): no misuse,
    /// so no "released while precaching" report, which a precacher the app keeps itself gets.
    func testAPrecacheReleasedWithItsListWhileRunningReportsNothing() {
        MainActor.assumeIsolated {
            let list = FakeList([10_000])
            defer { withExtendedLifetime(list) {} }
            weak var weakPrecacher: Precacher?
            let diagnostics = collectDiagnostics {
                var precache: ListPrecache? = makePrecache(list)
                weakPrecacher = precache?.precacher
                precache?.measureRow = { _ in 20 }
                precache?.isEnabled = true
                MainLoop.run(until: { (precache?.heights.rows.statistics.cachedCount ?? 0) >= 5 })
                XCTAssertEqual(precache?.state, .running)
                precache = nil
            }
            XCTAssertNil(weakPrecacher, "the precacher went away with its list's precache")
            XCTAssertEqual(diagnostics, [])
        }
    }

    func testVisibleRowsAreMeasuredFirst() {
        MainActor.assumeIsolated {
            let list = FakeList([200])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            var order: [Int] = []
            precache.measureRow = {
                order.append($0[1])
                return 20
            }
            precache.listDidLayout(visible: [IndexPath(indexes: [0, 120])], offset: 0)  // ignored while off
            precache.isEnabled = true
            let visible = (150...156).map { IndexPath(indexes: [0, $0]) }.shuffled()
            precache.listDidLayout(visible: visible, offset: 0)
            precache.listDidLayout(visible: visible, offset: 5000)
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(Array(order.prefix(7)), Array(150...156))
            XCTAssertEqual(order.count, 200)
        }
    }

    func testTheVisibleRowsWhenPrecachingIsTurnedOnGoFirst() {
        MainActor.assumeIsolated {
            let list = FakeList([100])
            defer { withExtendedLifetime(list) {} }
            let precache = makePrecache(list)
            var order: [Int] = []
            precache.measureRow = {
                order.append($0[1])
                return 20
            }
            precache.visibleRows = { ((60...63).map { IndexPath(indexes: [0, $0]) }, 900) }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(Array(order.prefix(4)), Array(60...63))
        }
    }

    func testVisibleRowsTracker() {
        var tracker = VisibleRowsTracker()
        XCTAssertTrue(tracker.update(visible: [IndexPath(indexes: [0, 5]), IndexPath(indexes: [0, 2])], offset: 100))
        XCTAssertEqual(tracker.visibleRows, IndexPath(indexes: [0, 2])...IndexPath(indexes: [0, 5]))
        XCTAssertEqual(tracker.direction, .down)
        XCTAssertFalse(
            tracker.update(visible: [IndexPath(indexes: [0, 2]), IndexPath(indexes: [0, 5])], offset: 100.5))
        XCTAssertTrue(tracker.update(visible: [IndexPath(indexes: [0, 2]), IndexPath(indexes: [0, 5])], offset: 80))
        XCTAssertEqual(tracker.direction, .up)
        XCTAssertFalse(
            tracker.update(visible: [IndexPath(indexes: [0, 2]), IndexPath(indexes: [0, 5])], offset: .nan))
        XCTAssertTrue(tracker.update(visible: [IndexPath(indexes: [1]), IndexPath(indexes: [1, 0])], offset: 80))
        XCTAssertEqual(tracker.visibleRows, IndexPath(indexes: [1, 0])...IndexPath(indexes: [1, 0]))
        XCTAssertTrue(tracker.update(visible: [], offset: 80))
        XCTAssertNil(tracker.visibleRows)
        // Small steps add up: direction changes once the movement since the last change reaches 1 point.
        XCTAssertFalse(tracker.update(visible: [], offset: 80.6))
        XCTAssertTrue(tracker.update(visible: [], offset: 81.2))
        XCTAssertEqual(tracker.direction, .down)
    }
}

import CellHeight
import Foundation
import Precache
import XCTest

@testable import FeedKit

// These drive the main run loop, so they are XCTest cases: XCTest runs them on the main thread
// (Swift Testing would not). `MainActor.assumeIsolated` enters the main actor; the class and its
// methods are deliberately not @MainActor.
final class ScriptedSessionTests: XCTestCase {
    /// A short session: 300 rows, the standard script at a fifth of its durations, every row audited.
    static func shortConfiguration() -> SessionConfiguration {
        var configuration = SessionConfiguration()
        configuration.rowCount = 300
        configuration.seed = 7
        configuration.timeScale = 0.2
        configuration.auditLimit = nil
        configuration.finishTimeout = 60
        return configuration
    }

    /// `--frame-deadlines`: the display tells the precacher its next frame while it runs, and the
    /// whole script still ends fully cached with no stale height and nothing done while tracking.
    func testAShortSessionWithFrameDeadlinesKeepsTheInvariants() {
        MainActor.assumeIsolated {
            let table = FeedTable(entries: FeedGenerator.makeFeed(count: 50, seed: 3), seed: 3, width: 375)
            let display = DisplaySimulator(table: table, viewportHeight: 812)
            XCTAssertNil(display.nextFrameDeadline(after: SessionClock.now()), "no frame drawn yet")
            display.start()
            display.drawFrame()
            let now = SessionClock.now()
            let deadline = display.nextFrameDeadline(after: now)
            XCTAssertNotNil(deadline)
            XCTAssertGreaterThan(deadline ?? 0, now)
            XCTAssertLessThanOrEqual(deadline ?? .max, now + display.frameBudgetNanoseconds)
            display.stop()
            XCTAssertNil(display.nextFrameDeadline(after: SessionClock.now()), "a stopped display has no next frame")

            var configuration = Self.shortConfiguration()
            configuration.frameDeadlines = true
            let report = SessionReport.run(configuration)
            guard let with = report.result(.precache), let precache = with.precache else { return XCTFail("it ran") }
            XCTAssertTrue(precache.finished)
            XCTAssertEqual(precache.cachedRows, with.finalRowCount)
            XCTAssertEqual(precache.rowsWhileTracking, 0)
            XCTAssertEqual(with.audit.stale, 0, with.audit.examples.joined(separator: "\n"))
            XCTAssertTrue(report.text(build: "test").contains("time budget 4 ms per pass; frame deadlines)"))
        }
    }

    func testShortSessionKeepsTheReportsInvariants() {
        MainActor.assumeIsolated {
            let configuration = Self.shortConfiguration()
            var statuses: [SessionStatus] = []
            let report = SessionReport.run(configuration, onStatus: { statuses.append($0) })
            guard let with = report.result(.precache), let without = report.result(.onDemand),
                let precache = with.precache
            else { return XCTFail("both variants must run") }

            // Every row precached at the end, at the width the script changed to.
            XCTAssertTrue(precache.finished)
            XCTAssertEqual(with.finalWidth, 320)
            XCTAssertEqual(with.finalRowCount, 300 + 5 - 4 + 8 - 3, "the script's inserts and deletes")
            XCTAssertEqual(precache.cachedRows, with.finalRowCount)
            XCTAssertGreaterThan(precache.rowsPrecached, with.finalRowCount, "a width change starts a new run")

            // No precache work while tracking.
            XCTAssertEqual(precache.rowsWhileTracking, 0)
            XCTAssertEqual(precache.passesWhileTracking, 0)
            XCTAssertTrue(
                statuses.contains { $0.isTracking && $0.variant == .precache }, "progress seen while scrolling")
            XCTAssertTrue(statuses.contains { $0.isTracking && $0.stateText == "held (scrolling)" })

            // Each variant's last status says where it ended: with precache, every row cached.
            let last = statuses.last { $0.variant == .precache }
            XCTAssertEqual(last?.stepLabel, "done")
            XCTAssertEqual(last?.stateText, "finished")
            XCTAssertEqual(last?.cachedRows, with.finalRowCount)
            XCTAssertEqual(last?.rowCount, with.finalRowCount)
            XCTAssertEqual(statuses.last { $0.variant == .onDemand }?.stepLabel, "done")

            // No stale heights after the mutations and the width change: every row checked.
            XCTAssertEqual(with.audit.examined, with.finalRowCount)
            XCTAssertEqual(with.audit.checked, with.finalRowCount)
            XCTAssertEqual(with.audit.stale, 0, with.audit.examples.joined(separator: "\n"))
            XCTAssertEqual(without.audit.stale, 0, without.audit.examples.joined(separator: "\n"))
            XCTAssertGreaterThan(without.audit.checked, 0)

            // Frames over budget are measured for the same flings in both variants.
            let flingFrames = configuration.resolvedScript.flings.reduce(0) { $0 + $1.frames }
            XCTAssertEqual(with.flings, 5)
            XCTAssertEqual(without.flings, 5)
            XCTAssertEqual(with.flingFrames.frames, flingFrames)
            XCTAssertEqual(without.flingFrames.frames, flingFrames)
            XCTAssertLessThanOrEqual(with.flingFrames.framesOverBudget, with.flingFrames.frames)
            XCTAssertLessThanOrEqual(without.flingFrames.framesOverBudget, without.flingFrames.frames)
            XCTAssertEqual(with.flingFrames.budgetNanoseconds, UInt64(1e9 / 120))

            // The flings started on precached rows; without precache they measured on demand.
            XCTAssertEqual(precache.flingsStartedUncovered, 0)
            XCTAssertEqual(with.flingFrames.rowsMeasured, 0)
            XCTAssertEqual(with.flingFrames.hitRate, 1)
            XCTAssertGreaterThan(without.flingFrames.rowsMeasured, 0)
            XCTAssertLessThan(without.flingFrames.hitRate, 1)
            XCTAssertNil(without.precache)

            let text = report.text(build: "test")
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), SessionReport.maxColumns, String(line))
            }
            XCTAssertEqual(with.flingFrameTimes.map(\.count), configuration.resolvedScript.flings.map(\.frames))
            XCTAssertTrue(text.contains("frames over 8.33 ms"), text)
            XCTAssertTrue(text.contains("with precache"), text)
            XCTAssertTrue(text.contains("without precache"), text)
            XCTAssertTrue(text.contains("0 rows precached, 0 passes run in the tracking mode"), text)
            XCTAssertGreaterThan(report.measurements.count, 0)
        }
    }

    /// At a row cost over the frame budget (the phone-class profile), every fling frame that measures
    /// a row goes over budget without precache, and with precache no fling frame measures. Asserted
    /// through measurements, not timings: the added cost is a busy wait, so a frame that measured
    /// took at least that long, and a frame that measured nothing paid none of it.
    func testAtThePhoneClassCostMeasuringFramesGoOverBudgetAndPrecacheRemovesThem() {
        MainActor.assumeIsolated {
            var configuration = SessionConfiguration()
            configuration.rowCount = 60
            configuration.rowCost = .phoneClass
            configuration.auditLimit = nil
            configuration.script = SessionScript(steps: [
                .idle(seconds: 0.1), .fling(Fling(velocity: 20_000, frames: 24)), .finishPrecaching,
            ])
            var labels: [String] = []
            let report = SessionReport.run(configuration, onStatus: { labels.append($0.stepLabel) })
            guard let with = report.result(.precache)?.flingFrames, let without = report.result(.onDemand)?.flingFrames
            else { return XCTFail("both variants must run") }
            let added = SessionClock.nanoseconds(RowCostProfile.phoneClass.addedSeconds)
            XCTAssertGreaterThan(added, without.budgetNanoseconds, "the profile costs more than a frame")
            XCTAssertGreaterThanOrEqual(report.measurements.medianNanoseconds, added, "every measurement paid it")
            XCTAssertGreaterThan(without.framesMeasuring, 0)
            XCTAssertGreaterThanOrEqual(without.framesOverBudget, without.framesMeasuring)
            XCTAssertEqual(with.rowsMeasured, 0)
            XCTAssertEqual(with.framesMeasuring, 0)
            XCTAssertEqual(report.result(.precache)?.precache?.finished, true)
            XCTAssertTrue(
                labels.contains("end (nothing to precache)"), "the on-demand run has no precacher to wait for")
            XCTAssertEqual(labels.last, "done")
        }
    }

    func testAnAddedRowCostIsPaidByEveryMeasurementButNotByAudits() {
        MainActor.assumeIsolated {
            let table = FeedTable(entries: FeedGenerator.makeFeed(count: 4, seed: 2), seed: 2, width: 375)
            table.addedCostPerRow = 2_000_000
            for row in 0..<4 { _ = table.height(ofRow: row) }
            XCTAssertEqual(table.measurementDurations.count, 4)
            XCTAssertTrue(table.measurementDurations.allSatisfy { $0 >= 2_000_000 })
            _ = table.freshHeight(ofRow: 0)
            XCTAssertEqual(table.measurementDurations.count, 4, "fresh heights for audits are not measurements")
        }
    }

    func testThePrecacherDoesNothingWhileTheLoopTracks() {
        MainActor.assumeIsolated {
            MainRunLoop.prepare()
            let table = FeedTable(entries: FeedGenerator.makeFeed(count: 120, seed: 3), seed: 3, width: 375)
            let precacher = Precacher(heightCache: table.cache, dataSource: table)
            precacher.start()
            // Tracking: a timer in the common modes fires, the precacher's observer never does. The
            // loop tracks until the timer has fired 40 times, however long a loaded machine takes
            // (a fixed 0.3 s saw 37 ticks under load): the count, not the time, proves it ran.
            var ticks = 0
            let timer = FrameTimer()
            timer.start(interval: 0.002) { ticks += 1 }
            MainRunLoop.run(MainRunLoop.trackingMode, for: 30) { ticks >= 40 }
            timer.stop()
            XCTAssertGreaterThanOrEqual(ticks, 40, "the tracking mode ran")
            XCTAssertEqual(table.ledger.precacheRows, 0)
            XCTAssertEqual(precacher.state, .running)
            // Back in the default mode, it finishes.
            let finished = MainRunLoop.run(MainRunLoop.defaultMode, for: 30) { precacher.state == .finished }
            XCTAssertTrue(finished)
            XCTAssertEqual(table.ledger.precacheRows, 120)
            XCTAssertEqual(table.ledger.precacheRowsWhileTracking, 0)
            XCTAssertEqual(HeightAudit.run(on: table).stale, 0)
        }
    }

    func testDataChangesThroughTheTableKeepCachedHeightsRight() {
        MainActor.assumeIsolated {
            let table = FeedTable(entries: FeedGenerator.makeFeed(count: 60, seed: 11), seed: 11, width: 375)
            for row in 0..<60 { _ = table.height(ofRow: row) }
            XCTAssertEqual(table.ledger.onDemandRows, 60)
            table.insertNewEntries(count: 4, at: 10)
            table.deleteRows([0, 30, 30, 500, -1])
            XCTAssertEqual(table.rowCount, 62)
            XCTAssertEqual(table.cache.statistics.cachedCount, 58, "inserted rows have no height yet")
            XCTAssertEqual(HeightAudit.run(on: table).stale, 0)
            table.setWidth(320)
            XCTAssertEqual(table.cache.statistics.cachedCount, 0, "a new width is a new bucket")
            _ = table.height(ofRow: 5)
            table.setWidth(375)
            XCTAssertEqual(table.cache.statistics.cachedCount, 58, "the old bucket is kept")
            XCTAssertEqual(HeightAudit.run(on: table).stale, 0)
            table.reload()
            XCTAssertEqual(table.cache.statistics.cachedCount, 0)
            XCTAssertNil(try? table.precacheHeight(at: IndexPath(indexes: [0, 62])), "no such row: it throws")
        }
    }
}

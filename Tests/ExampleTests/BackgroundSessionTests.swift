import CellHeight
import Foundation
import XCTest

@testable import FeedKit
@testable import Precache

// Sessions drive the main run loop, so these are XCTest cases run on the main thread, entering the
// main actor with `MainActor.assumeIsolated` (see ScriptedSessionTests). No timing is asserted.
final class BackgroundSessionTests: XCTestCase {
    /// The short session of ScriptedSessionTests, with the given variants.
    private static func shortConfiguration(_ variants: [SessionVariant]) -> SessionConfiguration {
        var configuration = ScriptedSessionTests.shortConfiguration()
        configuration.variants = variants
        return configuration
    }

    func testTheSessionsPrecachersTakeTheConfiguredSettings() {
        MainActor.assumeIsolated {
            XCTAssertEqual(SessionConfiguration().precacher, .default)
            var configuration = SessionConfiguration()
            let feed = FeedGenerator.makeFeed(count: 10, seed: 1)
            let main = FeedSession(configuration: configuration, variant: .precache, entries: feed)
            XCTAssertEqual(main.precacher?.configuration, .default, "no batch cap by default")
            XCTAssertNotNil(main.precacher, "a precacher")
            XCTAssertNil(main.precacher?.measuring.background, "on the main thread")

            configuration.precacher.batchSize = 1
            configuration.precacher.timeSlice = 0.002
            configuration.workers = 3
            let background = FeedSession(configuration: configuration, variant: .background, entries: feed)
            XCTAssertEqual(background.precacher?.configuration.batchSize, 1)
            XCTAssertEqual(background.precacher?.configuration.timeSlice, 0.002)
            XCTAssertEqual(background.precacher?.measuring.background?.workers.count, 3)
            XCTAssertEqual(background.workers, 3)
            XCTAssertNil(FeedSession(configuration: configuration, variant: .onDemand, entries: feed).precacher)
        }
    }

    func testBatchSizeOneMeasuresOneRowPerPassAndTheDefaultCountsEveryRowInItsPasses() {
        MainActor.assumeIsolated {
            var configuration = SessionConfiguration()
            configuration.rowCount = 120
            configuration.variants = [.precache]
            configuration.auditLimit = nil
            configuration.script = SessionScript(steps: [.idle(seconds: 0.05), .finishPrecaching])
            for batchSize in [1, nil] {
                configuration.precacher.batchSize = batchSize
                let report = SessionReport.run(configuration)
                guard let precache = report.result(.precache)?.precache else { return XCTFail("it ran") }
                XCTAssertTrue(precache.finished)
                XCTAssertEqual(precache.rowsInPasses, precache.rowsPrecached, "every measured row is in a pass")
                XCTAssertGreaterThanOrEqual(precache.maxRowsInPass, 1)
                XCTAssertLessThanOrEqual(precache.passesWithRows, precache.rowsPrecached)
                XCTAssertNotNil(precache.firstFullyCachedSeconds)
                XCTAssertNil(precache.recachedAfterWidthChangeSeconds, "this script has no width change")
                XCTAssertNil(precache.workers)
                if batchSize == 1 {
                    XCTAssertEqual(precache.maxRowsInPass, 1)
                    XCTAssertEqual(precache.passesWithRows, precache.rowsPrecached)
                    XCTAssertTrue(report.text(build: "test").contains("batch size 1, time budget 4 ms per pass)"))
                } else {
                    XCTAssertTrue(report.text(build: "test").contains("(time slice 0.5 ms, no batch cap, time budget"))
                }
            }
        }
    }

    /// The whole script (flings, inserts, deletes, a width change) with the background precacher:
    /// every row cached at the end, none stale, nothing written while tracking, and no row measured
    /// on the main thread by the precacher.
    func testABackgroundSessionCachesEveryRowWithoutStaleHeightsAndWritesNothingWhileTracking() {
        MainActor.assumeIsolated {
            var configuration = Self.shortConfiguration([.background])
            configuration.workers = 2
            let session = FeedSession(configuration: configuration, variant: .background)
            let result = session.run()
            guard let precache = result.precache, let workers = precache.workers else {
                return XCTFail("the background variant reports its precacher and workers")
            }
            XCTAssertTrue(precache.finished)
            XCTAssertEqual(result.finalWidth, 320)
            XCTAssertEqual(result.finalRowCount, 300 + 5 - 4 + 8 - 3)
            XCTAssertEqual(precache.cachedRows, result.finalRowCount)
            XCTAssertGreaterThan(precache.rowsPrecached, result.finalRowCount, "a width change starts a new run")

            // Measured on workers only: the table's main-thread path never ran for the precacher.
            XCTAssertEqual(session.table.ledger.precacheRows, 0)
            XCTAssertEqual(workers.count, 2)
            XCTAssertGreaterThanOrEqual(workers.measurements.count, precache.rowsPrecached, "dropped ones too")
            XCTAssertEqual(precache.rowsInPasses, precache.rowsPrecached)

            // Written in default-mode passes only.
            XCTAssertEqual(precache.rowsWhileTracking, 0)
            XCTAssertEqual(precache.passesWhileTracking, 0)

            // No stale height after the inserts, deletes and width change: every row checked.
            XCTAssertEqual(result.audit.examined, result.finalRowCount)
            XCTAssertEqual(result.audit.checked, result.finalRowCount)
            XCTAssertEqual(result.audit.stale, 0, result.audit.examples.joined(separator: "\n"))

            // The flings found their rows cached, as with the main-thread precacher.
            XCTAssertEqual(precache.flingsStartedUncovered, 0)
            XCTAssertEqual(result.flingFrames.rowsMeasured, 0)
            XCTAssertEqual(result.flings, 5)
            XCTAssertNotNil(precache.firstFullyCachedSeconds)
            XCTAssertNotNil(precache.recachedAfterWidthChangeSeconds)
        }
    }

    /// Both precachers in one run, as `--background` runs them: the report compares them.
    func testOneRunComparesTheMainThreadAndTheBackgroundPrecacher() {
        MainActor.assumeIsolated {
            var configuration = Self.shortConfiguration([.precache, .background])
            configuration.workers = 1
            var variantsSeen: [SessionVariant] = []
            let report = SessionReport.run(
                configuration,
                onStatus: { status in
                    if variantsSeen.last != status.variant { variantsSeen.append(status.variant) }
                })
            XCTAssertEqual(variantsSeen, [.precache, .background])
            guard let main = report.result(.precache), let background = report.result(.background) else {
                return XCTFail("both variants ran")
            }
            for result in [main, background] {
                XCTAssertEqual(result.precache?.finished, true)
                XCTAssertEqual(result.audit.stale, 0, result.audit.examples.joined(separator: "\n"))
                XCTAssertEqual(result.finalRowCount, main.finalRowCount, "the same script")
                XCTAssertEqual(result.flingFrames.frames, main.flingFrames.frames, "the same flings")
            }
            XCTAssertNil(main.precache?.workers)
            XCTAssertEqual(background.precache?.workers?.count, 1)

            let text = report.text(build: "test")
            XCTAssertTrue(text.contains("\nWith precache on the main thread (time slice 0.5 ms, no batch cap"), text)
            XCTAssertTrue(text.contains("\nWith background precache (1 worker; time slice 0.5 ms"), text)
            XCTAssertTrue(text.contains("\nMain thread or background workers: the same feed and script"), text)
            XCTAssertTrue(text.contains("background (1 worker)"), text)
            XCTAssertTrue(text.contains("Reading: precaching took "), text)
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), SessionReport.maxColumns, String(line))
                XCTAssertFalse(line.hasSuffix(" "), String(line))
            }
        }
    }
}

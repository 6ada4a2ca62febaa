import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Measuring off the main thread, on the real main run loop: results are written only in idle
/// passes of the default mode, stale results are dropped, and cancelling stops the work.
final class PrecacherBackgroundTests: XCTestCase {
    /// A test table's height of content `id` at `width`, computable on any thread (as
    /// `TestTable.height(of:width:)`).
    static func height(of id: Int, width: CGFloat) -> CGFloat { CGFloat(20 + id % 61) + 0.5 + width / 1024 }

    /// Counts background measurements and where they ran. Thread-safe.
    final class Workload: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var onMain = 0
        private var running = 0
        private var mostRunning = 0
        let spin: TimeInterval
        init(spin: TimeInterval = 0) { self.spin = spin }
        var measured: Int { lock.withLock { count } }
        var measuredOnMainThread: Int { lock.withLock { onMain } }
        /// The most measurements that were running at one moment.
        var mostAtOnce: Int { lock.withLock { mostRunning } }
        func measure(_ id: Int, _ context: LayoutContext) -> CGFloat {
            lock.withLock {
                count += 1
                if Thread.isMainThread { onMain += 1 }
                running += 1
                mostRunning = max(mostRunning, running)
            }
            defer { lock.withLock { running -= 1 } }
            if spin > 0 {  // work that takes a while, without sleeping
                let end = Date().addingTimeInterval(spin)
                while Date() < end {}
            }
            return PrecacherBackgroundTests.height(of: id, width: context.width)
        }
    }

    @MainActor
    private static func background(_ h: Harness, _ workload: Workload, workers: Int = 2) {
        let table = h.table
        h.precacher.configuration.batchSize = nil
        h.precacher.measuring = .inBackground(
            workers: workers,
            model: { [weak table] indexPath in table?.sections[indexPath[0]][indexPath[1]] },
            height: { id, context in workload.measure(id, context) })
    }

    func testEveryRowIsMeasuredOffTheMainThread() {
        MainActor.assumeIsolated {
            let h = Harness([300, 0, 200])
            let workload = Workload()
            Self.background(h, workload)
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertEqual(h.table.measured.count, 0, "the data source measured nothing")
            XCTAssertEqual(workload.measured, 500)
            XCTAssertEqual(workload.measuredOnMainThread, 0)
            XCTAssertEqual(h.completions, 1)
            XCTAssertEqual(h.precacher.progress.completedCount, 500)
        }
    }

    /// `workers` bounds how many rows are measured at once, although two jobs per worker are in
    /// flight (one worker measured two rows at once when the jobs shared a concurrent queue).
    func testNoMoreRowsAreMeasuredAtOnceThanThereAreWorkers() {
        MainActor.assumeIsolated {
            for workers in [1, 2] {
                let h = Harness([120])
                let workload = Workload(spin: 0.000_2)
                Self.background(h, workload, workers: workers)
                h.precacher.start()
                h.runToCompletion()
                XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
                XCTAssertEqual(workload.measured, 120)
                XCTAssertLessThanOrEqual(workload.mostAtOnce, workers, "\(workers) worker(s)")
            }
        }
    }

    func testNothingIsWrittenWhileScrolling() {
        MainActor.assumeIsolated {
            let h = Harness([5_000])
            let workload = Workload(spin: 0.0002)
            Self.background(h, workload)
            h.precacher.start()
            MainLoop.run(until: { h.cache.statistics.cachedCount >= 10 })
            // Scroll until results wait in the mailbox: they must not be written while scrolling.
            MainLoop.scroll(for: 0.001)
            let cached = h.cache.statistics.cachedCount
            let end = Date().addingTimeInterval(10)
            while h.precacher.mailbox.isEmpty, Date() < end { MainLoop.scroll(for: 0.005) }
            XCTAssertFalse(h.precacher.mailbox.isEmpty, "the workers finished rows while scrolling")
            MainLoop.scroll(for: 0.05)
            XCTAssertEqual(h.cache.statistics.cachedCount, cached, "no height written in the tracking mode")
            MainLoop.run(until: { h.cache.statistics.cachedCount > cached })
            h.precacher.cancel()
        }
    }

    func testNoWorkStartsAfterCancel() {
        MainActor.assumeIsolated {
            let h = Harness([100_000])
            let workload = Workload(spin: 0.0005)
            Self.background(h, workload, workers: 2)
            h.precacher.start()
            MainLoop.run(until: { workload.measured >= 10 })
            h.precacher.cancel()
            let atCancel = workload.measured
            let cached = h.cache.statistics.cachedCount
            MainLoop.spin(50)
            XCTAssertLessThanOrEqual(workload.measured, atCancel + 4, "at most the jobs already in flight")
            MainLoop.spin(50)
            XCTAssertEqual(h.cache.statistics.cachedCount, cached, "nothing written after cancel")
            XCTAssertFalse(h.precacher.hasObserver)
        }
    }

    func testStaleResultsAreNeverWrittenWhateverChangesWhileTheyAreInFlight() {
        let seed = testSeed("PrecacherBackgroundTests")
        MainActor.assumeIsolated {
            var maker = RandomUpdateMaker(random: SeededGenerator(seed: seed))
            for run in 0..<12 {
                let h = Harness((0..<maker.int(1..<4)).map { _ in maker.int(0..<120) })
                let workload = Workload(spin: 0.00005)
                Self.background(h, workload, workers: maker.int(1..<4))
                _ = collectDiagnostics { h.precacher.start() }
                for step in 0..<40 {
                    let context = "run \(run) step \(step) (seed \(seed))"
                    switch maker.int(0..<10) {
                    case 0..<4:
                        MainLoop.spin(maker.int(1..<4))
                    case 4..<7:
                        var model = ReferenceModel(sections: h.table.sections, fresh: { h.table.newID() })
                        let (update, inserted) = maker.makeUpdate(rowCounts: h.table.sections.map(\.count))
                        model.apply(update, insertedSectionRows: inserted)
                        h.table.sections = model.sections
                        h.cache.performUpdates(update)
                    case 7:
                        h.table.width = h.table.width == 320 ? 414 : 320
                        h.cache.layoutContext = LayoutContext(width: h.table.width)
                    case 8:
                        h.precacher.cancel()
                        h.precacher.start()
                    default:
                        h.table.sections = h.table.sections.map { $0.map { _ in h.table.newID() } }
                        h.cache.invalidateAll()
                    }
                    XCTAssertEqual(h.table.mismatches(in: h.cache), [], context)
                    if !h.table.mismatches(in: h.cache).isEmpty { return }
                }
                _ = collectDiagnostics { h.runToCompletion() }
                XCTAssertEqual(h.table.mismatches(in: h.cache), [], "run \(run) (seed \(seed))")
                XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0, "run \(run) (seed \(seed))")
            }
        }
    }

    func testTheDataSourceGoingAwayStopsTheWorkers() {
        MainActor.assumeIsolated {
            let cache = IndexPathHeightCache()
            var table: TestTable? = TestTable([50_000])
            let precacher = Precacher(heightCache: cache, dataSource: table!)
            let workload = Workload(spin: 0.0002)
            precacher.measuring = .inBackground(
                workers: 2,
                model: { [weak table] indexPath in table?.sections[indexPath[0]][indexPath[1]] },
                height: { id, context in workload.measure(id, context) })
            precacher.start()
            MainLoop.run(until: { workload.measured >= 5 })
            let messages = collectDiagnostics {
                table = nil
                MainLoop.run(until: { precacher.state == .idle })
            }
            let stopped = workload.measured
            MainLoop.spin(30)
            XCTAssertLessThanOrEqual(workload.measured, stopped + 4)
            XCTAssertFalse(precacher.hasObserver)
            XCTAssertTrue(messages.contains { $0.message.contains("went away") })
        }
    }

    func testBadBackgroundResultsAreCountedAsFailures() {
        MainActor.assumeIsolated {
            // The harness goes away inside the capture: its cache sums up what it refused then.
            let messages = collectDiagnostics {
                let h = Harness([40])
                h.precacher.measuring = .inBackground(
                    workers: 2,
                    model: { indexPath in indexPath[1] % 10 == 3 ? nil : indexPath[1] },
                    height: { row, _ in row % 10 == 7 ? .nan : CGFloat(20 + row) })
                h.precacher.start()
                h.runToCompletion()
                XCTAssertEqual(h.precacher.progress.failedCount, 8)
                XCTAssertEqual(h.precacher.progress.completedCount, 32)
                XCTAssertFalse(h.cache.containsHeight(at: IndexPath(indexes: [0, 7])))
            }
            let refused = messages.filter { $0.kind == .invalidHeight }.map(\.message)
            XCTAssertEqual(refused.count, 2, "4 NaN heights: the first reported, then one summary: \(refused)")
            XCTAssertTrue(refused.last?.contains("refused 4 heights in all") == true, "\(refused)")
        }
    }

    func testSwitchingBackToTheMainThreadDropsTheJobsInFlight() {
        MainActor.assumeIsolated {
            let h = Harness([2_000])
            let workload = Workload(spin: 0.0002)
            Self.background(h, workload)
            h.precacher.start()
            MainLoop.run(until: { h.cache.statistics.cachedCount >= 5 })
            h.precacher.measuring = .onMainThread
            XCTAssertNil(h.precacher.measuring.background)
            h.runToCompletion()
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
            XCTAssertEqual(h.table.mismatches(in: h.cache), [])
            XCTAssertGreaterThan(h.table.measured.count, 1_000, "the rest was measured on the main thread")
        }
    }
}

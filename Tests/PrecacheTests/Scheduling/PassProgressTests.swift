import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// What a pass reports: progress after a pass that handled rows, only then, and a data source's
/// bad counts once per run.
final class PassProgressTests: XCTestCase {
    /// A pass that measures no row (it skipped its limit of cached rows and yields) reports no
    /// progress: every report has news.
    func testAPassThatMeasuresNoRowReportsNoProgress() {
        MainActor.assumeIsolated {
            let h = Harness([100], batchSize: 100)
            for row in 0..<50 { _ = h.cache.setHeight(44, at: IndexPath(indexes: [0, row])) }
            h.precacher.skipLimit = 10
            h.precacher.start()
            h.runToCompletion()
            XCTAssertTrue(h.rowsPerPass.contains(0), "passes that only skipped cached rows")
            XCTAssertEqual(h.table.measured.count, 50)
            for (previous, next) in zip(h.reports, h.reports.dropFirst()) {
                XCTAssertNotEqual(previous, next, "a report without news")
            }
        }
    }

    /// A data source released by the measurement of a pass's first row stops the run at once, and
    /// that row, measured, is reported first: the last progress counts it.
    func testARowMeasuredAsTheDataSourceWentAwayIsReported() {
        MainActor.assumeIsolated {
            var table: TestTable? = TestTable([100])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table!)
            precacher.configuration.batchSize = 50
            table?.hook = { _ in
                table = nil
                return nil
            }
            var reports: [PrecacheProgress] = []
            precacher.onProgress = { reports.append($0) }
            let messages = collectDiagnostics {
                precacher.start()
                MainLoop.run(until: { precacher.state == .idle })
            }
            XCTAssertEqual(reports.map(\.completedCount), [1])
            XCTAssertTrue(messages.contains { $0.message.contains("went away") })
        }
    }

    /// A data source that goes away before a pass measured anything (here from the state callback
    /// of the run that a lost height began) stops the run with its message and no progress report.
    func testADataSourceGoneBeforeAPassMeasuredAnythingGetsNoProgressReport() {
        MainActor.assumeIsolated {
            var table: TestTable? = TestTable([5])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table!)
            precacher.configuration.batchSize = 5
            precacher.start()
            MainLoop.run(until: { precacher.state == .finished && !precacher.hasObserver })
            var reports: [PrecacheProgress] = []
            precacher.onProgress = { reports.append($0) }
            precacher.onStateChange = { if $0 == .running { table = nil } }
            cache.invalidateHeight(at: IndexPath(indexes: [0, 2]))
            let messages = collectDiagnostics { MainLoop.run(until: { precacher.state == .idle }) }
            XCTAssertNil(table)
            XCTAssertEqual(reports, [], "nothing was measured")
            XCTAssertTrue(messages.contains { $0.message.contains("went away") })
        }
    }

    /// A data source's bad counts are reported once per run, however often the run plans again (a
    /// list that scrolls plans again at every pass).
    func testBadCountsAreReportedOncePerRun() {
        MainActor.assumeIsolated {
            let table = CountsTable(sections: 2, rows: { $0 == 0 ? 10 : -3 })
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table)
            precacher.configuration.batchSize = 1
            precacher.onProgress = { [unowned precacher] _ in precacher.setVisibleRows(nil, direction: .down) }
            let messages = collectDiagnostics {
                precacher.start()
                MainLoop.run(until: { precacher.state == .finished })
            }
            XCTAssertEqual(table.measured, 10)
            XCTAssertEqual(messages.filter { $0.message.contains("negative count") }.count, 1, "\(messages)")
        }
    }
}

extension PassProgressTests {
    /// Each progress report names the row measured last.
    func testEachReportNamesTheRowMeasuredLast() {
        MainActor.assumeIsolated {
            let h = Harness([5])  // one row a pass
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.reports.map(\.lastIndexPath), h.table.measured.map { Optional($0) })
        }
    }
}

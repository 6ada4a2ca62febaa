import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// The API without surprises (issue 23): each test fails on the behaviour a new user tripped over.
final class PrecacherAPITests: XCTestCase {
    /// A precacher in a local variable goes away at once: debug builds say so, once.
    func testAPrecacherReleasedWhileRunningIsReportedOnce() {
        MainActor.assumeIsolated {
            let table = TestTable([50])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            weak var released: Precacher?
            let messages = collectDiagnostics {
                do {
                    let precacher = Precacher(heightCache: cache, dataSource: table)
                    released = precacher
                    precacher.start()
                }
                MainLoop.spin(10)
            }
            XCTAssertNil(released)
            let reports = messages.filter { $0.message.contains("released while precaching without cancel()") }
            #if DEBUG
                XCTAssertEqual(reports.count, 1, "\(messages)")
                XCTAssertTrue(reports.allSatisfy { $0.kind == .misuse && $0.message.contains("strong reference") })
            #else
                XCTAssertEqual(reports.count, 0)
            #endif

            // Cancelled, finished or never started: nothing to report.
            let quiet = collectDiagnostics {
                let cancelled = Precacher(heightCache: cache, dataSource: table)
                cancelled.start()
                cancelled.cancel()
                _ = Precacher(heightCache: cache, dataSource: table)
            }
            XCTAssertEqual(quiet, [])
        }
    }

    /// `KeyedHeightCache()` needs no type annotation, and a cache of any `Hashable` key is accepted
    /// where a keyed cache is.
    func testKeyedCachesOfAnyKeyTypeWork() {
        MainActor.assumeIsolated {
            let anyKeys = KeyedHeightCache()
            XCTAssertTrue(type(of: anyKeys) == KeyedHeightCache<AnyHashable>.self)
            anyKeys.setHeight(30, for: AnyHashable("a"))
            XCTAssertEqual(anyKeys.height(for: AnyHashable("a")), 30)

            let h = Harness([40], batchSize: 8)
            let byID = KeyedHeightCache<Int>()
            byID.layoutContext = h.cache.layoutContext
            let table = h.table
            h.precacher.storage = .byKey(in: byID) { [weak table] indexPath in
                table?.sections[indexPath[0]][indexPath[1]]
            }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(byID.cachedCount, 40)
            for id in h.table.sections[0] { XCTAssertEqual(byID.height(for: id), TestTable.height(of: id)) }
        }
    }

    /// A measurer that returns negative heights for every row makes one message when it starts,
    /// one summary with the count when the run finishes and one when the cache goes away, not one
    /// per row.
    func testRepeatedRefusalsAreReportedOnceWithASummary() {
        MainActor.assumeIsolated {
            let rows = 2_500
            let table = TestTable([rows])
            table.hook = { _ in -1 }
            var cache: IndexPathHeightCache? = IndexPathHeightCache()
            cache!.layoutContext = LayoutContext(width: 320)
            var precacher = Precacher(heightCache: cache!, dataSource: table)
            precacher.configuration.batchSize = 100
            let duringRun = collectDiagnostics {
                precacher.start()
                MainLoop.run(until: { precacher.state == .finished })
            }
            XCTAssertEqual(precacher.progress.failedCount, rows)
            let refused = duringRun.filter { $0.kind == .invalidHeight }
            XCTAssertEqual(refused.count, 1, "one message for \(rows) refused heights, not one per row")
            XCTAssertTrue(refused.first?.message.contains("counted") ?? false)
            let runSummary = duringRun.filter { $0.kind == .measurementFailed }
            XCTAssertEqual(runSummary.count, 1)
            XCTAssertTrue(runSummary.first?.message.contains("\(rows) of \(rows) rows") ?? false, "\(runSummary)")

            weak var released: IndexPathHeightCache?

            released = cache
            let atEnd = collectDiagnostics {
                precacher.cancel()
                precacher = Precacher(heightCache: IndexPathHeightCache(), dataSource: table)  // lets go of the cache
                cache = nil
            }
            XCTAssertNil(released)
            XCTAssertEqual(atEnd.count, 1, "\(atEnd)")
            XCTAssertTrue(
                atEnd.first?.message.contains("refused \(rows) heights in all (negative)") ?? false, "\(atEnd)")
        }
    }

    /// The same rule for a keyed cache, per cache and per reason.
    func testAKeyedCacheReportsEachReasonOnceAndCountsWhenItGoesAway() {
        let messages = MainActor.assumeIsolated {
            collectDiagnostics {
                let keyed = KeyedHeightCache<Int>()
                for key in 0..<30 { keyed.setHeight(key % 2 == 0 ? -1 : .nan, for: key) }
                let other = KeyedHeightCache<Int>()
                other.setHeight(-1, for: 0)
            }
        }
        let firsts = messages.filter { $0.message.hasPrefix("refused height") }
        XCTAssertEqual(firsts.map { $0.message.contains("negative") }, [true, false, true], "\(messages)")
        let summaries = messages.filter { $0.message.contains("heights in all") }
        XCTAssertEqual(summaries.count, 2, "one per reason refused more than once: \(summaries)")
        XCTAssertTrue(summaries.contains { $0.message.contains("refused 15 heights in all (negative)") })
        XCTAssertTrue(summaries.contains { $0.message.contains("refused 15 heights in all (NaN)") })
    }

    /// The final progress arrives first, then the state, then the completion.
    func testTheFinalProgressComesBeforeTheStateAndTheCompletion() {
        MainActor.assumeIsolated {
            let h = Harness([12], batchSize: 4)
            var calls: [String] = []
            h.precacher.onProgress = { calls.append("progress \($0.isFinished ? "finished" : "\($0.completedCount)")") }
            h.precacher.onStateChange = { calls.append("state \($0)") }
            h.precacher.onCompletion = { calls.append("completion \($0.completedCount)") }
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(calls.first, "state running")
            XCTAssertEqual(
                Array(calls.suffix(3)), ["progress finished", "state finished", "completion 12"], "\(calls)")
        }
    }

    /// `totalCount` counts the run's work: rows handled in this run (even if deleted since) plus rows
    /// still to do. A deleted row that was still to do leaves it; a deleted row that was handled
    /// stays counted, as `completedCount` never goes back.
    func testTotalAfterDeletingAMeasuredAndAnUnmeasuredRow() {
        MainActor.assumeIsolated {
            let h = Harness([10], batchSize: 1)
            h.precacher.setVisibleRows(IndexPath(indexes: [0, 0])...IndexPath(indexes: [0, 0]), direction: .down)
            h.precacher.start()
            MainLoop.run(until: { h.precacher.progress.completedCount == 5 })
            XCTAssertEqual(h.precacher.progress.totalCount, 10)
            let measured = Set(h.table.measured.map { $0[1] })
            guard let done = measured.min(), let toDo = (0..<10).first(where: { !measured.contains($0) }) else {
                return XCTFail("expected 5 measured rows, got \(measured)")
            }
            // Delete the higher index first so that the lower one still names the same row.
            for row in [done, toDo].sorted(by: >) { h.table.sections[0].remove(at: row) }
            var update = TableUpdate()
            update.deleteRows(at: [IndexPath(indexes: [0, done]), IndexPath(indexes: [0, toDo])])
            h.cache.performUpdates(update)
            h.runToCompletion()

            let final = h.precacher.progress
            XCTAssertEqual(final.completedCount, 9, "5 before the deletions (one of them deleted since) and 4 after")
            XCTAssertEqual(final.totalCount, 9, "10 rows, less the deleted row that was still to do")
            XCTAssertEqual(final.totalCount, final.completedCount + final.failedCount)
            XCTAssertTrue(
                h.reports.allSatisfy { $0.totalCount <= 10 && $0.totalCount >= 9 }, "\(h.reports.map(\.totalCount))")
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    /// A row that failed stays counted once through a data change: it is not measured again, so
    /// `failedCount` and `totalCount` do not count it twice (they did: 20 + 2 of 22 for a table of 21 rows).
    func testAFailedRowIsCountedOnceThroughADataChange() {
        MainActor.assumeIsolated {
            let h = Harness([20], batchSize: 1)
            let table = h.table
            let bad = table.sections[0][2]
            var attempts = 0
            table.hook = { [unowned table] indexPath in
                guard table.sections[indexPath[0]][indexPath[1]] == bad else { return nil }
                attempts += 1
                throw PrecacherLifecycleTests.MeasureError()
            }
            let diagnostics = collectDiagnostics {
                h.precacher.start()
                MainLoop.run(until: { h.precacher.progress.failedCount == 1 })
                table.sections[0].insert(table.newID(), at: 0)  // the failed row moves down by one
                var update = TableUpdate()
                update.insertRows(at: [IndexPath(indexes: [0, 0])])
                h.cache.performUpdates(update)
                h.runToCompletion()
            }
            XCTAssertEqual(diagnostics.map(\.kind), [.measurementFailed], "the throw, reported once: \(diagnostics)")

            let final = h.precacher.progress
            XCTAssertEqual(final.failedCount, 1)
            XCTAssertEqual(final.completedCount, 20)
            XCTAssertEqual(final.totalCount, 21, "the table's 21 rows, each handled once")
            XCTAssertEqual(attempts, 1, "not measured again in the same run")
            XCTAssertFalse(h.cache.containsHeight(at: IndexPath(indexes: [0, 3])))
        }
    }

    /// Where a failed row goes through an update, against the reference model of UIKit's batch
    /// rules on random updates (content ids as rows: a row is where its id is afterwards).
    func testFailedRowsFollowRandomUpdatesLikeTheReferenceModel() {
        let seed = testSeed("failed rows through updates")
        var maker = RandomUpdateMaker(random: SeededGenerator(seed: seed))
        for round in 0..<500 {
            var next = 0
            let counts = (0..<maker.int(1..<5)).map { _ in maker.int(0..<8) }
            let sections = counts.map { count in
                (0..<count).map { _ in
                    next += 1
                    return next
                }
            }
            var model = ReferenceModel(sections: sections) {
                next += 1
                return next
            }
            let (update, fresh) = maker.makeUpdate(rowCounts: counts)
            model.apply(update, insertedSectionRows: fresh)
            for (section, ids) in sections.enumerated() {
                for (row, id) in ids.enumerated() {
                    let expected = model.sections.enumerated().lazy.compactMap { newSection, newIDs in
                        newIDs.firstIndex(of: id).map { IndexPath(indexes: [newSection, $0]) }
                    }.first
                    let got = update.destination(of: IndexPath(indexes: [section, row]))
                    XCTAssertEqual(got, expected, "round \(round), [\(section), \(row)], seed \(seed): \(update)")
                    if got != expected { return }
                }
            }
        }
    }

    /// Bad index paths given to an index-path cache: once per cause and cache, then a count.
    func testBadIndexPathsAreReportedOncePerCauseWithACount() {
        let messages = MainActor.assumeIsolated {
            collectDiagnostics {
                let cache = IndexPathHeightCache()
                for row in 0..<20 { cache.setHeight(10, at: IndexPath(indexes: [0, -1 - row])) }
                cache.setHeight(10, at: IndexPath(indexes: [0, 1, 2]))
            }
        }
        XCTAssertEqual(messages.filter { $0.message.hasPrefix("refused a height for index path") }.count, 2)
        let summaries = messages.filter { $0.message.contains("index paths in all") }
        XCTAssertEqual(summaries.count, 1, "only the cause that repeated: \(messages)")
        XCTAssertTrue(summaries.first?.message.contains("20 index paths in all (negative index)") ?? false)
    }
}

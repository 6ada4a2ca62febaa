import CellHeight
import CoreFoundation
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Random interleavings of everything that can happen to a precacher while the main run loop runs:
/// data changes of every kind (batches included), scrolling, width changes, pause/resume/cancel,
/// restarts and the table going away. Throughout, every cached height must be the height of the
/// content now at its row, at the current width. `CELLHEIGHT_SEED` replays a run;
/// `CELLHEIGHT_CHURN_RUNS` sets how many runs (default 40).
final class PrecacherChurnTests: XCTestCase {
    static let runs = ProcessInfo.processInfo.environment["CELLHEIGHT_CHURN_RUNS"].flatMap { Int($0) } ?? 40

    func testRandomChurnNeverLeavesAStaleHeight() {
        let seed = testSeed("PrecacherChurnTests")
        MainActor.assumeIsolated {
            var maker = RandomUpdateMaker(random: SeededGenerator(seed: seed))
            for run in 0..<Self.runs where !Self.churn(run: run, maker: &maker) {
                print("churn: failed in run \(run) (seed \(seed))")
                return
            }
        }
    }

    /// One random run; returns `false` if an invariant broke.
    @MainActor
    private static func churn(run: Int, maker: inout RandomUpdateMaker) -> Bool {
        var ok = true
        let shape = (0..<maker.int(1..<4)).map { _ in maker.int(0..<60) }
        var table: TestTable? = TestTable(shape)
        let cache = IndexPathHeightCache()
        cache.layoutContext = LayoutContext(width: 320)
        let precacher = Precacher(cache: cache, dataSource: table!)
        precacher.batchSize = maker.int(1..<6)
        precacher.setVisibleRows(nil, direction: .down)
        _ = collectDiagnostics { precacher.start() }
        var cancelled = false
        for step in 0..<maker.int(20..<60) {
            guard let live = table else { break }
            let context = "run \(run) step \(step)"
            switch maker.int(0..<20) {
            case 0..<6:  // Idle time.
                MainLoop.spin(maker.int(1..<8))
            case 6..<8:  // A scroll: nothing may be measured in the tracking mode.
                let before = live.measured.count
                MainLoop.scroll(for: 0.002)
                XCTAssertEqual(live.measured.count, before, "\(context): measured while tracking")
                ok = ok && live.measured.count == before
            case 8..<14:  // A data change, through the cache.
                var model = ReferenceModel(sections: live.sections, fresh: { live.newID() })
                let (update, inserted) = maker.makeUpdate(rowCounts: live.sections.map(\.count))
                model.apply(update, insertedSectionRows: inserted)
                live.sections = model.sections
                cache.performUpdates(update)
            case 14:  // A width change: a new layout bucket.
                live.width = live.width == 320 ? 414 : 320
                cache.layoutContext = LayoutContext(width: live.width)
            case 15:  // Reload.
                live.sections = live.sections.map { $0.map { _ in live.newID() } }
                cache.invalidateAll()
            case 16:
                precacher.pause()
                MainLoop.spin(3)
                precacher.resume()
            case 17:
                precacher.cancel()
                cancelled = true
                if maker.chance(0.7) {
                    precacher.start()
                    cancelled = false
                }
            case 18:
                let rows = live.sections.indices.filter { !live.sections[$0].isEmpty }
                if let s = rows.randomElement(using: &maker.random) {
                    let r = maker.int(0..<live.sections[s].count)
                    precacher.setVisibleRows(
                        IndexPath(s, r)...IndexPath(s, r), direction: maker.chance(0.5) ? .down : .up)
                }
            default:  // The table goes away (rarely): the precacher must stop by itself.
                if maker.chance(0.2) { table = nil }
            }
            if let live = table {
                let mismatches = live.mismatches(in: cache)
                XCTAssertEqual(mismatches, [], context)
                if !mismatches.isEmpty { return false }
            }
        }
        guard let live = table else {
            _ = collectDiagnostics {
                MainLoop.run(until: {
                    precacher.state == .idle || (precacher.state == .finished && !precacher.hasObserver)
                })
            }
            XCTAssertFalse(precacher.hasObserver, "run \(run): observer left behind")
            return ok && !precacher.hasObserver
        }
        if cancelled || precacher.state == .idle { precacher.start() }
        MainLoop.run(until: { precacher.state == .finished && !precacher.hasObserver })
        XCTAssertEqual(live.mismatches(in: cache), [], "run \(run) end")
        XCTAssertEqual(live.uncachedCount(in: cache), 0, "run \(run): every row is cached at the end")
        XCTAssertFalse(precacher.hasObserver)
        return ok && live.mismatches(in: cache).isEmpty && live.uncachedCount(in: cache) == 0 && !precacher.hasObserver
    }
}

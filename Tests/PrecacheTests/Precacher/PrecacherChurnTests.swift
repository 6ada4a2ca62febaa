import CellHeight
import CoreFoundation
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Random interleavings of everything that can happen to a precacher while the main run loop runs,
/// with data changes delivered as UIKit delivers them (``UIKitOrderTable``: the hooks run before
/// UIKit's counts change): batches (nested too), single calls and reloads, while idle and while
/// scrolling (made in the tracking mode too); width changes; pause, resume, cancel and restart;
/// batch size and budget changes; `waitsWhile`; host writes as `heightForRowAt` makes them;
/// measurers that throw, return NaN or change the table; progress, state and completion callbacks
/// that change the data, reload or restart; the precacher or the table going away. After every step: no stale height, no height beyond the data, no row measured that the
/// data did not have; per run, progress never goes back and completion comes once.
/// `CELLHEIGHT_SEED` replays a run; `CELLHEIGHT_CHURN_RUNS` sets how many runs (default 40).
final class PrecacherChurnTests: XCTestCase {
    static let runs = ProcessInfo.processInfo.environment["CELLHEIGHT_CHURN_RUNS"].flatMap { Int($0) } ?? 40

    /// What the churn provokes on purpose: measurers that throw, return NaN or change the table
    /// (each cause reported once, then summed up); a start() while a run is under way; the precacher
    /// or the table going away while it runs.
    static func isProvoked(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.kind {
        case .measurementFailed, .invalidHeight: true
        case .misuse:
            [
                "a Precacher was released while precaching", "start() called while precaching is",
                "start() needs a data source", "data source went away",
            ].contains { diagnostic.message.contains($0) }
        default: false
        }
    }

    func testRandomChurnNeverLeavesAStaleHeight() {
        let seed = testSeed("PrecacherChurnTests")
        MainActor.assumeIsolated {
            var maker = RandomUpdateMaker(random: SeededGenerator(seed: seed))
            for run in 0..<Self.runs {
                var ok = false
                // The whole run, until its table, cache and precacher are gone (their summaries too).
                let diagnostics = collectDiagnostics {
                    var churn = Churn(run: run, maker: maker)
                    ok = churn.play()
                    maker = churn.maker
                }
                XCTAssertEqual(diagnostics.filter { !Self.isProvoked($0) }, [], "run \(run): not what churn provokes")
                if !ok {
                    print("churn: failed in run \(run) (seed \(seed))")
                    return
                }
            }
        }
    }
}

/// One random run of ``PrecacherChurnTests``.
@MainActor
private struct Churn {
    let run: Int
    var maker: RandomUpdateMaker
    var table: UIKitOrderTable?
    var precacher: Precacher?
    /// Content ids whose measurement fails (throws or returns NaN) in this run.
    var failing: (Int) -> Bool = { _ in false }
    let audit = ProgressAudit()

    init(run: Int, maker: RandomUpdateMaker) {
        self.run = run
        self.maker = maker
    }

    /// Runs the steps; returns `false` once an invariant broke.
    mutating func play() -> Bool {
        let shape = (0..<maker.int(1..<5)).map { _ in maker.int(0..<70) }
        let table = UIKitOrderTable(shape)
        self.table = table
        // Held only by `self.precacher`, so that a step can release it.
        self.precacher = Precacher(heightCache: table.cache, dataSource: table)
        self.precacher?.configuration.batchSize = maker.int(1..<6)
        audit.watch(self.precacher!)
        setUpMeasurer(table)
        self.precacher?.start()
        var ok = true
        for step in 0..<maker.int(20..<60) {
            let context = "run \(run) step \(step)"
            self.step(context)
            table.layoutSubviews()  // the end of the run-loop turn
            ok = check(context) && ok
            if !ok { return false }
        }
        return finish() && ok
    }

    private mutating func setUpMeasurer(_ table: UIKitOrderTable) {
        switch maker.int(0..<4) {
        case 0:  // Some content fails to measure: it throws, or returns NaN.
            let modulus = maker.int(7..<23)
            failing = { $0 % modulus == 0 }
            let failing = self.failing
            table.hook = { [unowned table] indexPath in
                guard indexPath[0] < table.model.count, indexPath[1] < table.model[indexPath[0]].count else {
                    return nil
                }
                let id = table.model[indexPath[0]][indexPath[1]]
                guard failing(id) else { return nil }
                if id % 2 == 0 { throw MeasureError.failed }
                return .nan
            }
        case 1:  // Now and then the measurer changes the table (a delete) while it measures.
            var budget = 3
            table.hook = { [unowned table] indexPath in
                guard budget > 0, indexPath[1] % 5 == 4, indexPath[0] < table.model.count,
                    indexPath[1] < table.model[indexPath[0]].count
                else { return nil }
                budget -= 1
                table.model[indexPath[0]].remove(at: indexPath[1])
                table.deleteRows(at: [indexPath])
                return 999  // the height of a row that is gone: must be dropped
            }
        default:
            break
        }
    }

    private mutating func step(_ context: String) {
        guard let table else { return MainLoop.spin(2) }
        switch maker.int(0..<24) {
        case 0..<5:  // Idle time.
            MainLoop.spin(maker.int(1..<8))
        case 5..<7:  // A scroll: nothing may be measured in the tracking mode.
            let before = table.measured.count
            MainLoop.scroll(for: 0.002)
            XCTAssertEqual(table.measured.count, before, "\(context): measured while tracking")
        case 7..<12:  // A data change through the table, the way an app makes it.
            change(table)
        case 12:  // A data change made while scrolling (in the tracking mode), then the scroll ends.
            var changer = RandomUpdateMaker(random: SeededGenerator(seed: maker.random.next()))
            let before = table.measured.count
            let changed = MainLoop.scroll(whileRunning: {
                Self.applyRandomChange(to: table, &changer, mayRunTheLoop: false)
            })
            XCTAssertTrue(changed, "\(context): the change ran in the tracking mode")
            XCTAssertEqual(table.measured.count, before, "\(context): measured while tracking")
        case 13:  // A width change: a new layout bucket.
            table.width = table.width == 320 ? 414 : 320
            table.cache.layoutContext = LayoutContext(width: table.width)
        case 14:  // reloadData with new content and a new shape.
            let shape = (0..<maker.int(0..<4)).map { _ in maker.int(0..<50) }
            table.model = shape.map { (0..<$0).map { _ in table.newID() } }
            table.reloadData()
        case 15:
            precacher?.pause()
            MainLoop.spin(3)
            precacher?.resume()
        case 16:
            precacher?.cancel()
            if maker.chance(0.7) { precacher?.start() }
        case 17:  // Host writes, as heightForRowAt makes them for rows on screen.
            for (section, ids) in table.model.enumerated() where !ids.isEmpty {
                let row = maker.int(0..<ids.count)
                table.cache.setHeight(
                    UIKitOrderTable.height(of: ids[row], width: table.width), at: IndexPath(indexes: [section, row]))
            }
        case 18:
            let sections = table.model.indices.filter { !table.model[$0].isEmpty }
            if let section = sections.randomElement(using: &maker.random) {
                let row = maker.int(0..<table.model[section].count)
                precacher?.setVisibleRows(
                    IndexPath(section, row)...IndexPath(section, row), direction: maker.chance(0.5) ? .down : .up)
            }
        case 19:  // Settings changed mid-run.
            precacher?.configuration.batchSize = maker.int(1..<9)
            precacher?.configuration.timeBudget = maker.chance(0.3) ? nil : Double(maker.int(1..<6)) / 1000
        case 20:  // waitsWhile holds the next passes back, then lets go.
            let holding = Switch(true)
            precacher?.waitsWhile = { holding.isOn }
            let before = table.measured.count
            MainLoop.spin(4)
            XCTAssertEqual(table.measured.count, before, "\(context): measured while waitsWhile held")
            holding.isOn = false
        case 21:  // A callback (progress, state or completion) that changes the data, reloads or restarts.
            let once = OnceFlag()
            let action = maker.int(0..<4)
            var changer = RandomUpdateMaker(random: SeededGenerator(seed: maker.random.next()))
            let callback: (Precacher?) -> Void = { [weak table] precacher in
                guard once.take(), let table else { return }
                switch action {
                case 0:
                    precacher?.cancel()
                    precacher?.start()
                case 1: precacher?.start()
                case 2: Self.applyRandomChange(to: table, &changer, mayRunTheLoop: false)
                default:
                    table.model = (0..<changer.int(0..<4)).map { _ in
                        (0..<changer.int(0..<40)).map { _ in table.newID() }
                    }
                    table.reloadData()
                }
            }
            switch maker.int(0..<3) {
            case 0: precacher?.onProgress = { [weak precacher] _ in callback(precacher) }
            case 1: precacher?.onStateChange = { [weak precacher] _ in callback(precacher) }
            default: precacher?.onCompletion = { [weak precacher] _ in callback(precacher) }
            }
            MainLoop.spin(3)
            precacher?.onProgress = nil
            precacher?.onStateChange = nil
            precacher?.onCompletion = nil
        case 22:  // The precacher goes away (rarely); a new one takes over.
            guard maker.chance(0.3), precacher != nil else { return }
            weak var weakOld: Precacher?
            weakOld = precacher
            precacher = nil
            XCTAssertNil(weakOld, "\(context): nothing keeps a released precacher alive")
            let replacement = Precacher(heightCache: table.cache, dataSource: table)
            audit.watch(replacement)
            precacher = replacement
            replacement.start()
        default:  // The table goes away (rarely): the precacher must stop by itself.
            if maker.chance(0.2) { self.table = nil }
        }
    }

    private mutating func change(_ table: UIKitOrderTable) {
        Self.applyRandomChange(to: table, &maker, mayRunTheLoop: true)
    }

    /// A random valid update, applied to the model first and then to the table in one of the ways
    /// an app calls UIKit: one batch, or a batch nested in beginUpdates/endUpdates; where the loop
    /// may run, also one batch followed by a run-loop pass.
    static func applyRandomChange(to table: UIKitOrderTable, _ maker: inout RandomUpdateMaker, mayRunTheLoop: Bool) {
        var model = ReferenceModel(sections: table.model, fresh: { table.newID() })
        let (update, inserted) = maker.makeUpdate(rowCounts: table.model.map(\.count))
        model.apply(update, insertedSectionRows: inserted)
        table.model = model.sections
        switch maker.int(0..<3) {
        case 1:
            table.beginUpdates()
            table.beginUpdates()
            table.perform(update, newSectionRows: inserted)
            table.endUpdates()
            table.endUpdates()
        case 2 where mayRunTheLoop:
            table.perform(update, newSectionRows: inserted)
            MainLoop.spin(1)
        default:
            table.perform(update, newSectionRows: inserted)
        }
    }

    private func check(_ context: String) -> Bool {
        guard let table else { return true }
        let stale = table.staleHeights()
        XCTAssertEqual(stale, [], context)
        XCTAssertEqual(table.measuredOutOfRange, [], "\(context): measured rows the data did not have")
        XCTAssertEqual(table.heightsBeyondTheData, 0, "\(context): heights beyond the data")
        XCTAssertEqual(audit.problems, [], context)
        return stale.isEmpty && table.measuredOutOfRange.isEmpty && table.heightsBeyondTheData == 0
            && audit.problems.isEmpty
    }

    private mutating func finish() -> Bool {
        guard let precacher else { return true }
        guard let table else {
            MainLoop.run(until: {
                precacher.state == .idle || (precacher.state == .finished && !precacher.hasObserver)
            })
            XCTAssertFalse(precacher.hasObserver, "run \(run): observer left behind")
            return !precacher.hasObserver
        }
        precacher.waitsWhile = nil
        if precacher.state == .idle { precacher.start() }
        if precacher.state == .paused(.byApp) { precacher.resume() }
        MainLoop.run(until: { precacher.state == .finished && !precacher.hasObserver })
        // Every row has a height at the end but rows whose measurement fails (a host write may
        // have given some of those a height too).
        var uncachedButMeasurable = 0
        for (section, ids) in table.model.enumerated() {
            for (row, id) in ids.enumerated()
            where !failing(id) && !table.cache.containsHeight(at: IndexPath(indexes: [section, row])) {
                uncachedButMeasurable += 1
            }
        }
        XCTAssertEqual(uncachedButMeasurable, 0, "run \(run): every measurable row is cached at the end")
        XCTAssertFalse(precacher.hasObserver)
        return check("run \(run) end") && uncachedButMeasurable == 0 && !precacher.hasObserver
    }
}

private enum MeasureError: Error { case failed }

/// A flag that can be taken once.
@MainActor
private final class OnceFlag {
    private var taken = false
    func take() -> Bool {
        defer { taken = true }
        return !taken
    }
}

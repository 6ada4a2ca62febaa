import CellHeight
import CoreFoundation
import Foundation
import Precache

/// Counts the main run loop's wake-ups around a `waitsWhile` wait, with the public API only
/// (`swift run Benchmarks --wake-ups`): a 200-row precacher whose `waitsWhile` holds for the first
/// 3 s of real time, then runs to the end; then 2 s of idle after it finished.
///
/// A wake-up is one `afterWaiting` activity of the main run loop in the default mode. The loop is
/// run with one long `CFRunLoopRunInMode` call and stopped by the probe, so the probe adds no
/// timeout wake-ups of its own during the wait; the idle count includes the one timeout that ends
/// the 2 s idle run.
@MainActor
enum WakeUpProbe {
    static let wait: UInt64 = 3_000_000_000
    static let idle: TimeInterval = 2

    static func run() -> String {
        let runLoop = CFRunLoopGetMain()!
        let table = ProbeTable(rows: 200)
        let cache = IndexPathHeightCache()
        let precacher = Precacher(heightCache: cache, dataSource: table)
        let start = MonotonicClock.now()
        let waitEnd = start + wait
        precacher.waitsWhile = { MonotonicClock.now() < waitEnd }
        precacher.onCompletion = { _ in CFRunLoopStop(runLoop) }

        var wakeUps: [UInt64] = []
        let counter = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.afterWaiting.rawValue, true, 0
        ) { _, _ in wakeUps.append(MonotonicClock.now()) }!
        CFRunLoopAddObserver(runLoop, counter, RunLoopPlatform.defaultMode)
        defer { CFRunLoopObserverInvalidate(counter) }

        precacher.start()
        _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 20, false)
        let finished = MonotonicClock.now()
        let duringWait = wakeUps.filter { $0 < waitEnd }
        let intervals = zip(duringWait.dropFirst(), duringWait).map { Double($0 - $1) / 1e6 }
        let resume = table.firstMeasured.map { Double($0 &- waitEnd) / 1e6 }
        let wakeUpsAfterWait = wakeUps.filter { $0 >= waitEnd }.count

        wakeUps.removeAll()
        _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, idle, false)
        let idleWakeUps = wakeUps.count

        func ms(_ value: Double?) -> String { value.map { String(format: "%.0f ms", $0) } ?? "n/a" }
        return """
            wake-ups while waitsWhile held (3 s): \(duringWait.count)
              longest interval: \(ms(intervals.max())), shortest: \(ms(intervals.min()))
            first row measured after the wait ended: \(ms(resume))
            wake-ups from the wait's end to completion: \(wakeUpsAfterWait) (\(table.measured) rows, \
            \(ms(Double(finished - waitEnd) / 1e6)))
            wake-ups in \(Int(idle)) s after finishing: \(idleWakeUps) (the probe's own run timeout included)
            state: \(precacher.state)
            """
    }
}

/// 200 rows of 44 points, counting its measurements.
@MainActor
private final class ProbeTable: PrecacheDataSource {
    let rows: Int
    var measured = 0
    var firstMeasured: UInt64?
    init(rows: Int) { self.rows = rows }
    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { rows }
    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        if firstMeasured == nil { firstMeasured = MonotonicClock.now() }
        measured += 1
        return 44
    }
}

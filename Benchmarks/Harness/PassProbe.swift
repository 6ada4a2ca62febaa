import CoreFoundation
import Foundation
import Precache

/// Per-pass accounting of precache work on the main run loop.
///
/// A *pass* is what the main thread runs between two sleeps of its run loop (from `afterWaiting`
/// to the next `beforeWaiting`); pending input can only be looked at between passes.
/// The harness counts rows itself (it wraps the measurer) and measures each pass's busy span with
/// its own observers. Strategies report their main-thread blocks — each observer callback and each
/// scheduled measurement block — through `beginBlock()` / `endBlock(_:)`.
///
/// With `samplesCPU`, each pass also gets the main thread's CPU time over its span: a span much
/// longer than its CPU time was preempted (on a shared machine, by other processes), which the
/// pass-length targets leave out. Off by default: it costs two system calls a pass.
@MainActor
final class PassProbe {
    /// One pass that did precache work.
    struct Pass {
        var rows = 0
        var blocks = 0
        var longestBlock: UInt64 = 0
        var span: UInt64 = 0
        /// CPU time of the main thread over the span (0 unless the probe samples CPU time).
        var cpu: UInt64 = 0
        /// The longest time inside the measurer for one row of this pass.
        var longestRow: UInt64 = 0

        /// Time off the CPU during the span; only meaningful when the probe samples CPU time.
        var offCPU: UInt64 { span > cpu ? span - cpu : 0 }
    }

    private(set) var passes: [Pass] = []
    private var current = Pass()
    private var passStart: UInt64 = 0
    private var passStartCPU: UInt64 = 0
    private var observers: [CFRunLoopObserver] = []
    private let samplesCPU: Bool

    init(samplesCPU: Bool = false) {
        self.samplesCPU = samplesCPU
    }

    // MARK: Strategy hook

    /// Call first thing in an observer callback or scheduled block that does precache work.
    @inline(__always)
    func beginBlock() -> UInt64 { MonotonicClock.now() }

    /// Call last thing in that callback or block, with the token from `beginBlock()`.
    @inline(__always)
    func endBlock(_ start: UInt64) {
        let duration = MonotonicClock.elapsed(since: start)
        current.blocks += 1
        if duration > current.longestBlock { current.longestBlock = duration }
    }

    // MARK: Harness side

    /// Total time spent inside the measurer, over all rows.
    private(set) var measurerNanos: UInt64 = 0

    /// Called by the harness's measurer wrapper for every row measured, with the measurer's time.
    @inline(__always)
    func countRow(measuredIn nanos: UInt64) {
        current.rows += 1
        if nanos > current.longestRow { current.longestRow = nanos }
        measurerNanos &+= nanos
    }

    /// Starts marking pass boundaries on `runLoop` (all common modes).
    func attach(to runLoop: CFRunLoop) {
        let starts = CFRunLoopActivity.entry.rawValue | CFRunLoopActivity.afterWaiting.rawValue
        let ends = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let start = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, starts, true, Int.min) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.passBegan() }
        }!
        let end = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, ends, true, Int.max) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.passEnded() }
        }!
        for observer in [start, end] { CFRunLoopAddObserver(runLoop, observer, RunLoopPlatform.commonModes) }
        observers = [start, end]
        passBegan()
    }

    /// Stops marking passes; work reported after this is ignored.
    func detach() {
        passEnded()
        for observer in observers { CFRunLoopObserverInvalidate(observer) }
        observers = []
    }

    private func passBegan() {
        current = Pass()
        if samplesCPU { passStartCPU = MonotonicClock.threadCPUNow() }
        passStart = MonotonicClock.now()
    }

    private func passEnded() {
        guard current.rows > 0 || current.blocks > 0 else { return }
        current.span = MonotonicClock.elapsed(since: passStart)
        if samplesCPU { current.cpu = MonotonicClock.threadCPUNow() &- passStartCPU }
        passes.append(current)
        passBegan()
    }

    var summary: PassSummary { PassSummary(passes: passes) }
}

/// Distributions over the passes that did precache work.
struct PassSummary: Sendable {
    let passCount: Int
    let rowsPerPass: Statistics?
    /// Longest reported block in each pass (µs); nil if the strategy never reported blocks.
    let longestBlockMicroseconds: Statistics?
    /// Busy span of each pass, measured by the harness (µs).
    let spanMicroseconds: Statistics?

    init(passes: [PassProbe.Pass]) {
        passCount = passes.count
        rowsPerPass = Statistics(passes.map { Double($0.rows) })
        let reported = passes.filter { $0.blocks > 0 }
        longestBlockMicroseconds = Statistics(reported.map { $0.longestBlock.microseconds })
        spanMicroseconds = Statistics(passes.map { $0.span.microseconds })
    }
}

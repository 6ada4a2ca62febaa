import CoreFoundation
import Foundation

/// What one precache run to completion measured.
struct PrecacheRunResult {
    let enableNanos: UInt64
    /// From the start of `enable()` until the harness saw `isComplete`.
    let totalNanos: UInt64
    /// Time spent inside the measurer (part of `totalNanos`).
    let measurerNanos: UInt64
    /// The main thread's CPU time over `totalNanos`: what the run cost it, less the time other
    /// processes held the cores.
    let cpuNanos: UInt64
    let passes: PassSummary
    /// Every pass that did precache work, in order.
    let passList: [PassProbe.Pass]
    /// The input probe's delays (µs), if one ran.
    let inputDelaysMicroseconds: [Double]
}

/// Runs one strategy over one table to completion on the main run loop, then verifies the cache.
@MainActor
struct PrecacheRunner {
    let report: Report
    let timeoutSeconds: Double

    /// Nil (and a recorded failure) on timeout or on a wrong cache. `inputProbe` runs for the
    /// whole run; `samplesCPU` gives each pass its CPU time (see `PassProbe`).
    func run(
        _ type: any PrecacheStrategy.Type, table: TableShape, measurer: @escaping RowMeasurer,
        inputProbe: (any InputProbe)? = nil, samplesCPU: Bool = false
    ) -> PrecacheRunResult? {
        RunLoopDriver.drain()
        let probe = PassProbe(samplesCPU: samplesCPU)
        let strategy = type.init(
            table: table,
            measurer: { indexPath in
                let start = MonotonicClock.now()
                let height = measurer(indexPath)
                probe.countRow(measuredIn: MonotonicClock.elapsed(since: start))
                return height
            }, probe: probe)
        probe.attach(to: CFRunLoopGetCurrent())
        inputProbe?.start()

        let cpuStart = MonotonicClock.threadCPUNow()
        let start = MonotonicClock.now()
        strategy.enable()
        let enableNanos = MonotonicClock.elapsed(since: start)
        let finished = RunLoopDriver.run(timeout: timeoutSeconds) { strategy.isComplete }
        let cpuNanos = MonotonicClock.threadCPUNow() &- cpuStart

        inputProbe?.stop()
        probe.detach()
        defer {
            strategy.disable()
            RunLoopDriver.drain()
        }
        let what = "\(type.displayName), \(table)"
        guard let finished else {
            report.addFailure("\(what): not complete after \(Int(timeoutSeconds)) s")
            return nil
        }
        if let mismatch = CacheVerifier.firstMismatch(in: strategy, table: table) {
            report.addFailure("\(what): \(mismatch)")
            return nil
        }
        return PrecacheRunResult(
            enableNanos: enableNanos, totalNanos: finished - start, measurerNanos: probe.measurerNanos,
            cpuNanos: cpuNanos,
            passes: probe.summary, passList: probe.passes,
            inputDelaysMicroseconds: inputProbe?.delaysMicroseconds ?? [])
    }
}

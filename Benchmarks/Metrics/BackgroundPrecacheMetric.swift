import CellHeight
import Foundation
import Precache

/// Off-main-thread precaching: `Precacher.measuring = .inBackground(…)` with 1, 2 and more
/// workers against the main-thread precacher at its default settings, on the same rows (of
/// `plan.busyMicroseconds`, a pure measurer that any thread may call) in one run. For each: rows
/// per second from `start()` to a fully cached table, the main thread's time in precache passes
/// per row (the `onPass` hook: measuring on the main thread; handing out and writing back with
/// workers), and the main thread's CPU time per row over the whole run (wake-ups and run-loop
/// cycles included). Configurations take turns in `plan.backgroundRounds` rounds; medians.
@MainActor
struct BackgroundPrecacheMetric {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork

    private struct Sample {
        let rowsPerSecond: Double
        let passMicrosPerRow: Double
        let cpuMicrosPerRow: Double
        let mostAtOnce: Int
    }

    /// nil: the main-thread precacher; otherwise the worker count.
    private typealias Configuration = Int?

    func run() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let workerCounts = Set([1, 2, Precacher.defaultWorkerCount, cores, 2 * cores]).sorted()
        let configurations: [Configuration] = [nil] + workerCounts.map { $0 }
        let measure = work.busyMeasurer(microseconds: plan.busyMicroseconds)
        var samples: [[Sample]] = Array(repeating: [], count: configurations.count)
        for round in 0..<plan.backgroundRounds {
            for (index, configuration) in configurations.enumerated() {
                Progress.log("off-main-thread precaching, round \(round + 1): \(label(configuration, cores: cores))")
                if let sample = runOnce(configuration, measure: measure) { samples[index].append(sample) }
            }
        }
        let group =
            "Off the main thread: \(NumberFormat.count(plan.backgroundRows)) rows of "
            + "\(NumberFormat.value(plan.busyMicroseconds)) us, \(cores) cores; medians of \(plan.backgroundRounds) "
            + "interleaved rounds, all in the \(Contenders.ours.displayName) column"
        let mainRate = Statistics(samples[0].map(\.rowsPerSecond))?.median
        for (configuration, runs) in zip(configurations, samples) {
            let name = label(configuration, cores: cores)
            func record(_ metric: String, _ unit: String, _ values: [Double]) {
                report.record(
                    group: group, metric: "\(name): \(metric)", unit: unit, contender: Contenders.ours.displayName,
                    Statistics(values).map { .measured($0.median) })
            }
            record("rows per second", "rows/s", runs.map(\.rowsPerSecond))
            if configuration != nil, let mainRate {
                record("speed-up over the main-thread precacher", "x", runs.map { $0.rowsPerSecond / mainRate })
            }
            record("main-thread time in passes per row", "us", runs.map(\.passMicrosPerRow))
            record("main-thread CPU time per row, whole run", "us", runs.map(\.cpuMicrosPerRow))
            if configuration != nil {
                record(
                    "rows measured at once, most (max over rounds)", "rows", [Double(runs.map(\.mostAtOnce).max() ?? 0)]
                )
            }
        }
    }

    private func label(_ configuration: Configuration, cores: Int) -> String {
        guard let workers = configuration else { return "main-thread precacher (default settings)" }
        var notes: [String] = []
        if workers == Precacher.defaultWorkerCount { notes.append("the default: cores - 1") }
        if workers == cores { notes.append("= cores") }
        if workers > cores { notes.append("more than cores") }
        let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
        return "\(workers) worker\(workers == 1 ? "" : "s")\(suffix)"
    }

    /// One run to a fully cached table; nil (and a recorded failure) on a timeout or a wrong height.
    private func runOnce(_ configuration: Configuration, measure: @escaping SendableRowMeasurer) -> Sample? {
        let table = TableShape.feed(rows: plan.backgroundRows)
        let cache = IndexPathHeightCache()
        let source = ShapeSource(table: table, measurer: measure)
        let precacher = Precacher(heightCache: cache, dataSource: source)
        let gauge = ConcurrencyGauge()
        if let workers = configuration {
            precacher.measuring = .inBackground(
                workers: workers, model: { indexPath in indexPath },
                height: { indexPath, _ in CGFloat(gauge.measure { measure(indexPath) }) })
        }
        let passes = PassTotals()
        precacher.onPass = { rows, nanoseconds in passes.add(rows: rows, nanoseconds: nanoseconds) }
        RunLoopDriver.drain()
        let cpuStart = MonotonicClock.threadCPUNow()
        let start = MonotonicClock.now()
        precacher.start()
        let end = RunLoopDriver.run(timeout: plan.runTimeoutSeconds) { precacher.state == .finished }
        let cpu = MonotonicClock.threadCPUNow() &- cpuStart
        precacher.cancel()
        let what = "off-main-thread precaching, \(configuration.map { "\($0) workers" } ?? "main thread")"
        guard let end else {
            report.addFailure("\(what): not complete after \(Int(plan.runTimeoutSeconds)) s")
            return nil
        }
        var mismatch: String?
        table.forEachIndexPath { indexPath in
            guard mismatch == nil, cache.height(at: indexPath).map(Double.init) != RowHeights.height(for: indexPath)
            else { return }
            mismatch =
                "row \(indexPath): expected \(RowHeights.height(for: indexPath)), cached \(String(describing: cache.height(at: indexPath)))"
        }
        if let mismatch {
            report.addFailure("\(what): \(mismatch)")
            return nil
        }
        let rows = Double(table.totalRows)
        return Sample(
            rowsPerSecond: rows / (end - start).seconds, passMicrosPerRow: passes.nanoseconds.microseconds / rows,
            cpuMicrosPerRow: cpu.microseconds / rows, mostAtOnce: gauge.maximum)
    }

    /// The time and rows of every pass, added up by the `onPass` hook.
    private final class PassTotals {
        private(set) var nanoseconds: UInt64 = 0
        private(set) var rows = 0

        func add(rows: Int, nanoseconds: UInt64) {
            self.rows += rows
            self.nanoseconds &+= nanoseconds
        }
    }
}

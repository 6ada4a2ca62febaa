import Foundation

/// Total time to precache n rows (enable included) with a trivial and a busy measurer, the
/// scheduler's overhead per row (total minus the measurer's own time, over n), and — from the
/// busy run at the smallest size — how the work was spread over passes.
///
/// Its targets are ratios to references measured in the same run, so that they hold on any
/// machine, loaded or not: at ``BenchmarkPlan/targetRows`` (a size that is always measured, never
/// extrapolated), ours (default), ours b=1 and the bare loop run
/// ``BenchmarkPlan/targetRuns`` times each, and each side of a ratio is its fastest run (noise from
/// other processes only ever adds time). The absolute figures stay in the table as information.
@MainActor
final class PrecacheTotalMetric {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork
    /// At ``BenchmarkPlan/targetRows``, per measurer label and contender: each run's total seconds, main-thread
    /// CPU seconds and scheduling overhead per row (µs).
    private var targetSamples: [String: [String: TargetSamples]] = [:]
    private struct TargetSamples {
        var totals: [Double] = []
        var cpu: [Double] = []
        var overheads: [Double] = []
    }
    private var labels: [String] = []

    init(plan: BenchmarkPlan, report: Report, work: BusyWork) {
        self.plan = plan
        self.report = report
        self.work = work
    }

    /// The contenders the targets compare: ours (default) and its two references.
    private static var targetContenders: [String] {
        [Contenders.ours.displayName, Contenders.oursBatchOne.displayName, Contenders.bareLoop.displayName]
    }

    private var busyLabel: String { "\(NumberFormat.value(plan.busyMicroseconds)) us measurer" }

    func run(_ contender: any PrecacheStrategy.Type) {
        runSeries(contender, measurer: Measurers.trivial(), label: "trivial measurer", keepPasses: false)
        runSeries(
            contender, measurer: Measurers.busy(microseconds: plan.busyMicroseconds, work: work), label: busyLabel,
            keepPasses: true)
    }

    private func runSeries(
        _ contender: any PrecacheStrategy.Type, measurer: @escaping RowMeasurer, label: String, keepPasses: Bool
    ) {
        let name = contender.displayName
        let keepPasses = keepPasses && contender.role != .physicalLimit
        let isTargetContender = Self.targetContenders.contains(name)
        if !labels.contains(label) { labels.append(label) }
        Progress.log("\(name): precache total, \(label)")
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        var overheadSamples: [Int: [Double]] = [:]  // µs per row, per size
        var measurerMicrosPerRow: [Double] = []
        var passes: PassSummary?
        let series = CappedSeries(capSeconds: plan.capSeconds).run(sizes: plan.precacheSizes) { rows in
            let isTargetSize = isTargetContender && rows == plan.targetRows
            return Sampler(minimumRuns: isTargetSize ? plan.targetRuns : 1).median {
                guard let result = runner.run(contender, table: .feed(rows: rows), measurer: measurer) else {
                    return .nan
                }
                let perRow = { (nanos: UInt64) in nanos.microseconds / Double(rows) }
                let overhead = perRow(result.totalNanos) - perRow(result.measurerNanos)
                overheadSamples[rows, default: []].append(overhead)
                if isTargetSize {
                    var samples = targetSamples[label, default: [:]][name, default: TargetSamples()]
                    samples.totals.append(result.totalNanos.seconds)
                    samples.cpu.append(result.cpuNanos.seconds)
                    samples.overheads.append(overhead)
                    targetSamples[label, default: [:]][name] = samples
                }
                measurerMicrosPerRow.append(perRow(result.measurerNanos))
                if keepPasses, rows == plan.passStatsRows { passes = result.passes }
                return result.totalNanos.seconds
            }
        }
        let typicalMeasurerMicros = Statistics(measurerMicrosPerRow)?.median ?? 0
        for rows in plan.precacheSizes {
            let total = series[rows]
            report.record(
                group: "Precache total (enable to last row cached)",
                metric: "precache \(NumberFormat.count(rows)) rows, \(label)", unit: "ms", contender: name,
                total?.map { $0 * 1e3 })
            let overhead: MetricValue? =
                if let measured = Statistics(overheadSamples[rows] ?? [])?.median {
                    .measured(measured)
                } else {
                    total?.map { $0 * 1e6 / Double(rows) - typicalMeasurerMicros }
                }
            report.record(
                group: "Scheduler overhead per row (total minus time inside the measurer, / n)",
                metric: "overhead, \(NumberFormat.count(rows)) rows, \(label)", unit: "us", contender: name, overhead)
        }
        if keepPasses { recordPasses(passes, contender: name, label: label) }
    }

    /// The targets, once every contender has run: for each measurer, ours (default)'s scheduling
    /// overhead per row at most ``overheadLimit`` times one row per pass's (ours b=1: the cost of a
    /// run-loop pass per row, on this machine); with the busy measurer, the wall time at most
    /// ``cpuTimeLimit`` times the bare loop's over the same measurer, in main-thread CPU time.
    func recordTargets() {
        let rows = plan.targetRows
        let (ours, batchOne, bare) = (
            Contenders.ours.displayName, Contenders.oursBatchOne.displayName, Contenders.bareLoop.displayName
        )
        for label in labels {
            let samples = targetSamples[label] ?? [:]
            let oursOverhead = Statistics(samples[ours]?.overheads ?? [])
            let batchOneOverhead = Statistics(samples[batchOne]?.overheads ?? [])
            BenchmarkTarget(
                name: "scheduling overhead per row, \(ours), \(label), \(NumberFormat.count(rows)) rows <= "
                    + "\(NumberFormat.value(Self.overheadLimit))x one row per pass (\(batchOne)), same run",
                measured: ratio(oursOverhead?.min, batchOneOverhead?.min), limit: Self.overheadLimit, unit: "x",
                detail: "\(ours) \(micros(oursOverhead)), \(batchOne) \(micros(batchOneOverhead)) a row: total "
                    + "minus time inside the measurer, over n; fastest of \(oursOverhead?.count ?? 0) runs each"
            ).record(in: report)
            guard label == busyLabel else { continue }
            let (oursCPU, bareCPU) = (Statistics(samples[ours]?.cpu ?? []), Statistics(samples[bare]?.cpu ?? []))
            let (oursWall, bareWall) = (
                Statistics(samples[ours]?.totals ?? []), Statistics(samples[bare]?.totals ?? [])
            )
            BenchmarkTarget(
                name: "precache \(NumberFormat.count(rows)) rows, \(label), main-thread CPU time, \(ours) <= "
                    + "\(NumberFormat.value(Self.cpuTimeLimit))x the \(bare) over the same measurer, same run",
                measured: ratio(oursCPU?.min, bareCPU?.min), limit: Self.cpuTimeLimit, unit: "x",
                detail: "CPU \(ours) \(millis(oursCPU)), \(bare) \(millis(bareCPU)); wall time (information: it "
                    + "grows while other processes hold the cores) \(ours) \(millis(oursWall)), \(bare) "
                    + "\(millis(bareWall)); fastest of \(oursCPU?.count ?? 0) runs each"
            ).record(in: report)
        }
    }

    /// Ours (default)'s overhead per row against one row per pass's: a 0.5 ms slice of 20 µs rows
    /// holds about 23 rows a pass, so the run-loop pass's cost is shared by them.
    /// Idle, about 0.08x; up to 0.17x at a load average of 12 on 2 cores.
    static let overheadLimit = 0.25
    /// Ours (default)'s main-thread CPU time against the bare loop's: what scheduling may add to
    /// the work. CPU time rather than wall time, which grows with other processes' load; even so,
    /// a loaded machine preempts a run-loop thread more often, and each preemption costs the
    /// measurer its caches: 1.03x idle, up to 1.11x at a load average of 12 on 2 cores.
    static let cpuTimeLimit = 1.15

    private func ratio(_ top: Double?, _ bottom: Double?) -> Double {
        guard let top, let bottom, bottom > 0 else { return .nan }
        return top / bottom
    }

    /// "0.21 us (median 0.23 us)".
    private func micros(_ statistics: Statistics?) -> String {
        guard let statistics else { return "n/a" }
        return "\(NumberFormat.value(statistics.min)) us (median \(NumberFormat.value(statistics.median)) us)"
    }

    /// Seconds as "2,102 ms (median 2,110 ms)".
    private func millis(_ statistics: Statistics?) -> String {
        guard let statistics else { return "n/a" }
        return
            "\(NumberFormat.value(statistics.min * 1e3)) ms (median \(NumberFormat.value(statistics.median * 1e3)) ms)"
    }

    private func recordPasses(_ passes: PassSummary?, contender: String, label: String) {
        let group = "Main-thread work per pass (\(NumberFormat.count(plan.passStatsRows)) rows, \(label))"
        func record(_ metric: String, _ unit: String, _ value: Double?) {
            report.record(group: group, metric: metric, unit: unit, contender: contender, value.map { .measured($0) })
        }
        record("passes that did precache work", "passes", passes.map { Double($0.passCount) })
        record("rows per pass, mean", "rows", passes?.rowsPerPass?.mean)
        record("rows per pass, max", "rows", passes?.rowsPerPass?.max)
        record("longest block (hook), max", "us", passes?.longestBlockMicroseconds?.max)
        record("longest block per pass (hook), p99", "us", passes?.longestBlockMicroseconds?.p99)
        record("pass busy span (harness), max", "us", passes?.spanMicroseconds?.max)
        record("pass busy span (harness), p99", "us", passes?.spanMicroseconds?.p99)
    }
}

import Foundation

/// Total time to precache n rows (enable included) with a trivial and a busy measurer, the
/// scheduler's overhead per row (total minus the measurer's own time, over n), and — from the
/// busy run at the smallest size — how the work was spread over passes. For ours (default), the
/// overhead at the largest size is the scheduling-overhead target (median of at least 3 runs).
@MainActor
struct PrecacheTotalMetric {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork

    func run(_ contender: any PrecacheStrategy.Type) {
        let busyLabel = "\(NumberFormat.value(plan.busyMicroseconds)) us measurer"
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
        let isDefault = name == Contenders.ours.displayName
        Progress.log("\(name): precache total, \(label)")
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        var overheadSamples: [Int: [Double]] = [:]  // µs per row, per size
        var measurerMicrosPerRow: [Double] = []
        var passes: PassSummary?
        let series = CappedSeries(capSeconds: plan.capSeconds).run(sizes: plan.precacheSizes) { rows in
            Sampler(minimumRuns: isDefault && rows == plan.precacheSizes.max() ? 3 : 1).median {
                guard let result = runner.run(contender, table: .feed(rows: rows), measurer: measurer) else {
                    return .nan
                }
                let perRow = { (nanos: UInt64) in nanos.microseconds / Double(rows) }
                overheadSamples[rows, default: []].append(perRow(result.totalNanos) - perRow(result.measurerNanos))
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
        if isDefault, let rows = plan.precacheSizes.max() {
            recordOverheadTarget(Statistics(overheadSamples[rows] ?? []), rows: rows, label: label)
        }
    }

    /// Scheduling overhead per row of the package at its default settings <= 0.5 µs.
    private func recordOverheadTarget(_ overhead: Statistics?, rows: Int, label: String) {
        let size =
            plan.name == "full"
            ? "\(NumberFormat.count(rows)) rows"
            : "\(NumberFormat.count(rows)) rows (\(plan.name) mode; full mode: 100k)"
        BenchmarkTarget(
            name: "scheduling overhead per row, \(Contenders.ours.displayName), \(label), \(size) <= 0.5 us",
            measured: overhead?.median ?? .nan, limit: 0.5, unit: " us",
            detail: "total minus time inside the measurer, over n, the harness's measurer wrapper included (the "
                + "bare loop column shows it alone); median of \(overhead?.count ?? 0) runs, min "
                + "\(NumberFormat.value(overhead?.min ?? .nan)) us"
        ).record(in: report)
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

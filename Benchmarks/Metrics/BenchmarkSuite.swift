import Foundation
import Precache

/// Runs every metric for every contender and renders the report.
@MainActor
struct BenchmarkSuite {
    let options: BenchmarkOptions

    /// Prints the table (or JSON) on standard output; false if any contender failed verification.
    func run() -> Bool {
        let started = MonotonicClock.now()
        let plan = options.quick ? BenchmarkPlan.quick : BenchmarkPlan.full
        let contenders = Contenders.all
        let report = Report(
            mode: plan.name, contenderNames: contenders.map { $0.displayName }, ratioColumns: Contenders.ratioColumns,
            oursName: Contenders.ours.displayName)
        report.addContext(
            "mode",
            "\(plan.name), \(ProcessInfo.processInfo.activeProcessorCount) cores, main thread, default run-loop mode")
        let loadAtStart = LoadAverage.current()
        let work = BusyWork.calibrate()
        PlatformCosts(plan: plan, report: report, work: work).run()
        TimerLatencyMetric(plan: plan, report: report, work: work).recordIdleFloor()

        // Cache metrics first: memory is measured best on a heap that earlier runs have not churned.
        for contender in contenders { CacheMetrics(plan: plan, report: report).run(contender) }
        LayoutContextMemoryMetric(plan: plan, report: report).run()
        HeightFileMetric(plan: plan, report: report).run()
        let precacheTotal = PrecacheTotalMetric(plan: plan, report: report, work: work)
        let metrics: [(any PrecacheStrategy.Type) -> Void] = [
            EnableCostMetric(plan: plan, report: report).run,
            precacheTotal.run,
            GrowthCurveMetric(plan: plan, report: report).run,
            TimerLatencyMetric(plan: plan, report: report, work: work).run,
        ]
        for metric in metrics {
            for contender in contenders { metric(contender) }
        }
        precacheTotal.recordTargets()
        TouchLatencyMetric(plan: plan, report: report, work: work).run(contenders)
        PassLengthMetric(plan: plan, report: report, work: work).run()
        BackgroundPrecacheMetric(plan: plan, report: report, work: work).run()
        let cacheTargets =
            "Height cache targets, same run: flat [[Double]] (fixed batch's cache) and raw buffer or "
            + "memmove (bare loop) in their columns"
        CacheReadTargetMetric(report: report, group: cacheTargets).run()
        CacheBatchUpdateMetric(report: report, group: cacheTargets).run()
        FlingMetric(plan: plan, report: report).run()
        SelfSizingAnswerMetric(plan: plan, report: report).run()
        SnapshotDiffMetric(plan: plan, report: report).run()  // Last: it churns the heap.
        BenchmarkNotes(plan: plan, report: report).add()
        if let loadAtStart, let loadAtEnd = LoadAverage.current() {
            report.addContext(
                "load average (1, 5, 15 min) at start and end",
                "\(loadAtStart); \(loadAtEnd) (above \(ProcessInfo.processInfo.activeProcessorCount): other processes "
                    + "competed for the cores)")
        }
        report.addContext(
            "benchmark wall time", "\(NumberFormat.value(MonotonicClock.elapsed(since: started).seconds)) s")
        print(options.json ? JSONReport(report).render() : TablePrinter(report: report).render())
        return report.failures.isEmpty
    }
}

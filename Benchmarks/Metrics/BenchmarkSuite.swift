import Foundation

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
            mode: plan.name, contenderNames: contenders.map { $0.displayName },
            baselineNames: Contenders.baselines.map { $0.displayName }, oursName: Contenders.ours?.displayName)
        report.addContext(
            "mode",
            "\(plan.name), \(ProcessInfo.processInfo.activeProcessorCount) cores, main thread, default run-loop mode")
        let work = BusyWork.calibrate()
        PlatformCosts(plan: plan, report: report, work: work).run()
        InputLatencyMetric(plan: plan, report: report, work: work).recordIdleFloor()

        // Cache metrics first: memory is measured best on a heap that earlier runs have not churned.
        let metrics: [(any PrecacheStrategy.Type) -> Void] = [
            CacheMetrics(plan: plan, report: report).run,
            EnableCostMetric(plan: plan, report: report).run,
            PrecacheTotalMetric(plan: plan, report: report, work: work).run,
            GrowthCurveMetric(plan: plan, report: report).run,
            InputLatencyMetric(plan: plan, report: report, work: work).run,
        ]
        for metric in metrics {
            for contender in contenders { metric(contender) }
        }
        let cacheTargets =
            "Height cache targets (issue 13): ours beside baselines in the same run, all in the ours column"
        CacheReadTargetMetric(report: report, group: cacheTargets).run()
        CacheBatchUpdateMetric(report: report, group: cacheTargets).run()
        FlingMetric(plan: plan, report: report).run()
        SnapshotDiffMetric(plan: plan, report: report).run()  // Last: it churns the heap.
        addNotes(to: report, plan: plan)
        report.addContext(
            "benchmark wall time", "\(NumberFormat.value(MonotonicClock.elapsed(since: started).seconds)) s")
        print(options.json ? JSONReport(report).render() : TablePrinter(report: report).render())
        return report.failures.isEmpty
    }

    private func addNotes(to report: Report, plan: BenchmarkPlan) {
        report.addNote(
            "classic = FDTemplateLayoutCell 1.2 (boxed NSNumber cache with O(row) build pass on every access; "
                + "NSIndexPath array; removeObject: per pass; one row per pass via perform + wake-up).")
        report.addNote(
            "fixed batch = Texture ASRunLoopQueue style, \(FixedBatchQueue.defaultBatchSize) rows per beforeWaiting "
                + "callback, [[Double]] cache.")
        report.addNote(
            "A size is extrapolated (~) when its predicted cost exceeds \(NumberFormat.value(plan.capSeconds)) s "
                + "(enable: \(NumberFormat.value(plan.enableCapSeconds)) s).")
        report.addNote(
            "Classic runs on swift-corelibs-foundation, whose per-call costs (see Context) are far above "
                + "Objective-C's; its growth (O(n) per pass, O(row) per access) carries over to iOS, its constants do not."
        )
    }
}

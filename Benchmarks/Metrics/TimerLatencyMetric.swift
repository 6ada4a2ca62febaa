/// How late a 5 ms run-loop timer (standing in for input) fires while rows that each take ~1 ms
/// to measure are being precached. On Linux a timer due during a long pass can wait one more pass
/// (see the notes); the touch-like source of `TouchLatencyMetric` does not.
@MainActor
struct TimerLatencyMetric {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork

    private var group: String {
        "Timer lateness while precaching \(NumberFormat.count(plan.latencyRows)) rows of ~1 ms"
            + " (timer every \(NumberFormat.value(plan.timerIntervalSeconds * 1e3)) ms, common modes)"
    }

    /// The same timer on an idle run loop: the floor every contender sits on.
    func recordIdleFloor() {
        let probe = TimerLatencyProbe(intervalSeconds: plan.timerIntervalSeconds)
        probe.start()
        RunLoopDriver.idle(seconds: 0.5)
        probe.stop()
        if let stats = Statistics(probe.delaysMicroseconds) {
            report.addContext(
                "timer lateness on an idle run loop",
                "p50 \(NumberFormat.value(stats.p50)) us, p99 \(NumberFormat.value(stats.p99)) us, max \(NumberFormat.value(stats.max)) us (\(stats.count) firings)"
            )
        }
    }

    func run(_ contender: any PrecacheStrategy.Type) {
        guard contender.role != .physicalLimit else { return }
        let name = contender.displayName
        Progress.log("\(name): input latency")
        let probe = TimerLatencyProbe(intervalSeconds: plan.timerIntervalSeconds)
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        let result = runner.run(
            contender, table: .feed(rows: plan.latencyRows),
            measurer: Measurers.busy(microseconds: plan.slowRowMicroseconds, work: work), inputProbe: probe)
        let stats = result.flatMap { Statistics($0.inputDelaysMicroseconds) }
        func record(_ metric: String, _ unit: String, _ value: Double?) {
            report.record(group: group, metric: metric, unit: unit, contender: name, value.map { .measured($0) })
        }
        record("timer lateness, p50", "ms", stats.map { $0.p50 / 1e3 })
        record("timer lateness, p99", "ms", stats.map { $0.p99 / 1e3 })
        record("timer lateness, max", "ms", stats.map { $0.max / 1e3 })
        record("timer firings during the run", "count", stats.map { Double($0.count) })
        record("precache total", "ms", result.map { $0.totalNanos.milliseconds })
    }
}

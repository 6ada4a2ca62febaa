import Foundation
import Precache

/// Touch-like input latency (issue 13): while rows of ~20 µs and of ~1 ms are precached, a
/// run-loop source in the common modes is signalled from another thread every 2 ms
/// (`TouchSourceProbe`); each event's delay runs from its signal to its handling on the main
/// thread. p50 and p99 per contender, beside the same source on an idle run loop (the floor).
///
/// Contenders take turns (one fresh run each per round) until each has `touchEvents` events, so
/// that load from other processes falls on all of them alike. Then the targets: ours (default)
/// within 0.5 ms of the floor at p50 with 20 µs rows, and within one slice of ours b=1 at p50 with
/// 1 ms rows.
@MainActor
struct TouchLatencyMetric {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork
    var maximumRounds = 20

    private struct RowKind {
        let label: String
        let rows: Int
        let measurer: RowMeasurer
    }

    func run(_ contenders: [any PrecacheStrategy.Type]) {
        let floor = idleFloor()
        let interval = NumberFormat.value(plan.touchIntervalSeconds * 1e3)
        let group =
            "Touch-like source latency (run-loop source signalled from another thread every \(interval) ms, "
            + "common modes; idle floor in Context)"
        let kinds = [
            RowKind(
                label: "\(NumberFormat.count(plan.touchRows)) rows of \(NumberFormat.value(plan.busyMicroseconds)) us",
                rows: plan.touchRows, measurer: Measurers.busy(microseconds: plan.busyMicroseconds, work: work)),
            RowKind(
                label: "\(NumberFormat.count(plan.touchSlowRows)) rows of ~1 ms", rows: plan.touchSlowRows,
                measurer: Measurers.busy(microseconds: plan.slowRowMicroseconds, work: work)),
        ]
        let contenders = contenders.filter { $0.role != .physicalLimit }
        var results: [String: [String: Statistics]] = [:]
        for kind in kinds {
            let delays = collect(kind, contenders)
            for contender in contenders {
                let name = contender.displayName
                let stats = Statistics(delays[name] ?? [])
                results[kind.label, default: [:]][name] = stats
                func record(_ metric: String, _ unit: String, _ value: Double?) {
                    report.record(
                        group: group, metric: "\(kind.label): \(metric)", unit: unit, contender: name,
                        value.map { .measured($0) })
                }
                record("latency p50", "ms", stats.map { $0.p50 / 1e3 })
                record("latency p99", "ms", stats.map { $0.p99 / 1e3 })
                record("events", "count", stats.map { Double($0.count) })
            }
        }
        recordTargets(floor: floor, fast: results[kinds[0].label] ?? [:], slow: results[kinds[1].label] ?? [:])
    }

    /// The same source on an idle run loop.
    private func idleFloor() -> Statistics? {
        let probe = TouchSourceProbe(intervalSeconds: plan.touchIntervalSeconds)
        probe.start()
        RunLoopDriver.idle(seconds: 0.4)
        probe.stop()
        let stats = Statistics(probe.delaysMicroseconds)
        if let stats {
            report.addContext(
                "touch-like source latency on an idle run loop",
                "p50 \(NumberFormat.value(stats.p50)) us, p99 \(NumberFormat.value(stats.p99)) us, "
                    + "max \(NumberFormat.value(stats.max)) us (\(stats.count) events)")
        }
        return stats
    }

    /// Every contender's delays (µs) for one kind of row, in rounds of one fresh run each.
    private func collect(_ kind: RowKind, _ contenders: [any PrecacheStrategy.Type]) -> [String: [Double]] {
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        var delays: [String: [Double]] = [:]
        for _ in 0..<maximumRounds {
            let lacking = contenders.filter { (delays[$0.displayName]?.count ?? 0) < plan.touchEvents }
            if lacking.isEmpty { break }
            for contender in lacking {
                Progress.log("\(contender.displayName): touch-like latency, \(kind.label)")
                let probe = TouchSourceProbe(intervalSeconds: plan.touchIntervalSeconds)
                guard
                    let result = runner.run(
                        contender, table: .feed(rows: kind.rows), measurer: kind.measurer, inputProbe: probe)
                else { continue }
                delays[contender.displayName, default: []] += result.inputDelaysMicroseconds
            }
        }
        return delays
    }

    private func recordTargets(floor: Statistics?, fast: [String: Statistics], slow: [String: Statistics]) {
        let ours = Contenders.ours.displayName
        let batchOne = Contenders.oursBatchOne.displayName
        let slice = Precacher.defaultTimeSliceMilliseconds
        let floorP50 = (floor?.p50 ?? .nan) / 1e3
        let fastOurs = fast[ours]
        BenchmarkTarget(
            name: "touch-like source latency p50, \(ours), \(NumberFormat.value(plan.busyMicroseconds)) us rows "
                + "<= idle floor + \(NumberFormat.value(slice)) ms",
            measured: (fastOurs?.p50 ?? .nan) / 1e3, limit: floorP50 + slice, unit: " ms",
            detail: "idle floor p50 \(NumberFormat.value(floorP50)) ms; p99 "
                + "\(NumberFormat.value((fastOurs?.p99 ?? .nan) / 1e3)) ms; \(fastOurs?.count ?? 0) events"
        ).record(in: report)
        let (slowOurs, slowOne) = (slow[ours], slow[batchOne])
        let oneP50 = (slowOne?.p50 ?? .nan) / 1e3
        BenchmarkTarget(
            name: "touch-like source latency p50, \(ours), ~1 ms rows <= \(batchOne) + one slice "
                + "(\(NumberFormat.value(slice)) ms)",
            measured: (slowOurs?.p50 ?? .nan) / 1e3, limit: oneP50 + slice, unit: " ms",
            detail: "\(batchOne) p50 \(NumberFormat.value(oneP50)) ms; p99 \(ours) "
                + "\(NumberFormat.value((slowOurs?.p99 ?? .nan) / 1e3)) ms, \(batchOne) "
                + "\(NumberFormat.value((slowOne?.p99 ?? .nan) / 1e3)) ms; "
                + "\(slowOurs?.count ?? 0) and \(slowOne?.count ?? 0) events"
        ).record(in: report)
    }
}

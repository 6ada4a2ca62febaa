import Foundation
import Precache

/// Touch-like input latency: while rows of ~20 µs and of ~1 ms are precached, a
/// run-loop source in the common modes is signalled from another thread every 2 ms
/// (`TouchSourceProbe`); each event's delay runs from its signal to its handling on the main
/// thread. p50 and p99 per contender, beside the same source on an idle run loop (the floor).
///
/// On Linux also each delay less the main thread's time off the CPU meanwhile (its busy time
/// before the event): on a shared machine other processes hold a core now and then, and the plain
/// delays then measure them. The targets use the busy time where it exists (the plain p50 is in
/// their detail): ours (default) within 0.5 ms of the floor at p50 with 20 µs rows, and within one
/// slice of ours b=1 at p50 with 1 ms rows.
///
/// Contenders take turns (one fresh run each per round) until each has `touchEvents` events, so
/// that load from other processes falls on all of them alike.
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

    /// One contender's events for one kind of row.
    private struct Events {
        var delays: [Double] = []
        var busy: [Double]? = []
        var preempted = 0

        mutating func add(_ probe: TouchSourceProbe) {
            delays += probe.delaysMicroseconds
            busy = busy.flatMap { mine in probe.busyDelaysMicroseconds.map { mine + $0 } }
            preempted += probe.preemptedEvents
        }
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
        var results: [[String: Events]] = []
        for kind in kinds {
            let events = collect(kind, contenders)
            results.append(events)
            for contender in contenders {
                let name = contender.displayName
                let all = Statistics(events[name]?.delays ?? [])
                let busy = events[name]?.busy.flatMap { Statistics($0) }
                func record(_ metric: String, _ unit: String, _ value: Double?) {
                    report.record(
                        group: group, metric: "\(kind.label): \(metric)", unit: unit, contender: name,
                        value.map { .measured($0) })
                }
                record("latency p50", "ms", all.map { $0.p50 / 1e3 })
                record("latency p99", "ms", all.map { $0.p99 / 1e3 })
                record(
                    "main thread busy before it (latency less time off the CPU), p50", "ms", busy.map { $0.p50 / 1e3 })
                record(
                    "main thread busy before it (latency less time off the CPU), p99", "ms", busy.map { $0.p99 / 1e3 })
                record("events", "count", all.map { Double($0.count) })
                record(
                    "events the main thread waited > 50 us off the CPU for", "count",
                    events[name].map { Double($0.preempted) })
            }
        }
        recordTargets(floor: floor, fast: results[0], slow: results[1])
    }

    /// The same source on an idle run loop.
    private func idleFloor() -> Events {
        let probe = TouchSourceProbe(intervalSeconds: plan.touchIntervalSeconds)
        probe.start()
        RunLoopDriver.idle(seconds: 0.4)
        probe.stop()
        var events = Events()
        events.add(probe)
        if let stats = Statistics(events.delays) {
            let busy = events.busy.flatMap { Statistics($0) }.map {
                ", main thread busy before it p50 \(NumberFormat.value($0.p50)) us"
            }
            report.addContext(
                "touch-like source latency on an idle run loop",
                "p50 \(NumberFormat.value(stats.p50)) us, p99 \(NumberFormat.value(stats.p99)) us, "
                    + "max \(NumberFormat.value(stats.max)) us (\(stats.count) events)\(busy ?? "")")
        }
        return events
    }

    /// Every contender's events for one kind of row, in rounds of one fresh run each.
    private func collect(_ kind: RowKind, _ contenders: [any PrecacheStrategy.Type]) -> [String: Events] {
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        var events: [String: Events] = [:]
        for _ in 0..<maximumRounds {
            let lacking = contenders.filter { (events[$0.displayName]?.delays.count ?? 0) < plan.touchEvents }
            if lacking.isEmpty { break }
            for contender in lacking {
                Progress.log("\(contender.displayName): touch-like latency, \(kind.label)")
                let probe = TouchSourceProbe(intervalSeconds: plan.touchIntervalSeconds)
                guard
                    runner.run(contender, table: .feed(rows: kind.rows), measurer: kind.measurer, inputProbe: probe)
                        != nil
                else { continue }
                events[contender.displayName, default: Events()].add(probe)
            }
        }
        return events
    }

    private func recordTargets(floor: Events, fast: [String: Events], slow: [String: Events]) {
        let ours = Contenders.ours.displayName
        let batchOne = Contenders.oursBatchOne.displayName
        let slice = Precacher.defaultTimeSliceMilliseconds
        // The busy time where every side has it, else the plain delays.
        let usesBusy =
            floor.busy != nil && fast[ours]?.busy != nil && slow[ours]?.busy != nil
            && slow[batchOne]?.busy != nil
        let measure = usesBusy ? "main thread busy before the event" : "latency"
        func p50(_ events: Events?) -> Double {
            guard let events, let stats = Statistics(usesBusy ? events.busy ?? [] : events.delays) else { return .nan }
            return stats.p50 / 1e3
        }
        func plain(_ events: Events?) -> String {
            guard let events, let stats = Statistics(events.delays) else { return "n/a" }
            return
                "plain latency p50 \(NumberFormat.value(stats.p50 / 1e3)) ms, p99 \(NumberFormat.value(stats.p99 / 1e3)) ms, "
                + "\(events.preempted) of \(stats.count) events waited > 50 us off the CPU"
        }
        BenchmarkTarget(
            name: "touch-like source \(measure) p50, \(ours), \(NumberFormat.value(plan.busyMicroseconds)) us rows "
                + "<= idle floor + \(NumberFormat.value(slice)) ms",
            measured: p50(fast[ours]), limit: p50(floor) + slice, unit: " ms",
            detail: "idle floor \(NumberFormat.value(p50(floor))) ms; \(plain(fast[ours]))"
        ).record(in: report)
        BenchmarkTarget(
            name: "touch-like source \(measure) p50, \(ours), ~1 ms rows <= \(batchOne) + one slice "
                + "(\(NumberFormat.value(slice)) ms)",
            measured: p50(slow[ours]), limit: p50(slow[batchOne]) + slice, unit: " ms",
            detail: "\(batchOne) \(NumberFormat.value(p50(slow[batchOne]))) ms; \(ours): \(plain(slow[ours])); "
                + "\(batchOne): \(plain(slow[batchOne]))"
        ).record(in: report)
    }
}

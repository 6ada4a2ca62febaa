import Foundation
import Precache

/// How long one precache pass blocks the main thread (the pass-length targets): the
/// precacher's own pass (its `onPass` hook), longest over every pass of a few configurations, each
/// against its limit. With rows of one cost the prediction is right, and a pass should end within
/// the time slice plus one row; with rows it mispredicts, or with the slice turned off, within the
/// 4 ms budget plus one row.
///
/// On a shared machine another process can take the CPU in the middle of a pass: a pass whose
/// run-loop span was more than `preemptionNanos` off the CPU is left out (and counted), as is the
/// longest row from it. Configurations take turns, in `plan.passRounds` rounds; then a
/// configuration with fewer than ``minimumPasses`` passes left to judge (long passes on a loaded
/// machine are often preempted) runs again, up to `plan.passExtraRounds` more times, so that a
/// quick run judges every target as a full one does.
@MainActor
struct PassLengthMetric {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork
    var preemptionNanos: UInt64 = 50_000
    /// Passes a target needs, not preempted, to be judged.
    static let minimumPasses = 5

    private enum Limit { case slice, budget }

    private struct Configuration {
        let label: String
        let contender: any PrecacheStrategy.Type
        let rows: Int
        let measurer: RowMeasurer
        let limit: Limit
    }

    private struct Tally {
        var passes = 0
        var preempted = 0
        var longestPass: UInt64 = 0
        var longestRow: UInt64 = 0
        /// The most the run-loop pass around a precache pass added to it (planning included).
        var longestExtra: UInt64 = 0
    }

    func run() {
        let group =
            "Pass length (the precacher's own pass, onPass hook; passes off the CPU > "
            + "\(NumberFormat.value(Double(preemptionNanos) / 1e3)) us left out)"
        let configurations = makeConfigurations()
        var tallies = Array(repeating: Tally(), count: configurations.count)
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        for round in 0..<(plan.passRounds + plan.passExtraRounds) {
            for (index, configuration) in configurations.enumerated() {
                let judged = tallies[index].passes - tallies[index].preempted
                if round >= plan.passRounds, judged >= Self.minimumPasses { continue }
                Progress.log("pass length: \(configuration.label)")
                guard
                    let result = runner.run(
                        configuration.contender, table: .feed(rows: configuration.rows),
                        measurer: configuration.measurer, samplesCPU: true)
                else { continue }
                tally(result.passList, into: &tallies[index])
            }
        }
        let ours = Contenders.ours.displayName
        for (configuration, tally) in zip(configurations, tallies) {
            report.record(
                group: group, metric: "longest pass, \(configuration.label)", unit: "ms", contender: ours,
                .measured(Double(tally.longestPass) / 1e6))
            recordTarget(configuration, tally)
        }
        report.record(
            group: group, metric: "passes left out as preempted, of all", unit: "%", contender: ours,
            .measured(
                100 * Double(tallies.map(\.preempted).reduce(0, +)) / Double(max(1, tallies.map(\.passes).reduce(0, +)))
            ))
    }

    private func makeConfigurations() -> [Configuration] {
        let busy = NumberFormat.value(plan.busyMicroseconds)
        let uniform = Measurers.busy(microseconds: plan.busyMicroseconds, work: work)
        let slow = Measurers.busy(microseconds: plan.slowRowMicroseconds, work: work)
        let mixed = Measurers.mispredicted(cheapMicroseconds: 5, dearMicroseconds: 2_000, period: 50, work: work)
        let mixedLabel = "mispredicted rows (5 us, every 50th 2 ms)"
        let (ours, sliceOff) = (Contenders.ours, OursBudgetOnlyPrecache.self)
        return [
            Configuration(
                label: "default, uniform \(busy) us rows", contender: ours, rows: plan.passRows, measurer: uniform,
                limit: .slice),
            Configuration(
                label: "default, uniform ~1 ms rows", contender: ours, rows: plan.passSlowRows, measurer: slow,
                limit: .slice),
            Configuration(
                label: "default, \(mixedLabel)", contender: ours, rows: plan.passRows, measurer: mixed,
                limit: .budget),
            Configuration(
                label: "slice off (budget only), uniform \(busy) us rows", contender: sliceOff,
                rows: 2 * plan.passRows, measurer: uniform, limit: .budget),
            Configuration(
                label: "slice off (budget only), \(mixedLabel)", contender: sliceOff, rows: 2 * plan.passRows,
                measurer: mixed, limit: .budget),
        ]
    }

    private func tally(_ passes: [PassProbe.Pass], into tally: inout Tally) {
        for pass in passes where pass.blocks > 0 {
            tally.passes += 1
            guard pass.offCPU <= preemptionNanos else {
                tally.preempted += 1
                continue
            }
            tally.longestPass = max(tally.longestPass, pass.longestBlock)
            tally.longestRow = max(tally.longestRow, pass.longestRow)
            tally.longestExtra = max(
                tally.longestExtra, pass.span > pass.longestBlock ? pass.span - pass.longestBlock : 0)
        }
    }

    private func recordTarget(_ configuration: Configuration, _ tally: Tally) {
        let (limitName, limitMs) =
            switch configuration.limit {
            case .slice: ("slice", Precacher.defaultTimeSliceMilliseconds)
            case .budget: ("budget", Precacher.defaultTimeBudgetMilliseconds)
            }
        let row = Double(tally.longestRow) / 1e6
        let enough = tally.passes - tally.preempted >= Self.minimumPasses
        BenchmarkTarget(
            name: "longest pass, ours \(configuration.label) <= \(limitName) + one row",
            measured: enough ? Double(tally.longestPass) / 1e6 : .nan, limit: limitMs + row, unit: " ms",
            detail: "\(limitName) \(NumberFormat.value(limitMs)) ms + longest row \(NumberFormat.value(row)) ms; "
                + "\(tally.passes - tally.preempted) passes, \(tally.preempted) left out as preempted; "
                + "the run-loop pass around it added at most \(NumberFormat.value(Double(tally.longestExtra) / 1e3)) us"
        ).record(in: report)
    }
}

/// Time per row as the table doubles (trivial measurer): flat for a linear scheduler, a rising
/// line for a quadratic one.
@MainActor
struct GrowthCurveMetric {
    let plan: BenchmarkPlan
    let report: Report

    func run(_ contender: any PrecacheStrategy.Type) {
        let name = contender.displayName
        Progress.log("\(name): growth curve")
        let runner = PrecacheRunner(report: report, timeoutSeconds: plan.runTimeoutSeconds)
        let series = CappedSeries(capSeconds: plan.capSeconds).run(sizes: plan.growthSizes) { rows in
            Sampler(budgetSeconds: 0.2, maxRuns: 3).median {
                runner.run(contender, table: .feed(rows: rows), measurer: Measurers.trivial())?.totalNanos.seconds
                    ?? .nan
            }
        }
        for rows in plan.growthSizes {
            report.record(
                group: "Growth curve: precache time per row (trivial measurer, enable included)",
                metric: "n = \(NumberFormat.count(rows))", unit: "us/row", contender: name,
                series[rows]?.map { $0 * 1e6 / Double(rows) })
        }
    }
}

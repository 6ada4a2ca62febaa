import Foundation

/// Cost of `enable()` on a table with nothing cached: one section of n rows, plus a grid shape;
/// and the heap it leaves allocated per row.
@MainActor
struct EnableCostMetric {
    let plan: BenchmarkPlan
    let report: Report

    func run(_ contender: any PrecacheStrategy.Type) {
        guard contender.role != .physicalLimit else { return }
        let name = contender.displayName
        let group = "Enable cost (nothing cached yet)"
        Progress.log("\(name): enable cost")
        let heapRows = plan.enableSizes[0]
        var heapBytesPerRow: Double?
        let series = CappedSeries(capSeconds: plan.enableCapSeconds).run(sizes: plan.enableSizes) { rows in
            Sampler().median {
                let (seconds, heap) = enable(contender, table: .feed(rows: rows))
                if rows == heapRows, heapBytesPerRow == nil, let heap { heapBytesPerRow = Double(heap) / Double(rows) }
                return seconds
            }
        }
        for rows in plan.enableSizes {
            report.record(
                group: group, metric: "enable, 1 section x \(NumberFormat.count(rows)) rows", unit: "ms",
                contender: name, series[rows]?.map { $0 * 1e3 })
        }
        let grid = plan.enableGrid
        let gridSeconds = Sampler(budgetSeconds: 0.3, maxRuns: 3).median { enable(contender, table: grid).seconds }
        report.record(
            group: group,
            metric: "enable, \(grid.numberOfSections) sections x \(NumberFormat.count(grid.rowCounts[0])) rows",
            unit: "ms", contender: name, .measured(gridSeconds * 1e3))
        report.record(
            group: group, metric: "heap left by enable, per row (\(NumberFormat.count(heapRows)) rows)",
            unit: "bytes", contender: name, heapBytesPerRow.map { .measured($0) })
    }

    /// Seconds spent in `enable()`, and the heap growth it caused while the strategy is alive.
    private func enable(_ type: any PrecacheStrategy.Type, table: TableShape) -> (seconds: Double, heapBytes: Int?) {
        let strategy = type.init(table: table, measurer: Measurers.trivial(), probe: PassProbe())
        let heapBefore = MemoryGauge.heapInUseBytes()
        let nanos = MonotonicClock.time { strategy.enable() }
        let heapAfter = MemoryGauge.heapInUseBytes()
        strategy.disable()
        RunLoopDriver.drain()
        let heap = heapBefore.flatMap { before in heapAfter.map { $0 - before } }
        return (nanos.seconds, heap)
    }
}

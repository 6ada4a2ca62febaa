import CellHeight
import Foundation

/// Memory per cached row with several layout contexts: `plan.contextRows` rows cached in
/// each of `plan.layoutContexts` contexts of one `IndexPathHeightCache`, heap growth over every
/// cached row. Twice: with the capacity reserved, as the precacher fills a table, and grown row by
/// row, as `heightForRowAt` fills it. The bare-loop column holds the physical limit: one flat
/// buffer of `Double` per context.
@MainActor
struct LayoutContextMemoryMetric {
    let plan: BenchmarkPlan
    let report: Report

    func run() {
        let (rows, contexts) = (plan.contextRows, plan.layoutContexts)
        Progress.log("memory: \(NumberFormat.count(rows)) rows in \(contexts) layout contexts")
        let group = "Memory per cached row, \(NumberFormat.count(rows)) rows in each of \(contexts) layout contexts"
        let cached = Double(rows * contexts)
        let labels = [
            "capacity reserved (as the precacher fills a table)", "grown row by row (as heightForRowAt fills it)",
        ]
        for (label, reserves) in zip(labels, [true, false]) {
            let (cache, heap, _) = MemoryGauge.delta { filledCache(reservingCapacity: reserves) }
            withExtendedLifetime(cache) {}
            report.record(
                group: group, metric: "heap per cached row, \(label)", unit: "bytes",
                contender: Contenders.ours.displayName, heap.map { .measured(Double($0) / cached) })
        }
        let (buffers, heap, _) = MemoryGauge.delta {
            (0..<contexts).map { _ in [Double](repeating: 44, count: rows) }
        }
        withExtendedLifetime(buffers) {}
        for label in labels {
            report.record(
                group: group, metric: "heap per cached row, \(label)", unit: "bytes",
                contender: Contenders.bareLoop.displayName, heap.map { .measured(Double($0) / cached) })
        }
    }

    private func filledCache(reservingCapacity reserves: Bool) -> IndexPathHeightCache {
        let cache = IndexPathHeightCache(maximumLayoutContexts: plan.layoutContexts)
        for context in 0..<plan.layoutContexts {
            cache.layoutContext = LayoutContext(width: 320 + CGFloat(context))
            if reserves { cache.reserveCapacity(rows: plan.contextRows, inSection: 0) }
            for row in 0..<plan.contextRows {
                let indexPath = TableShape.indexPath(section: 0, row: row)
                cache.setHeight(CGFloat(RowHeights.height(for: indexPath)), at: indexPath)
            }
        }
        return cache
    }
}

/// The cache-only metrics for one contender: build a one-section cache with every row cached
/// (memory), read it at random (hit path), then insert rows at the top.
@MainActor
struct CacheMetrics {
    let plan: BenchmarkPlan
    let report: Report

    var group: String { "Height cache, 1 section x \(NumberFormat.count(plan.cacheRows)) cached rows" }

    func run(_ contender: any PrecacheStrategy.Type) {
        let name = contender.displayName
        guard let cacheType = contender.heightCacheType else {
            Progress.log("\(name): same cache as \(Contenders.ours.displayName), cache metrics there only")
            return
        }
        Progress.log("\(name): cache memory, reads, inserts")
        let cache = CacheMemoryMetric(rows: plan.cacheRows, report: report, group: group)
            .run(cacheType, contender: name)
        CacheReadMetric(rows: plan.cacheRows, report: report, group: group).run(cache, contender: name)
        CacheInsertMetric(report: report, group: group).run(cache, contender: name)
    }
}

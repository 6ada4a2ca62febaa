/// Heap and resident memory per cached row, measured as the growth while building the cache.
@MainActor
struct CacheMemoryMetric {
    let rows: Int
    let report: Report
    let group: String

    /// Builds the cache, records its footprint, and hands it on for the other cache metrics.
    func run(_ type: any BenchmarkHeightCache.Type, contender: String) -> any BenchmarkHeightCache {
        let (cache, heap, resident) = MemoryGauge.delta { type.init(cachedRows: rows, height: RowHeights.height) }
        report.record(
            group: group, metric: "heap per cached row (malloc in use)", unit: "bytes", contender: contender,
            heap.map { .measured(Double($0) / Double(rows)) })
        report.record(
            group: group, metric: "resident memory per cached row (RSS)", unit: "bytes", contender: contender,
            resident.map { .measured(Double($0) / Double(rows)) })
        return cache
    }
}

import Foundation

/// Cost of a cache hit at random rows (the app's `heightForRowAt` on a warm cache).
@MainActor
struct CacheReadMetric {
    let rows: Int
    let report: Report
    let group: String
    var budgetSeconds = 0.25
    var minimumReads = 5

    func run(_ cache: any BenchmarkHeightCache, contender: String) {
        let paths = randomPaths()
        let hit = nanosPerRead(paths) { cache.height(at: $0) ?? .nan }
        report.record(
            group: group, metric: "read, random hit", unit: "ns/op", contender: contender, .measured(hit))
        if let classic = cache as? ClassicHeightCache {
            // What the boxing alone costs, without FDTemplateLayoutCell's O(row) build pass.
            let boxed = nanosPerRead(paths) { classic.boxedHeight(section: $0[0], row: $0[1]) ?? .nan }
            report.record(
                group: group, metric: "read, boxed lookup only (classic without its build pass)", unit: "ns/op",
                contender: contender, .measured(boxed))
        }
    }

    /// Index paths at uniformly random rows, from a fixed seed.
    private func randomPaths() -> [IndexPath] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<min(rows, 1 << 16)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return TableShape.indexPath(section: 0, row: Int((state >> 33) % UInt64(rows)))
        }
    }

    /// Reads in doubling rounds over `paths` until the budget is spent (and at least `minimumReads` done).
    private func nanosPerRead(_ paths: [IndexPath], _ read: (IndexPath) -> Double) -> Double {
        var reads = 0
        var index = 0
        var round = 1
        var sum = 0.0
        let start = MonotonicClock.now()
        var elapsed: UInt64 = 0
        while true {
            for _ in 0..<round {
                sum += read(paths[index])
                index += 1
                if index == paths.count { index = 0 }
            }
            reads += round
            elapsed = MonotonicClock.elapsed(since: start)
            if reads >= minimumReads && elapsed.seconds >= budgetSeconds { break }
            round = min(round * 2, 1 << 14)
        }
        BlackHole.consume(sum)
        return Double(elapsed) / Double(reads)
    }
}

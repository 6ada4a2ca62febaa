import Foundation

/// Cost of inserting an uncached row at the top of the big section (a table insert at row 0).
@MainActor
struct CacheInsertMetric {
    let report: Report
    let group: String
    var inserts = 20

    func run(_ cache: any BenchmarkHeightCache, contender: String) {
        let top = TableShape.indexPath(section: 0, row: 0)
        var samples: [Double] = []
        for _ in 0..<inserts {
            samples.append(MonotonicClock.time { cache.insertRow(at: top) }.microseconds)
        }
        report.record(
            group: group, metric: "insert row 0, median of \(inserts)", unit: "us", contender: contender,
            Statistics(samples).map { .measured($0.median) })
    }
}

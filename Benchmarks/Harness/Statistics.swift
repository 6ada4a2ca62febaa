/// Order statistics of one sample: mean, median, percentiles, extremes.
struct Statistics: Sendable, Codable {
    let count: Int
    let mean: Double
    let median: Double
    let p50: Double
    let p99: Double
    let min: Double
    let max: Double

    /// Nil for an empty sample.
    init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        count = sorted.count
        mean = sorted.reduce(0, +) / Double(sorted.count)
        median =
            sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            : sorted[sorted.count / 2]
        p50 = Self.percentile(0.50, ofSorted: sorted)
        p99 = Self.percentile(0.99, ofSorted: sorted)
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// Nearest-rank percentile: the smallest value with at least `fraction` of the sample at or below it.
    static func percentile(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "percentile of an empty sample")
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}

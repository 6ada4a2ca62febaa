/// The distribution of a set of durations: count, mean, median, 99th percentile and maximum.
public struct DurationSummary: Sendable, Equatable {
    /// How many durations were summarized.
    public var count: Int
    /// The sum of the durations, in nanoseconds.
    public var totalNanoseconds: UInt64
    /// The mean, in nanoseconds (0 for no durations).
    public var meanNanoseconds: Double
    /// The median, in nanoseconds (0 for no durations).
    public var medianNanoseconds: UInt64
    /// The 99th percentile (nearest rank), in nanoseconds (0 for no durations).
    public var p99Nanoseconds: UInt64
    /// The longest duration, in nanoseconds (0 for no durations).
    public var maxNanoseconds: UInt64

    /// Summarizes `samples`, in nanoseconds.
    ///
    /// - Parameter samples: The durations, in any order.
    public init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        count = sorted.count
        totalNanoseconds = sorted.reduce(0, &+)
        meanNanoseconds = sorted.isEmpty ? 0 : Double(totalNanoseconds) / Double(sorted.count)
        medianNanoseconds = Self.rank(0.5, in: sorted)
        p99Nanoseconds = Self.rank(0.99, in: sorted)
        maxNanoseconds = sorted.last ?? 0
    }

    /// The nearest-rank percentile `fraction` of sorted samples.
    private static func rank(_ fraction: Double, in sorted: [UInt64]) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(0, index), sorted.count - 1)]
    }
}

/// Rows per second over a sliding window of recent samples.
public struct ThroughputMeter: Sendable {
    private var samples: [(time: UInt64, count: Int)] = []
    /// The window in nanoseconds.
    public let windowNanoseconds: UInt64

    /// Creates a meter.
    ///
    /// - Parameter window: The window in seconds (default 1).
    public init(window: Double = 1) {
        windowNanoseconds = max(1, SessionClock.nanoseconds(window))
    }

    /// Records that `count` rows were done in total by `time` (nanoseconds).
    ///
    /// - Parameters:
    ///   - count: The running total.
    ///   - time: When, from ``SessionClock/now()``.
    public mutating func record(_ count: Int, at time: UInt64) {
        samples.append((time, count))
        while let first = samples.first, samples.count > 2, time &- first.time > windowNanoseconds {
            samples.removeFirst()
        }
    }

    /// The rate over the window, in rows per second; 0 before two samples.
    public var rowsPerSecond: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return Double(last.count - first.count) / (Double(last.time - first.time) / 1e9)
    }

}

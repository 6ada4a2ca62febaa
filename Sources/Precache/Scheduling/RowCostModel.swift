/// Predicts how long the next row will take to measure, from the rows measured before it.
///
/// Rows fall into cost classes (one per reuse identifier, or one for the whole list): each class
/// keeps a running average of its measuring times, weighting the newest measurement a quarter, as
/// Android's `GapWorker` keeps one per view type. A pass uses the prediction to leave a row for the
/// next pass rather than start it and overrun its time slice. Each operation is O(1) amortized.
struct RowCostModel {
    /// Classes remembered at most: beyond this the model starts over (a list with thousands of
    /// identifiers gains nothing from per-class averages).
    static let maximumClasses = 64

    private var averages: [Int: Double] = [:]

    /// Records that a row of `costClass` took `nanoseconds` to measure.
    mutating func record(_ nanoseconds: UInt64, costClass: Int) {
        let sample = Double(nanoseconds)
        if let average = averages[costClass] {
            averages[costClass] = average * 0.75 + sample * 0.25
        } else {
            if averages.count >= Self.maximumClasses { averages.removeAll(keepingCapacity: true) }
            averages[costClass] = sample
        }
    }

    /// The predicted measuring time of a row of `costClass`, or `nil` before its first measurement.
    func predicted(costClass: Int) -> UInt64? {
        guard let average = averages[costClass] else { return nil }
        return average >= Double(UInt64.max) ? .max : UInt64(average.rounded())
    }

    /// Forgets every class (the rows' content or width changed).
    mutating func reset() { averages.removeAll(keepingCapacity: true) }
}

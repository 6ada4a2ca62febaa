/// One number in the table: measured, or extrapolated because measuring would take too long.
struct MetricValue: Sendable {
    let value: Double
    let isExtrapolated: Bool

    static func measured(_ value: Double) -> MetricValue {
        MetricValue(value: value, isExtrapolated: false)
    }

    static func extrapolated(_ value: Double) -> MetricValue {
        MetricValue(value: value, isExtrapolated: true)
    }

    /// The same kind of value, rescaled (unit conversion, per-row division).
    func map(_ transform: (Double) -> Double) -> MetricValue {
        MetricValue(value: transform(value), isExtrapolated: isExtrapolated)
    }
}

import Foundation

/// Compact, fixed-width-friendly renderings of numbers and sizes.
enum NumberFormat {
    /// About three significant digits, never in exponent form above 0.001.
    static func value(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let magnitude = abs(value)
        switch magnitude {
        case 0: return "0"
        case 100...: return String(format: "%.0f", value)
        case 10..<100: return String(format: "%.1f", value)
        case 1..<10: return String(format: "%.2f", value)
        case 0.9995..<1: return String(format: "%.2f", value)  // "%.3g" would print "1"
        case 0.001..<1: return String(format: "%.3g", value)
        default: return String(format: "%.2e", value)
        }
    }

    /// A measured value as-is; an extrapolated one with a leading "~".
    static func metric(_ metric: MetricValue?) -> String {
        guard let metric else { return "n/a" }
        return (metric.isExtrapolated ? "~" : "") + value(metric.value)
    }

    static func ratio(_ ratio: MetricValue?) -> String {
        guard let ratio else { return "-" }
        return (ratio.isExtrapolated ? "~" : "") + value(ratio.value) + "x"
    }

    /// Row counts: 1000 → "1k", 1_000_000 → "1M", 1500 → "1.5k".
    static func count(_ count: Int) -> String {
        func trimmed(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
        if count >= 1_000_000 && count % 100_000 == 0 { return trimmed(Double(count) / 1e6) + "M" }
        if count >= 1_000 && count % 100 == 0 { return trimmed(Double(count) / 1e3) + "k" }
        return String(count)
    }
}

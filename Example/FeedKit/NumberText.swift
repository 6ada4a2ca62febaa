/// Numbers as short, locale-independent text for progress lines and reports.
public enum NumberText {
    /// `20000` as `"20,000"`.
    ///
    /// - Parameter value: A whole number.
    public static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `value` rounded to at most `places` decimals, without trailing zeros (`1.50` is `"1.5"`).
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - places: The most decimals to keep, 0 to 6.
    public static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let places = min(max(0, places), 6)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let whole = Int(scaled) / Int(scale)
        var fraction = String(Int(scaled) % Int(scale))
        while fraction.count < places { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return sign + count(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A fixed number of decimals: `fixed(0.5, places: 2)` is `"0.50"`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - places: The decimals to show, 0 to 6.
    public static func fixed(_ value: Double, places: Int) -> String {
        let text = decimal(value, places: places)
        let places = min(max(0, places), 6)
        guard places > 0, value.isFinite else { return text }
        let decimals = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        return text + (decimals == 0 ? "." : "") + String(repeating: "0", count: places - decimals)
    }

    /// A duration in nanoseconds as `"850 ns"`, `"41 µs"`, `"2.67 ms"` or `"1.25 s"`.
    ///
    /// - Parameter nanoseconds: The duration.
    public static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return decimal(nanoseconds, places: 0) + " ns"
        case ..<100_000: return decimal(nanoseconds / 1_000, places: 1) + " µs"
        case ..<1_000_000: return decimal(nanoseconds / 1_000, places: 0) + " µs"
        case ..<1_000_000_000: return decimal(nanoseconds / 1_000_000, places: 2) + " ms"
        default: return decimal(nanoseconds / 1_000_000_000, places: 2) + " s"
        }
    }

    /// A duration in nanoseconds, formatted like the `Double` overload.
    ///
    /// - Parameter nanoseconds: The duration.
    public static func duration(_ nanoseconds: UInt64) -> String { duration(Double(nanoseconds)) }

    /// A fraction in `0...1` as a percentage with one decimal: `0.9314` is `"93.1%"`.
    ///
    /// - Parameter fraction: The fraction.
    public static func percent(_ fraction: Double) -> String { fixed(fraction * 100, places: 1) + "%" }
}

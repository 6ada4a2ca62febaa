/// One target of issue 13 for the cache, printed with its measured value and whether it is met.
struct CacheTarget {
    let name: String
    let measured: Double
    let limit: Double
    let unit: String
    /// How the measured value came about (the figures it is a ratio of, and so on).
    var detail = ""

    var isMet: Bool { measured <= limit }

    @MainActor
    func record(in report: Report) {
        let value = NumberFormat.value(measured) + unit
        let extra = detail.isEmpty ? "" : " [\(detail)]"
        report.addContext(
            "target: \(name)",
            "\(value) (limit \(NumberFormat.value(limit))\(unit)): \(isMet ? "PASS" : "MISS")\(extra)")
    }
}

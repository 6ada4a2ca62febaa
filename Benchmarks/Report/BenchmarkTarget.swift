/// One target, printed with its measured value, its limit and whether it is met (most are ratios to
/// a reference measured in the same run): `target: NAME = VALUE (limit LIMIT): PASS [detail]`.
struct BenchmarkTarget: Sendable {
    let name: String
    let measured: Double
    let limit: Double
    let unit: String
    /// How the measured value came about (the figures it is a ratio of, the sample, and so on).
    var detail = ""

    /// Met when measured; a value that could not be measured (NaN) is a miss.
    var isMet: Bool { measured <= limit }

    /// The printed line, without the leading "target: ".
    var line: String {
        let extra = detail.isEmpty ? "" : " [\(detail)]"
        return "\(name) = \(NumberFormat.value(measured))\(unit) (limit \(NumberFormat.value(limit))\(unit)): "
            + "\(isMet ? "PASS" : "MISS")\(extra)"
    }

    @MainActor
    func record(in report: Report) {
        report.addTarget(self)
    }
}

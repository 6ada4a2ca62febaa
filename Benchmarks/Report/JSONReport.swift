import Foundation

/// The `--json` rendering of a `Report`: same rows, values as numbers, null where missing.
struct JSONReport: Encodable {
    struct Value: Encodable {
        let value: Double
        let extrapolated: Bool
    }

    struct Target: Encodable {
        let name: String
        let measured: Double?
        let limit: Double
        let unit: String
        let met: Bool
        let detail: String
    }

    struct Row: Encodable {
        let group: String
        let metric: String
        let unit: String
        let values: [String: Value?]
        let ratios: [String: Value?]
    }

    let mode: String
    let contenders: [String]
    let ours: String
    let ratioColumns: [String: String]
    let rows: [Row]
    let context: [String: String]
    let targets: [Target]
    let notes: [String]
    let failures: [String]

    @MainActor
    init(_ report: Report) {
        func encoded(_ metric: MetricValue?) -> Value? {
            guard let metric, metric.value.isFinite else { return nil }
            return Value(value: metric.value, extrapolated: metric.isExtrapolated)
        }
        mode = report.mode
        contenders = report.contenderNames
        ours = report.oursName
        rows = report.rows.map { row in
            Row(
                group: row.group, metric: row.metric, unit: row.unit,
                values: Dictionary(uniqueKeysWithValues: report.contenderNames.map { ($0, encoded(row.values[$0])) }),
                ratios: Dictionary(
                    uniqueKeysWithValues: report.ratioColumns.map { ($0.title, encoded(report.ratio(row, $0))) }))
        }
        ratioColumns = Dictionary(
            uniqueKeysWithValues: report.ratioColumns.map { ($0.title, "\($0.numerator) / \($0.denominator)") })
        targets = report.targets.map {
            Target(
                name: $0.name, measured: $0.measured.isFinite ? $0.measured : nil, limit: $0.limit,
                unit: $0.unit.trimmingCharacters(in: .whitespaces), met: $0.isMet, detail: $0.detail)
        }
        context = Dictionary(report.context, uniquingKeysWith: { _, last in last })
        notes = report.notes
        failures = report.failures
    }

    func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

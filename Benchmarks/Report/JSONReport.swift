import Foundation

/// The `--json` rendering of a `Report`: same rows, values as numbers, null where missing.
struct JSONReport: Encodable {
    struct Value: Encodable {
        let value: Double
        let extrapolated: Bool
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
    let ours: String?
    let rows: [Row]
    let context: [String: String]
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
                ratios: report.oursName == nil
                    ? [:]
                    : Dictionary(
                        uniqueKeysWithValues: report.baselineNames.map {
                            ("ours/\($0)", encoded(report.ratio(row, baseline: $0)))
                        }))
        }
        context = Dictionary(report.context, uniquingKeysWith: { _, last in last })
        notes = report.notes
        failures = report.failures
    }

    private enum CodingKeys: String, CodingKey {
        case mode, contenders, ours, rows, context, notes, failures
    }

    /// Like the synthesized encoding, but `ours` is written as null rather than left out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(contenders, forKey: .contenders)
        if let ours { try container.encode(ours, forKey: .ours) } else { try container.encodeNil(forKey: .ours) }
        try container.encode(rows, forKey: .rows)
        try container.encode(context, forKey: .context)
        try container.encode(notes, forKey: .notes)
        try container.encode(failures, forKey: .failures)
    }

    func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

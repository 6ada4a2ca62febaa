/// Everything one benchmark run produced, in the order it was produced.
@MainActor
final class Report {
    /// One line of the results table: a metric and each contender's value (by display name).
    struct Row {
        let group: String
        let metric: String
        let unit: String
        var values: [String: MetricValue] = [:]
    }

    let mode: String
    let contenderNames: [String]
    let ratioColumns: [RatioColumn]
    /// The column of the package at its default settings.
    let oursName: String
    private(set) var rows: [Row] = []
    /// Facts about this machine and run that help read the table (name, value).
    private(set) var context: [(String, String)] = []
    private(set) var targets: [BenchmarkTarget] = []
    private(set) var notes: [String] = []
    private(set) var failures: [String] = []

    init(mode: String, contenderNames: [String], ratioColumns: [RatioColumn], oursName: String) {
        self.mode = mode
        self.contenderNames = contenderNames
        self.ratioColumns = ratioColumns
        self.oursName = oursName
    }

    /// Sets one contender's value for a metric, adding the row on first use.
    func record(group: String, metric: String, unit: String, contender: String, _ value: MetricValue?) {
        if !rows.contains(where: { $0.group == group && $0.metric == metric }) {
            rows.append(Row(group: group, metric: metric, unit: unit))
        }
        guard let value, let index = rows.firstIndex(where: { $0.group == group && $0.metric == metric }) else {
            return
        }
        rows[index].values[contender] = value
    }

    func addContext(_ name: String, _ value: String) {
        context.append((name, value))
        Progress.log("context: \(name) = \(value)")
    }

    func addTarget(_ target: BenchmarkTarget) {
        targets.append(target)
        Progress.log("target: \(target.line)")
    }

    func addNote(_ note: String) { notes.append(note) }

    func addFailure(_ failure: String) {
        failures.append(failure)
        Progress.log("FAILURE: \(failure)")
    }

    /// `numerator ÷ denominator` for a row; nil when either side is missing.
    func ratio(_ row: Row, _ column: RatioColumn) -> MetricValue? {
        guard let top = row.values[column.numerator], let bottom = row.values[column.denominator], bottom.value != 0
        else { return nil }
        return MetricValue(value: top.value / bottom.value, isExtrapolated: top.isExtrapolated || bottom.isExtrapolated)
    }
}

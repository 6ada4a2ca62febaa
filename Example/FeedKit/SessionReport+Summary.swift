/// The headline of a report, printed before any run's details: the fling frames over budget in
/// every run and variant, and what they say in a sentence a run.
extension SessionReport {
    /// The summary table and its reading; empty when no run drew a fling frame.
    static func summary(of reports: [SessionReport]) -> [String] {
        let variants = reports.first?.results.map(\.variant) ?? []
        guard !variants.isEmpty, reports.contains(where: { $0.results.contains { $0.flingFrames.frames > 0 } })
        else { return [] }
        let budget = NumberText.duration(reports.first?.results.first?.flingFrames.budgetNanoseconds ?? 0)
        let rows = reports.map { report in
            let cells = variants.map { variant in
                report.result(variant).map {
                    "\(report.count($0.flingFrames.framesOverBudget, of: $0)) "
                        + "(\(NumberText.duration($0.flingFrames.longestFrameNanoseconds)))"
                } ?? "-"
            }
            return (label: report.runName, cells: cells)
        }
        var lines = wrap("Summary: fling frames over the \(budget) budget (the longest frame), by row cost")
        lines += table(variants.map(\.name), rows, minimumColumn: 18)
        let readings = reports.compactMap(\.flingReading) + reports.compactMap(\.compositionalReading)
        if !readings.isEmpty {
            lines.append("")
            lines += readings.flatMap { wrap($0) }
        }
        if reports.count > 1 { lines += wrap("Each run's details follow.") }
        return lines
    }

    /// The run's row cost and size: "phone-class (+9 ms a row), 300 rows".
    public var runName: String {
        let cost = configuration.rowCost
        let added = cost.addedSeconds > 0 ? " (+\(NumberText.duration(cost.addedSeconds * 1e9)) a row)" : ""
        return "\(cost.name)\(added), \(NumberText.count(configuration.rowCount)) rows"
    }

    /// One sentence comparing the flings with and without precache, or `nil` unless both ran.
    var flingReading: String? {
        guard let with = result(.precache), let without = result(.onDemand) else { return nil }
        let over = (with.flingFrames.framesOverBudget, without.flingFrames.framesOverBudget)
        if over == (0, 0) {
            return "\(runName.capitalizingFirst): no fling frame went over budget either way; precache took "
                + "\(NumberText.duration(without.flingFrames.measureNanoseconds)) of measuring out of the flings."
        }
        return "\(runName.capitalizingFirst): \(count(over.1, of: without)) fling frames went over budget "
            + "without precache, \(count(over.0, of: with)) with it."
    }
}

extension String {
    /// The string with its first character in upper case.
    var capitalizingFirst: String { prefix(1).uppercased() + dropFirst() }
}

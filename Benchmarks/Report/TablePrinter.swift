/// Renders a `Report` as a plain-text table: one column per contender, then the ratio columns, then
/// the context, the targets and the notes.
@MainActor
struct TablePrinter {
    let report: Report

    private enum Line {
        case heading(String)
        case cells([String])
    }

    func render() -> String {
        let header = ["metric", "unit"] + report.contenderNames + report.ratioColumns.map(\.title)
        var body: [Line] = []
        for group in groupsInOrder() {
            body.append(.heading(group))
            for row in report.rows where row.group == group {
                let values = report.contenderNames.map { NumberFormat.metric(row.values[$0]) }
                let ratios = report.ratioColumns.map { NumberFormat.ratio(report.ratio(row, $0)) }
                body.append(.cells([row.metric, row.unit] + values + ratios))
            }
        }
        let allCells = [header] + body.compactMap { if case .cells(let cells) = $0 { cells } else { nil } }
        let widths = header.indices.map { column in allCells.map { $0[column].count }.max() ?? 0 }
        var lines = [line(header, widths), String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))]
        for entry in body {
            switch entry {
            case .heading(let group): lines += ["", "[\(group)]"]
            case .cells(let cells): lines.append(line(cells, widths))
            }
        }
        return (lines + footer()).joined(separator: "\n")
    }

    /// Each group once, in the order its first row was recorded.
    private func groupsInOrder() -> [String] {
        var seen = Set<String>()
        return report.rows.map(\.group).filter { seen.insert($0).inserted }
    }

    /// Text cells left-aligned, numbers right-aligned.
    private func line(_ cells: [String], _ widths: [Int]) -> String {
        cells.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            return column < 2 ? cell + padding : padding + cell
        }.joined(separator: "  ")
    }

    private func footer() -> [String] {
        var lines = [""]
        lines.append(
            "~ = extrapolated from smaller measured sizes (t = a*n + b*n^2 through the two largest), not measured.")
        for column in report.ratioColumns {
            lines.append("\(column.title) = \(column.numerator) / \(column.denominator): \(column.meaning)")
        }
        lines.append(
            "Every metric is lower-is-better except rows per second (and rows per pass): there, a ratio < 1x loses.")
        if !report.context.isEmpty {
            lines.append("")
            lines.append("Context:")
            lines += report.context.map { "  \($0.0): \($0.1)" }
        }
        if !report.targets.isEmpty {
            let met = report.targets.filter(\.isMet).count
            lines.append("")
            lines.append("Targets (\(met) PASS, \(report.targets.count - met) MISS):")
            lines += report.targets.map { "  target: \($0.line)" }
        }
        if !report.notes.isEmpty {
            lines.append("")
            lines.append("Notes:")
            lines += report.notes.map { "  - \($0)" }
        }
        if !report.failures.isEmpty {
            lines.append("")
            lines.append("FAILURES:")
            lines += report.failures.map { "  ! \($0)" }
        }
        return lines
    }
}

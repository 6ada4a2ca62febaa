/// Line layout for reports: wrapping to ``SessionReport/maxColumns`` and padding.
extension SessionReport {
    /// `text` wrapped to the report's width, every line indented by `indent` spaces.
    func wrap(_ text: String, indent: Int = 0) -> [String] { Self.wrap(text, indent: indent) }

    static func wrap(_ text: String, indent: Int = 0) -> [String] {
        let margin = String(repeating: " ", count: indent)
        return LineBreaker(maxColumns: maxColumns - indent).lines(of: text).map { margin + $0 }
    }

    /// A labelled line: the label in a 19-column field after two spaces, the text wrapped beside it.
    func field(_ label: String, _ text: String) -> [String] {
        let lines = LineBreaker(maxColumns: Self.maxColumns - 21).lines(of: text)
        return lines.enumerated().map { index, line in
            (index == 0 ? "  " + pad(label, 19) : String(repeating: " ", count: 21)) + line
        }
    }

    func pad(_ text: String, _ width: Int) -> String { Self.pad(text, width) }

    /// A table indented two spaces: a heading row of column names, then a row of cells per label.
    /// Labels are padded to the widest label plus two (at least `minimumLabel` plus two), every
    /// column to the widest name or cell plus two (at least `minimumColumn` plus two); no line has
    /// trailing spaces. If that is wider than ``maxColumns``, each label goes on a line of its own,
    /// above its cells.
    ///
    /// - Parameters:
    ///   - names: The column names.
    ///   - rows: Each row's label and cells, one cell per column.
    ///   - minimumLabel: The narrowest label column, before the two spaces.
    ///   - minimumColumn: The narrowest column, before the two spaces.
    static func table(
        _ names: [String], _ rows: [(label: String, cells: [String])], minimumLabel: Int = 0, minimumColumn: Int = 0
    ) -> [String] {
        let columnWidth = max(minimumColumn, (names + rows.flatMap(\.cells)).map { DisplayWidth.of($0) }.max() ?? 0) + 2
        var labelWidth = max(minimumLabel, rows.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
        let stacked = labelWidth + columnWidth * names.count > maxColumns
        if stacked { labelWidth = 4 }
        func line(_ label: String, _ cells: [String]) -> String {
            ("  " + pad(label, labelWidth) + cells.map { pad($0, columnWidth) }.joined()).trimmingTrailingSpaces
        }
        var lines = [line("", names)]
        for row in rows {
            lines += stacked ? ["  " + row.label, line("", row.cells)] : [line(row.label, row.cells)]
        }
        return lines
    }

    static func pad(_ text: String, _ width: Int) -> String {
        let used = DisplayWidth.of(text)
        return used >= width ? text + " " : text + String(repeating: " ", count: width - used)
    }
}

extension String {
    /// The string without the spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

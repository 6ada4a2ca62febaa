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

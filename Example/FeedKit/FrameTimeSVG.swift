/// A bar chart of fling frame times as an SVG document: one panel per variant, one bar per frame,
/// flings set apart, a dashed line at the frame budget, bars over it in red. Plain SVG text, no
/// dependency; every panel shares one time scale, so the panels compare at a glance.
public struct FrameTimeSVG: Sendable, Equatable {
    /// One panel: a variant's name and its frame times, in nanoseconds, one array per fling.
    public struct Series: Sendable, Equatable {
        /// The panel's heading, such as "With precache".
        public var name: String
        /// Each fling's frame times in nanoseconds, in order.
        public var flings: [[UInt64]]

        /// Creates a series.
        ///
        /// - Parameters:
        ///   - name: The panel's heading.
        ///   - flings: Each fling's frame times in nanoseconds.
        public init(name: String, flings: [[UInt64]]) {
            self.name = name
            self.flings = flings
        }
    }

    /// The chart's title.
    public var title: String
    /// Lines under the title: what was simulated, where.
    public var subtitle: [String]
    /// The panels, top to bottom.
    public var series: [Series]
    /// The frame budget, in nanoseconds.
    public var budgetNanoseconds: UInt64
    /// A line at the foot, such as how to regenerate the chart.
    public var footer: String

    /// Creates a chart.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: Lines under the title.
    ///   - series: The panels, top to bottom.
    ///   - budgetNanoseconds: The frame budget; at least 1 is used.
    ///   - footer: A line at the foot.
    public init(title: String, subtitle: [String], series: [Series], budgetNanoseconds: UInt64, footer: String) {
        self.title = title
        self.subtitle = subtitle
        self.series = series
        self.budgetNanoseconds = max(1, budgetNanoseconds)
        self.footer = footer
    }

    static let width = 960.0
    static let left = 64.0
    static let right = 24.0
    static let panelHeight = 150.0
    static let panelGap = 56.0
    /// The space between flings, in frames.
    static let gapFrames = 6
    static let withinColor = "#4a7fb5"
    static let overColor = "#d1495b"
    static let gridColor = "#dddddd"
    static let inkColor = "#222222"

    /// The document's top of the first panel, below the title and subtitle.
    private var top: Double { 48 + 18 * Double(subtitle.count) + 36 }
    /// The document's height.
    var height: Double { top + Double(series.count) * (Self.panelHeight + Self.panelGap) - Self.panelGap + 48 }

    /// The top of the time scale in milliseconds and its step: the longest frame or 1.5 budgets,
    /// whichever is more, but at most 4 budgets (taller bars are cut there, so that the budget line
    /// stays readable), rounded up to a whole step.
    var scaleMilliseconds: (top: Double, step: Double) {
        let longest = Double(series.flatMap { $0.flings.flatMap { $0 } }.max() ?? 0)
        let budget = Double(budgetNanoseconds)
        let needed = min(max(longest, budget * 1.5), budget * 4) / 1e6
        let step =
            [1.0, 2, 5, 10, 20, 50, 100, 200, 500, 1_000].first { needed / $0 <= 6 } ?? (needed / 6).rounded(.up)
        return ((needed / step).rounded(.up) * step, step)
    }

    /// The SVG document.
    public var text: String {
        var svg = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.number(Self.width))" "#
                + #"height="\#(Self.number(height))" viewBox="0 0 \#(Self.number(Self.width)) \#(Self.number(height))" "#
                + #"font-family="-apple-system, Helvetica, Arial, sans-serif">"#,
            #"<rect width="100%" height="100%" fill="white"/>"#,
            Self.label(title, x: Self.left, y: 30, size: 18, weight: "bold"),
        ]
        for (index, line) in subtitle.enumerated() {
            svg.append(Self.label(line, x: Self.left, y: 52 + 18 * Double(index), size: 13, color: "#555555"))
        }
        let scale = scaleMilliseconds
        for (index, series) in series.enumerated() {
            svg += panel(series, top: top + Double(index) * (Self.panelHeight + Self.panelGap), scale: scale)
        }
        svg.append(Self.label(footer, x: Self.left, y: height - 12, size: 12, color: "#555555"))
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// One panel: heading, grid, budget line and bars.
    private func panel(_ series: Series, top: Double, scale: (top: Double, step: Double)) -> [String] {
        let plotWidth = Self.width - Self.left - Self.right
        let bottom = top + Self.panelHeight
        let y = { (milliseconds: Double) in bottom - min(milliseconds, scale.top) / scale.top * Self.panelHeight }
        let flings = series.flings.filter { !$0.isEmpty }
        let frames = flings.reduce(0) { $0 + $1.count }
        let over = flings.reduce(0) { $0 + $1.filter { $0 > budgetNanoseconds }.count }
        let longest = Double(flings.flatMap { $0 }.max() ?? 0) / 1e6
        var lines = [
            Self.label(
                "\(series.name): \(over) of \(frames) frames over budget, longest "
                    + "\(NumberText.decimal(longest, places: 2)) ms"
                    + (longest > scale.top ? " (bars cut at \(NumberText.decimal(scale.top, places: 0)) ms)" : ""),
                x: Self.left, y: top - 10, size: 14,
                weight: "bold", color: over > 0 ? Self.overColor : "#222222")
        ]
        var tick = 0.0
        while tick <= scale.top + scale.step / 2 {
            lines.append(
                #"<line x1="\#(Self.number(Self.left))" y1="\#(Self.number(y(tick)))" "#
                    + #"x2="\#(Self.number(Self.width - Self.right))" y2="\#(Self.number(y(tick)))" "#
                    + #"stroke="\#(Self.gridColor)" stroke-width="1"/>"#)
            lines.append(
                Self.label(
                    "\(NumberText.decimal(tick, places: 0)) ms", x: Self.left - 8, y: y(tick) + 4, size: 11,
                    color: "#555555", anchor: "end"))
            tick += scale.step
        }
        let slots = Double(max(1, frames + Self.gapFrames * max(0, flings.count - 1)))
        let step = plotWidth / slots
        var slot = 0
        lines.append(#"<g shape-rendering="crispEdges">"#)
        for fling in flings {
            for frame in fling {
                let milliseconds = Double(frame) / 1e6
                let barHeight = max(0.5, bottom - y(milliseconds))
                lines.append(
                    #"<rect x="\#(Self.number(Self.left + Double(slot) * step))" "#
                        + #"y="\#(Self.number(bottom - barHeight))" width="\#(Self.number(max(0.5, step * 0.8)))" "#
                        + #"height="\#(Self.number(barHeight))" "#
                        + #"fill="\#(frame > budgetNanoseconds ? Self.overColor : Self.withinColor)"/>"#)
                slot += 1
            }
            slot += Self.gapFrames
        }
        lines.append("</g>")
        let budget = Double(budgetNanoseconds) / 1e6
        lines.append(
            #"<line x1="\#(Self.number(Self.left))" y1="\#(Self.number(y(budget)))" "#
                + #"x2="\#(Self.number(Self.width - Self.right))" y2="\#(Self.number(y(budget)))" "#
                + #"stroke="\#(Self.inkColor)" stroke-width="1.5" stroke-dasharray="6 4"/>"#)
        lines.append(
            Self.label(
                "budget \(NumberText.decimal(budget, places: 2)) ms", x: Self.width - Self.right, y: y(budget) - 5,
                size: 11, color: "#222222", anchor: "end"))
        return lines
    }

    /// A text element, its content escaped.
    private static func label(
        _ text: String, x: Double, y: Double, size: Double, weight: String = "normal", color: String = "#222222",
        anchor: String = "start"
    ) -> String {
        #"<text x="\#(number(x))" y="\#(number(y))" font-size="\#(number(size))" font-weight="\#(weight)" "#
            + #"fill="\#(color)" text-anchor="\#(anchor)">\#(escaped(text))</text>"#
    }

    /// `text` with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A coordinate with at most two decimals and no trailing zeros: 12.5, 0.05, 3.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        var text = (hundredths < 0 ? "-" : "") + "\(magnitude / 100)"
        if fraction != 0 {
            text += "." + (fraction < 10 ? "0\(fraction)" : "\(fraction % 10 == 0 ? fraction / 10 : fraction)")
        }
        return text
    }
}

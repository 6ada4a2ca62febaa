extension SessionReport {
    /// The widest a report line is, in display columns.
    public static let maxColumns = 100

    /// The report as text for a terminal, at most ``maxColumns`` wide: the measurer's cost, what the
    /// precacher did, and the flings of each variant side by side with a chart of their frame times.
    ///
    /// - Parameter build: The build configuration to name in the heading (`"debug"`, `"release"`).
    public func text(build: String) -> String { Self.text(of: [self], build: build) }

    /// Several sessions' reports (the same feed and script at different row costs) as one text, at
    /// most ``maxColumns`` wide: a heading, a summary of the frames over budget in each session
    /// (the headline, first), then each session.
    ///
    /// - Parameters:
    ///   - reports: The sessions, in the order they ran.
    ///   - build: The build configuration to name in the heading (`"debug"`, `"release"`).
    ///   - coldLaunch: A cold-launch run to show after the summary, if any.
    public static func text(of reports: [SessionReport], build: String, coldLaunch: ColdLaunch? = nil) -> String {
        guard let first = reports.first else { return "" }
        let precaching = reports.contains { $0.results.contains { $0.variant.precaches } }
        let runs = reports.count == 1 ? "" : ": \(reports.count) runs"
        let each = reports.count > 1 ? ", each " : ", "
        let variants = precaching && first.results.count > 1 ? each + first.variantsInWords : ""
        var lines = wrap(
            (precaching ? "Idle precaching" : "Measuring on demand (precache off)") + " on a generated feed"
                + runs + variants)
        lines += first.settings(build: build)
        let headline = summary(of: reports)
        if !headline.isEmpty {
            lines.append("")
            lines += headline
        }
        if let coldLaunch {
            lines.append("")
            lines += coldLaunchSection(coldLaunch)
        }
        for (index, report) in reports.enumerated() {
            lines.append("")
            lines += report.section(
                run: reports.count == 1 ? nil : (index + 1, reports.count),
                fewerRowsThan: report.configuration.rowCount < first.configuration.rowCount ? first : nil)
        }
        if build == "debug" {
            lines.append(
                "(A debug build: typesetting costs several times its release cost. Try swift run -c release Example.)")
        }
        return lines.joined(separator: "\n")
    }

    /// "with and without precache", or with background precache "with precache on the main thread,
    /// on background workers and without".
    private var variantsInWords: String {
        guard result(.background) != nil else { return "with and without precache" }
        let ways = (result(.precache) == nil ? [] : ["on the main thread"]) + ["on background workers"]
        let without = result(.onDemand) == nil ? [] : ["without"]
        let parts = ["with precache " + ways[0]] + ways.dropFirst() + without
        return parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    /// The settings every run shares.
    private func settings(build: String) -> [String] {
        let config = configuration
        let width = results.first.map {
            $0.finalWidth == config.width ? pt(config.width) : "\(pt(config.width)) → \(pt($0.finalWidth))"
        }
        let budget = NumberText.duration(results.first?.flingFrames.budgetNanoseconds ?? 0)
        return wrap(
            "seed \(config.seed), \(width ?? pt(config.width)), \(pt(config.viewportHeight)) viewport, "
                + "\(NumberText.decimal(config.frameRate, places: 1)) Hz display (\(budget) a frame), \(build) build",
            indent: 2)
    }

    /// One run: its cost, each variant, the flings.
    private func section(run: (number: Int, count: Int)?, fewerRowsThan earlier: SessionReport?) -> [String] {
        var lines: [String] = []
        let cost = configuration.rowCost
        let rows = NumberText.count(configuration.rowCount)
        let prefix = run.map { "Run \($0.number) of \($0.count) · " } ?? ""
        if cost.addedSeconds > 0 {
            let added = NumberText.duration(cost.addedSeconds * 1e9)
            lines += wrap("\(prefix)\(cost.name): \(rows) rows, each measurement costing \(added) more")
            lines += wrap(
                "Measurer: FeedCellLayout.height(for:width:), real typesetting of each title and body, "
                    + "then \(added) of spinning on the main thread"
                    + (result(.background) == nil ? "" : " (on the worker, for background precache)"))
            if let earlier {
                lines += wrap(
                    "(\(rows) rows rather than \(NumberText.count(earlier.configuration.rowCount)): at this cost, "
                        + "precaching every row twice, once per width, has to fit in the session's idle time)",
                    indent: 2)
            }
            if cost == .phoneClass { lines += wrap(RowCostProfile.phoneClassSource, indent: 2) }
        } else {
            lines += wrap("\(prefix)\(cost.name): \(rows) rows, each measured by real typesetting")
            lines += wrap("Measurer: FeedCellLayout.height(for:width:), real typesetting of each title and body")
        }
        let onMain = result(.background) == nil ? "" : " on the main thread"
        lines += field(
            "cost per row", "\(summary(measurements)) (\(NumberText.count(measurements.count)) rows measured\(onMain))")
        for result in results {
            lines.append("")
            lines += describe(result)
        }
        if result(.precache)?.precache != nil, result(.background)?.precache != nil {
            lines.append("")
            lines += precacherComparison()
        }
        if !results.isEmpty {
            lines.append("")
            lines += flingTable()
        }
        lines.append("")
        let total = results.reduce(feedSeconds) { $0 + $1.seconds }
        lines += wrap(
            "Session: \(seconds(total)) (feed \(seconds(feedSeconds)); "
                + results.map { "\($0.variant.name) \(unbroken(seconds($0.seconds)))" }.joined(separator: ", ") + ")")
        return lines
    }

    private func flingTable() -> [String] {
        let frames = results.first?.flingFrames
        let flings = results.first?.flings ?? 0
        let budget = NumberText.duration(frames?.budgetNanoseconds ?? 0)
        var rows: [(String, [String])] = []
        rows.append(("cache hit rate", results.map { NumberText.percent($0.flingFrames.hitRate) }))
        rows.append(
            (
                "main thread measuring",
                results.map {
                    "\(NumberText.duration($0.flingFrames.measureNanoseconds)) (\(NumberText.count($0.flingFrames.rowsMeasured)) rows)"
                }
            ))
        rows.append(("frames over \(budget)", results.map { count($0.flingFrames.framesOverBudget, of: $0) }))
        rows.append(("frames that measured", results.map { count($0.flingFrames.framesMeasuring, of: $0) }))
        rows.append(
            (
                "longest frame (% of \(budget))",
                results.map {
                    let longest = $0.flingFrames.longestFrameNanoseconds
                    let share = Double(longest) / Double(max(1, $0.flingFrames.budgetNanoseconds))
                    return "\(NumberText.duration(longest)) (\(NumberText.decimal(share * 100, places: 0))%)"
                }
            ))
        rows.append(("mean frame", results.map { NumberText.duration($0.flingFrames.meanFrameNanoseconds) }))
        var lines = wrap(
            "Flings: \(flings) flings, the same \(NumberText.count(frames?.frames ?? 0)) frames in each variant, "
                + "run loop in the tracking mode")
        lines += Self.table(
            results.map(\.variant.name), rows.map { (label: $0.0, cells: $0.1) }, minimumLabel: 22, minimumColumn: 18)
        lines += wrap(
            "(a frame's work: scroll, find the visible rows, read each one's height, measure it on a miss)",
            indent: 2)
        lines += chart(labelWidth: 2 + (results.map(\.variant.name.count).max() ?? 0) + 2)
        if let with = result(.precache)?.flingFrames, let without = result(.onDemand)?.flingFrames {
            lines.append("")
            lines += reading(with: with, background: result(.background)?.flingFrames, without: without)
                .flatMap { wrap($0) }
        }
        lines += compositionalSection()
        return lines
    }

    /// Each variant's fling frame times as a ``FrameTimeChart``, with a legend.
    private func chart(labelWidth: Int) -> [String] {
        guard let budget = results.first?.flingFrames.budgetNanoseconds else { return [] }
        let width = Self.maxColumns - labelWidth
        let charts = results.map {
            FrameTimeChart(flings: $0.flingFrameTimes, budgetNanoseconds: budget, maxColumns: width)
        }
        let perColumn = charts.map(\.framesPerColumn).max() ?? 1
        let column = perColumn == 1 ? "a column per frame" : "a column per \(perColumn) frames, the longest"
        var lines = wrap(
            "Frame times, fling by fling (\(column); ▁ to ▇ up to \(NumberText.duration(budget)), "
                + "\(FrameTimeChart.overBudget) over):")
        for result in results {
            let chart = FrameTimeChart(
                flings: result.flingFrameTimes, budgetNanoseconds: budget, maxColumns: width, framesPerColumn: perColumn
            )
            lines.append("  " + pad(result.variant.name, labelWidth - 2) + chart.line)
        }
        return lines
    }

    /// A plain-words reading of the fling comparison.
    private func reading(with: FrameStatistics, background: FrameStatistics?, without: FrameStatistics) -> [String] {
        let withBackground =
            background.map {
                " (with background precache \(NumberText.percent($0.hitRate)), measuring "
                    + "\(NumberText.count($0.rowsMeasured)) rows)"
            } ?? ""
        var lines = [
            "Reading: with precache the flings read \(NumberText.percent(with.hitRate)) of their heights from the cache and "
                + "measured \(NumberText.count(with.rowsMeasured)) rows\(withBackground); without it, "
                + "\(NumberText.count(without.framesMeasuring)) fling frames measured \(NumberText.count(without.rowsMeasured)) "
                + "rows on the main thread (\(NumberText.duration(without.measureNanoseconds)) in all, the slowest frame "
                + "\(NumberText.duration(without.longestFrameNanoseconds)))."
        ]
        if with.framesOverBudget == 0, without.framesOverBudget == 0, (background?.framesOverBudget ?? 0) == 0 {
            lines.append(
                "No fling frame went over budget in \(background == nil ? "either" : "any") variant: "
                    + "a frame that measured took "
                    + "\(NumberText.decimal(Double(without.rowsMeasured) / Double(max(1, without.framesMeasuring)), places: 2)) "
                    + "rows on average, at a median \(NumberText.duration(measurements.medianNanoseconds)) a row, which "
                    + "fits in a frame here, so what precache removes from scrolling is that measuring time.")
        } else {
            let withBackground = background.map {
                "\(NumberText.count($0.framesOverBudget)) with background precache, "
            }
            lines.append(
                "Frames over budget: \(NumberText.count(with.framesOverBudget)) with precache, "
                    + (withBackground ?? "")
                    + "\(NumberText.count(without.framesOverBudget)) without.")
        }
        return lines
    }

    func count(_ value: Int, of result: VariantResult) -> String {
        "\(NumberText.count(value)) of \(NumberText.count(result.flingFrames.frames))"
    }

    func summary(_ durations: DurationSummary) -> String {
        "mean \(NumberText.duration(durations.meanNanoseconds)), median \(NumberText.duration(durations.medianNanoseconds)), "
            + "p99 \(NumberText.duration(durations.p99Nanoseconds)), max \(NumberText.duration(durations.maxNanoseconds))"
    }

    func pt(_ value: Double) -> String { NumberText.decimal(value, places: 1) + " pt" }

    /// `text` with no-break spaces, so that a line is never broken inside it ("3.5 s").
    private func unbroken(_ text: String) -> String { String(text.map { $0 == " " ? "\u{00A0}" : $0 }) }

    func seconds(_ value: Double) -> String { NumberText.fixed(value, places: 1) + " s" }
}

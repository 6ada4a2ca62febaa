extension SessionReport {
    /// The widest a report line is, in display columns.
    public static let maxColumns = 100

    /// The report as text for a terminal, at most ``maxColumns`` wide: the measurer's cost, what the
    /// precacher did, and the flings of each variant side by side with a chart of their frame times.
    ///
    /// - Parameter build: The build configuration to name in the heading (`"debug"`, `"release"`).
    public func text(build: String) -> String { Self.text(of: [self], build: build) }

    /// Several sessions' reports (the same feed and script at different row costs) as one text, at
    /// most ``maxColumns`` wide: a heading, each session, and a closing table of the frames over
    /// budget in each.
    ///
    /// - Parameters:
    ///   - reports: The sessions, in the order they ran.
    ///   - build: The build configuration to name in the heading (`"debug"`, `"release"`).
    public static func text(of reports: [SessionReport], build: String) -> String {
        guard let first = reports.first else { return "" }
        let precaching = reports.contains { $0.result(.precache) != nil }
        let runs = reports.count == 1 ? "" : ": \(reports.count) runs"
        let both = first.results.count > 1 ? (reports.count > 1 ? ", each" : ",") + " with and without precache" : ""
        let variants = precaching ? both : ""
        var lines = [
            (precaching ? "Idle precaching" : "Measuring on demand (precache off)") + " on a generated feed"
                + runs + variants
        ]
        lines += first.settings(build: build)
        for (index, report) in reports.enumerated() {
            lines.append("")
            lines += report.section(
                run: reports.count == 1 ? nil : (index + 1, reports.count),
                fewerRowsThan: report.configuration.rowCount < first.configuration.rowCount ? first : nil)
        }
        if reports.count > 1 {
            lines.append("")
            lines += summary(of: reports)
        }
        if build == "debug" {
            lines.append(
                "(A debug build: typesetting costs several times its release cost. Try swift run -c release Example.)")
        }
        return lines.joined(separator: "\n")
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
                    + "then \(added) of spinning on the main thread")
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
        lines += field(
            "cost per row", "\(summary(measurements)) (\(NumberText.count(measurements.count)) rows measured)")
        for result in results {
            lines.append("")
            lines += describe(result)
        }
        if !results.isEmpty {
            lines.append("")
            lines += flingTable()
        }
        lines.append("")
        let total = results.reduce(feedSeconds) { $0 + $1.seconds }
        lines += wrap(
            "Session: \(seconds(total)) (feed \(seconds(feedSeconds)); "
                + results.map { "\($0.variant.name) \(seconds($0.seconds))" }.joined(separator: ", ") + ")")
        return lines
    }

    private func describe(_ result: VariantResult) -> [String] {
        var lines: [String] = []
        guard let precache = result.precache else {
            lines.append("Without precache: every height is measured on demand, in the frame that first shows its row")
            lines += field(
                "measured on demand",
                "\(NumberText.count(result.flingFrames.rowsMeasured + result.idleFrames.rowsMeasured)) rows; "
                    + "\(NumberText.count(result.audit.checked)) cached rows at the end")
            lines += audit(result.audit)
            return lines
        }
        let budget =
            configuration.timeBudget.map { "time budget \(NumberText.duration($0 * 1e9)) per pass" } ?? "no time budget"
        lines.append("With precache (batch size \(configuration.batchSize), \(budget))")
        lines += field(
            "rows precached",
            "\(NumberText.count(precache.rowsPrecached)) in all runs (a width change starts a new run)")
        lines += field(
            "cached at the end",
            "\(NumberText.count(precache.cachedRows)) of \(NumberText.count(result.finalRowCount)) rows at "
                + "\(pt(result.finalWidth)) (\(precache.finished ? "finished" : "NOT finished"))")
        lines += field(
            "run-loop passes",
            "\(NumberText.count(precache.passes)), \(NumberText.count(precache.passesWithRows)) of them measured rows")
        lines += field(
            "blocked per pass",
            "the main thread for at most \(NumberText.duration(precache.passDurations.maxNanoseconds)), p99 "
                + "\(NumberText.duration(precache.passDurations.p99Nanoseconds)), median "
                + "\(NumberText.duration(precache.passDurations.medianNanoseconds))")
        lines += field(
            "while scrolling",
            "\(NumberText.count(precache.rowsWhileTracking)) rows precached, "
                + "\(NumberText.count(precache.passesWhileTracking)) passes run in the tracking mode")
        lines += audit(result.audit)
        let fairness =
            precache.flingsStartedUncovered == 0
            ? "every fling started once all the rows it reaches were cached"
            : "\(precache.flingsStartedUncovered) of \(result.flings) flings started before their rows were all cached"
        lines += field(
            "fair comparison",
            "\(fairness) (\(seconds(precache.waitBeforeFlingsSeconds)) of waiting before flings, "
                + "\(seconds(precache.idleSeconds)) idle in all)")
        return lines
    }

    private func audit(_ audit: HeightAudit) -> [String] {
        var text =
            "\(NumberText.count(audit.stale)) of \(NumberText.count(audit.checked)) cached heights differ from a "
            + "fresh measurement of the entry now at their row"
        if audit.examined < (results.last?.finalRowCount ?? 0) {
            text += " (\(NumberText.count(audit.examined)) rows examined)"
        }
        return field(
            "stale heights", text + (audit.examples.isEmpty ? "" : ": " + audit.examples.joined(separator: "; ")))
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
                "longest frame",
                results.map {
                    let longest = $0.flingFrames.longestFrameNanoseconds
                    let share = Double(longest) / Double(max(1, $0.flingFrames.budgetNanoseconds))
                    return "\(NumberText.duration(longest)) (\(NumberText.decimal(share * 100, places: 0))% of a frame)"
                }
            ))
        rows.append(("mean frame", results.map { NumberText.duration($0.flingFrames.meanFrameNanoseconds) }))
        let labelWidth = max(22, rows.map(\.0.count).max() ?? 0) + 2
        let columnWidth = max(18, (rows.flatMap(\.1) + results.map(\.variant.name)).map(\.count).max() ?? 0) + 2
        func line(_ label: String, _ cells: [String]) -> String {
            var text = "  " + pad(label, labelWidth) + cells.map { pad($0, columnWidth) }.joined()
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines = wrap(
            "Flings: \(flings) flings, the same \(NumberText.count(frames?.frames ?? 0)) frames in each variant, "
                + "run loop in the tracking mode")
        lines.append(line("", results.map(\.variant.name)))
        lines += rows.map { line($0.0, $0.1) }
        lines += wrap(
            "(a frame's work: scroll, find the visible rows, read each one's height, measure it on a miss)",
            indent: 2)
        lines += chart(labelWidth: 2 + (results.map(\.variant.name.count).max() ?? 0) + 2)
        if let with = result(.precache)?.flingFrames, let without = result(.onDemand)?.flingFrames {
            lines.append("")
            lines += reading(with: with, without: without).flatMap { wrap($0) }
        }
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
    private func reading(with: FrameStatistics, without: FrameStatistics) -> [String] {
        var lines = [
            "Reading: with precache the flings read \(NumberText.percent(with.hitRate)) of their heights from the cache and "
                + "measured \(NumberText.count(with.rowsMeasured)) rows; without it, "
                + "\(NumberText.count(without.framesMeasuring)) fling frames measured \(NumberText.count(without.rowsMeasured)) "
                + "rows on the main thread (\(NumberText.duration(without.measureNanoseconds)) in all, the slowest frame "
                + "\(NumberText.duration(without.longestFrameNanoseconds)))."
        ]
        if with.framesOverBudget == 0, without.framesOverBudget == 0 {
            lines.append(
                "No fling frame went over budget in either variant: a frame that measured took "
                    + "\(NumberText.decimal(Double(without.rowsMeasured) / Double(max(1, without.framesMeasuring)), places: 2)) "
                    + "rows on average, at a median \(NumberText.duration(measurements.medianNanoseconds)) a row, which "
                    + "fits in a frame here, so what precache removes from scrolling is that measuring time.")
        } else {
            lines.append(
                "Frames over budget: \(NumberText.count(with.framesOverBudget)) with precache, "
                    + "\(NumberText.count(without.framesOverBudget)) without.")
        }
        return lines
    }

    /// The frames over budget of every run, side by side.
    private static func summary(of reports: [SessionReport]) -> [String] {
        let variants = reports.first?.results.map(\.variant) ?? []
        let budget = NumberText.duration(reports.first?.results.first?.flingFrames.budgetNanoseconds ?? 0)
        let names = reports.map { report in
            let cost = report.configuration.rowCost
            let added = cost.addedSeconds > 0 ? " (+\(NumberText.duration(cost.addedSeconds * 1e9)) a row)" : ""
            return "\(cost.name)\(added), \(NumberText.count(report.configuration.rowCount)) rows"
        }
        let labelWidth = (names.map(\.count).max() ?? 0) + 2
        var lines = ["Fling frames over the \(budget) budget, by row cost"]
        lines.append(("  " + pad("", labelWidth) + variants.map { pad($0.name, 20) }.joined()).trimmingTrailingSpaces)
        for (name, report) in zip(names, reports) {
            let cells = variants.map { variant in
                report.result(variant).map { report.count($0.flingFrames.framesOverBudget, of: $0) } ?? "-"
            }
            lines.append(("  " + pad(name, labelWidth) + cells.map { pad($0, 20) }.joined()).trimmingTrailingSpaces)
        }
        return lines
    }

    private func count(_ value: Int, of result: VariantResult) -> String {
        "\(NumberText.count(value)) of \(NumberText.count(result.flingFrames.frames))"
    }

    private func summary(_ durations: DurationSummary) -> String {
        "mean \(NumberText.duration(durations.meanNanoseconds)), median \(NumberText.duration(durations.medianNanoseconds)), "
            + "p99 \(NumberText.duration(durations.p99Nanoseconds)), max \(NumberText.duration(durations.maxNanoseconds))"
    }

    private func pt(_ value: Double) -> String { NumberText.decimal(value, places: 1) + " pt" }

    private func seconds(_ value: Double) -> String { NumberText.fixed(value, places: 1) + " s" }
}

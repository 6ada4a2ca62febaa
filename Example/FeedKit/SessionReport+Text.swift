extension SessionReport {
    /// The report as text for a terminal: the measurer's cost, what the precacher did, and the
    /// flings with and without precache side by side.
    ///
    /// - Parameter build: The build configuration to name in the heading (`"debug"`, `"release"`).
    public func text(build: String) -> String {
        var lines: [String] = []
        let config = configuration
        let widths = results.map(\.finalWidth).first.map { final in
            final == config.width ? "\(pt(config.width))" : "\(pt(config.width)) → \(pt(final))"
        }
        lines.append(
            "Idle precaching on a \(NumberText.count(config.rowCount))-row feed (seed \(config.seed), "
                + "\(widths ?? pt(config.width)), \(pt(config.viewportHeight)) viewport, "
                + "\(NumberText.decimal(config.frameRate, places: 1)) Hz display, \(build) build)")
        lines.append("")
        lines.append("Measurer: FeedCellLayout.height(for:width:), real typesetting of each title and body")
        lines.append(
            "  cost per row       \(summary(measurements)) (\(NumberText.count(measurements.count)) rows measured)")
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
        lines.append(
            "Session: \(seconds(total)) (feed \(seconds(feedSeconds)); "
                + results.map { "\($0.variant.name) \(seconds($0.seconds))" }.joined(separator: ", ") + ")")
        return lines.joined(separator: "\n")
    }

    private func describe(_ result: VariantResult) -> [String] {
        var lines: [String] = []
        guard let precache = result.precache else {
            lines.append("Without precache: every height is measured on demand, in the frame that first shows its row")
            lines.append(
                "  measured on demand \(NumberText.count(result.flingFrames.rowsMeasured + result.idleFrames.rowsMeasured)) rows; "
                    + "\(NumberText.count(result.audit.checked)) cached rows at the end")
            lines.append(audit(result.audit))
            return lines
        }
        let budget =
            config.timeBudget.map { "time budget \(NumberText.duration($0 * 1e9)) per pass" } ?? "no time budget"
        lines.append("With precache (batch size \(config.batchSize), \(budget))")
        let state = precache.finished ? "finished" : "NOT finished"
        lines.append(
            "  rows precached     \(NumberText.count(precache.rowsPrecached)) in all runs (a width change starts a new run); "
                + "\(NumberText.count(precache.cachedRows)) of \(NumberText.count(result.finalRowCount)) rows cached at "
                + "\(pt(result.finalWidth)) at the end (\(state))")
        lines.append(
            "  run-loop passes    \(NumberText.count(precache.passes)) (\(NumberText.count(precache.passesWithRows)) "
                + "of them measured rows); main thread blocked per pass: longest "
                + "\(NumberText.duration(precache.passDurations.maxNanoseconds)), p99 "
                + "\(NumberText.duration(precache.passDurations.p99Nanoseconds)), median "
                + "\(NumberText.duration(precache.passDurations.medianNanoseconds))")
        lines.append(
            "  while scrolling    \(NumberText.count(precache.rowsWhileTracking)) rows precached, "
                + "\(NumberText.count(precache.passesWhileTracking)) passes run in the tracking mode")
        lines.append(audit(result.audit))
        let fairness =
            precache.flingsStartedUncovered == 0
            ? "every fling started only once every row it reaches was cached"
            : "\(precache.flingsStartedUncovered) of \(result.flings) flings started before their rows were all cached"
        lines.append(
            "  fair comparison    \(fairness) (\(seconds(precache.waitBeforeFlingsSeconds)) of waiting before flings, "
                + "\(seconds(precache.idleSeconds)) idle in all)")
        return lines
    }

    private func audit(_ audit: HeightAudit) -> String {
        var line =
            "  stale heights      \(NumberText.count(audit.stale)) of \(NumberText.count(audit.checked)) cached heights "
            + "differ from a fresh measurement of the entry now at their row"
        if audit.examined < (results.last?.finalRowCount ?? 0) {
            line += " (\(NumberText.count(audit.examined)) rows examined)"
        }
        return line + (audit.examples.isEmpty ? "" : ": " + audit.examples.joined(separator: "; "))
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
        rows.append(
            (
                "frames over \(budget)",
                results.map {
                    "\(NumberText.count($0.flingFrames.framesOverBudget)) of \(NumberText.count($0.flingFrames.frames))"
                }
            ))
        rows.append(
            (
                "frames that measured",
                results.map {
                    "\(NumberText.count($0.flingFrames.framesMeasuring)) of \(NumberText.count($0.flingFrames.frames))"
                }
            ))
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
        let labelWidth = max(24, rows.map(\.0.count).max() ?? 0) + 2
        let columnWidth = max(20, (rows.flatMap(\.1) + results.map(\.variant.name)).map(\.count).max() ?? 0) + 2
        func line(_ label: String, _ cells: [String]) -> String {
            var text = "  " + pad(label, labelWidth) + cells.map { pad($0, columnWidth) }.joined()
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines = ["Flings: \(flings) flings, the same frames in each variant, run loop in the tracking mode"]
        lines.append(line("", results.map(\.variant.name)))
        lines += rows.map { line($0.0, $0.1) }
        lines.append(
            "  (a frame's work: scrolling and finding the visible rows, reading each one's height, measuring it on a miss)"
        )
        if let with = result(.precache)?.flingFrames, let without = result(.onDemand)?.flingFrames {
            lines.append("")
            let wrap = LineBreaker(maxColumns: 100)
            lines += reading(with: with, without: without).flatMap { wrap.lines(of: $0) }
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
                "No fling frame went over budget in either variant: one measurement (median "
                    + "\(NumberText.duration(measurements.medianNanoseconds)), p99 \(NumberText.duration(measurements.p99Nanoseconds))) "
                    + "is well under a frame here, so what precache removes from scrolling is that measuring time.")
        } else {
            lines.append(
                "Frames over budget: \(NumberText.count(with.framesOverBudget)) with precache, "
                    + "\(NumberText.count(without.framesOverBudget)) without.")
        }
        return lines
    }

    private var config: SessionConfiguration { configuration }

    private func summary(_ durations: DurationSummary) -> String {
        "mean \(NumberText.duration(durations.meanNanoseconds)), median \(NumberText.duration(durations.medianNanoseconds)), "
            + "p99 \(NumberText.duration(durations.p99Nanoseconds)), max \(NumberText.duration(durations.maxNanoseconds))"
    }

    private func pt(_ value: Double) -> String { NumberText.decimal(value, places: 1) + " pt" }

    private func seconds(_ value: Double) -> String { NumberText.fixed(value, places: 1) + " s" }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

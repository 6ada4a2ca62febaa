/// Each variant's part of a report: what the precacher did (on the main thread or with background
/// workers), or what was measured on demand, and the stale-height audit.
extension SessionReport {
    /// One variant: a heading and its fields.
    func describe(_ result: VariantResult) -> [String] {
        guard let precache = result.precache else {
            var lines = ["Without precache: every height is measured on demand, in the frame that first shows its row"]
            lines += field(
                "measured on demand",
                "\(NumberText.count(result.flingFrames.rowsMeasured + result.idleFrames.rowsMeasured)) rows; "
                    + "\(NumberText.count(result.audit.checked)) cached rows at the end")
            lines += audit(result.audit)
            return lines
        }
        let background = result.variant == .background
        var lines = wrap(heading(of: result))
        lines += rowsPrecached(precache)
        lines += field(
            "cached at the end",
            "\(NumberText.count(precache.cachedRows)) of \(NumberText.count(result.finalRowCount)) rows at "
                + "\(pt(result.finalWidth)) (\(precache.finished ? "finished" : "NOT finished"))")
        let did = background ? "wrote heights" : "measured rows"
        lines += field(
            "run-loop passes",
            "\(NumberText.count(precache.passes)), \(NumberText.count(precache.passesWithRows)) of them \(did)")
        lines += field(
            background ? "heights per pass" : "rows per pass",
            "mean \(NumberText.fixed(precache.meanRowsPerPass, places: 2)), max "
                + "\(NumberText.count(precache.maxRowsInPass)) (over the passes that \(did))")
        lines += field(
            "pass length",
            "longest \(NumberText.duration(precache.passDurations.maxNanoseconds)), p99 "
                + "\(NumberText.duration(precache.passDurations.p99Nanoseconds)), median "
                + "\(NumberText.duration(precache.passDurations.medianNanoseconds)), blocking the main thread")
        lines += field(
            "main-thread time", "\(NumberText.duration(precache.passDurations.totalNanoseconds)), all passes together")
        lines += field("fully cached", fullyCached(precache))
        let whileScrolling =
            background
            ? "\(NumberText.count(precache.rowsWhileTracking)) heights written, "
                + "\(NumberText.count(precache.passesWhileTracking)) passes run in the tracking mode "
                + "(workers go on measuring)"
            : "\(NumberText.count(precache.rowsWhileTracking)) rows precached, "
                + "\(NumberText.count(precache.passesWhileTracking)) passes run in the tracking mode"
        lines += field("while scrolling", whileScrolling)
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

    /// "With precache (…)", naming the precacher's settings as the session set them.
    private func heading(of result: VariantResult) -> String {
        guard result.variant == .background else {
            let place = self.result(.background) == nil ? "" : " on the main thread"
            return "With precache\(place) (\(precacherSettings))"
        }
        let workers = result.precache?.workers?.count ?? 1
        return "With background precache (\(NumberText.count(workers)) worker\(workers == 1 ? "" : "s"); "
            + "\(precacherSettings))"
    }

    /// The precacher's slice, batch cap and budget: "time slice 0.5 ms, no batch cap, time budget 4 ms
    /// per pass" (and "; frame deadlines" when the precacher knows the display's next frame).
    var precacherSettings: String {
        let tuning = configuration.precacher
        let slice = tuning.timeSlice.map { "time slice \(milliseconds($0))" } ?? "no time slice"
        let cap = tuning.batchSize.map { "batch size \(NumberText.count($0))" } ?? "no batch cap"
        let budget = tuning.timeBudget.map { "time budget \(milliseconds($0))" } ?? "no time budget"
        let frames = configuration.frameDeadlines ? "; frame deadlines" : ""
        return "\(slice), \(cap), \(budget) per pass\(frames)"
    }

    /// The rows precached; in the background variant, the heights written and what the workers did.
    private func rowsPrecached(_ precache: PrecacheResult) -> [String] {
        let rows = NumberText.count(precache.rowsPrecached)
        guard let workers = precache.workers else {
            return field("rows precached", "\(rows) in all runs (a width change starts a new run)")
        }
        let measured = workers.measurements.count
        let dropped = max(0, measured - precache.rowsPrecached)
        return field(
            "rows precached",
            "\(rows) heights written in all runs, of \(NumberText.count(measured)) rows the workers measured "
                + "(\(NumberText.count(dropped)) dropped: their row or the width changed meanwhile)")
            + field("worker cost", "\(summary(workers.measurements)) a row, off the main thread")
    }

    /// When every row was cached: first, and after the width change.
    func fullyCached(_ precache: PrecacheResult) -> String {
        guard let first = precache.firstFullyCachedSeconds else { return "never" }
        var text = "first \(NumberText.duration(first * 1e9)) after the start"
        if let again = precache.recachedAfterWidthChangeSeconds {
            text += "; at the new width \(NumberText.duration(again * 1e9)) after the width change"
        }
        return text
    }

    /// The stale-height check.
    func audit(_ audit: HeightAudit) -> [String] {
        var text =
            "\(NumberText.count(audit.stale)) of \(NumberText.count(audit.checked)) cached heights differ from a "
            + "fresh measurement of the entry now at their row"
        if audit.examined < (results.last?.finalRowCount ?? 0) {
            text += " (\(NumberText.count(audit.examined)) rows examined)"
        }
        return field(
            "stale heights", text + (audit.examples.isEmpty ? "" : ": " + audit.examples.joined(separator: "; ")))
    }

    /// Seconds as milliseconds: 0.0005 is "0.5 ms".
    private func milliseconds(_ seconds: Double) -> String { NumberText.decimal(seconds * 1e3, places: 3) + " ms" }
}

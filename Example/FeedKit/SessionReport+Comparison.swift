/// The main-thread precacher and the background precacher side by side, on the same feed and
/// script in one process: what each cost the main thread, and how soon each had the table cached.
extension SessionReport {
    /// The comparison table and its reading, or nothing unless both precache variants ran.
    func precacherComparison() -> [String] {
        guard let main = result(.precache)?.precache, let background = result(.background)?.precache,
            let mainAudit = result(.precache)?.audit, let backgroundAudit = result(.background)?.audit
        else { return [] }
        let workers = background.workers?.count ?? 1
        let both = [main, background]
        let rows: [(label: String, cells: [String])] = [
            ("main-thread time", both.map { NumberText.duration($0.passDurations.totalNanoseconds) }),
            ("per row precached", both.map { NumberText.duration(mainThreadPerRow($0)) }),
            ("first fully cached", both.map { time($0.firstFullyCachedSeconds) }),
            ("recached at new width", both.map { time($0.recachedAfterWidthChangeSeconds) }),
            ("rows per idle second", both.map { NumberText.count(Int(rowsPerIdleSecond($0).rounded())) }),
            ("passes", both.map { NumberText.count($0.passes) }),
            ("longest pass", both.map { NumberText.duration($0.passDurations.maxNanoseconds) }),
            (
                "stale heights",
                [mainAudit, backgroundAudit].map { "\(NumberText.count($0.stale)) of \(NumberText.count($0.checked))" }
            ),
        ]
        var lines = wrap("Main thread or background workers: the same feed and script, precached each way")
        lines += Self.table(
            ["main thread", "background (\(workers) worker\(workers == 1 ? "" : "s"))"], rows, minimumLabel: 22,
            minimumColumn: 18)
        lines += wrap(
            "(main-thread time: every pass's length added up; first fully cached: from the start until every row "
                + "had a height; recached at new width: from the width change until every row had one again; rows "
                + "per idle second: rows precached ÷ seconds the run loop idled in the default mode)", indent: 2)
        lines.append("")
        lines += wrap(reading(main: main, background: background))
        return lines
    }

    /// The comparison in words.
    private func reading(main: PrecacheResult, background: PrecacheResult) -> String {
        let mainTime = main.passDurations.totalNanoseconds
        let backgroundTime = background.passDurations.totalNanoseconds
        var text =
            "Reading: precaching took \(NumberText.duration(backgroundTime)) of main-thread time with background "
            + "workers against \(NumberText.duration(mainTime)) on the main thread"
        if backgroundTime > 0, mainTime > backgroundTime {
            text += " (\(NumberText.decimal(Double(mainTime) / Double(backgroundTime), places: 1)) times less)"
        }
        if let fromMain = main.recachedAfterWidthChangeSeconds,
            let fromBackground = background.recachedAfterWidthChangeSeconds
        {
            text +=
                "; after the width change every row had a height again \(NumberText.duration(fromBackground * 1e9)) "
                + "later with background workers, \(NumberText.duration(fromMain * 1e9)) on the main thread"
        }
        return text + "."
    }

    /// Main-thread nanoseconds per row precached.
    private func mainThreadPerRow(_ precache: PrecacheResult) -> Double {
        Double(precache.passDurations.totalNanoseconds) / Double(max(1, precache.rowsPrecached))
    }

    /// Rows precached per second of idle time in the default mode.
    private func rowsPerIdleSecond(_ precache: PrecacheResult) -> Double {
        precache.idleSeconds > 0 ? Double(precache.rowsPrecached) / precache.idleSeconds : 0
    }

    /// "4.21 s", or "never".
    private func time(_ seconds: Double?) -> String { seconds.map { NumberText.duration($0 * 1e9) } ?? "never" }
}

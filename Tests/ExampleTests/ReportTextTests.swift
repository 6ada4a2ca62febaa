import Testing

@testable import FeedKit

/// The report's text, from made-up results (no session runs): its width and its headings.
@Suite("Report text")
struct ReportTextTests {
    /// A result with large numbers everywhere, so every line is as long as it gets.
    private static func result(_ variant: SessionVariant, overBudget: Int) -> VariantResult {
        var frames = FrameStatistics(budgetNanoseconds: 8_333_333)
        for frame in 0..<5_000 {
            let slow = frame < overBudget
            frames.recordFrame(
                work: slow ? 123_456_789 : 987_654, reads: 9, hits: slow ? 1 : 9, measured: slow ? 8 : 0,
                measureNanoseconds: slow ? 123_000_000 : 0)
        }
        var precache: PrecacheResult?
        if variant.precaches {
            var result = PrecacheResult()
            result.rowsPrecached = 4_999_999
            result.passes = 4_999_999
            result.passesWithRows = 4_999_998
            result.rowsInPasses = 4_999_999
            result.maxRowsInPass = 4_999_999
            result.firstFullyCachedSeconds = 12_345.678
            result.recachedAfterWidthChangeSeconds = 12_345.678
            if variant == .background {
                result.workers = WorkerResult(
                    count: 256,
                    measurements: DurationSummary(
                        [123_456_789, 1, 999_999_999_999] + [UInt64](repeating: 7, count: 9_999)))
            }
            result.passDurations = DurationSummary([1_234_567_890, 999_999_999])
            result.cachedRows = 4_999_999
            result.idleSeconds = 12_345.6
            result.waitBeforeFlingsSeconds = 1_234.5
            result.flingsStartedUncovered = 123
            precache = result
        }
        let audit = HeightAudit(
            checked: 4_999_999, examined: 1_500, stale: 4_999_999,
            examples: (0..<5).map { "row 4,999,99\($0) (entry 5,012,34\($0)): cached 1234.333333, now 4321.666667" })
        let times = (0..<5).map { fling in (0..<1_000).map { UInt64(($0 * 7_919 + fling) % 20) * 1_000_000 } }
        return VariantResult(
            variant: variant, flingFrames: frames, idleFrames: frames, flingFrameTimes: times, flings: 5,
            precache: precache, measurements: DurationSummary([123_456_789]), audit: audit,
            finalRowCount: 5_000_000, finalWidth: 1_234.5, seconds: 98_765.4)
    }

    private static func report(cost: RowCostProfile, variants: [SessionVariant]) -> SessionReport {
        var configuration = SessionConfiguration()
        configuration.rowCount = 5_000_000
        configuration.seed = .max
        configuration.width = 9_999.5
        configuration.rowCost = cost
        configuration.precacher.timeBudget = 0.123_456
        configuration.precacher.batchSize = 100_000
        configuration.variants = variants
        return SessionReport(
            configuration: configuration, results: variants.map { result($0, overBudget: $0.precaches ? 0 : 4_321) },
            measurements: DurationSummary([123_456_789, 1, 999_999_999_999]), feedSeconds: 1_234.5)
    }

    @Test(arguments: [
        [SessionVariant.precache, .onDemand], [.onDemand], [.precache], [.precache, .background, .onDemand],
        [.background], [.precache, .background],
    ])
    func everyLineFitsAHundredColumns(variants: [SessionVariant]) {
        let reports = [
            Self.report(cost: .thisMachine, variants: variants), Self.report(cost: .phoneClass, variants: variants),
            Self.report(cost: .adding(milliseconds: 123.456), variants: variants),
        ]
        for text in [SessionReport.text(of: reports, build: "debug"), reports[0].text(build: "release")] {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(DisplayWidth.of(line) <= SessionReport.maxColumns, "\(DisplayWidth.of(line)): \(line)")
            }
        }
    }

    @Test func thePhoneClassRunNamesItsSourceAndTheSummaryComparesTheRuns() {
        let variants: [SessionVariant] = [.precache, .onDemand]
        let reports = [
            Self.report(cost: .thisMachine, variants: variants), Self.report(cost: .phoneClass, variants: variants),
        ]
        let text = SessionReport.text(of: reports, build: "release")
        #expect(text.hasPrefix("Idle precaching on a generated feed: 2 runs, each with and without precache"))
        #expect(text.contains("Run 2 of 2 · phone-class: 5,000,000 rows, each measurement costing 9 ms more"))
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") }, "no trailing spaces")
        #expect(text.contains("LayoutFrameworkBenchmark"))
        #expect(text.contains("Summary: fling frames over the 8.33 ms budget (the longest frame), by row cost"))
        #expect(text.contains("  phone-class (+9 ms a row), 5,000,000 rows  0 of 5,000 (988 µs)"))
        #expect(text.contains("4,321 of 5,000"))
        #expect(text.contains("without precache  █"), "the chart shows the slow frames")
        #expect(!text.contains("debug build:"))
    }

    @Test func withoutPrecacheNothingSpeaksOfPrecaching() {
        let text = Self.report(cost: .thisMachine, variants: [.onDemand]).text(build: "debug")
        #expect(text.hasPrefix("Measuring on demand (precache off) on a generated feed\n"), "\(text.prefix(80))")
        #expect(!text.contains("Idle precaching"))
        #expect(!text.contains("With precache"))
        #expect(text.contains("Without precache: every height is measured on demand"))
        #expect(text.contains("(A debug build:"))
    }

    /// A report at the default settings: what the precacher sections say.
    private static func defaultReport(_ variants: [SessionVariant], batchSize: Int? = nil) -> SessionReport {
        var configuration = SessionConfiguration()
        configuration.rowCount = 300
        configuration.precacher.batchSize = batchSize
        configuration.variants = variants
        var results = variants.map { result($0, overBudget: 0) }
        for index in results.indices where results[index].precache != nil {
            results[index].precache?.passes = 1_000
            results[index].precache?.passesWithRows = 800
            results[index].precache?.rowsInPasses = 2_000
            results[index].precache?.maxRowsInPass = 7
            results[index].precache?.passDurations = DurationSummary([400_000, 450_000, 3_210_000])
            results[index].precache?.firstFullyCachedSeconds = 4.5
            results[index].precache?.recachedAfterWidthChangeSeconds = 3.25
            results[index].audit = HeightAudit(checked: 300, examined: 300, stale: 0)
        }
        return SessionReport(
            configuration: configuration, results: results, measurements: DurationSummary([100_000]),
            feedSeconds: 0.1)
    }

    @Test func theHeadingStatesTheSliceTheCapAndTheBudget() {
        let text = Self.defaultReport([.precache, .onDemand]).text(build: "release")
        #expect(
            text.contains("\nWith precache (time slice 0.5 ms, no batch cap, time budget 4 ms per pass)\n"), "\(text)")
        #expect(text.contains("  run-loop passes    1,000, 800 of them measured rows\n"))
        #expect(text.contains("  rows per pass      mean 2.50, max 7 (over the passes that measured rows)\n"))
        #expect(
            text.contains("  pass length        longest 3.21 ms, p99 3.21 ms, median 450 µs, blocking the main thread"))
        #expect(text.contains("  main-thread time   4.06 ms, all passes together\n"))
        #expect(
            text.contains(
                "  fully cached       first 4.5 s after the start; at the new width 3.25 s after the width change"))
        #expect(!text.contains("Main thread or background workers"), "no comparison without the background variant")
        #expect(!text.contains("batch size 1"))
        let capped = Self.defaultReport([.precache, .onDemand], batchSize: 1).text(build: "release")
        #expect(capped.contains("With precache (time slice 0.5 ms, batch size 1, time budget 4 ms per pass)"))
    }

    @Test func withBackgroundPrecacheTheReportComparesTheTwoPrecachers() {
        let report = Self.defaultReport([.precache, .background, .onDemand])
        let text = report.text(build: "release")
        #expect(
            text.hasPrefix(
                "Idle precaching on a generated feed, with precache on the main thread, on background workers and\n"
                    + "without\n"), "the heading wraps")
        #expect(
            text.contains(
                "\nWith precache on the main thread (time slice 0.5 ms, no batch cap, time budget 4 ms per pass)\n"))
        #expect(
            text.contains("\nWith background precache (256 workers; time slice 0.5 ms, no batch cap, time budget 4 ms"))
        #expect(text.contains("  heights per pass   mean 2.50, max 7 (over the passes that wrote heights)\n"))
        #expect(text.contains("  worker cost        mean "))
        #expect(
            text.contains("  while scrolling    0 heights written, 0 passes run in the tracking mode (workers go on"))
        #expect(text.contains("\nMain thread or background workers: the same feed and script, precached each way\n"))
        let lines = text.split(separator: "\n")
        func row(_ label: String) -> [Substring] {
            let prefix = "  " + label + String(repeating: " ", count: 24 - label.count)
            return lines.first { $0.hasPrefix(prefix) }?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        }
        #expect(
            lines.contains {
                $0.hasPrefix("                          main thread ") && $0.hasSuffix(" background (256 workers)")
            })
        #expect(row("main-thread time") == ["main-thread", "time", "4.06", "ms", "4.06", "ms"])
        #expect(row("first fully cached") == ["first", "fully", "cached", "4.5", "s", "4.5", "s"])
        #expect(row("recached at new width") == ["recached", "at", "new", "width", "3.25", "s", "3.25", "s"])
        #expect(row("stale heights") == ["stale", "heights", "0", "of", "300", "0", "of", "300"])
        #expect(row("passes") == ["passes", "1,000", "1,000"])
        #expect(row("longest pass") == ["longest", "pass", "3.21", "ms", "3.21", "ms"])
        #expect(text.contains("Reading: precaching took 4.06 ms of main-thread time with background workers against"))
        #expect(text.contains("  background precache  "), "the chart has a line per variant")
        #expect(text.contains("No fling frame went over budget in any variant"))
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") }, "no trailing spaces")
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= SessionReport.maxColumns, "\(line)")
        }
    }

    @Test func aTableTooWideForTheReportPutsEachLabelOnItsOwnLine() {
        let rows = [(label: "short", cells: ["a", "b"]), (label: "a longer label", cells: ["c", "d"])]
        #expect(
            SessionReport.table(["one", "two"], rows) == [
                "                  one  two", "  short           a    b", "  a longer label  c    d",
            ])
        let wide = String(repeating: "x", count: 45)
        let stacked = SessionReport.table(["one", "two"], [(label: "label", cells: [wide, wide])])
        #expect(stacked.count == 3)
        #expect(stacked[1] == "  label")
        #expect(stacked[2].hasPrefix("      " + wide))
        #expect(stacked.allSatisfy { DisplayWidth.of($0) <= SessionReport.maxColumns && !$0.hasSuffix(" ") })
    }
}

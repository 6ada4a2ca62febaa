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
        if variant == .precache {
            var result = PrecacheResult()
            result.rowsPrecached = 4_999_999
            result.passes = 4_999_999
            result.passesWithRows = 4_999_998
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
        configuration.timeBudget = 0.123_456
        configuration.batchSize = 100_000
        configuration.variants = variants
        return SessionReport(
            configuration: configuration, results: variants.map { result($0, overBudget: $0 == .precache ? 0 : 4_321) },
            measurements: DurationSummary([123_456_789, 1, 999_999_999_999]), feedSeconds: 1_234.5)
    }

    @Test(arguments: [[SessionVariant.precache, .onDemand], [.onDemand], [.precache]])
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
        #expect(text.contains("Fling frames over the 8.33 ms budget, by row cost"))
        #expect(text.contains("  phone-class (+9 ms a row), 5,000,000 rows  0 of 5,000"))
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
}

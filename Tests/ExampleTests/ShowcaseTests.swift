import Foundation
import Precache
import Testing

@testable import FeedKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a reader sees first: the report's summary of both runs, progress lines that count the
/// table's rows, and the `--chart` option with its SVG.
@Suite("Showcase: summary first, progress lines, the chart")
struct ShowcaseTests {
    /// A run of 378 fling frames in 5 flings; `slow` of them, without precache, over the 8.33 ms budget.
    private static func report(cost: RowCostProfile, rows: Int, slow: Int) -> SessionReport {
        var configuration = SessionConfiguration()
        configuration.rowCost = cost
        configuration.rowCount = rows
        let budget: UInt64 = 8_333_333
        let results = configuration.variants.map { variant in
            let times = (0..<5).map { fling in
                (0..<(fling == 0 ? 78 : 75)).map { frame -> UInt64 in
                    !variant.precaches && fling * 75 + frame < slow ? 12_000_000 : 30_000
                }
            }
            var frames = FrameStatistics(budgetNanoseconds: budget)
            for time in times.joined() {
                let measured = time > budget ? 1 : 0
                frames.recordFrame(
                    work: time, reads: 5, hits: 5 - measured, measured: measured,
                    measureNanoseconds: UInt64(measured) * 11_000_000)
            }
            return VariantResult(
                variant: variant, flingFrames: frames, idleFrames: FrameStatistics(budgetNanoseconds: budget),
                flingFrameTimes: times, flings: 5, precache: variant.precaches ? PrecacheResult() : nil,
                measurements: DurationSummary([100_000]), audit: HeightAudit(checked: rows, examined: rows, stale: 0),
                finalRowCount: rows, finalWidth: 320, seconds: 10)
        }
        return SessionReport(
            configuration: configuration, results: results, measurements: DurationSummary([100_000]),
            feedSeconds: 0.1)
    }

    private static let bothRuns = [
        report(cost: .thisMachine, rows: 20_000, slow: 0), report(cost: .phoneClass, rows: 300, slow: 62),
    ]

    // MARK: The report opens with the summary of both runs

    @Test func theReportOpensWithTheSummaryOfBothRuns() throws {
        let lines = SessionReport.text(of: Self.bothRuns, build: "release").split(
            separator: "\n", omittingEmptySubsequences: false)
        let summary = try #require(lines.firstIndex { $0.hasPrefix("Summary: fling frames over the 8.33 ms budget") })
        let firstRun = try #require(lines.firstIndex { $0.hasPrefix("Run 1 of 2") })
        #expect(summary < 6, "the summary comes right after the heading and the settings")
        #expect(summary < firstRun)
        #expect(lines[summary + 2].hasPrefix("  this machine, 20,000 rows  "))
        #expect(lines[summary + 2].contains("0 of 378 (30 µs)"))
        #expect(lines[summary + 3].hasPrefix("  phone-class (+9 ms a row), 300 rows  "))
        #expect(lines[summary + 3].hasSuffix("62 of 378 (12 ms)"), "\(lines[summary + 3])")
        let text = lines[summary..<firstRun].joined(separator: "\n")
        #expect(text.contains("Phone-class (+9 ms a row), 300 rows: 62 of 378 fling frames went over budget"))
        #expect(text.contains("This machine, 20,000 rows: no fling frame went over budget either way"))
        #expect(
            lines[firstRun...].allSatisfy { !$0.hasPrefix("Summary:") && !$0.hasPrefix("Fling frames over the") },
            "printed once, at the top")
    }

    // MARK: Progress lines count the table's rows

    private static func status(rowCount: Int, cachedRows: Int, precache: Bool = true) -> SessionStatus {
        var status = SessionStatus(
            variant: precache ? .precache : .onDemand, step: 11, stepCount: 18, stepLabel: "idle 1.5 s",
            isTracking: false, progress: nil, state: precache ? .running : nil,
            precachedRows: 2_054, rowsPerSecond: 302, elapsed: 6.3, width: 320, rowCount: rowCount)
        status.cachedRows = cachedRows
        return status
    }

    @Test func aProgressLineCountsTheTablesCachedRowsNeverZeroOfZero() {
        // Right after the width change: the precacher's new run has planned nothing yet (0/0).
        let fresh = Self.status(rowCount: 20_001, cachedRows: 0)
        #expect(
            fresh.progressText(bar: false)
                == "[with precache] 6.3 s step 12/18 idle 1.5 s: 0/20,001 rows cached (0%) @ 320 pt, 302 rows/s, running"
        )
        #expect(!fresh.progressText(bar: true).contains("0/0 rows"))
        #expect(fresh.progressText(bar: true).contains("░░░░░░░░░░░░░░░░░░░░ 0% 0/20,001 rows"))
        let done = Self.status(rowCount: 20_006, cachedRows: 20_006)
        #expect(done.progressText(bar: false).contains(": 20,006/20,006 rows cached (100%)"))
        #expect(done.progressText(bar: true).contains("████████████████████ 100% 20,006/20,006 rows"))
        let almost = Self.status(rowCount: 20_006, cachedRows: 20_005)
        #expect(almost.progressText(bar: false).contains("(99%)"), "100% only when every row is cached")
        let off = Self.status(rowCount: 300, cachedRows: 29, precache: false)
        #expect(off.progressText(bar: false).hasSuffix("· precache off · 300 rows"))
    }

    // MARK: --chart

    @Test func chartTakesAnSVGPathAndNeedsTheScriptedComparison() throws {
        #expect(try ExampleOptions.parse([]).chartPath == nil)
        #expect(try ExampleOptions.parse(["--chart", "docs/frames.svg"]).chartPath == "docs/frames.svg")
        #expect(try ExampleOptions.parse(["--chart=out.SVG", "--background"]).chartPath == "out.SVG")
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try ExampleOptions.parse(arguments)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(["--chart"]) == "--chart needs a value")
        #expect(message(["--chart", "frames.png"]) == "--chart needs a file name ending in .svg, not \"frames.png\"")
        #expect(message(["--chart", "a.svg", "--no-precache"])?.contains("drop --no-precache") == true)
        #expect(message(["--chart", "a.svg", "--interactive"])?.contains("drop --interactive") == true)
        #expect(ExampleOptions.usage.contains("--chart FILE"))
    }

    @Test func theChartedRunIsThePhoneClassOne() throws {
        let run = try #require(SessionReport.chartedRun(of: Self.bothRuns))
        #expect(run.configuration.rowCost == .phoneClass)
        let single = [Self.report(cost: .thisMachine, rows: 100, slow: 0)]
        #expect(SessionReport.chartedRun(of: single)?.configuration.rowCount == 100)
        #expect(SessionReport.chartedRun(of: []) == nil)
    }

    @Test func theChartIsWellFormedSVGWithABarPerFrameAndTheSimulationNamed() throws {
        let run = Self.bothRuns[1]
        let svg = run.frameTimeChart(build: "debug").text
        let document = try SVGDocument(svg)
        #expect(document.root == "svg")
        #expect(document.attributes["svg"]?["xmlns"] == "http://www.w3.org/2000/svg")
        let bars = document.rects.filter {
            $0["fill"] == FrameTimeSVG.withinColor || $0["fill"] == FrameTimeSVG.overColor
        }
        #expect(bars.count == 2 * 378, "a bar per frame per variant")
        #expect(bars.filter { $0["fill"] == FrameTimeSVG.overColor }.count == 62)
        let texts = document.texts.joined(separator: "\n")
        #expect(texts.contains("With precache: 0 of 378 frames over budget"))
        #expect(texts.contains("Without precache: 62 of 378 frames over budget, longest 12 ms"))
        #expect(texts.contains("A simulation, not a device (debug build): 300 rows"))
        #expect(texts.contains("300 rows, each costing its typesetting plus 9 ms to measure (phone-class)"))
        #expect(texts.contains("a 120 Hz display (8.33 ms a frame), 5 flings, 378 frames in all."))
        #expect(texts.contains("budget 8.33 ms"))
        #expect(texts.contains("Regenerate: swift run Example --chart docs/frames.svg"))
        let height = try #require(document.attributes["svg"]?["height"].flatMap(Double.init))
        for bar in bars {
            let y = try #require(bar["y"].flatMap(Double.init))
            let barHeight = try #require(bar["height"].flatMap(Double.init))
            #expect(y >= 0 && barHeight > 0 && y + barHeight <= height, "inside the picture")
        }
    }

    @Test func chartTextIsEscapedAndNumbersArePlain() throws {
        let chart = FrameTimeSVG(
            title: "A <b> & \"c\"", subtitle: ["x's"], series: [.init(name: "n", flings: [[1, 2]])],
            budgetNanoseconds: 5, footer: "")
        let document = try SVGDocument(chart.text)
        #expect(document.texts.contains("A <b> & \"c\""))
        #expect(document.texts.contains("x's"))
        #expect(FrameTimeSVG.number(12.5) == "12.5")
        #expect(FrameTimeSVG.number(0.05) == "0.05")
        #expect(FrameTimeSVG.number(3) == "3")
        #expect(FrameTimeSVG.number(-1.25) == "-1.25")
    }

    @Test func aVeryLongFrameIsCutSoTheBudgetLineStaysReadable() throws {
        let chart = FrameTimeSVG(
            title: "t", subtitle: [], series: [.init(name: "Without precache", flings: [[100_000_000, 1_000_000]])],
            budgetNanoseconds: 8_333_333, footer: "")
        #expect(chart.scaleMilliseconds.top == 40, "4 budgets (33.3 ms), rounded up to a 10 ms step")
        let document = try SVGDocument(chart.text)
        #expect(
            document.texts.contains("Without precache: 1 of 2 frames over budget, longest 100 ms (bars cut at 40 ms)"))
        let tallest = try #require(
            document.rects.compactMap { $0["height"].flatMap(Double.init) }.filter { $0 < 900 }.max())
        #expect(tallest == FrameTimeSVG.panelHeight)
        let short = FrameTimeSVG(
            title: "t", subtitle: [], series: [.init(name: "n", flings: [[1_000_000]])], budgetNanoseconds: 8_333_333,
            footer: "")
        #expect(short.scaleMilliseconds.top == 15, "at least 1.5 budgets, so the budget line is inside")
    }

    @Test func writingTheChartCreatesItsFolderAndAnUnwritablePathIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("docs/frames.svg").path
        let chart = Self.bothRuns[1].frameTimeChart(build: "release")
        try SessionReport.write(chart, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == chart.text)
        // A file where the folder should be.
        let blocked = folder.appendingPathComponent("docs/frames.svg/inside.svg").path
        #expect(throws: UsageError.self) { try SessionReport.write(chart, to: blocked) }
        do {
            try SessionReport.write(chart, to: blocked)
        } catch {
            #expect(error.message.hasPrefix("cannot write the chart to \(blocked) ("))
        }
    }
}

/// `--chart FILE` is checked before the run, so that a path that cannot be written is named before
/// half a minute of simulation, not after.
@Suite struct ChartPathCheckTests {
    @Test func aWritablePathPassesAndLeavesOnlyItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SessionReport.checkChartPath(folder.appendingPathComponent("docs/frames.svg").path)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs").path)
        #expect(left.isEmpty, "the probe file is removed and no chart is written yet: \(left)")
    }

    @Test func aPathThatCannotBeWrittenIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let underAFile = file.appendingPathComponent("frames.svg").path  // a file where a folder should be
        let error = try #require(throws: UsageError.self) { try SessionReport.checkChartPath(underAFile) }
        #expect(
            error.message
                == "--chart cannot write to \(underAFile) (cannot create the folder \(file.path)): pass a writable path"
        )
        let aFolder = folder.appendingPathComponent("frames.svg")
        try FileManager.default.createDirectory(at: aFolder, withIntermediateDirectories: true)
        let folderError = try #require(throws: UsageError.self) { try SessionReport.checkChartPath(aFolder.path) }
        #expect(folderError.message == "--chart cannot write to \(aFolder.path) (it is a folder): pass a writable path")
    }
}

/// An SVG document parsed with Foundation's XMLParser: it throws unless the text is well-formed XML.
private final class SVGDocument: NSObject, XMLParserDelegate {
    struct Malformed: Error { var description: String }

    private(set) var root: String?
    private(set) var attributes: [String: [String: String]] = [:]
    private(set) var rects: [[String: String]] = []
    private(set) var texts: [String] = []
    private var text: String?

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: parser.parserError.map { "\($0)" } ?? "not well-formed")
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        self.attributes[name] = self.attributes[name] ?? attributes
        if name == "rect" { rects.append(attributes) }
        if name == "text" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text { texts.append(text) }
        text = nil
    }
}

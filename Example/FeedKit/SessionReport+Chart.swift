import Foundation

/// The picture of a report: its fling frame times with and without precache as an SVG chart
/// (`swift run Example --chart FILE`), labelled as the simulation it is.
extension SessionReport {
    /// The command that regenerates the chart in the repository.
    public static let chartCommand = "swift run Example --chart docs/frames.svg"

    /// The run to chart among `reports`: the last one with an added row cost (phone-class by
    /// default), else the last one.
    ///
    /// - Parameter reports: The sessions, in the order they ran.
    public static func chartedRun(of reports: [SessionReport]) -> SessionReport? {
        reports.last { $0.configuration.rowCost.addedSeconds > 0 } ?? reports.last
    }

    /// The fling frame times of every variant that ran, one panel each, with the simulation's
    /// settings in the subtitle.
    ///
    /// - Parameter build: The build configuration (`"debug"`, `"release"`).
    public func frameTimeChart(build: String) -> FrameTimeSVG {
        let cost = configuration.rowCost
        let rowCost =
            cost.addedSeconds > 0
            ? "each costing its typesetting plus \(NumberText.duration(cost.addedSeconds * 1e9)) to measure "
                + "(\(cost.name))"
            : "each costing its typesetting on this machine"
        let frames = results.first?.flingFrames
        let budget = frames?.budgetNanoseconds ?? 0
        let subtitle = [
            "A simulation, not a device (\(build) build): \(NumberText.count(configuration.rowCount)) "
                + "rows, \(rowCost);",
            "a \(NumberText.decimal(configuration.frameRate, places: 0)) Hz display (\(NumberText.duration(budget)) "
                + "a frame), \(results.first?.flings ?? 0) flings, \(NumberText.count(frames?.frames ?? 0)) frames in all. "
                + "A bar is one frame's work, in order; gaps separate the flings.",
        ]
        return FrameTimeSVG(
            title: "Fling frame times, with and without precache", subtitle: subtitle,
            series: results.map {
                FrameTimeSVG.Series(name: $0.variant.name.capitalizingFirst, flings: $0.flingFrameTimes)
            },
            budgetNanoseconds: budget, footer: "Regenerate: \(Self.chartCommand)")
    }

    /// Checks, before a run, that a chart can be written to `path` later: creates its folder and
    /// makes and removes a file there (a chart is written atomically, by a rename in that folder).
    ///
    /// - Parameter path: A file path.
    /// - Throws: A ``UsageError`` naming the path and the reason when it cannot be written.
    public static func checkChartPath(_ path: String) throws(UsageError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        func refuse(_ reason: String) -> UsageError {
            UsageError(message: "--chart cannot write to \(path) (\(reason)): pass a writable path")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw refuse("cannot create the folder \(folder.path)")
        }
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
            throw refuse("it is a folder")
        }
        let probe = folder.appendingPathComponent(".\(url.lastPathComponent)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
            throw refuse("cannot create a file in \(folder.path)")
        }
        try? FileManager.default.removeItem(at: probe)
    }

    /// Writes `chart` to `path`, creating its folder.
    ///
    /// - Parameters:
    ///   - chart: The chart.
    ///   - path: A file path.
    /// - Throws: A ``UsageError`` naming the path and the reason when it cannot be written.
    public static func write(_ chart: FrameTimeSVG, to path: String) throws(UsageError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(chart.text.utf8).write(to: url, options: .atomic)
        } catch {
            throw UsageError(
                message: "cannot write the chart to \(path) (\(error.localizedDescription)): pass a writable path "
                    + "to --chart")
        }
    }
}

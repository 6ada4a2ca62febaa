import CellHeight

/// The cold-launch section of a report: the first screen from an empty cache, then from the height
/// file the first launch saved.
extension SessionReport {
    /// The section for `launch`.
    static func coldLaunchSection(_ launch: ColdLaunch) -> [String] {
        let budget = launch.first.frames.budgetNanoseconds
        let cost = launch.rowCost
        let added = cost.addedSeconds > 0 ? " (+\(NumberText.duration(cost.addedSeconds * 1e9)) a row)" : ""
        var lines = wrap(
            "Cold launch, \(cost.name)\(added): the feed's first screen opened twice, the second time "
                + "with a KeyedHeightCache loaded from the height file the first launch saved")
        let rows = [("first launch", launch.first), ("from the file", launch.second)].map { label, screen in
            let frames = screen.frames
            let periods = (frames.workNanoseconds + budget - 1) / max(1, budget)
            return (
                label: label,
                cells: [
                    "\(NumberText.count(screen.rowsMeasured)) of \(NumberText.count(screen.rowsShown))",
                    NumberText.duration(frames.measureNanoseconds),
                    NumberText.duration(frames.workNanoseconds),
                    NumberText.count(Int(periods)),
                    "\(NumberText.count(frames.framesOverBudget)) of \(NumberText.count(frames.frames))",
                ]
            )
        }
        lines += table(
            ["rows measured", "measuring", "first frame", "frame periods", "over \(NumberText.duration(budget))"],
            rows)
        let load = launch.second.load.map { "; the second launch loaded \(loadText($0))" } ?? ""
        lines += wrap(
            "(frame periods: the display refreshes the first frame's work spans; height file "
                + "\(NumberText.count(launch.fileBytes)) bytes\(load))", indent: 2)
        lines += wrap(
            "Reading: from the file, the first screen measured \(NumberText.count(launch.second.rowsMeasured)) of "
                + "\(NumberText.count(launch.second.rowsShown)) rows and its frame took "
                + "\(NumberText.duration(launch.second.frames.workNanoseconds)), against "
                + "\(NumberText.duration(launch.first.frames.workNanoseconds)) from an empty cache.")
        return lines
    }

    /// What a load of the height file did, in words: `"12 heights from it"`, `"1 height from it,
    /// 2 skipped"`, or the report's own words when it loaded nothing.
    static func loadText(_ report: HeightFileReport) -> String {
        guard report.outcome == .done else { return "nothing from it: \(report)" }
        let heights = "\(NumberText.count(report.entryCount)) height\(report.entryCount == 1 ? "" : "s") from it"
        return report.skippedCount > 0 ? "\(heights), \(NumberText.count(report.skippedCount)) skipped" : heights
    }
}

extension SessionStatus {
    /// The status as one progress line: a bar to redraw in place on a terminal (`bar`), or a plain
    /// line for a log.
    ///
    /// The rows count the table's cached rows against its real row count, so a line never reads
    /// `0/0 rows` (before the precacher has planned its run, or right after a width change starts
    /// a new one) and reaches the table's row count when every row has a height.
    ///
    /// - Parameter bar: Whether to draw a 20-cell bar.
    public func progressText(bar: Bool) -> String {
        let name = rowCost.addedSeconds > 0 ? "\(rowCost.name), \(variant.name)" : variant.name
        let step = "step \(step + 1)/\(stepCount) \(stepLabel)"
        let time = NumberText.fixed(elapsed, places: 1) + " s"
        guard progress != nil || state != nil else {
            return "[\(name)] \(time) \(step) · precache off · \(NumberText.count(rowCount)) rows"
        }
        let cached = min(max(0, cachedRows), rowCount)
        let fraction = rowCount > 0 ? Double(cached) / Double(rowCount) : 1
        // Rounded down, so that 100% means every row.
        let percent = NumberText.decimal((fraction * 100).rounded(.down), places: 0) + "%"
        let rows = "\(NumberText.count(cached))/\(NumberText.count(rowCount)) rows"
        let rate = "\(NumberText.count(Int(rowsPerSecond.rounded()))) rows/s"
        let width = "@ \(NumberText.decimal(self.width, places: 0)) pt"
        if bar {
            let cells = 20
            let filled = min(cells, Int((fraction * Double(cells)).rounded(.down)))
            let meter = String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
            return "[\(name)] \(meter) \(percent) \(rows) \(width) · \(rate) · \(stateText) · \(time) \(step)"
        }
        return "[\(name)] \(time) \(step): \(rows) cached (\(percent)) \(width), \(rate), \(stateText)"
    }
}

/// The report's lines for the flings replayed as a compositional list draws them
/// (``CompositionalReplay``, issue 36).
extension SessionReport {
    /// The replay's block in a run's details, or nothing without a replay.
    func compositionalSection() -> [String] {
        guard let replay = compositional, replay.selfSizing.frames > 0 else { return [] }
        let budget = NumberText.duration(replay.selfSizing.budgetNanoseconds)
        let frames = NumberText.count(replay.selfSizing.frames)
        func over(_ statistics: FrameStatistics) -> String {
            "\(NumberText.count(statistics.framesOverBudget)) of \(frames) over \(budget), the longest "
                + NumberText.duration(statistics.longestFrameNanoseconds)
        }
        var lines = [""]
        lines += wrap(
            "Compositional list (a replay of the same flings, simulated): \(NumberText.count(replay.rowsShown)) rows "
                + "came on screen; each frame's other work as recorded with precache")
        lines += field("self-sizing", over(replay.selfSizing) + " (UIKit's default: every row, every time)")
        lines += field(
            "from the cache", over(replay.answered) + " (ch.cellRegistration cells, precached by item identifier)")
        return lines
    }

    /// One sentence for the summary, or `nil` without a replay.
    var compositionalReading: String? {
        guard let replay = compositional, replay.selfSizing.frames > 0 else { return nil }
        return "\(runName.capitalizingFirst), replayed as a compositional list: "
            + "\(NumberText.count(replay.selfSizing.framesOverBudget)) of \(NumberText.count(replay.selfSizing.frames)) "
            + "fling frames over budget when its cells size themselves, "
            + "\(NumberText.count(replay.answered.framesOverBudget)) when they are answered from the cache."
    }
}

import FeedKit
import Foundation

/// The Example's scripted session (a feed on a simulated 120 Hz display, flings in the tracking
/// mode): frames over budget during the flings with ours precaching versus measuring on demand.
/// Both variants run in this process on the same flings; the values go in ours' column.
@MainActor
struct FlingMetric {
    let plan: BenchmarkPlan
    let report: Report

    func run() {
        var configuration = SessionConfiguration()
        configuration.rowCount = plan.name == "quick" ? 2_000 : 20_000
        configuration.timeScale = plan.name == "quick" ? 0.3 : 1
        let session = SessionReport.run(configuration)
        guard let with = session.result(.precache), let without = session.result(.onDemand) else { return }
        let ours = Contenders.ours.displayName
        let group = "Fling simulation (the Example's session, \(configuration.rowCount) rows, 120 Hz)"
        func record(_ metric: String, _ unit: String, _ value: Double) {
            report.record(group: group, metric: metric, unit: unit, contender: ours, .measured(value))
        }
        record("fling frames over budget, with precache", "frames", Double(with.flingFrames.framesOverBudget))
        record("fling frames over budget, measured on demand", "frames", Double(without.flingFrames.framesOverBudget))
        record("fling frames, each variant", "frames", Double(with.flingFrames.frames))
        record("fling frames that measured, with precache", "frames", Double(with.flingFrames.framesMeasuring))
        record("fling frames that measured, on demand", "frames", Double(without.flingFrames.framesMeasuring))
        record("longest fling frame, with precache", "us", Double(with.flingFrames.longestFrameNanoseconds) / 1e3)
        record("longest fling frame, on demand", "us", Double(without.flingFrames.longestFrameNanoseconds) / 1e3)
        record("rows precached while tracking", "rows", Double(with.precache?.rowsWhileTracking ?? -1))
    }
}

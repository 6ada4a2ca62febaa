import Foundation

@testable import Precache

/// Watches every run of the precachers it is given, through the events that name their run:
/// within a run, progress never goes back, and the run completes at most once, finished.
@MainActor
final class ProgressAudit {
    private(set) var problems: [String] = []
    private var lastDone: [String: Int] = [:]
    private var completed: Set<String> = []

    private var watched = 0

    func watch(_ precacher: Precacher) {
        watched += 1
        let name = "precacher \(watched)"  // not its address: a released one's may be reused
        precacher.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case .progressed(let progress, let run):
                let key = "\(name)/\(run)"
                let done = progress.completedCount + progress.failedCount
                if let last = lastDone[key], done < last {
                    problems.append("progress went back from \(last) to \(done)")
                }
                lastDone[key] = done
                if completed.contains(key) { problems.append("progress after completion") }
            case .completed(let progress, let run):
                let key = "\(name)/\(run)"
                if !progress.isFinished { problems.append("a completion reported an unfinished run: \(progress)") }
                if !completed.insert(key).inserted { problems.append("a run completed twice") }
            case .stateChanged:
                break
            }
        }
    }
}

import Foundation

/// Where a precacher is in its life, and why it does not measure when it does not.
///
/// A run is under way while the state is ``running`` or ``waiting(_:)``; ``paused(_:)`` keeps the
/// run and its progress until `resume()`.
///
/// ```swift
/// precacher.onStateChange = { state in
///     switch state {
///     case .waiting(.noWindow), .paused(.byApp): spinner.stopAnimating()
///     case .paused(.setupProblem(let fix)): print(fix)
///     default: break
///     }
/// }
/// ```
public enum PrecacheState: Sendable, Equatable {
    /// Not started, or cancelled.
    case idle
    /// Measuring rows whenever the main run loop is idle in its default mode. A finger on the
    /// screen (the tracking run-loop mode) holds it back without changing the state: nothing runs
    /// in that mode to notice.
    case running
    /// A run is under way but waits for `reason` to end; it goes on by itself afterwards.
    case waiting(WaitReason)
    /// Paused for `reason`; `resume()` goes on where it stopped.
    case paused(PauseReason)
    /// Every row of the table has a height (or failed to get one). Data changes start a new run.
    case finished

    /// Why a run under way waits. Each is asked again at its own pace: a deceleration or a
    /// refresh every frame; the others less and less often (at most about a second apart) and at
    /// once when UIKit announces their end (a layout in a window, a scene that activates,
    /// `setEditing`).
    public enum WaitReason: Sendable, Equatable {
        /// The list still moves after the finger lifted (`isDecelerating`).
        case decelerating
        /// The list's refresh control is refreshing.
        case refreshing
        /// The list is in no window: it cannot be seen.
        case noWindow
        /// The list's window scene is not in the foreground (`.foregroundActive`).
        case notInForeground
        /// The list has no width yet (before its first layout).
        case noWidth
        /// A table has not laid out since its data source was set: UIKit reloads its data then,
        /// which would throw away the heights measured before.
        case dataNotLoaded
        /// The table is in editing mode, or a row shows its swipe actions: rows may be indented.
        case editing
        /// The precacher's `waitsWhile` closure returns `true`.
        case waitsWhile
        /// The list's own row counts and its data source's differ: the app changed its model and
        /// has not told the list yet. The run goes on at the next data change the list hears of
        /// (or its next layout pass).
        case listUpdate
    }

    /// Why a run is paused.
    public enum PauseReason: Sendable, Equatable {
        /// `pause()` was called, or the run's Foundation `Progress` was paused.
        case byApp
        /// A list's precache cannot measure its rows as set up; the message names the fix (a
        /// reuse identifier without a configuration, a delegate whose heights cannot be cached).
        /// It goes on by itself once the setup changes, or at `resume()`.
        case setupProblem(String)
    }
}

extension PrecacheState: CustomStringConvertible {
    /// The state in a few words, as messages print it: "running", "waiting (noWindow)",
    /// "paused (byApp)".
    public var description: String {
        switch self {
        case .idle: return "idle"
        case .running: return "running"
        case .waiting(let reason): return "waiting (\(reason))"
        case .paused(.byApp): return "paused (byApp)"
        case .paused(.setupProblem(let message)): return "paused (setupProblem: \(message))"
        case .finished: return "finished"
        }
    }
}

extension PrecacheState {
    /// Whether a run is under way and not paused: ``running`` or ``waiting(_:)``.
    var isRunning: Bool {
        switch self {
        case .running, .waiting: return true
        case .idle, .paused, .finished: return false
        }
    }

    /// Why the run is paused, or `nil` if it is not.
    var pauseReason: PauseReason? {
        if case .paused(let reason) = self { return reason }
        return nil
    }
}

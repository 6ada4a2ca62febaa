import Foundation

/// Where a ``Precacher`` is in its life.
public enum PrecacheState: Sendable, Equatable {
    /// Not started, or cancelled.
    case idle
    /// Measuring rows whenever the main run loop is idle in its default mode. Scrolling (the
    /// tracking mode) holds it back without changing the state.
    case running
    /// Paused by ``Precacher/pause()``; ``Precacher/resume()`` goes on where it stopped.
    case paused
    /// Every row of the table has a height (or failed to get one). Data changes start a new run.
    case finished
}

/// A snapshot of one precaching run.
///
/// Within a run, `completed` and `failed` only grow and `fractionCompleted` reaches 1 exactly once,
/// when the run finishes. `reloadData`, a new layout context or ``Precacher/start()`` begin a new
/// run.
///
/// `total` is the run's work, not the table's row count: the rows this run has handled
/// (`completed + failed`) plus the rows still to do. It follows the data: inserted rows add to it
/// and deleted rows that were still to do leave it (so an insertion can lower the fraction, as with
/// Foundation's `Progress`), while a deleted row that this run has already handled stays counted,
/// in `completed` or `failed` and so in `total`, since work done is never taken back. So the final
/// progress always has `total == completed + failed`, which can be more than the rows the table
/// has after deletions. A row that failed is not measured again in the same run unless it is
/// reloaded or invalidated (then it is new work), so it is counted once however the rows around
/// it move. Rows that already had a height when the run began are not in it. While
/// heights are stored by key (``Precacher/storeByKey(in:key:)``), `total` is an upper bound until
/// the run ends.
public struct PrecacheProgress: Sendable, Equatable {
    /// Rows measured and cached in this run.
    public var completed: Int
    /// Rows whose measurement threw or returned a bad height in this run.
    public var failed: Int
    /// The run's work: `completed + failed` (rows handled in this run, including any deleted
    /// since) plus the rows still without a height.
    public var total: Int
    /// The index path of the last row handled, if any.
    public var lastIndexPath: IndexPath?
    /// `true` once the run has handled every row.
    public var isFinished: Bool

    /// `(completed + failed) / total`: 1 when the run is finished, and 0 before it starts.
    public var fractionCompleted: Double {
        if isFinished { return 1 }
        return total == 0 ? 0 : min(1, Double(completed + failed) / Double(total))
    }

    /// The progress of a run that has not handled a row yet. (Not `none`: where a progress is
    /// optional, `.none` would read as `Optional.none`.)
    public static let notStarted = PrecacheProgress(
        completed: 0, failed: 0, total: 0, lastIndexPath: nil, isFinished: false)
}

/// The direction of the last scroll; rows that way are precached first.
public enum ScrollDirection: Sendable, Equatable {
    /// Toward higher index paths (the content moves up).
    case down
    /// Toward lower index paths.
    case up
}

import Foundation

/// A snapshot of one precaching run.
///
/// Within a run, ``completedCount`` and ``failedCount`` only grow and ``fractionCompleted``
/// reaches 1 exactly once, when the run finishes. `reloadData`, a new layout context or
/// ``Precacher/start()`` begin a new run.
///
/// ``totalCount`` is the run's work, not the table's row count: the rows this run has handled
/// (`completedCount + failedCount`) plus the rows still to do. It follows the data: inserted rows
/// add to it and deleted rows that were still to do leave it (so an insertion can lower the
/// fraction, as with Foundation's `Progress`), while a deleted row that this run has already
/// handled stays counted, in `completedCount` or `failedCount` and so in `totalCount`, since work
/// done is never taken back. So the final progress always has
/// `totalCount == completedCount + failedCount`, which can be more than the rows the table has
/// after deletions. A row that failed is not measured again in the same run unless it is reloaded
/// or invalidated (then it is new work), so it is counted once however the rows around it move.
/// Rows that already had a height when the run began are not in it. While heights are stored by
/// key (``Precacher/storage``), `totalCount` is an upper bound until the run ends.
///
/// ```swift
/// precacher.onProgress = { progress in
///     label.text = "\(progress.completedCount) of \(progress.totalCount) rows"
/// }
/// ```
public struct PrecacheProgress: Sendable, Equatable {
    /// Rows measured and cached in this run.
    public var completedCount: Int
    /// Rows whose measurement threw or returned a bad height in this run.
    public var failedCount: Int
    /// The run's work: `completedCount + failedCount` (rows handled in this run, including any
    /// deleted since) plus the rows still without a height.
    public var totalCount: Int
    /// The index path of the last row handled, if any.
    public var lastIndexPath: IndexPath?
    /// `true` once the run has handled every row.
    public var isFinished: Bool

    /// `(completedCount + failedCount) / totalCount`: 1 when the run is finished, and 0 before it
    /// starts.
    public var fractionCompleted: Double {
        if isFinished { return 1 }
        return totalCount == 0 ? 0 : min(1, Double(completedCount + failedCount) / Double(totalCount))
    }

    /// The progress of a run that has not handled a row yet. (Not `none`: where a progress is
    /// optional, `.none` would read as `Optional.none`.)
    public static let notStarted = PrecacheProgress(
        completedCount: 0, failedCount: 0, totalCount: 0, lastIndexPath: nil, isFinished: false)
}

/// The direction of the last scroll; rows that way are precached first.
public enum ScrollDirection: Sendable, Equatable {
    /// Toward higher index paths (the content moves up).
    case down
    /// Toward lower index paths.
    case up
}

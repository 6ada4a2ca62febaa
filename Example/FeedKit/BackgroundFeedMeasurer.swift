import CellHeight
import Foundation

/// Measures feed rows on a background worker: the height function that the background variant
/// hands to `Precacher.Measuring.inBackground(workers:model:height:)`.
///
/// Everything it holds is a value or thread-safe: ``FeedCellLayout`` is a struct whose
/// typesetting (``LineBreaker``, ``DisplayWidth``, ``LineBreakClass``) reads only constants, and
/// the ``WorkerLog`` takes a lock. It touches no table, cache or precacher, so it may run on any
/// thread, several at once. The snapshot it measures is a ``FeedEntry``, a `Sendable` value taken
/// on the main thread (``FeedTable/entry(at:)``).
public struct BackgroundFeedMeasurer: Sendable {
    /// The layout that measures, the same as the table's.
    public var layout: FeedCellLayout
    /// Nanoseconds the worker spins after typesetting each row, as ``FeedTable/addedCostPerRow``
    /// makes the main thread spin: the row cost profile, paid by the worker instead.
    public var addedCost: UInt64
    /// Where each measurement's duration goes.
    public var log: WorkerLog

    /// Creates a measurer.
    ///
    /// - Parameters:
    ///   - layout: The layout that measures.
    ///   - addedCost: Nanoseconds to spin after each row.
    ///   - log: Where durations go.
    public init(layout: FeedCellLayout, addedCost: UInt64, log: WorkerLog) {
        self.layout = layout
        self.addedCost = addedCost
        self.log = log
    }

    /// The height of `entry` at the context's width, as ``FeedTable`` would measure it on the main
    /// thread (the same ``FeedCellLayout/height(for:width:)``), timed into ``log``.
    ///
    /// - Parameters:
    ///   - entry: The row's content, snapshotted on the main thread.
    ///   - context: The layout context of the moment the row was handed out.
    public func height(of entry: FeedEntry, in context: LayoutContext) -> CGFloat {
        let start = SessionClock.now()
        let height = layout.height(for: entry, width: Double(context.width))
        SessionClock.spin(for: addedCost)
        log.record(SessionClock.elapsed(since: start))
        return CGFloat(height)
    }
}

import CellHeight
import Foundation

extension Precacher {
    /// Where a precacher measures rows: on the main thread with its data source (the default), or
    /// on background workers, for heights that need no UIKit (text measured with thread-safe text
    /// layout, image aspect ratios, fixed paddings).
    ///
    /// In the background, each idle pass takes rows from the queue in the same order as always
    /// (nearest the visible rows first), reads each row's model on the main thread, and hands it
    /// to a worker, which measures it at the layout context of that moment. Results come back to
    /// the main thread and are written in a later idle pass in the default run-loop mode, so
    /// nothing is written while the user scrolls. A result whose data or layout context changed
    /// meanwhile (any data change, a new layout context, `cancel()`) is dropped, never written to
    /// the wrong row; a job that is already stale when a worker gets to it is skipped. At most two
    /// jobs per worker are in flight.
    ///
    /// ```swift
    /// precacher.measuring = .inBackground(
    ///     model: { [weak feed] indexPath in feed?.post(at: indexPath) },   // a Sendable value
    ///     height: { post, context in PostLayout(post, width: context.width).height })
    /// ```
    ///
    /// The same value goes to a list's precache: `tableView.ch.precache.measuring = .inBackground(…)`.
    public struct Measuring {
        /// The background path, or `nil` for the main thread.
        let background: BackgroundMeasurer?

        /// Rows are measured on the main thread, by the data source (a list's precache: by its
        /// registered configurations or its delegate).
        public static var onMainThread: Measuring { Measuring(background: nil) }

        /// Rows are measured on background workers.
        ///
        /// - Parameters:
        ///   - workers: How many workers may measure at once (at least 1), or `nil` for the active
        ///     processors less one (at least one): the main thread keeps a core.
        ///   - model: Returns the row's model as a `Sendable` value that owns no main-thread state,
        ///     or `nil` if the row cannot be measured (counted as failed). Called on the main
        ///     thread; keep it cheap.
        ///   - height: Measures a model at a layout context. Called on a background thread: it must
        ///     not touch UIKit or main-thread state.
        public static func inBackground<Model: Sendable>(
            workers: Int? = nil, model: @escaping @MainActor (IndexPath) -> Model?,
            height: @escaping @Sendable (Model, LayoutContext) -> CGFloat
        ) -> Measuring {
            let count = workers ?? max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
            if count < 1 {
                Diagnostics.report(.misuse, "Measuring.inBackground needs at least 1 worker, not \(count); using 1")
            }
            let measurer = BackgroundMeasurer(
                snapshot: { indexPath in model(indexPath) },
                height: { model, context in
                    // The erased model is always a `Model`: the precacher passes back what `model` gave.
                    guard let model = model as? Model else { return .nan }
                    return height(model, context)
                },
                workers: BackgroundWorkers(count: count))
            return Measuring(background: measurer)
        }
    }
}

import CellHeight
import Foundation

/// Measuring off the main thread: for heights that need no UIKit (text measured with thread-safe
/// text layout, image aspect ratios, fixed paddings).
extension Precacher {
    /// The default number of background workers: the active processors less one, left to the main
    /// thread (at least one).
    public static var defaultBackgroundWorkers: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
    }

    /// Measures rows on background workers instead of asking the data source on the main thread.
    ///
    /// Each idle pass takes rows from the queue in the same order as always (nearest the visible
    /// rows first), reads each row's model with `snapshot` on the main thread, and hands it to a
    /// worker, which calls `height` with it and the layout context of that moment. Results come
    /// back to the main thread and are written in a later idle pass in the default run-loop mode,
    /// so nothing is written while the user scrolls. A result whose data or layout context changed
    /// meanwhile (any data change, a new layout context, `cancel()`) is dropped, never written to
    /// the wrong row; a job that is already stale when a worker gets to it is skipped. At most two
    /// jobs per worker are in flight.
    ///
    /// ```swift
    /// precacher.measureInBackground(
    ///     snapshot: { [weak feed] indexPath in feed?.post(at: indexPath) },   // a Sendable value
    ///     height: { post, context in PostLayout(post, width: context.width).height })
    /// ```
    ///
    /// - Parameters:
    ///   - workers: How many workers may measure at once (at least 1). Default:
    ///     ``defaultBackgroundWorkers``.
    ///   - snapshot: Returns the row's model as a `Sendable` value that owns no main-thread state,
    ///     or `nil` if the row cannot be measured (counted as failed). Called on the main thread;
    ///     keep it cheap.
    ///   - height: Measures a snapshot at a layout context. Called on a background thread: it must
    ///     not touch UIKit or main-thread state.
    public func measureInBackground<Model: Sendable>(
        workers: Int = Precacher.defaultBackgroundWorkers,
        snapshot: @escaping @MainActor (IndexPath) -> Model?,
        height: @escaping @Sendable (Model, LayoutContext) -> CGFloat
    ) {
        if workers < 1 {
            Diagnostics.report(.misuse, "measureInBackground needs at least 1 worker, not \(workers); using 1")
        }
        background = BackgroundMeasurer(
            snapshot: { indexPath in snapshot(indexPath) },
            height: { model, context in
                // The erased model is always a `Model`: the precacher passes back what `snapshot` gave.
                guard let model = model as? Model else { return .nan }
                return height(model, context)
            },
            workers: BackgroundWorkers(count: workers))
        replanMeasuring()
    }

    /// Goes back to measuring on the main thread with the data source (the default).
    public func measureOnMainThread() {
        guard background != nil else { return }
        background = nil
        replanMeasuring()
    }

    /// Whether rows are measured off the main thread.
    public var measuresInBackground: Bool { background != nil }

    /// Jobs in flight are dropped and the queue is planned again: the measuring path changed.
    private func replanMeasuring() {
        generation += 1
        needsPlan = true
    }

    /// Whether a background pass has nothing to do until a worker reports: then no pass is
    /// scheduled, and the worker's result wakes the run loop.
    var waitsForWorkers: Bool {
        guard let background, inFlightCount > 0, !needsPlan, mailbox.isEmpty else { return false }
        return inFlightCount >= 2 * background.workers.count
            || (queue.isExhausted && deferredRow == nil && !inFlight.isEmpty)
    }

    /// One background pass: writes the results that came back, then hands out rows until the
    /// workers are busy or the slice is used. Returns the number of heights written.
    func runBackgroundPass(_ background: BackgroundMeasurer, limits: PassLimits) -> Int {
        guard let dataSource else { return 0 }
        var written = 0
        for result in mailbox.drain() {
            inFlightCount -= 1
            guard result.generation == generation else { continue }
            inFlight.remove(result.indexPath)
            guard let height = result.height else { continue }
            let (section, row) = (result.indexPath[0], result.indexPath[1])
            guard section < dataSource.numberOfSections, row < dataSource.numberOfRows(inSection: section) else {
                needsPlan = true
                continue
            }
            progress.lastIndexPath = result.indexPath
            written += 1
            if store(height, at: result.indexPath) {
                progress.completed += 1
            } else {
                progress.failed += 1
                failedRows.insert(result.indexPath)
            }
        }
        var handedOut = 0
        let capacity = 2 * background.workers.count
        while inFlightCount < capacity, handedOut < limits.rows, state == .running {
            if needsPlan { plan(dataSource) }
            guard let indexPath = nextRow() else { break }
            let (section, row) = (indexPath[0], indexPath[1])
            guard section < dataSource.numberOfSections, row < dataSource.numberOfRows(inSection: section) else {
                needsPlan = true
                break
            }
            guard let model = background.snapshot(indexPath) else {
                progress.failed += 1
                failedRows.insert(indexPath)
                continue
            }
            inFlight.insert(indexPath)
            inFlightCount += 1
            handedOut += 1
            background.workers.submit(
                indexPath, model: model, context: cache.layoutContext, generation: generation, token: generationToken,
                measure: background.height, to: mailbox)
            if now() >= limits.sliceEnd { break }
        }
        return written
    }

    /// Whether every row handed to a worker in this generation has come back (stale jobs that
    /// still run do not hold a run open).
    var backgroundRunIsDone: Bool { inFlight.isEmpty }
}

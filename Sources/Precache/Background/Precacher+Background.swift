import CellHeight
import Foundation

/// The background pass: measuring off the main thread (``Precacher/Measuring/inBackground(workers:model:height:)``).
extension Precacher {
    /// The measuring path changed: jobs in flight are dropped and the queue is planned again.
    func measuringDidChange() {
        generation += 1
        needsPlan = true
    }

    /// Whether a background pass has nothing to do until a worker reports: then no pass is
    /// scheduled, and the worker's result wakes the run loop.
    var waitsForWorkers: Bool {
        guard let background = measuring.background, inFlightCount > 0, !needsPlan, mailbox.isEmpty else {
            return false
        }
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
                progress.completedCount += 1
            } else {
                progress.failedCount += 1
                failedRows.insert(result.indexPath)
            }
        }
        var handedOut = 0
        let capacity = 2 * background.workers.count
        while inFlightCount < capacity, handedOut < limits.rows, isUnderWay {
            if needsPlan { plan(dataSource) }
            guard let indexPath = nextRow() else { break }
            let (section, row) = (indexPath[0], indexPath[1])
            guard section < dataSource.numberOfSections, row < dataSource.numberOfRows(inSection: section) else {
                needsPlan = true
                break
            }
            guard let model = background.snapshot(indexPath) else {
                progress.failedCount += 1
                failedRows.insert(indexPath)
                continue
            }
            inFlight.insert(indexPath)
            inFlightCount += 1
            handedOut += 1
            background.workers.submit(
                indexPath, model: model, context: heightCache.layoutContext, generation: generation,
                token: generationToken, measure: background.height, to: mailbox)
            if now() >= limits.sliceEnd { break }
        }
        return written
    }

    /// Whether every row handed to a worker in this generation has come back (stale jobs that
    /// still run do not hold a run open).
    var backgroundRunIsDone: Bool { inFlight.isEmpty }
}

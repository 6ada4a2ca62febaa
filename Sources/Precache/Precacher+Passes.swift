import CellHeight
import Foundation

/// The run-loop side of a ``Precacher``: the idle observer, one scheduled batch per pass, and the
/// measurement of one row.
extension Precacher {
    func installObserver() {
        guard !hasObserver else { return }
        observer = IdleObserver { [weak self] in MainActor.assumeIsolated { self?.runLoopWillSleep() } }
    }

    func removeObserver() {
        observer?.invalidate()
        observer = nil
        wakeUp.cancel()
    }

    /// `beforeWaiting` in the default mode: schedule one pass, unless one is waiting already.
    private func runLoopWillSleep() {
        guard state == .running, !isPassScheduled else { return }
        if let waitsWhile, waitsWhile() {
            wakeUp.arm(after: 1.0 / 60)
            return
        }
        isPassScheduled = true
        scheduler.schedule { [weak self] in MainActor.assumeIsolated { self?.runPass() } }
    }

    private func runPass() {
        isPassScheduled = false
        guard state == .running, !isMeasuring else { return }
        guard let dataSource else {
            Diagnostics.report(
                .misuse,
                "the precacher's data source went away; precaching stopped. Keep the table alive, or call cancel() before it goes"
            )
            cancel()
            return
        }
        if needsQueue { rebuildQueue() }
        let start = now()
        let deadline = timeBudget.map { start + UInt64($0 * 1e9) } ?? .max
        var measured = 0
        while measured < batchSize, state == .running {
            let failed = failedRows
            guard
                let indexPath = queue.next(
                    skipLimit: skipLimit,
                    isDone: { section, row in
                        self.cache.containsHeight(row: row, section: section)
                            || (!failed.isEmpty && failed.contains(IndexPath(rowIndex: row, sectionIndex: section)))
                    })
            else {
                if queue.isExhausted { finish() }
                break
            }
            measure(indexPath, with: dataSource)
            measured += 1
            if needsQueue { rebuildQueue() }
            if now() >= deadline { break }
        }
        onPass?(measured, now() - start)
        guard state == .running else { return }
        // The queue knows it is exhausted as soon as it hands out its last row: finish in this pass,
        // so that the last progress report is the completion.
        if queue.isExhausted, !needsQueue {
            finish()
        } else if measured > 0 {
            publish()
        }
    }

    private func measure(_ indexPath: IndexPath, with dataSource: any PrecacheDataSource) {
        let startGeneration = generation
        isMeasuring = true
        defer { isMeasuring = false }
        var height: CGFloat?
        var failure: (any Error)?
        do { height = try dataSource.precacheHeight(at: indexPath) } catch { failure = error }
        guard generation == startGeneration else {
            Diagnostics.report(
                .measurementFailed,
                "the data changed while row \(indexPath) was being measured; its height was dropped and the row will be measured again. Change the table outside height measurement"
            )
            return
        }
        progress.lastIndexPath = indexPath
        if let height, cache.setHeight(height, at: indexPath) {
            progress.completed += 1
            return
        }
        progress.failed += 1
        failedRows.insert(indexPath)
        if let failure {
            Diagnostics.report(
                .measurementFailed,
                "measuring row \(indexPath) threw \(failure); the row stays without a height and is counted as failed. Return a height from precacheHeight(at:) instead of throwing"
            )
        }
    }
}

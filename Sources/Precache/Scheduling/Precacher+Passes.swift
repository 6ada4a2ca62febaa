import CellHeight
import Foundation

/// The run-loop side of a ``Precacher``: the idle observer, one scheduled batch per pass, the plan
/// and the measurement of one row.
extension Precacher {
    func installObserver() {
        guard !hasObserver else { return }
        observer = IdleObserver { [weak self] in MainActor.assumeIsolated { self?.runLoopWillSleep() } }
    }

    func removeObserver() {
        observer?.invalidate()
        observer = nil
        stopWaiting()
    }

    /// Whether a pass has work: a running run, or a finished one that must look for new rows.
    private var hasPassWork: Bool { isUnderWay || (state == .finished && needsRecheck) }

    /// `beforeWaiting` in the default mode: schedule one pass, unless one is waiting already.
    func runLoopWillSleep() {
        guard hasPassWork, !isPassScheduled else { return }
        defer { deliverEvents() }  // a wait that began or ended changed the state
        guard !waitsForWorkers else {
            passIsDue = false  // the workers' results wake the loop
            return
        }
        if waitHoldsBack() { return }
        let now = self.now()
        if now < notBefore {
            // Waiting for a frame to pass: sleep until then instead of spinning through passes.
            wakeUps.wake(after: Double(notBefore - now) / 1e9)
            return
        }
        wakeUps.cancel()
        passIsDue = true
        isPassScheduled = true
        let reference = WeakPrecacher(self)
        scheduler.schedule { MainActor.assumeIsolated { Precacher.runPass(reference) } }
    }

    /// One pass. A precacher released by a measurement (the pass holds the last reference) stops
    /// right after that row.
    ///
    /// The pass measures rows until its time slice is used (at least one row, unless that row is
    /// predicted to run into the next frame), leaving for the next pass a row whose predicted cost
    /// would overrun the slice; it ends at once when the configuration's batch size of rows is
    /// measured or its time budget is crossed.
    private static func runPass(_ reference: WeakPrecacher) {
        let start: UInt64
        let limits: PassLimits
        do {
            guard let precacher = reference.value, let begun = precacher.beginPass() else { return }
            let frameDeadline = precacher.nextFrameDeadline?()
            let configuration = precacher.configuration
            guard
                let passLimits = PassLimits.starting(
                    at: begun, batchSize: configuration.batchSize, slice: configuration.timeSlice,
                    budget: configuration.timeBudget, frameDeadline: frameDeadline)
            else {
                // Too close to the next frame: no pass until it has passed.
                precacher.notBefore = frameDeadline ?? 0
                return
            }
            start = begun
            limits = passLimits
        }
        if let precacher = reference.value, let background = precacher.measuring.background {
            let written = precacher.runBackgroundPass(background, limits: limits)
            precacher.endPass(measured: written, start: start, step: .measured)
            return
        }
        // Held strongly for the pass (a weak load per row costs more than the rest of the
        // bookkeeping); whether anyone else still holds it is checked after every row instead.
        guard var precacher = reference.value else { return }
        var measured = 0
        var step = PassStep.measured
        var now = start
        while measured < limits.rows {
            // The first row must fit before the next frame, unless it already waited for one: a row
            // dearer than a whole frame is measured right after a frame rather than never.
            let firstRowLimit = precacher.firstRowWaitedForFrame ? nil : limits.frameEnd
            (step, now) = precacher.measureNextRow(at: now, fitsBefore: measured == 0 ? firstRowLimit : limits.sliceEnd)
            if isKnownUniquelyReferenced(&precacher) { return }  // released by the measurement
            guard step == .measured else { break }
            precacher.firstRowWaitedForFrame = false
            measured += 1
            if now >= limits.sliceEnd || now >= limits.budgetEnd { break }
        }
        if step == .deferred, measured == 0, let frameEnd = limits.frameEnd {
            // Even the first row would run into the frame: no pass until it has passed.
            precacher.notBefore = frameEnd + PassLimits.frameMargin
            precacher.firstRowWaitedForFrame = true
        }
        precacher.endPass(measured: measured, start: start, step: step)
    }

    /// Prepares a pass: re-checks the wait, the data source, a pending restart and the plan.
    /// Returns the start time, or `nil` if the pass has nothing to do.
    private func beginPass() -> UInt64? {
        isPassScheduled = false
        guard hasPassWork, !isMeasuring else { return nil }
        guard let dataSource else {
            dataSourceWentAway()
            return nil
        }
        // Asked again: the pass may have been scheduled before a drag began, and runs at its end.
        if waitHoldsBack() { return nil }
        if state == .finished {
            needsRecheck = false
            let shape = plan(dataSource)
            // By key, the keyed cache may hold keys of rows that are gone: look by starting a run.
            guard storage.keyed != nil || shape.total > storedCount else {
                removeObserver()
                deliverEvents()
                return nil
            }
            beginRun()
        }
        if needsPlan { plan(dataSource) }
        deliverEvents()
        return isUnderWay ? now() : nil
    }

    func endPass(measured: Int, start: UInt64, step: PassStep) {
        onPass?(measured, now() &- start)
        defer { deliverEvents() }
        guard isUnderWay else { return }
        if dataSource == nil {
            // Released by a measurement: stop now rather than at the next pass.
            if measured > 0 { publish() }
            dataSourceWentAway()
            return
        }
        // The queue knows it is exhausted as soon as it hands out its last row: finish in this pass,
        // so that the last progress report is the completion.
        if queue.isExhausted, !needsPlan, deferredRow == nil, backgroundRunIsDone {
            finish()
        } else if measured > 0 {
            publish()
        }
    }

    /// Reads the data source's counts and rebuilds the queue and the total.
    @discardableResult
    func plan(_ dataSource: any PrecacheDataSource) -> TableShape {
        needsPlan = false
        let shape = TableShape(sections: dataSource.numberOfSections, rows: dataSource.numberOfRows(inSection:))
        if !hasPlanned, isUnderWay {
            hasPlanned = true
            for problem in shape.problems { Diagnostics.report(.misuse, "precaching: \(problem)") }
            if shape.total <= TableShape.maximumReservedRows {
                for (section, rows) in shape.rowCounts.enumerated() {
                    heightCache.reserveCapacity(rows: rows, inSection: section)
                }
            }
        }
        queue = PrecacheQueue(rowCounts: shape.rowCounts, visible: visibleRows, direction: direction)
        // Rows that failed in this run stay uncached but are already counted in `failedCount`.
        let remaining = max(0, shape.total - storedCount - failedRows.count)
        progress.totalCount = progress.completedCount + progress.failedCount + remaining
        return shape
    }

    /// Takes the next row from the queue and measures it, unless its predicted cost would end
    /// after `deadline` (then it is left for the next pass: ``PassStep/deferred``). `now` is the
    /// time the caller last read; returns how taking the row ended and the time after it, so that
    /// a pass reads the clock once per row.
    private func measureNextRow(at now: UInt64, fitsBefore deadline: UInt64?) -> (PassStep, UInt64) {
        guard isUnderWay, let dataSource else { return (.stopped, now) }
        for _ in 0..<2 {
            if needsPlan { plan(dataSource) }
            guard let indexPath = nextRow() else { return (queue.isExhausted ? .exhausted : .skippedEnough, now) }
            // The data source's counts now, right before measuring: a row the data no longer has is
            // never measured, whatever the plan said.
            let sections = dataSource.numberOfSections
            guard indexPath[0] < sections, indexPath[1] < dataSource.numberOfRows(inSection: indexPath[0]) else {
                needsPlan = true
                continue
            }
            let costClass = self.costClass?(indexPath) ?? 0
            if let deadline, let cost = costs.predicted(costClass: costClass), cost > deadline &- now {
                deferredRow = indexPath
                return (.deferred, now)
            }
            measure(indexPath, with: dataSource)
            let end = self.now()
            costs.record(end &- now, costClass: costClass)
            return (self.dataSource == nil ? .stopped : .measured, end)
        }
        // Planned twice and still out of range: the counts change under the precacher's feet.
        return (.stopped, now)
    }

    /// The row left over from the last pass if it still needs a height, else the queue's next.
    func nextRow() -> IndexPath? {
        if let row = deferredRow {
            deferredRow = nil
            if !hasStoredHeight(section: row[0], row: row[1]), !failedRows.contains(row) { return row }
        }
        let (failed, inFlight) = (failedRows, self.inFlight)
        return queue.next(
            skipLimit: skipLimit,
            isDone: { section, row in
                if self.hasStoredHeight(section: section, row: row) { return true }
                guard !failed.isEmpty || !inFlight.isEmpty else { return false }
                let indexPath = IndexPath(rowIndex: row, sectionIndex: section)
                return failed.contains(indexPath) || inFlight.contains(indexPath)
            })
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
        // A row whose list stored its height where the precacher does not store (a delegate that
        // caches by key) gets no second copy.
        if let height, isStoredByList(indexPath) || store(height, at: indexPath) {
            progress.completedCount += 1
            return
        }
        progress.failedCount += 1
        failedRows.insert(indexPath)
        if let failure, !reportedFailure {
            reportedFailure = true
            let advice =
                (failure as? any PrecacheFailureAdvice)?.advice
                ?? "Return a height from precacheHeight(at:) instead of throwing"
            Diagnostics.report(
                .measurementFailed,
                "measuring row \(indexPath) threw \(failure); the row stays without a height and is counted as failed (later failures in this run are only counted, in progress.failedCount). \(advice)"
            )
        }
    }

    private func dataSourceWentAway() {
        Diagnostics.report(
            .misuse,
            "the precacher's data source went away; precaching stopped. Keep the table alive, or call cancel() before it goes"
        )
        cancel()
    }
}

/// An error that says what to do about it, for the message of a measurement that threw.
protocol PrecacheFailureAdvice: Error {
    /// What the user should do, as a sentence.
    var advice: String { get }
}

/// How taking one row ended.
enum PassStep: Equatable {
    /// A row was measured (its height cached, dropped or counted as failed).
    case measured
    /// Every row has been handed out.
    case exhausted
    /// `skipLimit` cached rows were skipped: the pass yields and the next goes on.
    case skippedEnough
    /// The next row's predicted cost did not fit in the slice: it waits for the next pass.
    case deferred
    /// Precaching stopped, was released, or its data source went away.
    case stopped
}

/// A weak reference to a precacher, for the scheduled pass.
private struct WeakPrecacher: @unchecked Sendable {
    weak var value: Precacher?
    init(_ value: Precacher) { self.value = value }
}

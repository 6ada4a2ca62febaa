import CellHeight
import Foundation

/// The life of a run: beginning, data changes, progress reports, the end.
extension Precacher {
    /// Begins a new run, paused for `pauseReason` or running; its rows are counted when its first
    /// pass plans it.
    func beginRun(pausedFor pauseReason: PrecacheState.PauseReason? = nil) {
        generation += 1
        run += 1
        failedRows.removeAll()
        reportedFailure = false
        progress = .notStarted
        foundationProgress = makeFoundationProgress()
        queue = PrecacheQueue()
        deferredRow = nil
        (needsPlan, needsRecheck, hasPlanned, awaitsListUpdate) = (true, false, false, false)
        if let pauseReason {
            state = .paused(pauseReason)
            foundationProgress.pause()
        } else {
            state = .running
            installObserver()
        }
    }

    /// Ends the run: the bookkeeping first, then the reports, in this order: the final progress,
    /// the state `.finished`, the completion.
    ///
    /// Unless the list has an update pending (its data source's counts and its own differ, see
    /// `PendingListUpdate`): the rows of those sections were not planned, so the run goes on
    /// running but waits (``PrecacheState/WaitReason/listUpdate``) and schedules nothing (no
    /// observer, no wake-up) until the next data change.
    func finish() {
        if (dataSource as? any PendingListUpdateSource)?.hasPendingListUpdate == true {
            (awaitsListUpdate, needsPlan) = (true, true)
            removeObserver()
            state = .waiting(.listUpdate)
            return
        }
        progress.isFinished = true
        progress.totalCount = progress.completedCount + progress.failedCount
        publish()
        state = .finished
        removeObserver()
        events.post(.completed(progress, run: run))
        summarizeFailures()
    }

    /// Reports a precacher released while running or paused, without ``cancel()``.
    nonisolated static func reportReleasedWhileRunning() {
        Diagnostics.report(
            .misuse,
            "a Precacher was released while precaching without cancel(), so precaching stopped. Keep a strong "
                + "reference to it (a property of your view controller) for as long as it should work, and call "
                + "cancel() when you no longer need it")
    }

    /// Sums up a finished run's failed rows when there was more than one: the first failure of
    /// each cause was reported when it happened (a throw by the precacher, a refused height by the
    /// cache), the later ones only counted.
    func summarizeFailures() {
        guard progress.failedCount > 1 else { return }
        Diagnostics.report(
            .measurementFailed,
            "precaching finished with \(progress.failedCount) of \(progress.totalCount) rows without a height; the first failure of "
                + "each cause was reported when it happened. These rows are left to UIKit; fix the measurement "
                + "that the first report names")
    }

    /// The data changed. Nothing is read from the data source here: UIKit calls this from inside
    /// its update methods, before its own row counts change, and no callback is called (they wait
    /// for the next pass). Measurements in flight are dropped and the next pass plans again;
    /// `reloadData` or a new layout context begins a new run at once, whose rows that pass counts.
    ///
    /// After a finished run, inserted or reloaded rows begin a new run at once; deletions and moves
    /// leave nothing to measure; inserted or reloaded sections (which may be empty) and single
    /// invalidated rows make the next pass look for rows without a height and begin a run only if
    /// it finds some.
    func cacheDidChange(_ change: HeightCacheChange) {
        guard state != .idle else { return }
        generation += 1
        followFailedRows(through: change)
        followRowsStoredByList(through: change)
        needsPlan = true
        if awaitsListUpdate {
            // The list heard of a change: the next pass reads both counts again.
            endListUpdateWait()
        }
        switch change {
        case .invalidatedAll, .layoutContextChanged:
            costs.reset()
            beginRun(pausedFor: state.pauseReason)
        case .updated(let update) where state == .finished:
            if !update.insertedRows.isEmpty || !update.reloadedRows.isEmpty {
                beginRun()
            } else if !update.insertedSections.isEmpty || !update.reloadedSections.isEmpty {
                recheckAfterFinishing()
            }
        case .invalidated where state == .finished:
            recheckAfterFinishing()
        case .updated, .invalidated:
            break
        }
    }

    /// The list laid itself out (UIKit commits an update before the next layout pass): a run that
    /// waits for a list update reads the counts again at its next pass, in case the update reached
    /// the list by a path no hook sees (a diffable snapshot applied through private UIKit API).
    func listDidLayOut() {
        guard awaitsListUpdate, isUnderWay else { return }
        endListUpdateWait()
    }

    /// The list may have heard of its update: a running run plans again at its next pass.
    private func endListUpdateWait() {
        awaitsListUpdate = false
        guard isUnderWay else { return }
        state = .running
        installObserver()
    }

    /// Keeps the rows that failed in this run marked where they are after `change`, so that each
    /// is counted once in the run's `failedCount` and `totalCount`; a deleted row leaves the set (it stays
    /// counted as handled), a reloaded or invalidated one is measured again.
    private func followFailedRows(through change: HeightCacheChange) {
        guard !failedRows.isEmpty else { return }
        switch change {
        case .updated(let update): failedRows = Set(failedRows.compactMap(update.destination(of:)))
        case .invalidated(let indexPath): failedRows.remove(indexPath)
        case .invalidatedAll, .layoutContextChanged: failedRows.removeAll()
        }
    }

    /// The list found a row without a height that no data change it reported explains (a
    /// compositional list's displayed cell had to size itself: a snapshot reached the list by a
    /// path no hook sees): a finished run looks for rows without a height at its next pass, and
    /// begins a run only if it finds some; a run under way plans again.
    func rowsMayLackHeights() {
        switch state {
        case .idle: return
        case .finished: recheckAfterFinishing()
        default: needsPlan = true
        }
    }

    private func recheckAfterFinishing() {
        needsRecheck = true
        installObserver()
    }

    /// Updates the Foundation progress and reports the progress.
    func publish() {
        if !progress.isFinished {
            // The total is an estimate until the run ends; never let the fraction reach 1 before that.
            progress.totalCount = max(progress.totalCount, progress.completedCount + progress.failedCount + 1)
        }
        // Never 0: swift-corelibs-foundation traps when a non-zero totalUnitCount is set back to 0,
        // and a finished run with nothing to do is 1 of 1 done.
        let total = Int64(max(1, progress.totalCount))
        foundationProgress.totalUnitCount = total
        foundationProgress.completedUnitCount =
            progress.isFinished ? total : Int64(progress.completedCount + progress.failedCount)
        events.post(.progressed(progress, run: run))
    }

    /// Calls the callbacks for everything that happened, in order. A callback that changes the
    /// precacher adds events that are delivered after the ones already waiting.
    func deliverEvents() {
        events.deliver { event in
            switch event {
            case .stateChanged(let state): onStateChange?(state)
            case .progressed(let progress, _): onProgress?(progress)
            case .completed(let progress, _): onCompletion?(progress)
            }
            onEvent?(event)
        }
    }
}

import Foundation

/// Routes a list's data-change calls (`reloadData`, inserts, deletes, reloads, moves, batches) to
/// its height caches with UIKit's batch semantics, *before* UIKit acts on them.
///
/// The UIKit integration calls one method per hooked `UITableView`/`UICollectionView` method and
/// passes the original implementation as `original`. Each change is recorded (inside a batch) or
/// applied at once (outside one) and then `original` runs, so when UIKit asks for the heights of
/// the new layout the caches already match it. A batch is applied when its outermost bracket
/// closes: at `endUpdates()`, or at the end of the `performBatchUpdates` closure, both before UIKit
/// computes the new layout. It holds no UIKit types, so its rules are tested on every platform.
///
/// Robustness against UIKit calling its own public API from inside these methods, and against
/// apps that change the list from inside a change:
/// - a row or section change made while another call is being handed to UIKit (UIKit lays out
///   synchronously inside a change made outside a batch, so `cellForRowAt`, `willDisplay` or
///   `scrollViewDidScroll` may make one) is *nested*: what it did to the rows around it is unknown,
///   so every height of the list is invalidated at once and again when the outer call returns
///   (one debug line), never dropped;
/// - a call that never returns (an Objective-C exception thrown through the hook, caught by the
///   app) is found after the turn of the main run loop in which it opened ended, at the next call
///   or layout pass (``listDidLayout()``): every height is invalidated, the call forgotten, and
///   later changes follow again (one debug line). `reloadData()` forgets the open calls too;
/// - brackets that UIKit opens through the public `beginUpdates()` but closes privately are closed
///   when `performBatchUpdates` returns, and what they collected is applied; an `endUpdates()` that
///   UIKit sends inside `performBatchUpdates` after a privately opened bracket is not an error;
/// - an `endUpdates()` with no open bracket (hooks installed inside a batch) invalidates everything,
///   the only safe answer when part of the batch went unseen.
///
/// Nothing reaches the caches while the row cache's `automaticallyInvalidates` is `false`.
@MainActor
package final class ListUpdateRouter {
    /// The row (or item) heights.
    package let rows: IndexPathHeightCache
    /// The section header and footer heights.
    package let sections: SectionHeightCache

    var recorder = BatchUpdateRecorder()
    /// Rows reconfigured inside the open batches (their index space is not documented: see below).
    var reconfigured: [IndexPath] = []
    /// The calls whose UIKit implementation is running.
    var open = OpenCalls()
    /// Whether the end of the current turn of the main run loop was asked for.
    var turnEndIsScheduled = false
    /// Whether changes pass through until this turn of the main run loop ends (``applyAhead(_:)``).
    private var passesThroughThisTurn = false

    /// Calls `work` on the main actor once the current turn of the main run loop has ended: on the
    /// main queue, which the main run loop drains between turns (replaceable in tests).
    package var scheduleTurnEnd: (@escaping @Sendable @MainActor () -> Void) -> Void = { work in
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    /// How many data-change calls reached the router (``begin(_:)``), snapshots applied included:
    /// a list whose count did not change since a layout pass had no data change since. Wraps around;
    /// compare for equality only.
    package private(set) var dataChanges = 0
    /// How many outer calls ended with changes nested in them (for tests).
    package internal(set) var nestedChangeReports = 0
    /// How many calls that never returned were found and forgotten (for tests).
    package internal(set) var unfinishedCallReports = 0

    /// Creates a router that feeds `rows` and `sections`.
    package init(rows: IndexPathHeightCache, sections: SectionHeightCache) {
        self.rows = rows
        self.sections = sections
    }

    /// How many batch brackets are open.
    package var openBatches: Int { recorder.depth }

    /// Tells the router of `call`, before UIKit's implementation runs; close it with ``end(_:)``
    /// once that implementation returned.
    ///
    /// - `reloadData()`: everything may have changed: every height is invalidated, what open
    ///   batches collected is dropped and the open calls are forgotten.
    /// - `beginUpdates()` opens a batch; `endUpdates()` applies it if it closes the outermost one.
    /// - `performBatchUpdates(_:completion:)`: the returned call says whether its closure must run
    ///   between ``updatesWillRun()`` and ``updatesDidRun()`` (``OpenListCall/bracketsUpdates``),
    ///   which applies the batch when the closure ends, before UIKit computes the new layout.
    /// - A row or section change is recorded (inside a batch) or applied at once (outside one),
    ///   unless it is nested in a call being handed to UIKit (see the type's documentation).
    ///
    /// Every call passes straight through while a diffable snapshot is applied
    /// (``apply(_:thenPerform:)``).
    package func begin(_ call: ListCall) -> OpenListCall {
        dataChanges &+= 1
        if open.isStale { forgetUnfinishedCalls() }
        guard open.knownUpdates == 0, !passesThroughThisTurn || call == .reloadData else {
            return OpenListCall(close: .nothing, epoch: open.epoch)
        }
        switch call {
        case .reloadData:
            reloadData()
        case .beginUpdates:
            recorder.begin()
        case .endUpdates:
            endUpdates()
            return opened(.change, close: .change)
        case .performBatchUpdates:
            return opened(.batch, close: .batch(depthBefore: recorder.depth))
        case .insertRows, .deleteRows, .reloadRows, .moveRow, .reconfigureRows, .insertSections, .deleteSections,
            .reloadSections, .moveSection, .unreadable:
            guard !open.isHandingToUIKit else {
                nestedChange()
                return OpenListCall(close: .nothing, epoch: open.epoch)
            }
            let opened = opened(.change, close: .change)
            change(call)
            return opened
        }
        return OpenListCall(close: .nothing, epoch: open.epoch)
    }

    /// Closes a call opened by ``begin(_:)``, after UIKit's implementation returned.
    package func end(_ call: OpenListCall) {
        switch call.close {
        case .nothing:
            break
        case .change:
            guard open.close(.change, epoch: call.epoch), !open.isHandingToUIKit else { return }
            outerCallDidEnd()
        case .batch(let depthBefore):
            // Brackets that UIKit opened through the public beginUpdates() but closed privately
            // (also when the open calls were forgotten since: the brackets are still the router's).
            if recorder.depth > depthBefore {
                CellHeightLogging.debug(.updates, "closed \(recorder.depth - depthBefore) bracket(s) UIKit left open")
                while recorder.depth > depthBefore { closeBatch() }
            }
            guard open.close(.batch, epoch: call.epoch), !open.isHandingToUIKit else { return }
            outerCallDidEnd()
        }
    }

    /// The closure of a `performBatchUpdates` call whose ``OpenListCall/bracketsUpdates`` is `true`
    /// starts: a batch opens.
    package func updatesWillRun() {
        open.closure(running: true)
        recorder.begin()
    }

    /// That closure returned: its batch closes, and is applied if it is the outermost one.
    package func updatesDidRun() {
        open.closure(running: false)
        closeBatch()
    }

    /// Whether a snapshot's update is being applied (``apply(_:thenPerform:)`` runs its `perform`).
    package var isApplyingKnownUpdate: Bool { open.knownUpdates > 0 }

    /// Applies `update` to the caches now, for a change that UIKit makes by itself right after it
    /// said it would, without saying how (an outline item that the user expands or collapses):
    /// every hooked call but `reloadData()` passes straight through until this turn of the main run
    /// loop ends, so that nothing is applied twice if UIKit makes the change through the public
    /// update methods.
    package func applyAhead(_ update: TableUpdate) {
        dataChanges &+= 1
        if open.isStale { forgetUnfinishedCalls() }
        if !passesThroughThisTurn {
            passesThroughThisTurn = true
            scheduleTurnEnd { [weak self] in self?.passesThroughThisTurn = false }
        }
        guard rows.automaticallyInvalidates, !update.isEmpty else { return }
        rows.performUpdates(update)
        sections.performUpdates(update)
        CellHeightLogging.debug(.updates, "applied an outline's expansion or collapse: \(Self.summary(of: update))")
    }

    private func reloadData() {
        recorder.discardPending()
        reconfigured.removeAll()
        open.reset(includingKnownUpdates: false)
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
        CellHeightLogging.debug(.updates, "reloadData: every height invalidated")
    }

    private func endUpdates() {
        if recorder.depth == 0, open.batches > 0 {
            // UIKit closing, through the public method, a bracket it opened privately around the
            // closure of performBatchUpdates: the batch was applied when the closure ended.
        } else if recorder.depth == 0 {
            guard rows.automaticallyInvalidates else { return }
            Diagnostics.report(
                .misuse,
                "endUpdates() reached the height cache without a matching beginUpdates(): the hooks were "
                    + "installed inside a batch, so every height was invalidated. Call "
                    + "CellHeightHooks.install() at launch")
            rows.invalidateAll()
            sections.invalidateAll()
        } else {
            closeBatch()
        }
    }

    private func change(_ call: ListCall) {
        switch call {
        case .reconfigureRows(let indexPaths):
            reconfigure(indexPaths)
        case .unreadable(let method):
            unreadableChange(method)
        default:
            if let update = recorder.record({ call.record(into: &$0) }) { apply(update, reconfigured: []) }
        }
    }

    /// Applies `update` to the caches, then runs `perform`, during which every hooked call passes
    /// straight through to UIKit: `update` already describes exactly what `perform` does to the list
    /// (a diffable data source's `apply`, whose snapshot difference the caller computed), so
    /// nothing is applied twice, whether `apply` uses the public update methods, private paths or
    /// `reloadData()`. Unlike `automaticallyInvalidates`, nothing the app set is touched.
    package func apply(_ update: TableUpdate, thenPerform perform: () -> Void) {
        dataChanges &+= 1
        if open.isStale { forgetUnfinishedCalls() }
        let opened = opened(.knownUpdate, close: .nothing)
        defer { _ = open.close(.knownUpdate, epoch: opened.epoch) }
        if rows.automaticallyInvalidates, !update.isEmpty {
            rows.performUpdates(update)
            sections.performUpdates(update)
            CellHeightLogging.debug(.updates, "applied a snapshot: \(Self.summary(of: update))")
        }
        perform()
    }

    /// A row or section change whose argument could not be read as index paths or an index set
    /// (an Objective-C caller passed another kind of object; see ``HookCall``): what changed is
    /// unknown, so every height of the list is invalidated, as after `reloadData()` (changes that
    /// open batches collected still apply when they close), and the call is reported once per
    /// method.
    private func unreadableChange(_ method: String) {
        guard rows.automaticallyInvalidates else { return }
        Self.unreadableArguments.report(
            .invalidUpdate, key: method,
            "\(method) was given an argument that is not of the type UIKit declares (an array of IndexPath, or "
                + "an IndexSet), so every cached height of that list was invalidated. Pass index paths or an "
                + "index set")
        rows.invalidateAll()
        sections.invalidateAll()
    }

    /// `reconfigureRows(at:)` / `reconfigureItems(at:)`: the rows keep their cells but their content,
    /// and so their heights, changed.
    ///
    /// Outside a batch this is a reload of those rows. Inside a batch UIKit does not document
    /// whether the index paths count before or after the batch, so: alone with reloads they are
    /// reloads; with row insertions, deletions or moves their sections are invalidated (the same
    /// section numbers either way); with section insertions, deletions or moves every row height is.
    private func reconfigure(_ indexPaths: [IndexPath]) {
        guard recorder.depth == 0 else {
            reconfigured += indexPaths
            return
        }
        var update = TableUpdate()
        update.reloadRows(at: indexPaths)
        apply(update, reconfigured: [])
    }

    private func closeBatch() {
        let update = recorder.end()
        guard recorder.depth == 0 else { return }
        let reconfigured = self.reconfigured
        self.reconfigured.removeAll()
        apply(update ?? TableUpdate(), reconfigured: reconfigured)
    }

    private func apply(_ update: TableUpdate, reconfigured: [IndexPath]) {
        guard rows.automaticallyInvalidates else { return }
        var update = update
        var sectionsToInvalidate = IndexSet()
        var invalidateEverything = false
        if !reconfigured.isEmpty {
            let movesSections =
                !update.insertedSections.isEmpty || !update.deletedSections.isEmpty || !update.movedSections.isEmpty
            let movesRows = !update.insertedRows.isEmpty || !update.deletedRows.isEmpty || !update.movedRows.isEmpty
            if movesSections {
                invalidateEverything = true
            } else if movesRows {
                sectionsToInvalidate = IndexSet(reconfigured.map(\.sectionIndex).filter { $0 >= 0 })
            } else {
                let reloaded = Set(update.reloadedRows)
                var seen = Set<IndexPath>()
                for indexPath in reconfigured where !reloaded.contains(indexPath) && seen.insert(indexPath).inserted {
                    update.reloadedRows.append(indexPath)
                }
            }
        }
        if !update.isEmpty {
            rows.performUpdates(update)
            sections.performUpdates(update)
            CellHeightLogging.debug(.updates, "applied \(Self.summary(of: update))")
        }
        if invalidateEverything {
            rows.invalidateAll()
            CellHeightLogging.debug(.updates, "reconfigured rows with section changes: every row height invalidated")
        } else if !sectionsToInvalidate.isEmpty {
            var reload = TableUpdate()
            reload.reloadSections(sectionsToInvalidate)
            rows.performUpdates(reload)
        }
    }
}

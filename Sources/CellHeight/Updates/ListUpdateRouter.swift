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
/// Robustness against UIKit calling its own public API from inside these methods:
/// - a row or section change made while another one is being handed to UIKit is not recorded
///   twice (UIKit's own nested calls are ignored);
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

    private var recorder = BatchUpdateRecorder()
    /// Rows reconfigured inside the open batches (their index space is not documented: see below).
    private var reconfigured: [IndexPath] = []
    private var changeDepth = 0
    /// How many ``apply(_:thenPerform:)`` calls are running their `perform`.
    private var knownUpdateDepth = 0
    /// How many `performBatchUpdates` calls are running their original implementation.
    private var performDepth = 0

    /// Creates a router that feeds `rows` and `sections`.
    package init(rows: IndexPathHeightCache, sections: SectionHeightCache) {
        self.rows = rows
        self.sections = sections
    }

    /// How many batch brackets are open.
    package var openBatches: Int { recorder.depth }

    /// Tells the router of `call`, before UIKit's implementation runs; close it with ``end(_:)``
    /// once that implementation returned. Between the two, UIKit's own calls of the list's public
    /// methods (a nested `insertRows` from inside UIKit, say) are not recorded twice.
    ///
    /// - `reloadData()`: everything may have changed: every height is invalidated and what open
    ///   batches collected is dropped.
    /// - `beginUpdates()` opens a batch; `endUpdates()` applies it if it closes the outermost one.
    /// - `performBatchUpdates(_:completion:)`: the returned call says whether its closure must run
    ///   between ``updatesWillRun()`` and ``updatesDidRun()`` (``OpenListCall/bracketsUpdates``),
    ///   which applies the batch when the closure ends, before UIKit computes the new layout.
    /// - A row or section change is recorded (inside a batch) or applied at once (outside one).
    ///
    /// Every call passes straight through while a diffable snapshot is applied
    /// (``apply(_:thenPerform:)``).
    package func begin(_ call: ListCall) -> OpenListCall {
        guard knownUpdateDepth == 0 else { return OpenListCall(close: .nothing) }
        switch call {
        case .reloadData:
            reloadData()
        case .beginUpdates:
            recorder.begin()
        case .endUpdates:
            endUpdates()
        case .performBatchUpdates:
            performDepth += 1
            return OpenListCall(close: .batch(depthBefore: recorder.depth))
        case .insertRows, .deleteRows, .reloadRows, .moveRow, .reconfigureRows, .insertSections, .deleteSections,
            .reloadSections, .moveSection, .unreadable:
            guard changeDepth == 0 else { return OpenListCall(close: .nothing) }
            changeDepth += 1
            change(call)
            return OpenListCall(close: .change)
        }
        return OpenListCall(close: .nothing)
    }

    /// Closes a call opened by ``begin(_:)``, after UIKit's implementation returned.
    package func end(_ call: OpenListCall) {
        switch call.close {
        case .nothing:
            break
        case .change:
            changeDepth -= 1
        case .batch(let depthBefore):
            performDepth -= 1
            // Brackets that UIKit opened through the public beginUpdates() but closed privately.
            if recorder.depth > depthBefore {
                CellHeightLogging.debug(.updates, "closed \(recorder.depth - depthBefore) bracket(s) UIKit left open")
                while recorder.depth > depthBefore { closeBatch() }
            }
        }
    }

    /// The closure of a `performBatchUpdates` call whose ``OpenListCall/bracketsUpdates`` is `true`
    /// starts: a batch opens.
    package func updatesWillRun() { recorder.begin() }

    /// That closure returned: its batch closes, and is applied if it is the outermost one.
    package func updatesDidRun() { closeBatch() }

    private func reloadData() {
        recorder.discardPending()
        reconfigured.removeAll()
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
        CellHeightLogging.debug(.updates, "reloadData: every height invalidated")
    }

    private func endUpdates() {
        if recorder.depth == 0, performDepth > 0 {
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
        if rows.automaticallyInvalidates, !update.isEmpty {
            rows.performUpdates(update)
            sections.performUpdates(update)
            CellHeightLogging.debug(.updates, "applied a snapshot: \(Self.summary(of: update))")
        }
        knownUpdateDepth += 1
        defer { knownUpdateDepth -= 1 }
        perform()
    }

    /// The app moved a row's cached height (the user moved the row with the table's reorder
    /// control: UIKit already shows it at `to` and tells only the data source,
    /// `tableView(_:moveRowAt:to:)` or `collectionView(_:moveItemAt:to:)`, never `moveRow(at:to:)`).
    /// The row keeps its height; the rows between slide by one. Applied at once, even inside a batch
    /// (an interactive move is never part of one), and whatever `automaticallyInvalidates` says: it
    /// is a call the app makes itself.
    package func moveCachedHeight(from: IndexPath, to: IndexPath) {
        guard from != to else { return }
        var update = TableUpdate()
        update.moveRow(at: from, to: to)
        rows.performUpdates(update)
        CellHeightLogging.debug(.updates, "moved the cached height of row \(from) to \(to)")
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

    /// The diagnostics about unreadable data-change arguments, one per method per process.
    package static let unreadableArguments = OnceReporter()

    /// A data-change method of the list ran off the main thread, unseen (UIKit must be used from
    /// the main thread only): nothing is known about what changed, so every height of the list is
    /// invalidated. Called on the main thread, after the fact.
    package func changeSeenOffMainThread() {
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
    }

    /// The diagnostics about list methods called off the main thread, one per method per process.
    nonisolated package static let offMainThreadCalls = OnceReporter()

    /// Reports, once per method, that `method` (`"UITableView.reloadData()"`) was called off the
    /// main thread, on `thread`.
    nonisolated package static func reportOffMainThreadCall(_ method: String, thread: String) {
        offMainThreadCalls.report(
            .misuse, key: method,
            "\(method) was called off the main thread (\(thread)); UIKit must only be used from the main "
                + "thread. The call went through unchanged and the list's cached heights are invalidated on "
                + "the main thread. Find the caller with Xcode's Main Thread Checker")
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

    /// `"2 inserted rows, 1 deleted section"`, for the debug log.
    package static func summary(of update: TableUpdate) -> String {
        let parts: [(Int, String)] = [
            (update.insertedSections.count, "inserted section"), (update.deletedSections.count, "deleted section"),
            (update.reloadedSections.count, "reloaded section"), (update.movedSections.count, "moved section"),
            (update.insertedRows.count, "inserted row"), (update.deletedRows.count, "deleted row"),
            (update.reloadedRows.count, "reloaded row"), (update.movedRows.count, "moved row"),
        ]
        return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}

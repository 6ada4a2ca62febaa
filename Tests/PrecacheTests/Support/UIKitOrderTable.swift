import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// A fake `UITableView` as strict as the real one about *when* its row counts change, driven
/// through the package's real hook logic (`ListUpdateRouter`), as the UIKit integration drives it.
///
/// What it models, and from where:
/// - The app changes its model first, then tells the table (the order the *Table View Programming
///   Guide* prescribes: "update the data model, then call the table's insert/delete methods").
/// - The package's hooks run *before* UIKit's original method (they are installed in place of it
///   and call it last): the router updates the height caches, and the cache notifies the
///   precacher, while UIKit has not yet seen the change.
/// - Until the original method returns, `numberOfSections` and `numberOfRows(inSection:)` report
///   UIKit's cached row data, the *old* counts. Inside `beginUpdates()`/`endUpdates()` (nested:
///   only the outermost bracket counts) and `performBatchUpdates(_:completion:)`, the row data
///   changes when the outermost batch ends (`endUpdates()` reference: "animates the changes ...
///   when the outermost endUpdates is called").
/// - After a batch, UIKit checks that each section's new count equals its old count plus the
///   insertions and minus the deletions and raises `NSInternalInconsistencyException` otherwise;
///   here that is a test failure.
/// - `reloadData()` drops the cached row data; the counts are read again, lazily, when next asked
///   or at the next layout pass (``layoutSubviews()``, which UIKit runs before the run loop sleeps).
///
/// As a ``PrecacheDataSource`` it reports the table's counts (what `tableView.numberOfRows(inSection:)`
/// returns) and measures from the *model*, the way a `heightForRowAt` that reads `feed[indexPath.row]`
/// does; measuring a row the model does not have is recorded (on a device: a trap in the app).
/// ``dataSourceSections`` and ``dataSourceRows(inSection:)`` are what the app's data source returns
/// (`numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`): the model's counts now; asking
/// it for a section the model does not have fails the test (an app's `feed[section]` traps).
///
/// Counts are never to be read while a hook tells the caches about a change (before UIKit's
/// original runs, its counts are the old ones and the model's may be newer, or half-changed inside
/// a batch): any count read in that window, the table's or the data source's, fails the test.
@MainActor
final class UIKitOrderTable: PrecacheDataSource {
    /// The app's data: a content id per row. Change it first, then call the table.
    var model: [[Int]]
    /// The table's caches, as `HeightStore.state` keeps a table's.
    let heights = ListHeightState()
    /// The table's index-path cache.
    var cache: IndexPathHeightCache { heights.rows }
    var router: ListUpdateRouter { heights.updates }
    /// The layout width (equal to the cache's layout context width).
    var width: CGFloat = 320
    /// Every index path measured, in order.
    private(set) var measured: [IndexPath] = []
    /// Index paths measured that the model did not have when they were measured.
    private(set) var measuredOutOfRange: [IndexPath] = []
    /// Runs instead of the measurement when it returns a value or throws (re-entrance, failures).
    var hook: ((IndexPath) throws -> CGFloat?)?

    private var rowData: [Int]?
    private var batchDepth = 0
    /// A hook is telling the caches about a change (UIKit's original has not run yet).
    private var insideHook = false
    private var nextID: Int

    init(_ rowCounts: [Int]) {
        var id = 0
        model = rowCounts.map { count in
            (0..<count).map { _ in
                id += 1
                return id
            }
        }
        nextID = id + 1
        heights.use(LayoutContext(width: width))
        rowData = model.map(\.count)
    }

    /// A content id never used before.
    func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// The height of the content `id` at `width`.
    static func height(of id: Int, width: CGFloat = 320) -> CGFloat { CGFloat(20 + id % 61) + 0.5 + width / 1024 }

    // MARK: What `tableView.numberOfSections` / `numberOfRows(inSection:)` return

    private var counts: [Int] {
        if rowData == nil { rowData = model.map(\.count) }
        return rowData!
    }

    var numberOfSections: Int {
        checkOutsideHook("numberOfSections")
        return counts.count
    }

    func numberOfRows(inSection section: Int) -> Int {
        checkOutsideHook("numberOfRows(inSection:)")
        guard section >= 0, section < counts.count else {
            XCTFail("numberOfRows(inSection: \(section)) of a table with \(counts.count) sections (UIKit raises)")
            return 0
        }
        return counts[section]
    }

    // MARK: What the app's data source returns

    var dataSourceSections: Int {
        checkOutsideHook("numberOfSections(in:)")
        return model.count
    }

    func dataSourceRows(inSection section: Int) -> Int {
        checkOutsideHook("tableView(_:numberOfRowsInSection:)")
        guard section >= 0, section < model.count else {
            XCTFail(
                "tableView(_:numberOfRowsInSection: \(section)) of a model with \(model.count) sections (the app traps)"
            )
            return 0
        }
        return model[section].count
    }

    private func checkOutsideHook(_ method: String) {
        if insideHook { XCTFail("\(method) read while a hook told the caches about a change") }
    }

    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        measured.append(indexPath)
        if let hook, let height = try hook(indexPath) { return height }
        guard indexPath[0] < model.count, indexPath[1] < model[indexPath[0]].count else {
            measuredOutOfRange.append(indexPath)
            return 44
        }
        return Self.height(of: model[indexPath[0]][indexPath[1]], width: width)
    }

    // MARK: The table's data-change API, in the order the installed hooks give it

    func reloadData() {
        hook { router.perform(.reloadData) { original { rowData = nil } } }
    }

    /// The table takes the model's counts by a path no hook sees (as a diffable data source may
    /// apply a snapshot through private UIKit API): the caches hear nothing.
    func reloadDataWithoutHooks() { rowData = nil }

    /// A layout pass, as UIKit runs one at the end of every run-loop turn that changed the table:
    /// the row data is read again if `reloadData()` dropped it.
    func layoutSubviews() { _ = counts }

    func beginUpdates() { hook { router.perform(.beginUpdates) { original { batchDepth += 1 } } } }

    func endUpdates() {
        hook {
            router.perform(.endUpdates) {
                original {
                    batchDepth -= 1
                    if batchDepth == 0 { commit() }
                }
            }
        }
    }

    func performBatchUpdates(_ updates: () -> Void) {
        withoutActuallyEscaping(updates) { updates in
            hook {
                router.performBatchUpdates(updates) { wrapped in
                    original {
                        batchDepth += 1
                        // The router applies the batch when the closure ends, before UIKit commits it.
                        insideHook = true
                        wrapped?()
                        insideHook = false
                        batchDepth -= 1
                        if batchDepth == 0 { commit() }
                    }
                }
            }
        }
    }

    func insertRows(at indexPaths: [IndexPath]) { change(.insertRows(indexPaths)) }
    func deleteRows(at indexPaths: [IndexPath]) { change(.deleteRows(indexPaths)) }
    func reloadRows(at indexPaths: [IndexPath]) { change(.reloadRows(indexPaths)) }
    func moveRow(at from: IndexPath, to: IndexPath) { change(.moveRow(from, to: to)) }
    func insertSections(_ sections: IndexSet) { change(.insertSections(sections)) }
    func deleteSections(_ sections: IndexSet) { change(.deleteSections(sections)) }
    func reloadSections(_ sections: IndexSet) { change(.reloadSections(sections)) }
    func moveSection(_ from: Int, toSection to: Int) { change(.moveSection(from, toSection: to)) }

    /// Applies a whole `TableUpdate` as an app does: one call per kind inside a batch.
    ///
    /// - Parameter newSectionRows: For each section that arrives new (inserted or reloaded), by
    ///   its index after the batch, its rows besides those the batch inserts or moves into it, as
    ///   the data source reports them (for UIKit's consistency check).
    func perform(_ update: TableUpdate, newSectionRows: [Int: Int]? = nil) {
        self.newSectionRows = newSectionRows  // read by the commit of the outermost batch
        performBatchUpdates {
            if !update.deletedSections.isEmpty { deleteSections(update.deletedSections) }
            if !update.insertedSections.isEmpty { insertSections(update.insertedSections) }
            if !update.reloadedSections.isEmpty { reloadSections(update.reloadedSections) }
            for move in update.movedSections { moveSection(move.from, toSection: move.to) }
            if !update.deletedRows.isEmpty { deleteRows(at: update.deletedRows) }
            if !update.insertedRows.isEmpty { insertRows(at: update.insertedRows) }
            if !update.reloadedRows.isEmpty { reloadRows(at: update.reloadedRows) }
            for move in update.movedRows { moveRow(at: move.from, to: move.to) }
        }
    }

    private var pending = TableUpdate()
    private var newSectionRows: [Int: Int]?

    private func change(_ call: ListCall) {
        hook {
            router.perform(call) {
                original {
                    call.record(into: &pending)
                    if batchDepth == 0 { commit() }
                }
            }
        }
    }

    /// Runs a hooked method: from its start until UIKit's original runs, counts must not be read.
    /// Nested calls (inside a batch's closure) keep the outer call's window.
    private func hook(_ body: () -> Void) {
        let outer = insideHook
        insideHook = true
        body()
        insideHook = outer
    }

    /// UIKit's original implementation: the hook's window is over while it runs.
    private func original(_ body: () -> Void) {
        let outer = insideHook
        insideHook = false
        body()
        insideHook = outer
    }

    /// The end of the original method (or of the outermost batch): UIKit checks the counts against
    /// the changes and takes the model's counts as its row data.
    private func commit() {
        defer { (pending, newSectionRows) = (TableUpdate(), nil) }
        let old = counts
        var expected = ReferenceModel(sections: old.map { Array(repeating: 0, count: $0) }, fresh: { 0 })
        // An inserted section has the data source's rows, of which the batch may also insert or move
        // some in explicitly: the rest arrive with the section.
        var incoming: [Int: Int] = [:]
        for indexPath in pending.insertedRows + pending.movedRows.map(\.to) { incoming[indexPath[0], default: 0] += 1 }
        let inserted =
            newSectionRows
            ?? Dictionary(
                uniqueKeysWithValues: pending.insertedSections.map { section in
                    (section, max(0, (section < model.count ? model[section].count : 0) - (incoming[section] ?? 0)))
                })
        expected.apply(pending, insertedSectionRows: inserted)
        var expectedCounts = expected.sections.map(\.count)
        // A reloaded section is deleted and inserted again: its row count may change.
        let sectionsMove =
            !pending.insertedSections.isEmpty || !pending.deletedSections.isEmpty || !pending.movedSections.isEmpty
        if !pending.reloadedSections.isEmpty, newSectionRows == nil {
            if sectionsMove { expectedCounts = model.map(\.count) }  // Not modelled: not checked.
            for section in pending.reloadedSections where section < model.count && section < expectedCounts.count {
                expectedCounts[section] = model[section].count
            }
        }
        XCTAssertEqual(
            expectedCounts, model.map(\.count),
            "NSInternalInconsistencyException: the model's counts do not follow the batch")
        rowData = model.map(\.count)
    }

    // MARK: Checks

    /// Cached heights that differ from the height of the content now at their row.
    func staleHeights() -> [String] {
        var result: [String] = []
        for (section, ids) in model.enumerated() {
            for (row, id) in ids.enumerated() {
                let indexPath = IndexPath(indexes: [section, row])
                guard let cached = cache.height(at: indexPath) else { continue }
                let expected = Self.height(of: id, width: width)
                if cached != expected { result.append("\(indexPath): cached \(cached), content \(id) is \(expected)") }
            }
        }
        return result
    }

    /// The number of cached heights for rows the model does not have (0 when the cache holds only
    /// the table's rows).
    var heightsBeyondTheData: Int {
        var inside = 0
        for (section, ids) in model.enumerated() {
            for row in ids.indices where cache.containsHeight(at: IndexPath(indexes: [section, row])) { inside += 1 }
        }
        return cache.statistics.cachedCount - inside
    }

    /// Rows of the model without a height.
    var uncachedCount: Int {
        var count = 0
        for (section, ids) in model.enumerated() {
            for row in ids.indices where !cache.containsHeight(at: IndexPath(indexes: [section, row])) { count += 1 }
        }
        return count
    }
}

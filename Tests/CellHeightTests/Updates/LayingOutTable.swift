import CellHeight
import Foundation
import TestSupport

/// A fake one-section `UITableView` as strict as the real one about what runs *inside* a data
/// change made outside a batch, driven through the package's real hook logic (`ListUpdateRouter`,
/// `begin` before UIKit's original and `end` after it, as the UIKit hooks drive it).
///
/// What it models, and from where:
/// - `insertRows(at:with:)` and `deleteRows(at:with:)` outside `beginUpdates()`/`endUpdates()` are
///   a batch of one: UIKit checks the data source's new count against its own count plus the
///   insertions minus the deletions (`NSInternalInconsistencyException` otherwise; here a recorded
///   violation), then lays out the visible rows before it returns: `heightForRowAt` for each, and
///   `willDisplay` for each row newly on screen (*Table View Programming Guide*: the table
///   "animates" the change at once; the layout is synchronous, as any `UITableView` stack trace of
///   a `willDisplay` inside `insertRows` shows). The app may change the table from `willDisplay`:
///   that call is nested in the first.
/// - An Objective-C exception thrown by UIKit's original unwinds through the hook: nothing after
///   it runs, neither the rest of UIKit's method nor the hook's `end` (``throwingInsert(at:)``).
/// - The end of a turn of the main run loop is the test's to say (``endTurn()``); the next layout
///   pass is ``layOut()``, which the hooks follow with the router's `listDidLayout()`.
///
/// `tableView(_:heightForRowAt:)` answers from the index-path cache, measuring the model's row on
/// a miss: a height left at the wrong index path differs from the row's own (content id `n` is
/// `20 + n` points tall).
@MainActor
final class LayingOutTable {
    /// The app's data: a content id per row. Change it first, then call the table.
    var model: [Int]
    /// The table's caches, as `HeightStore.state` keeps a table's.
    let state = ListHeightState()
    var router: ListUpdateRouter { state.updates }
    /// The rows on screen.
    var screen: Range<Int>
    /// The app's `tableView(_:willDisplay:forRowAt:)`.
    var willDisplay: ((LayingOutTable, Int) -> Void)?
    /// Every inconsistency UIKit would raise.
    private(set) var violations: [String] = []

    /// UIKit's own row count (its cached row data).
    private var rowCount: Int
    /// The content ids on screen after the last layout.
    private var displayed: Set<Int> = []
    private var pendingTurnEnds: [@Sendable @MainActor () -> Void] = []
    private var nextID: Int

    /// A table of `count` rows with content ids 1 … `count`, `screen` of them on screen, laid out
    /// once: every visible row cached.
    init(rows count: Int, screen: Range<Int> = 0..<6) {
        model = Array(1...count)
        self.screen = screen
        rowCount = count
        nextID = count + 1
        state.use(LayoutContext(width: 320))
        router.scheduleTurnEnd = { [unowned self] work in pendingTurnEnds.append(work) }
        layOut()
    }

    static func height(of id: Int) -> CGFloat { CGFloat(20 + id) }

    /// Content ids never used before.
    func newIDs(_ count: Int) -> [Int] {
        defer { nextID += count }
        return Array(nextID..<nextID + count)
    }

    /// `tableView(_:heightForRowAt:)`.
    func heightForRow(_ row: Int) -> CGFloat {
        guard row < model.count else {
            violations.append("heightForRowAt \(row) past the model's \(model.count) rows")
            return 0
        }
        return state.height(.indexPath(IndexPath(0, row)), in: LayoutContext(width: 320)) {
            .height(Self.height(of: model[row]), method: .frameLayout)
        } ?? 0
    }

    /// `insertRows(at:with:)`.
    func insertRows(at rows: [Int]) {
        router.perform(.insertRows(rows.map { IndexPath(0, $0) })) { commit(inserted: rows.count, deleted: 0) }
    }

    /// `deleteRows(at:with:)`.
    func deleteRows(at rows: [Int]) {
        router.perform(.deleteRows(rows.map { IndexPath(0, $0) })) { commit(inserted: 0, deleted: rows.count) }
    }

    /// `insertRows(at:with:)` whose original raises before it changes anything (the app catches
    /// the exception): the hook's `begin` ran, its `end` never does.
    func throwingInsert(at rows: [Int]) {
        _ = router.begin(.insertRows(rows.map { IndexPath(0, $0) }))
    }

    /// `reloadData()`: UIKit reads the counts again at the next layout.
    func reloadData() {
        router.perform(.reloadData) {
            rowCount = model.count
            displayed = []
        }
    }

    /// The table's layout pass (`layoutSubviews()`), then the hooks' `listDidLayout()`.
    func layOut() {
        var newlyShown: [Int] = []
        for row in screen where row < rowCount {
            _ = heightForRow(row)
            if !displayed.contains(model[row]) { newlyShown.append(row) }
        }
        displayed = Set(screen.filter { $0 < rowCount }.map { model[$0] })
        for row in newlyShown { willDisplay?(self, row) }
        router.listDidLayout()
    }

    /// The main run loop finishes its turn: the main queue runs what was scheduled on it.
    func endTurn() {
        let work = pendingTurnEnds
        pendingTurnEnds = []
        for item in work { item() }
    }

    /// Every cached height that is not the height of the row now at its index path, and every
    /// height cached past the model's end.
    var staleHeights: [String] {
        var stale: [String] = []
        for (row, id) in model.enumerated() {
            if let cached = state.rows.height(at: IndexPath(0, row)), cached != Self.height(of: id) {
                stale.append("row \(row): cached \(cached), content \(id) is \(Self.height(of: id))")
            }
        }
        let beyond =
            state.rows.cachedCount - (0..<model.count).filter { state.rows.containsHeight(at: IndexPath(0, $0)) }.count
        if beyond != 0 { stale.append("\(beyond) height(s) past the end") }
        return stale
    }

    /// UIKit's original of a change outside a batch: the count check, then the layout.
    private func commit(inserted: Int, deleted: Int) {
        let expected = rowCount + inserted - deleted
        if model.count != expected {
            violations.append("invalid number of rows: \(model.count), expected \(expected)")
        }
        rowCount = model.count
        layOut()
    }
}

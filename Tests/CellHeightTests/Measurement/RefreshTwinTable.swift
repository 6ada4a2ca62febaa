import CellHeight
import Foundation

/// A table and the main run loop that drives it, as strict as UIKit where a refresh of the visible
/// rows' heights can go wrong, for the rule that schedules that refresh (``RowHeightRefresh``).
///
/// What it models of UIKit and of the run loop:
/// - The table caches its row counts at each reload and update (`numberOfRows(inSection:)` answers
///   them); the app's data source answers its model's (``model``).
/// - `insertRows(at:)` and an empty `beginUpdates()`/`endUpdates()` check the data source's new
///   counts against the cached ones plus the inserted rows, and throw UIKit's
///   `NSInternalInconsistencyException` ("Invalid update: invalid number of rows in section …") when
///   they differ: here the throw is recorded in ``exceptions`` and the update is not applied.
/// - Every update lays the visible rows out again at the heights the cache gives (``laidOut``).
/// - A turn of the main run loop runs the main queue's blocks queued before it (FIFO; blocks queued
///   meanwhile wait for the next turn), then its idle moment (`beforeWaiting` in the default mode),
///   unless the loop tracks a drag (the tracking mode has no default-mode observers).
@MainActor
final class RefreshTwinTable {
    /// How the package refreshes after a correction: the rule (at idle moments), or what it did
    /// before issue 35 (a block on the main queue, whatever the table does by then).
    enum Policy {
        case rule
        case mainQueueBlock
    }

    let policy: Policy
    /// The app's model: rows per section (its data source's counts).
    var model: [Int]
    /// UIKit's cached row counts.
    private(set) var tableCounts: [Int]
    var hasWindow = true
    var isTracking = false
    var isDecelerating = false
    var showsSwipeActions = false
    var openBatches = 0
    /// The rows on screen.
    let visibleRows: Range<Int>
    /// What the cache answers for a row: its height under the rules corrected so far.
    private(set) var correctionsLearned = 0
    /// The heights the table laid its visible rows out with.
    private(set) var laidOut: [Int: CGFloat] = [:]
    /// UIKit's exceptions, in order.
    private(set) var exceptions: [String] = []
    private(set) var refreshes = 0
    private(set) var givenUp: [RowHeightRefresh.Wait] = []
    private(set) var waits: [RowHeightRefresh.Wait] = []

    private var mainQueue: [() -> Void] = []
    private var refresh: RowHeightRefresh?
    private var waitsForLayout = false
    /// When the pending refresh's next try is due, in turns from the start (a turn is a frame).
    private var dueTurn = 0
    private(set) var turn = 0

    init(policy: Policy, rows: Int = 40, visible: Range<Int> = 0..<10) {
        self.policy = policy
        model = [rows]
        tableCounts = [rows]
        visibleRows = visible
        layOut()
    }

    /// The cache's height of `row`: rows differ, and a correction changes every row's height.
    func cachedHeight(_ row: Int) -> CGFloat { CGFloat(44 + row % 7 * 10 + correctionsLearned * 3) }

    // MARK: The package

    /// A layout pass showed a cell that corrected a rule: the heights change, the table must be
    /// asked again.
    func correctionLearned() {
        correctionsLearned += 1
        switch policy {
        case .mainQueueBlock:
            async { self.emptyBatch() }
        case .rule:
            guard refresh == nil else { return }
            refresh = RowHeightRefresh()
            dueTurn = turn
        }
    }

    private func idleMoment() {
        guard policy == .rule, var rule = refresh, !waitsForLayout, turn >= dueTurn else { return }
        var facts = RowHeightRefresh.Facts()
        facts.hasWindow = hasWindow
        facts.hasOpenBatch = openBatches > 0
        facts.isTracking = isTracking
        facts.isDecelerating = isDecelerating
        facts.showsSwipeActions = showsSwipeActions
        if RowHeightRefresh.wait(for: facts) == nil {
            facts.sectionWithOtherCount =
                model == tableCounts ? nil : model.indices.first { model[$0] != tableCounts[$0] }
        }
        let decision = rule.decide(facts)
        refresh = rule
        switch decision {
        case .refreshNow:
            refresh = nil
            emptyBatch()
        case .waitForLayout:
            waitsForLayout = true
        case .retry(let delay, let wait):
            waits.append(wait)
            dueTurn = turn + Int((delay / RowHeightRefresh.frame).rounded())
        case .giveUp(let wait):
            refresh = nil
            givenUp.append(wait)
        }
    }

    /// The table laid out (in a window): a refresh that waited for it goes on at the next idle moment.
    func tableDidLayOut() {
        guard hasWindow, waitsForLayout else { return }
        waitsForLayout = false
        dueTurn = turn
    }

    // MARK: UIKit

    /// `insertRows(at:)` of `count` rows at the end of `section`, after the app changed its model.
    func insertRows(_ count: Int, inSection section: Int) {
        guard check(inserted: count, in: section) else { return }
        tableCounts = model
        layOut()
    }

    /// `beginUpdates()` and `endUpdates()` with nothing between.
    private func emptyBatch() {
        guard check(inserted: 0, in: 0) else { return }
        refreshes += 1
        layOut()
    }

    private func check(inserted: Int, in changed: Int) -> Bool {
        for section in model.indices {
            let expected = tableCounts[section] + (section == changed ? inserted : 0)
            guard model[section] == expected else {
                exceptions.append(
                    "NSInternalInconsistencyException: Invalid update: invalid number of rows in section \(section). "
                        + "The number of rows contained in an existing section after the update (\(model[section])) must "
                        + "be equal to the number of rows contained in that section before the update "
                        + "(\(tableCounts[section])), plus or minus the number of rows inserted or deleted from that "
                        + "section (\(section == changed ? inserted : 0) inserted, 0 deleted)")
                return false
            }
        }
        return true
    }

    private func layOut() {
        for row in visibleRows where row < tableCounts[0] { laidOut[row] = cachedHeight(row) }
    }

    // MARK: The run loop

    /// `DispatchQueue.main.async`.
    func async(_ block: @escaping () -> Void) { mainQueue.append(block) }

    /// Runs `count` turns of the main run loop.
    func runTurns(_ count: Int = 1) {
        for _ in 0..<count {
            turn += 1
            let blocks = mainQueue
            mainQueue = []
            for block in blocks { block() }
            if !isTracking { idleMoment() }
        }
    }

    /// Whether a refresh still waits.
    var refreshIsPending: Bool { refresh != nil }

    /// The visible rows laid out at another height than the cache's.
    var staleRows: [Int] { visibleRows.filter { $0 < tableCounts[0] && laidOut[$0] != cachedHeight($0) } }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// A change made while UIKit lays out another one is never dropped, and a change that never
/// returns (an exception thrown through it) does not stop the router from following the list:
/// the rules of ``ListUpdateRouter`` on a table double that lays out inside its changes
/// (``LayingOutTable``). The on-device twin is `NestedDataChangeTests` (UIKit-hosted).
@MainActor @Suite struct NestedChangeTests {
    @Test func rowsInsertedFromWillDisplayDuringAnInsertLeaveNoHeightOnAnotherRow() {
        // A chat loading older messages when its first row shows: an insertion at the top, made from
        // willDisplay while UIKit lays out an insertion the app made.
        let table = LayingOutTable(rows: 10)
        var loads = 0
        table.willDisplay = { table, row in
            guard row == 0, loads == 0 else { return }
            loads += 1
            table.model.insert(contentsOf: table.newIDs(2), at: 0)
            table.insertRows(at: [0, 1])
        }
        table.model.insert(contentsOf: table.newIDs(1), at: 0)
        table.insertRows(at: [0])
        #expect(loads == 1)
        #expect(table.violations == [])
        #expect(table.staleHeights == [], "the nested insertion shifted every row below it")
        #expect(table.router.nestedChangeReports == 1, "one debug line, when the outer insertion returned")
        #expect(table.state.rows.cachedCount == 0, "what a nested change did is unknown: every height goes")
        table.layOut()
        #expect(table.staleHeights == [] && table.state.rows.cachedCount == 6)
    }

    @Test func aPaginationAppendedFromWillDisplayIsFollowedAndLaterChangesApplyAgain() {
        let table = LayingOutTable(rows: 4, screen: 0..<3)
        table.willDisplay = { table, row in
            guard row == table.model.count - 1, table.model.count < 12 else { return }
            let start = table.model.count
            table.model += table.newIDs(4)
            table.insertRows(at: Array(start..<start + 4))
        }
        table.model.remove(at: 0)
        table.deleteRows(at: [0])  // the last row comes on screen: the app appends a page
        #expect(table.violations == [])
        #expect(table.staleHeights == [])
        #expect(table.router.nestedChangeReports == 1)
        // Not nested any more: applied as usual, the heights measured since kept with their rows.
        for row in 0..<6 { _ = table.heightForRow(row) }
        table.model.remove(at: 2)
        table.deleteRows(at: [2])
        #expect(table.staleHeights == [])
        #expect(table.state.rows.cachedCount == 5)
        #expect(table.router.nestedChangeReports == 1)
    }

    @Test func aLayoutPassInsideAChangeIsNotAChangeThatNeverReturned() {
        let table = LayingOutTable(rows: 6)
        table.router.perform(.insertRows([IndexPath(0, 0)])) {
            table.model.insert(contentsOf: table.newIDs(1), at: 0)
            table.router.listDidLayout()  // UIKit's layout inside the change, in the same turn
            table.model.insert(contentsOf: table.newIDs(1), at: 0)
            table.router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        }
        #expect(table.router.unfinishedCallReports == 0)
        #expect(table.router.nestedChangeReports == 1, "still nested: the outer call had not returned")
    }

    @Test func aChangeThatThrewIsForgottenAtTheFirstLayoutPassAfterItsTurn() {
        let table = LayingOutTable(rows: 8)
        table.model.insert(contentsOf: table.newIDs(1), at: 0)
        table.throwingInsert(at: [0])  // UIKit raised; the app caught it and its model is ahead
        table.model.removeFirst()
        // Later in the same turn: nested in the call as far as anyone can tell, so unknown.
        table.layOut()
        #expect(table.router.unfinishedCallReports == 0, "the turn has not ended: the call may still run")
        table.endTurn()
        table.layOut()
        #expect(table.router.unfinishedCallReports == 1, "one debug line")
        #expect(table.state.rows.cachedCount == 0, "no height survives the change that threw")
        table.layOut()  // the visible rows are measured again
        #expect(table.staleHeights == [] && table.state.rows.cachedCount == 6)
        // Every later change is followed again.
        table.model.insert(contentsOf: table.newIDs(1), at: 2)
        table.insertRows(at: [2])
        table.model.remove(at: 4)
        table.deleteRows(at: [4])
        #expect(table.violations == [])
        #expect(table.staleHeights == [])
        #expect(table.state.rows.cachedCount == 6, "the heights of the rows that stayed are kept")
        #expect(table.router.nestedChangeReports == 0)
    }

    @Test func aChangeThatThrewIsForgottenByTheNextChangeAfterItsTurnWithoutALayoutPass() {
        let table = LayingOutTable(rows: 8)
        table.throwingInsert(at: [0])
        table.endTurn()
        table.model.remove(at: 1)
        table.deleteRows(at: [1])
        #expect(table.router.unfinishedCallReports == 1)
        #expect(table.staleHeights == [])
        #expect(table.state.rows.cachedCount == 6, "the rows laid out by the deletion are cached, at their rows")
        table.model.insert(contentsOf: table.newIDs(1), at: 0)
        table.insertRows(at: [0])
        #expect(table.staleHeights == [])
        #expect(table.state.rows.cachedCount == 7)
    }

    @Test func reloadDataAfterAChangeThatThrewFollowsTheNextChangesAtOnce() {
        // An app that reloads in its @catch, in the same turn.
        let table = LayingOutTable(rows: 8)
        table.throwingInsert(at: [0])
        table.reloadData()
        table.layOut()
        table.model.remove(at: 0)
        table.deleteRows(at: [0])
        #expect(table.staleHeights == [])
        #expect(table.state.rows.cachedCount == 6)
        #expect(table.router.nestedChangeReports == 0, "not nested in the call that threw")
    }

    @Test func aBatchWhoseClosureThrewIsForgottenAfterItsTurn() {
        let table = LayingOutTable(rows: 8)
        // performBatchUpdates whose closure raised after an insertion: the bracket never closed.
        _ = table.router.begin(.performBatchUpdates)
        table.router.updatesWillRun()
        table.router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        #expect(table.router.openBatches == 1)
        table.endTurn()
        table.layOut()
        #expect(table.router.openBatches == 0, "the bracket of the closure that threw is closed")
        #expect(table.router.unfinishedCallReports == 1)
        table.model.remove(at: 0)
        table.deleteRows(at: [0])
        #expect(table.staleHeights == [])
        #expect(table.state.rows.cachedCount == 6, "applied at once again, not collected for a batch")
    }

    /// A `performBatchUpdates` whose closure threw inside the app's own `beginUpdates()`: after its
    /// turn only the brackets it opened are closed; the app's bracket stays open and closes without
    /// a complaint, applying what the app collected in it.
    @Test func aBatchThatThrewInsideTheAppsOwnBatchClosesOnlyItsOwnBrackets() {
        let table = LayingOutTable(rows: 8)
        table.router.perform(.beginUpdates) {}
        _ = table.router.begin(.performBatchUpdates)
        table.router.updatesWillRun()  // the closure raised: neither updatesDidRun nor end follow
        table.endTurn()
        table.layOut()
        #expect(table.router.unfinishedCallReports == 1)
        #expect(table.router.openBatches == 1, "the app's own bracket is still open")
        table.layOut()  // the visible rows are measured again
        #expect(table.state.rows.cachedCount == 6)
        table.model.removeFirst()
        let diagnostics = collectDiagnostics {
            table.router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
            table.router.perform(.endUpdates) {}
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(table.router.openBatches == 0)
        #expect(table.staleHeights == [] && table.state.rows.cachedCount == 5)
    }

    /// UIKit's own `beginUpdates()`/`endUpdates()` inside a change it is handed close only
    /// themselves: a change the app makes from the layout of that change is still nested in it.
    @Test func uikitsOwnBracketsInsideAChangeLeaveThatChangeOpen() {
        let table = LayingOutTable(rows: 8)
        table.model.insert(contentsOf: table.newIDs(1), at: 0)
        table.router.perform(.insertRows([IndexPath(0, 0)])) {
            table.router.perform(.beginUpdates) {}
            table.router.perform(.endUpdates) {}
            // UIKit lays out: the app inserts from willDisplay.
            table.model.insert(contentsOf: table.newIDs(1), at: 0)
            table.router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        }
        #expect(table.router.nestedChangeReports == 1)
        #expect(table.staleHeights == [] && table.state.rows.cachedCount == 0)
    }

    /// A `performBatchUpdates` made inside the closure of another closes only itself: a change the
    /// app makes while UIKit lays out the outer batch is still nested in it.
    @Test func aBatchInsideABatchsClosureLeavesTheOuterBatchOpen() {
        let table = LayingOutTable(rows: 8)
        table.router.performBatchUpdates(
            {
                table.router.performBatchUpdates(
                    { table.router.perform(.deleteRows([IndexPath(0, 0)]), original: {}) }, original: { $0?() })
            },
            original: { updates in
                table.model.removeFirst()
                updates?()
                // UIKit lays out after the closure: the app inserts from willDisplay.
                table.model.insert(contentsOf: table.newIDs(1), at: 0)
                table.router.perform(.insertRows([IndexPath(0, 0)]), original: {})
            })
        #expect(table.router.nestedChangeReports == 1)
        #expect(table.staleHeights == [] && table.state.rows.cachedCount == 0)
    }

    /// A snapshot applied from inside another one's `apply`: every hooked call passes straight
    /// through until the outer `apply` returns, also after the inner one returned.
    @Test func callsPassThroughUntilTheOutermostSnapshotApplyReturns() {
        let table = LayingOutTable(rows: 8)
        var update = TableUpdate()
        update.deleteRows(at: [IndexPath(0, 0)])
        table.model.removeFirst()
        table.router.apply(update) {
            table.router.apply(TableUpdate()) {}  // the app applies a snapshot from inside
            // UIKit makes the outer snapshot's change through the public method: already applied.
            table.router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
        }
        #expect(table.staleHeights == [] && table.state.rows.cachedCount == 5)
    }

    /// A change that threw inside the app's own `beginUpdates()` (the app's `endUpdates()` was skipped
    /// with it) leaves that bracket open, as UIKit's stays open: after the turn the change is
    /// forgotten, and the app's next changes are collected for the open batch, as UIKit collects them.
    @Test func aChangeThatThrewInsideTheAppsBatchLeavesThatBracketOpen() {
        let table = LayingOutTable(rows: 8)
        table.router.perform(.beginUpdates) {}
        table.throwingInsert(at: [0])
        table.endTurn()
        table.layOut()
        #expect(table.router.unfinishedCallReports == 1)
        #expect(table.router.openBatches == 1, "the app's bracket is not the router's to close")
        table.layOut()
        let diagnostics = collectDiagnostics {
            table.router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(table.state.rows.cachedCount == 6 && table.staleHeights == [], "collected, not applied")
    }

    /// A change that threw is forgotten after its turn without touching a cache the app drives
    /// itself (`automaticallyInvalidates` off).
    @Test func aChangeThatThrewLeavesACacheTheAppDrivesItselfAlone() {
        let table = LayingOutTable(rows: 8)
        table.state.rows.automaticallyInvalidates = false
        table.throwingInsert(at: [0])
        table.endTurn()
        table.layOut()
        #expect(table.router.unfinishedCallReports == 1)
        #expect(table.state.rows.cachedCount == 6)
    }

    @Test func aChangeMadeWhileABatchIsLaidOutIsNested() {
        let table = LayingOutTable(rows: 8)
        table.router.performBatchUpdates(
            { table.router.perform(.deleteRows([IndexPath(0, 0)]), original: {}) },
            original: { updates in
                table.model.removeFirst()
                updates?()
                // UIKit lays out after the closure: the app inserts from willDisplay.
                table.model.insert(contentsOf: table.newIDs(1), at: 0)
                table.router.perform(.insertRows([IndexPath(0, 0)]), original: {})
                #expect(table.state.rows.cachedCount == 0, "the nested change invalidates at once")
                for row in 0..<3 { _ = table.heightForRow(row) }
            })
        #expect(table.router.nestedChangeReports == 1)
        #expect(table.state.rows.cachedCount == 0, "and again when the batch returned")
        #expect(table.staleHeights == [])
    }

    @Test func nestedChangesLeaveACacheTheAppDrivesItselfAlone() {
        let table = LayingOutTable(rows: 4)
        table.state.rows.automaticallyInvalidates = false
        table.router.perform(.insertRows([IndexPath(0, 0)])) {
            table.router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        }
        #expect(table.state.rows.cachedCount == 4)
    }
}

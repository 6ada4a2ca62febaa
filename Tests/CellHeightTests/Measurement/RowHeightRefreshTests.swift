import CellHeight
import Foundation
import Testing

/// Issue 35 §1: the refresh after a correction never throws. The rule (``RowHeightRefresh``), and
/// the twin of a table whose app updates it a turn after changing its model (``RefreshTwinTable``).
@MainActor @Suite struct RowHeightRefreshTests {
    /// The app changes its model and inserts the rows from a block it queues on the main queue
    /// (a Combine `receive(on: DispatchQueue.main)`); a layout pass corrected a rule before that
    /// block runs.
    private func modelChangedThenCorrectedThenInserted(_ policy: RefreshTwinTable.Policy, turnsLater: Int = 1)
        -> RefreshTwinTable
    {
        let table = RefreshTwinTable(policy: policy)
        table.correctionLearned()
        table.model[0] += 3
        var insert = { table.insertRows(3, inSection: 0) }
        for _ in 1..<turnsLater {
            let inner = insert
            insert = { table.async(inner) }
        }
        table.async(insert)
        table.runTurns(turnsLater + 12)
        return table
    }

    @Test func theRefreshWaitsForTheAppsInsertAndThrowsNothing() {
        let table = modelChangedThenCorrectedThenInserted(.rule)
        #expect(table.exceptions == [])
        #expect(table.refreshes == 1 && !table.refreshIsPending)
        #expect(table.staleRows == [], "every visible row laid out at its corrected height")
        #expect(table.tableCounts == [43])
    }

    @Test func anInsertTwoTurnsLaterIsWaitedForWithATry() {
        let table = modelChangedThenCorrectedThenInserted(.rule, turnsLater: 3)
        #expect(table.exceptions == [])
        #expect(table.refreshes == 1 && table.staleRows == [])
        #expect(table.waits.allSatisfy { $0 == .countsDiffer(section: 0) } && !table.waits.isEmpty)
    }

    /// The twin is as strict as UIKit: the refresh the package made before issue 35 (an empty batch
    /// on the main queue, queued at the correction) throws in the same scenario.
    @Test func aRefreshQueuedAtTheCorrectionThrows() {
        let table = modelChangedThenCorrectedThenInserted(.mainQueueBlock)
        #expect(table.exceptions.count == 1)
        #expect(table.exceptions.first?.contains("invalid number of rows in section 0") == true)
    }

    @Test func aDragAndADecelerationAreWaitedOutWithoutUsingTries() {
        let table = RefreshTwinTable(policy: .rule)
        table.isTracking = true
        table.correctionLearned()
        table.runTurns(200)
        #expect(table.refreshes == 0 && table.refreshIsPending, "no idle moment in the tracking mode")
        table.isTracking = false
        table.isDecelerating = true
        table.runTurns(200)
        #expect(table.refreshes == 0 && table.givenUp == [])
        table.isDecelerating = false
        table.runTurns(1)
        #expect(table.refreshes == 1 && table.staleRows == [])
    }

    @Test func aTableWithoutAWindowWaitsForItsNextLayoutPass() {
        let table = RefreshTwinTable(policy: .rule)
        table.hasWindow = false
        table.correctionLearned()
        table.runTurns(1_000)
        #expect(table.refreshes == 0 && table.refreshIsPending && table.givenUp == [])
        table.hasWindow = true
        table.runTurns(5)
        #expect(table.refreshes == 0, "nothing asks until the table lays out")
        table.tableDidLayOut()
        table.runTurns(1)
        #expect(table.refreshes == 1 && table.staleRows == [])
    }

    @Test func anAppThatNeverTellsTheTableIsGivenUpOnAfterBoundedTries() {
        let table = RefreshTwinTable(policy: .rule)
        table.correctionLearned()
        table.model[0] += 1
        table.runTurns(10_000)
        #expect(table.exceptions == [] && table.refreshes == 0 && !table.refreshIsPending)
        #expect(table.givenUp == [.countsDiffer(section: 0)])
        #expect(table.waits.count == RowHeightRefresh.maximumTries - 1)
    }

    @Test func eachFactDecidesInOrder() {
        var facts = RowHeightRefresh.Facts()
        #expect(RowHeightRefresh.wait(for: facts) == nil)
        facts.sectionWithOtherCount = -1
        #expect(RowHeightRefresh.wait(for: facts) == .countsDiffer(section: -1))
        facts.showsSwipeActions = true
        #expect(RowHeightRefresh.wait(for: facts) == .swipeActions)
        facts.isDecelerating = true
        #expect(RowHeightRefresh.wait(for: facts) == .decelerating)
        facts.isTracking = true
        #expect(RowHeightRefresh.wait(for: facts) == .tracking)
        facts.hasUncommittedUpdates = true
        #expect(RowHeightRefresh.wait(for: facts) == .uncommittedUpdates)
        facts.hasOpenBatch = true
        #expect(RowHeightRefresh.wait(for: facts) == .openBatch)
        facts.hasWindow = false
        #expect(RowHeightRefresh.wait(for: facts) == .noWindow)
        #expect(RowHeightRefresh.Wait.countsDiffer(section: 2).description.contains("section 2"))
    }

    @Test func triesBackOffFromAFrameToASecondAndEndInOneGiveUp() {
        var rule = RowHeightRefresh()
        var facts = RowHeightRefresh.Facts()
        facts.hasOpenBatch = true
        var delays: [TimeInterval] = []
        for _ in 1..<RowHeightRefresh.maximumTries {
            guard case .retry(let delay, .openBatch) = rule.decide(facts) else {
                Issue.record("expected a retry")
                return
            }
            delays.append(delay)
        }
        #expect(delays.first == RowHeightRefresh.frame && delays.last == RowHeightRefresh.longestDelay)
        #expect(zip(delays, delays.dropFirst()).allSatisfy { $1 == min($0 * 2, 1) })
        #expect((3.5...4.5).contains(delays.reduce(0, +)), "about 4 s of tries: \(delays.reduce(0, +))")
        #expect(rule.decide(facts) == .giveUp(.openBatch))

        var free = RowHeightRefresh()
        facts = RowHeightRefresh.Facts()
        facts.isTracking = true
        for _ in 0..<100 { #expect(free.decide(facts) == .retry(after: 0, .tracking)) }
        facts = RowHeightRefresh.Facts()
        facts.hasWindow = false
        #expect(free.decide(facts) == .waitForLayout)
        #expect(free.tries == 0)
        #expect(free.decide(RowHeightRefresh.Facts()) == .refreshNow)
    }

    @Test func theWaitNamesTheSectionWhoseRowCountDiffers() {
        // Section -1 stands for the section count; every section from 0 on is named.
        let first = RowHeightRefresh.Wait.countsDiffer(section: 0).description
        #expect(first == "the data source's row count of section 0 differs from the table's", "\(first)")
        let sections = RowHeightRefresh.Wait.countsDiffer(section: -1).description
        #expect(sections == "the data source's section count differs from the table's", "\(sections)")
    }
}

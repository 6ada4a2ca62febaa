import CellHeight
import Foundation
import Testing

/// Issue 35 §5: a displayed cell whose `isEditing` never matches its row's editing state is looked
/// at again a bounded number of times, not at every layout pass.
@Suite struct EditingRechecksTests {
    private let context = LayoutContext(width: 390, isEditing: true)

    /// The selection of `compareDisplayedCells` (UITableView+DisplayedCells.swift), pass by pass: a
    /// row is looked at when it is visible and was not compared at the previous pass; one whose
    /// cell has not taken its editing state is taken out of the compared rows (looked at again)
    /// while ``EditingRechecks`` says so. `lagging` are the rows whose cells never take it.
    private struct DisplayedCells {
        var rechecks = EditingRechecks()
        var compared: [IndexPath] = []
        var looks: [IndexPath: Int] = [:]
        let lagging: Set<IndexPath>

        mutating func layoutPass(visible: [IndexPath], in context: LayoutContext) {
            let previous = compared
            guard visible != previous else { return }
            rechecks.pass(visible: visible, in: context)
            var now = visible
            for indexPath in visible where !previous.contains(indexPath) {
                looks[indexPath, default: 0] += 1  // cellForRow(at:) and the row's editing answers
                if lagging.contains(indexPath), rechecks.recheck(indexPath) { now.removeAll { $0 == indexPath } }
            }
            compared = now
        }
    }

    private func rows(_ range: Range<Int>) -> [IndexPath] { range.map { IndexPath(rowIndex: $0, sectionIndex: 0) } }

    @Test func aCellThatNeverTakesItsEditingStateIsLookedAtABoundedNumberOfTimes() {
        let stuck = IndexPath(rowIndex: 4, sectionIndex: 0)
        var cells = DisplayedCells(lagging: [stuck])
        for _ in 0..<100 { cells.layoutPass(visible: rows(0..<10), in: context) }  // 100 frames on screen
        #expect(
            cells.looks[stuck] == 1 + EditingRechecks.limit,
            "looked at on display and \(EditingRechecks.limit) times again")
        #expect(cells.looks[IndexPath(rowIndex: 0, sectionIndex: 0)] == 1)
    }

    @Test func aRowDisplayedAgainIsLookedAtAfresh() {
        let stuck = IndexPath(rowIndex: 4, sectionIndex: 0)
        var cells = DisplayedCells(lagging: [stuck])
        for _ in 0..<20 { cells.layoutPass(visible: rows(0..<10), in: context) }
        for _ in 0..<20 { cells.layoutPass(visible: rows(5..<15), in: context) }  // scrolled away
        for _ in 0..<20 { cells.layoutPass(visible: rows(0..<10), in: context) }  // and back
        #expect(cells.looks[stuck] == 2 * (1 + EditingRechecks.limit))
    }

    @Test func aNewContextStartsAfresh() {
        let stuck = IndexPath(rowIndex: 4, sectionIndex: 0)
        var rechecks = EditingRechecks()
        rechecks.pass(visible: [stuck], in: context)
        let answers = (0...EditingRechecks.limit).map { _ in rechecks.recheck(stuck) }
        #expect(answers == Array(repeating: true, count: EditingRechecks.limit) + [false], "the bound")
        rechecks.pass(visible: [stuck], in: context)
        let stillOnScreen = rechecks.recheck(stuck)
        #expect(!stillOnScreen, "still on screen: left alone")
        rechecks.pass(visible: [stuck], in: LayoutContext(width: 390))
        let inAnotherContext = rechecks.recheck(stuck)
        #expect(inAnotherContext, "another context: its cells are laid out anew")
        for _ in 0..<EditingRechecks.limit { _ = rechecks.recheck(stuck) }
        rechecks.listDataDidChange()
        let afterADataChange = rechecks.recheck(stuck)
        #expect(afterADataChange, "a data change: the index path may name another row")
    }
}

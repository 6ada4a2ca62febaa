import CellHeight
import Foundation
import TestSupport
import Testing

/// When the diffable watch counts a data source's items after a layout pass: only when they may
/// have changed since the last count (a data-change call reached the router, the data source or the
/// content size changed, or there is nothing to compare with), never on a pass that only scrolled.
/// The UIKit layer builds each `LayoutPass` from the list (`contentSize`, `dataSource`) and its
/// router and passes the count as a closure (the list's `numberOfSections`, then
/// `numberOfRows(inSection:)` for each section); these tests do the same with a counting closure.
@MainActor @Suite struct DiffableWatchCountTests {
    let sourceObject = NSObject()
    var source: ObjectIdentifier { ObjectIdentifier(sourceObject) }

    /// A list state with `count` items cached by index path, in one section.
    private func state(items count: Int) -> ListHeightState {
        let state = ListHeightState()
        state.use(LayoutContext(width: 320))
        for row in 0..<count { state.rows.setHeight(CGFloat(40 + row), at: IndexPath(0, row)) }
        return state
    }

    private func pass(
        _ state: ListHeightState, height: CGFloat = 4_400, dataSource: ObjectIdentifier? = nil
    ) -> DiffableSnapshotWatch.LayoutPass {
        DiffableSnapshotWatch.LayoutPass(
            dataSource: dataSource ?? source, contentSize: CGSize(width: 320, height: height),
            dataChanges: state.updates.dataChanges)
    }

    @Test func passesThatOnlyScrollCountNothing() {
        let state = state(items: 100)
        var countCalls = 0
        let sections = 40
        let count = {
            countCalls += 1 + sections  // numberOfSections, then numberOfRows(inSection:) for each
            return 100
        }
        state.diffableListDidLayout(pass(state), itemCount: count)  // the baseline
        let baseline = countCalls
        #expect(baseline == 41)
        // A fling: a thousand layout passes, the content offset moving, nothing else.
        for _ in 0..<1_000 { state.diffableListDidLayout(pass(state), itemCount: count) }
        #expect(
            countCalls == baseline,
            "a pass that only scrolled counted \(countCalls - baseline) times")
        #expect(state.snapshots.itemCounts == 1)
    }

    @Test func aDataChangeAContentSizeOrADataSourceChangeCountsOnce() {
        let state = state(items: 10)
        var counts = 0
        var items = 10
        func layOut(height: CGFloat = 4_400, dataSource: ObjectIdentifier? = nil) -> Bool {
            state.diffableListDidLayout(pass(state, height: height, dataSource: dataSource)) {
                counts += 1
                return items
            }
        }
        _ = layOut()
        #expect(counts == 1)
        // A hooked data-change call (a reconfigure: the count stays).
        state.updates.perform(.reconfigureRows([IndexPath(0, 9)])) {}
        #expect(!layOut() && counts == 2)
        #expect(!layOut() && counts == 2, "counted once per change")
        // The content grew (an estimated height replaced, or items added behind the hooks' back).
        #expect(!layOut(height: 4_500) && counts == 3)
        // Another data source: the baseline starts again.
        let other = NSObject()
        items = 3
        #expect(!layOut(height: 4_500, dataSource: ObjectIdentifier(other)) && counts == 4)
        withExtendedLifetime(other) {}
    }

    /// A snapshot applied through `ch.apply`, or an outline change that UIKit announced, is a data
    /// change: the next pass counts once, although the content size did not change.
    @Test func aKnownChangeCountsOnceWhateverTheContentSize() {
        let state = state(items: 2)
        state.updates.scheduleTurnEnd = { _ in }
        var counts = 0
        func layOut() {
            state.diffableListDidLayout(pass(state)) {
                counts += 1
                return 2
            }
        }
        layOut()
        let list = ListIdentifiers([("S", ["a", "b"])])
        state.performUpdates(from: list, to: list) {}
        layOut()
        #expect(counts == 2, "after ch.apply")
        state.outlineWillChange(from: list, to: list)
        layOut()
        #expect(counts == 3, "after an outline change")
        layOut()
        #expect(counts == 3, "counted once per change")
    }

    @Test func aSnapshotAppliedBehindTheHooksBackIsFoundByItsContentSize() {
        let state = state(items: 10)
        var items = 10
        let messages = collectDiagnostics {
            _ = state.diffableListDidLayout(pass(state, height: 440)) { items }
            // dataSource.apply(_:) through private UIKit paths: no hooked call, a taller content.
            items = 12
            #expect(state.diffableListDidLayout(pass(state, height: 528)) { items })
        }
        #expect(messages.count == 1 && messages.first?.kind == .misuse)
        #expect(messages.first?.message.contains("ch.apply(_:to:in:animatingDifferences:completion:)") == true)
        #expect(state.rows.cachedCount == 0)
    }

    @Test func aListWithoutIndexPathHeightsIsNeverCounted() {
        let state = ListHeightState()
        var counts = 0
        for height in stride(from: CGFloat(100), to: 200, by: 10) {
            state.diffableListDidLayout(pass(state, height: height)) {
                counts += 1
                return 3
            }
        }
        #expect(counts == 0, "nothing cached by index path: nothing to protect")
    }

    @Test func nothingIsCountedWhileASnapshotIsApplied() {
        let state = state(items: 2)
        var counts = 0
        let before = ListIdentifiers([("S", ["a", "b"])])
        let after = ListIdentifiers([("S", ["a", "b", "c"])])
        state.performUpdates(from: before, to: after) {
            state.diffableListDidLayout(pass(state, height: 1)) {
                counts += 1
                return 3
            }
        }
        #expect(counts == 0)
    }
}

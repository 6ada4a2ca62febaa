import CellHeight
import Foundation
import TestSupport
import Testing

/// A snapshot that reaches a list outside `ch.apply` while its heights are cached by index path:
/// found at the next `ch.apply` (the data source's snapshot is not the one the last one left) or
/// after the next layout pass (its item count changed), reported once per list, and the index-path
/// heights dropped every time. The UIKit layer feeds the list state the data source's snapshots
/// and item counts; these tests feed it the same.
@MainActor @Suite struct SnapshotOutsideApplyTests {
    typealias Snapshot = DiffableSnapshotTests.Snapshot
    /// The data source's identity (kept alive, so that no other object gets it).
    let sourceObject = NSObject()
    var source: ObjectIdentifier { ObjectIdentifier(sourceObject) }

    /// A list state with a height cached by index path and by key for each item of `snapshot`.
    private func state(_ snapshot: Snapshot) -> ListHeightState {
        let state = ListHeightState()
        state.use(LayoutContext(width: 320))
        for (section, (_, items)) in snapshot.sections.enumerated() {
            for (row, item) in items.enumerated() {
                state.rows.setHeight(CGFloat(40 + row), at: IndexPath(section, row))
                state.keyed.setHeight(50, for: AnyHashable(item))
            }
        }
        return state
    }

    private func count(_ snapshot: Snapshot) -> Int { snapshot.sections.reduce(0) { $0 + $1.1.count } }

    /// A layout pass of a list whose data source `source` holds `itemCount` items: its content is as
    /// tall as its items (the number of items changes the content size, as in UIKit).
    @discardableResult
    private func layOut(_ state: ListHeightState, itemCount: Int, dataSource: ObjectIdentifier? = nil) -> Bool {
        let pass = DiffableSnapshotWatch.LayoutPass(
            dataSource: dataSource ?? source, contentSize: CGSize(width: 320, height: CGFloat(itemCount) * 44),
            dataChanges: state.updates.dataChanges)
        return state.diffableListDidLayout(pass) { itemCount }
    }

    @Test func aListThatNeverUsesApplyIsFoundAfterTheLayoutPassThatShowsTheNewSnapshot() {
        let first = Snapshot(sections: [("S", ["a", "b", "c"])])
        let second = Snapshot(sections: [("S", ["x", "a", "b", "c"])])
        let state = state(first)
        var messages = collectDiagnostics {
            layOut(state, itemCount: count(first))  // the baseline
            layOut(state, itemCount: count(first))
        }
        #expect(messages.isEmpty && state.rows.cachedCount == 3, "nothing changed")
        messages = collectDiagnostics {
            layOut(state, itemCount: count(second))  // dataSource.apply(second)
        }
        #expect(messages.count == 1 && messages[0].kind == .misuse)
        #expect(messages.first?.message.contains("ch.apply(_:to:animatingDifferences:completion:)") == true)
        #expect(messages.first?.message.contains("cacheByKey:") == true)
        #expect(state.rows.cachedCount == 0, "no height is left at a row that shows another item now")
        #expect(state.keyed.cachedCount == 3, "heights by key are right whatever the rows")

        // The next one is dropped too, without a second message.
        for row in 0..<4 { state.rows.setHeight(44, at: IndexPath(0, row)) }
        layOut(state, itemCount: 4)
        messages = collectDiagnostics { layOut(state, itemCount: 2) }
        #expect(messages.isEmpty && state.rows.cachedCount == 0)
    }

    @Test func applyFindsASnapshotThatCameInBetweenAndMovesNoStaleHeight() {
        let a = Snapshot(sections: [("S", ["a", "b", "c"])])
        let b = Snapshot(sections: [("S", ["c", "b", "a"])])  // the same count: no layout pass can tell
        let c = Snapshot(sections: [("S", ["b", "c", "a"])])
        let state = state(a)
        var messages = collectDiagnostics {
            state.performUpdates(from: a, to: b) {}
            layOut(state, itemCount: 3)
        }
        #expect(messages.isEmpty && state.rows.cachedCount == 3)
        // dataSource.apply(c) outside ch.apply, then ch.apply from c: the caches still match b.
        messages = collectDiagnostics { state.performUpdates(from: c, to: a) {} }
        #expect(messages.count == 1 && messages[0].kind == .misuse)
        #expect(state.rows.cachedCount == 0, "b's heights are not moved as if they were c's")
    }

    @Test func applyAfterApplyAndTheLayoutPassesBetweenReportNothing() {
        let snapshots = [
            Snapshot(sections: [("S", ["a"])]), Snapshot(sections: [("S", ["a", "b"])]),
            Snapshot(sections: [("S", ["b"]), ("T", ["c", "a"])]), Snapshot(sections: []),
            Snapshot(sections: [("T", ["d"])]),
        ]
        let state = state(snapshots[0])
        let messages = collectDiagnostics {
            layOut(state, itemCount: 1)
            for (before, after) in zip(snapshots, snapshots.dropFirst()) {
                state.performUpdates(from: before, to: after) {
                    // A layout pass inside apply sees the new count: not a snapshot from outside.
                    layOut(state, itemCount: count(after))
                }
                layOut(state, itemCount: count(after))
                for row in 0..<count(after) { state.rows.setHeight(44, at: IndexPath(0, row)) }
            }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func aReloadANewDataSourceOrAListWithoutIndexPathHeightsStartsAgain() {
        let state = state(Snapshot(sections: [("S", ["a", "b"])]))
        let messages = collectDiagnostics {
            layOut(state, itemCount: 2)
            // applySnapshotUsingReloadData: reloadData drops every height first.
            state.updates.perform(.reloadData) {}
            state.rows.setHeight(44, at: IndexPath(0, 0))  // the next layout pass measures the new rows
            layOut(state, itemCount: 5)
            // Another data source with other items.
            let other = NSObject()
            layOut(state, itemCount: 9, dataSource: ObjectIdentifier(other))
            // Heights by key only: nothing cached by index path to protect.
            state.rows.invalidateAll()
            layOut(state, itemCount: 1)
            layOut(state, itemCount: 7)
            withExtendedLifetime(other) {}
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    /// One height cached by index path is a height to protect: a snapshot from outside `ch.apply` is
    /// found by the next `ch.apply`, by the next outline change and by the next layout pass.
    @Test func aSingleIndexPathHeightIsProtectedLikeMany() {
        let one = Snapshot(sections: [("S", ["a"])])
        let two = Snapshot(sections: [("S", ["a", "b"])])
        let other = Snapshot(sections: [("S", ["b", "a"])])  // dataSource.apply(other) outside ch.apply
        for path in ["apply", "outline", "layout"] {
            let state = state(one)
            state.updates.scheduleTurnEnd = { _ in }
            var messages = collectDiagnostics {
                layOut(state, itemCount: 1)
                state.performUpdates(from: one, to: one) {}
            }
            #expect(messages.isEmpty && state.rows.cachedCount == 1, "\(path)")
            messages = collectDiagnostics {
                switch path {
                case "apply": state.performUpdates(from: other, to: two) {}
                case "outline": state.outlineWillChange(from: ListIdentifiers(other), to: ListIdentifiers(two))
                default: layOut(state, itemCount: 2)
                }
            }
            #expect(messages.count == 1 && messages.first?.kind == .misuse, "\(path): \(messages)")
            #expect(state.rows.cachedCount == 0, "\(path)")
        }
    }

    /// A list without index-path heights has nothing to protect: a snapshot from outside `ch.apply`
    /// is not a misuse there, found at `ch.apply` or at an outline change, and drops no header height.
    @Test func aListWithoutIndexPathHeightsHasNothingToProtectAtApplyOrAnOutlineChange() {
        let a = Snapshot(sections: [("S", ["a", "b"])])
        let b = Snapshot(sections: [("S", ["b", "a"])])
        let c = Snapshot(sections: [("S", ["c"])])
        let state = state(a)
        state.updates.scheduleTurnEnd = { _ in }
        state.rows.invalidateAll()
        state.supplementary.setHeight(30, .header, inSection: 0)
        let messages = collectDiagnostics {
            state.performUpdates(from: a, to: b) {}
            state.performUpdates(from: c, to: a) {}  // c came in between
            state.outlineWillChange(from: ListIdentifiers(c), to: ListIdentifiers(b))  // a is shown
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(state.supplementary.height(.header, inSection: 0) == 30)
    }

    /// The watch's own rule: the item count a layout pass found changed is the count the next pass
    /// compares with (the list state drops the heights in between, the watch does not rely on it).
    @Test func aChangedCountIsTheNextBaseline() {
        var watch = DiffableSnapshotWatch()
        func pass(_ height: CGFloat) -> DiffableSnapshotWatch.LayoutPass {
            DiffableSnapshotWatch.LayoutPass(
                dataSource: source, contentSize: CGSize(width: 320, height: height), dataChanges: 0)
        }
        #expect(watch.listDidLayout(pass(132), hasIndexPathHeights: true) { 3 } == .nothing)  // the baseline
        #expect(watch.listDidLayout(pass(176), hasIndexPathHeights: true) { 4 } == .snapshotOutsideApply)
        #expect(watch.listDidLayout(pass(999), hasIndexPathHeights: true) { 4 } == .nothing)
        #expect(watch.itemCounts == 3)
    }

    /// A pass that finds no index-path height forgets the count, however the heights went: once
    /// heights are cached again, the count of that moment is the baseline, not the one before.
    @Test func aPassWithoutIndexPathHeightsForgetsTheBaseline() {
        let state = state(Snapshot(sections: [("S", ["a", "b"])]))
        let messages = collectDiagnostics {
            layOut(state, itemCount: 2)
            // Both rows reloaded one by one (not `invalidateAll`, which also resets the watch).
            for row in 0..<2 { state.rows.invalidateHeight(at: IndexPath(0, row)) }
            layOut(state, itemCount: 5)  // the list shows five items now
            state.rows.setHeight(44, at: IndexPath(0, 0))  // and measures the first
            layOut(state, itemCount: 5)
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(state.rows.cachedCount == 1)
    }
}

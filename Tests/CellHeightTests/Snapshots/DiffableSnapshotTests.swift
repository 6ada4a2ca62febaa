import CellHeight
import Foundation
import TestSupport
import Testing

/// A diffable data source's snapshot as the caches read it, and the list state's snapshot update,
/// which a UIKit `apply` runs inside (`tableView.ch.apply(_:to:)`).
@MainActor @Suite struct DiffableSnapshotTests {
    /// A snapshot type like `NSDiffableDataSourceSnapshot`: sections of items, plus the items and
    /// sections it reloads or reconfigures.
    struct Snapshot: DiffableSnapshotProtocol {
        var sections: [(String, [String])]
        var itemIdentifiersWithNewContent: Set<String> = []
        var sectionIdentifiersWithNewContent: Set<String> = []
        var sectionIdentifiers: [String] { sections.map(\.0) }
        func itemIdentifiers(inSection identifier: String) -> [String] {
            sections.first { $0.0 == identifier }?.1 ?? []
        }
    }

    /// A list state whose caches hold one distinct height per item of `snapshot`, by index path
    /// and by key.
    private func state(_ snapshot: Snapshot) -> ListHeightState {
        let state = ListHeightState()
        state.use(LayoutContext(width: 320))
        for (section, (_, items)) in snapshot.sections.enumerated() {
            for (row, item) in items.enumerated() {
                state.rows.setHeight(height(item), at: IndexPath(section, row))
                state.keyed.setHeight(height(item), for: AnyHashable(item))
            }
        }
        return state
    }

    private func height(_ item: String) -> CGFloat {
        CGFloat(20 + item.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 97)
    }

    @Test func heightsFollowTheirItemsAndNewContentLosesItsHeight() {
        let before = Snapshot(sections: [("Inbox", ["a", "b", "c"]), ("Done", ["d"])])
        var after = Snapshot(sections: [("Done", ["d", "a"]), ("Inbox", ["c", "e"])])
        after.itemIdentifiersWithNewContent = ["c"]
        let state = state(before)
        var applied = false
        state.performUpdates(from: before, to: after) { applied = true }
        #expect(applied)
        #expect(state.rows.height(at: IndexPath(0, 0)) == height("d"))
        #expect(state.rows.height(at: IndexPath(0, 1)) == height("a"))
        #expect(state.rows.height(at: IndexPath(1, 0)) == nil, "c was reconfigured")
        #expect(state.rows.height(at: IndexPath(1, 1)) == nil, "e is new")
        #expect(state.rows.statistics.cachedCount == 2)
        #expect(state.keyed.height(for: AnyHashable("c")) == nil, "its keyed height is forgotten too")
        #expect(state.keyed.height(for: AnyHashable("a")) == height("a"))
    }

    @Test func whateverApplyDoesInsideUIKitTheChangeReachesTheCachesOnce() {
        let before = Snapshot(sections: [("S", ["a", "b", "c", "d"])])
        let after = Snapshot(sections: [("S", ["x", "a", "c", "d"])])
        let state = state(before)
        state.performUpdates(from: before, to: after) {
            // What apply may do: the public batch methods (seen by the hooks) or reloadData.
            state.updates.performBatchUpdates(
                {
                    state.updates.perform(.deleteRows([IndexPath(0, 1)]), original: {})
                    state.updates.perform(.insertRows([IndexPath(0, 0)]), original: {})
                }, original: { $0?() })
            state.updates.perform(.reloadData) {}
        }
        let heights = (0..<4).map { state.rows.height(at: IndexPath(0, $0)) }
        #expect(heights == [nil, height("a"), height("c"), height("d")])
    }

    @Test func aSnapshotUpdateReachesTheCacheOnlyIfItInvalidatesAutomatically() {
        let before = Snapshot(sections: [("S", ["a", "b"])])
        let after = Snapshot(sections: [("S", ["b", "a"])])
        let state = state(before)
        state.rows.automaticallyInvalidates = false
        state.performUpdates(from: before, to: after) {}
        #expect(state.rows.height(at: IndexPath(0, 0)) == height("a"), "left alone: the app applies changes itself")
    }

    @Test func randomSnapshotsKeepEveryHeightWithItsItem() {
        let seed = testSeed("DiffableSnapshotTests")
        var random = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let pool = (0..<30).map { "item\($0)" }
            func randomSnapshot() -> Snapshot {
                var items = pool.shuffled(using: &random).prefix(Int.random(in: 0...30, using: &random))
                var sections: [(String, [String])] = []
                for section in ["A", "B", "C", "D"].shuffled(using: &random).prefix(
                    Int.random(in: 1...4, using: &random))
                {
                    let count = Int.random(in: 0...items.count, using: &random)
                    sections.append((section, Array(items.prefix(count))))
                    items = items.dropFirst(count)
                }
                return Snapshot(sections: sections)
            }
            let before = randomSnapshot()
            var after = randomSnapshot()
            after.itemIdentifiersWithNewContent = Set(
                after.sections.flatMap(\.1).filter { _ in Bool.random(using: &random) })
            let state = state(before)
            let diagnostics = collectDiagnostics { state.performUpdates(from: before, to: after) {} }
            #expect(diagnostics.isEmpty, "seed \(seed)")
            // Every height belongs to its item. An item keeps its height unless it has new content
            // or its old section is gone (UIKit's batch rules cannot move a row out of a deleted
            // section, so the update may measure such an item again).
            var sectionOf: [String: String] = [:]
            for (section, items) in before.sections { for item in items { sectionOf[item] = section } }
            let afterSections = Set(after.sectionIdentifiers)
            for (section, (_, items)) in after.sections.enumerated() {
                for (row, item) in items.enumerated() {
                    let cached = state.rows.height(at: IndexPath(section, row))
                    let fresh = sectionOf[item] == nil || after.itemIdentifiersWithNewContent.contains(item)
                    if fresh { #expect(cached == nil, "seed \(seed): \(item) must be measured again") }
                    if let cached { #expect(cached == height(item), "seed \(seed): \(item) got another item's height") }
                    if !fresh, let old = sectionOf[item], afterSections.contains(old) {
                        #expect(cached == height(item), "seed \(seed): \(item) lost its height")
                    }
                }
            }
        }
    }
}

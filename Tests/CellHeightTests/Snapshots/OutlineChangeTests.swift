import CellHeight
import Foundation
import TestSupport
import Testing

/// An outline's items expanded or collapsed by UIKit itself (the user taps a disclosure) and
/// section snapshots: known changes, in which every item that stays keeps its index-path height.
///
/// What UIKit does, and this double of it: before it expands (collapses) an item, a collection
/// view's diffable data source calls its `sectionSnapshotHandlers.willExpandItem` (`willCollapseItem`)
/// with the item, then applies the section snapshot with the item expanded (collapsed) by its own
/// paths, and the section shows the snapshot's `visibleItems`: the root items, and the children of
/// each item whose ancestors are all expanded, depth first (``Outline``). The UIKit layer predicts
/// the new list from the section snapshot in the handler (``ListHeightState/outlineWillChange(from:to:)``);
/// these tests do the same with ``Outline``. The on-device twin is `SectionSnapshotTests`.
@MainActor @Suite struct OutlineChangeTests {
    /// A section snapshot as UIKit keeps one: items with children, some expanded.
    struct Outline {
        var roots: [String]
        var children: [String: [String]]
        var expanded: Set<String> = []

        /// What the section shows: roots, and the children of expanded items, depth first.
        var visibleItems: [String] {
            var items: [String] = []
            func visit(_ item: String) {
                items.append(item)
                guard expanded.contains(item) else { return }
                for child in children[item] ?? [] { visit(child) }
            }
            for root in roots { visit(root) }
            return items
        }
    }

    let sourceObject = NSObject()
    var source: ObjectIdentifier { ObjectIdentifier(sourceObject) }

    /// Section "Library" shows `outline`; section "Recent" shows x and y.
    private func list(_ outline: Outline) -> ListIdentifiers<String, String> {
        ListIdentifiers([("Library", outline.visibleItems), ("Recent", ["x", "y"])])
    }

    private static func height(_ item: String) -> CGFloat {
        CGFloat(30 + item.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 50)
    }

    /// A list state with the height of every item of `list` cached at its index path.
    private func state(_ list: ListIdentifiers<String, String>) -> ListHeightState {
        let state = ListHeightState()
        state.use(LayoutContext(width: 320))
        for section in 0..<list.numberOfSections {
            for (row, item) in list.itemIdentifiers(inSectionAt: section).enumerated() {
                state.rows.setHeight(Self.height(item), at: IndexPath(section, row))
            }
        }
        return state
    }

    /// Every cached height that is not its item's, where `list` says which item is at each row.
    private func stale(_ state: ListHeightState, _ list: ListIdentifiers<String, String>) -> [String] {
        var stale: [String] = []
        var checked = 0
        for section in 0..<list.numberOfSections {
            for (row, item) in list.itemIdentifiers(inSectionAt: section).enumerated() {
                guard let cached = state.rows.height(at: IndexPath(section, row)) else { continue }
                checked += 1
                if cached != Self.height(item) { stale.append("\(item) at (\(section), \(row)): \(cached)") }
            }
        }
        if state.rows.cachedCount != checked { stale.append("heights past the end") }
        return stale
    }

    /// A layout pass after UIKit applied the outline change: the content grew or shrank.
    @discardableResult
    private func layOut(_ state: ListHeightState, _ list: ListIdentifiers<String, String>) -> Bool {
        let pass = DiffableSnapshotWatch.LayoutPass(
            dataSource: source, contentSize: CGSize(width: 320, height: CGFloat(list.itemIdentifiers.count) * 44),
            dataChanges: state.updates.dataChanges)
        return state.diffableListDidLayout(pass) { list.itemIdentifiers.count }
    }

    private func manualTurns(_ state: ListHeightState) -> UncheckedBox<[@Sendable @MainActor () -> Void]> {
        let turnEnds = UncheckedBox<[@Sendable @MainActor () -> Void]>([])
        state.updates.scheduleTurnEnd = { turnEnds.value.append($0) }
        return turnEnds
    }

    @Test func anItemTheUserExpandsAndCollapsesKeepsEveryHeightOfTheItemsThatStay() {
        var outline = Outline(roots: ["p1", "p2", "p3"], children: ["p1": ["c1", "c2"], "c1": ["g1"], "p2": ["c3"]])
        outline.expanded = ["c1"]  // expanded under a collapsed parent: shown once p1 expands
        let before = list(outline)
        let state = state(before)
        let turnEnds = manualTurns(state)
        let messages = collectDiagnostics {
            layOut(state, before)  // the baseline
            // willExpandItem("p1"): the prediction, then UIKit applies it by its own paths.
            var expanded = outline
            expanded.expanded.insert("p1")
            let after = list(expanded)
            #expect(after.itemIdentifiers(inSectionAt: 0) == ["p1", "c1", "g1", "c2", "p2", "p3"])
            state.outlineWillChange(from: before, to: after)
            state.updates.perform(.insertRows([IndexPath(0, 1), IndexPath(0, 2), IndexPath(0, 3)]), original: {})
            #expect(stale(state, after) == [], "UIKit's own calls during the expansion were not applied again")
            for turnEnd in turnEnds.value { turnEnd() }
            #expect(!layOut(state, after), "the new count was known")
            #expect(stale(state, after) == [])
            #expect(state.rows.cachedCount == 5, "p1, p2, p3, x, y kept their heights; c1, g1, c2 are new")
            for (row, item) in after.itemIdentifiers(inSectionAt: 0).enumerated() {
                state.rows.setHeight(Self.height(item), at: IndexPath(0, row))
            }
            // willCollapseItem("p1").
            state.outlineWillChange(from: after, to: before)
            #expect(!layOut(state, before))
            #expect(stale(state, before) == [] && state.rows.cachedCount == 5)
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func changesAfterTheTurnOfAnExpansionAreAppliedAgainAndReloadDataAlways() {
        let outline = Outline(roots: ["p1", "p2"], children: ["p1": ["c1"]])
        var expanded = outline
        expanded.expanded = ["p1"]
        let state = state(list(outline))
        let turnEnds = manualTurns(state)
        state.outlineWillChange(from: list(outline), to: list(expanded))
        state.updates.perform(.reloadData) {}
        #expect(state.rows.cachedCount == 0, "reloadData is never UIKit's way of expanding one item")
        for turnEnd in turnEnds.value { turnEnd() }
        state.rows.setHeight(10, at: IndexPath(0, 0))
        state.updates.perform(.insertRows([IndexPath(0, 0)]), original: {})
        #expect(state.rows.height(at: IndexPath(0, 1)) == 10, "the turn ended: changes are applied again")
    }

    @Test func anExpansionIntoOtherChildrenThanPredictedDropsTheHeightsWithoutAMisuse() {
        // The app's snapshotForExpandingParent gave p1 other children than its section snapshot had.
        let outline = Outline(roots: ["p1", "p2"], children: ["p1": ["c1"]])
        var predicted = outline
        predicted.expanded = ["p1"]
        let shown = ListIdentifiers([("Library", ["p1", "d1", "d2", "p2"]), ("Recent", ["x", "y"])])
        let first = state(list(outline))
        _ = manualTurns(first)
        let messages = collectDiagnostics {
            layOut(first, list(outline))
            first.outlineWillChange(from: list(outline), to: list(predicted))
            #expect(layOut(first, shown), "the count is not the predicted one: the heights go")
        }
        #expect(messages.isEmpty, "not a misuse: \(messages)")
        #expect(first.rows.cachedCount == 0)

        // The same count, other items: found at the next ch.apply, still without a misuse.
        let second = state(list(outline))
        _ = manualTurns(second)
        let sameCount = ListIdentifiers([("Library", ["p1", "d1", "p2"]), ("Recent", ["x", "y"])])
        let next = ListIdentifiers([("Library", ["p1", "d1"]), ("Recent", ["x", "y"])])
        let more = collectDiagnostics {
            second.outlineWillChange(from: list(outline), to: list(predicted))
            #expect(!layOut(second, sameCount))
            second.performUpdates(from: sameCount, to: next) {}
        }
        #expect(more.isEmpty, "\(more)")
        #expect(second.rows.cachedCount == 0, "the heights followed the prediction, not what was shown")
    }

    /// An announced expansion that shows nothing new (the app gave the item no children): the
    /// layout pass after it counts the items although the content size did not change (the outline
    /// change was a data change), and finds the prediction missed.
    @Test func anAnnouncedExpansionThatShowsNothingNewIsFoundByTheNextLayoutPass() {
        let outline = Outline(roots: ["p1", "p2"], children: ["p1": ["c1"]])
        var predicted = outline
        predicted.expanded = ["p1"]
        let state = state(list(outline))
        _ = manualTurns(state)
        let messages = collectDiagnostics {
            layOut(state, list(outline))  // the baseline
            state.outlineWillChange(from: list(outline), to: list(predicted))
            #expect(layOut(state, list(outline)), "the list shows what it showed before: the heights go")
        }
        #expect(messages.isEmpty, "not a misuse: \(messages)")
        #expect(state.rows.cachedCount == 0)
    }

    /// An outline change leaves a cache the app drives itself (`automaticallyInvalidates` off) alone.
    @Test func anOutlineChangeLeavesACacheTheAppDrivesItselfAlone() {
        let outline = Outline(roots: ["p1", "p2"], children: ["p1": ["c1"]])
        var expanded = outline
        expanded.expanded = ["p1"]
        let state = state(list(outline))
        _ = manualTurns(state)
        state.rows.automaticallyInvalidates = false
        state.outlineWillChange(from: list(outline), to: list(expanded))
        #expect(stale(state, list(outline)) == [] && state.rows.cachedCount == 4, "nothing moved")
    }

    @Test func aSectionSnapshotReplacesItsSectionsItemsOrAppendsTheSection() {
        let shown = ListIdentifiers([("A", ["a", "b"]), ("B", ["c"])])
        #expect(
            shown.replacingItems(ofSection: "A", with: ["b", "d"])
                == ListIdentifiers([("A", ["b", "d"]), ("B", ["c"])]))
        #expect(shown.replacingItems(ofSection: "B", with: []) == ListIdentifiers([("A", ["a", "b"]), ("B", [])]))
        #expect(
            shown.replacingItems(ofSection: "C", with: ["e"])
                == ListIdentifiers([("A", ["a", "b"]), ("B", ["c"]), ("C", ["e"])]))
    }

    @Test func aSectionSnapshotAppliedThroughApplyKeepsTheHeightsOfTheItemsThatStay() {
        // ch.apply(_:to:in:): the section's items become the snapshot's visible items; an item moved
        // in from another section keeps its height.
        var outline = Outline(roots: ["p1", "y"], children: ["p1": ["c1"]])
        outline.expanded = ["p1"]
        let before = list(Outline(roots: ["p1", "p2"], children: [:]))
        let state = state(before)
        let after = before.replacingItems(ofSection: "Library", with: outline.visibleItems)
            .replacingItems(ofSection: "Recent", with: ["x"])
        let messages = collectDiagnostics {
            layOut(state, before)
            state.performUpdates(from: before, to: after) {}
            #expect(!layOut(state, after))
        }
        #expect(messages.isEmpty)
        #expect(stale(state, after) == [])
        #expect(state.rows.cachedCount == 3, "p1, y (from Recent) and x kept theirs; c1 is new, p2 gone")
    }
}

import CellHeight
import Foundation
import Testing

/// A section is its identifier, as in `NSDiffableDataSourceSnapshot`: through a snapshot update, a
/// section in both snapshots stays or moves with its header and footer heights (unless reloaded),
/// a section in one of them only is inserted or deleted, and no section inherits another's heights.
///
/// The scenarios are those that other diffing libraries test, re-created here (each cites its
/// source); every list goes through the list state's snapshot update, which feeds the row cache
/// and the header/footer cache as `ch.apply(_:to:)` does on iOS.
@MainActor @Suite struct SectionIdentityTests {
    typealias Snapshot = DiffableSnapshotTests.Snapshot

    /// A list state showing `before`, with every height cached: row heights 1, 2, 3 … in list
    /// order, header heights 100, 101 … and footer heights 200, 201 … by section index.
    @MainActor struct Scenario {
        let before: Snapshot
        let state = ListHeightState()

        init(_ sections: [(String, [String])]) {
            before = Snapshot(sections: sections)
            state.use(LayoutContext(width: 320))
            var position = 0
            for (section, (_, items)) in sections.enumerated() {
                state.supplementary.setHeight(header(sectionAt: section), .header, inSection: section)
                state.supplementary.setHeight(footer(sectionAt: section), .footer, inSection: section)
                for row in items.indices {
                    position += 1
                    state.rows.setHeight(CGFloat(position), at: IndexPath(section, row))
                }
            }
        }

        private func header(sectionAt index: Int) -> CGFloat { CGFloat(100 + index) }
        private func footer(sectionAt index: Int) -> CGFloat { CGFloat(200 + index) }

        /// The height `item` had before.
        func height(_ item: String) -> CGFloat {
            CGFloat(before.sections.flatMap(\.1).firstIndex(of: item)! + 1)
        }
        /// The header and footer heights the section `identifier` had before.
        func header(_ identifier: String) -> CGFloat {
            header(sectionAt: before.sectionIdentifiers.firstIndex(of: identifier)!)
        }
        func footer(_ identifier: String) -> CGFloat {
            footer(sectionAt: before.sectionIdentifiers.firstIndex(of: identifier)!)
        }

        /// Applies `after` through the list state and returns the update the diff made.
        @discardableResult
        func apply(_ after: Snapshot) -> TableUpdate {
            state.performUpdates(from: before, to: after) {}
            return TableUpdate(from: before, to: after)
        }

        /// Each item's row height in `after`, by identifier.
        func rows(_ after: Snapshot) -> [String: CGFloat?] {
            var result: [String: CGFloat?] = [:]
            for (section, (_, items)) in after.sections.enumerated() {
                for (row, item) in items.enumerated() {
                    result.updateValue(state.rows.height(at: IndexPath(section, row)), forKey: item)
                }
            }
            return result
        }

        /// Each section's header and footer heights in `after`, by identifier.
        func headers(_ after: Snapshot) -> [String: CGFloat?] { supplementary(.header, after) }
        func footers(_ after: Snapshot) -> [String: CGFloat?] { supplementary(.footer, after) }

        private func supplementary(_ kind: SectionHeightCache.Kind, _ after: Snapshot) -> [String: CGFloat?] {
            var result: [String: CGFloat?] = [:]
            for (section, identifier) in after.sectionIdentifiers.enumerated() {
                result.updateValue(state.supplementary.height(kind, inSection: section), forKey: identifier)
            }
            return result
        }
    }

    /// Every section of both snapshots that is in both must be neither deleted nor inserted.
    private func keepsSharedSections(_ update: TableUpdate, _ before: Snapshot, _ after: Snapshot) -> Bool {
        let shared = Set(before.sectionIdentifiers).intersection(after.sectionIdentifiers)
        let deleted = update.deletedSections.map { before.sectionIdentifiers[$0] }
        let inserted = update.insertedSections.map { after.sectionIdentifiers[$0] }
        return shared.isDisjoint(with: deleted + inserted)
    }

    // After DifferenceKit, Tests/AlgorithmTest.swift, `testComplicated8`: of two sections, the
    // first loses both its items (one deleted, one moved with new content into the second).
    @Test func aSectionThatKeepsNoItemStaysWithItsHeaderAndFooter() {
        let scenario = Scenario([("S0", ["e0", "e1"]), ("S1", ["e2", "e3"])])
        var after = Snapshot(sections: [("S0", []), ("S1", ["e1", "e3"])])
        after.itemIdentifiersWithNewContent = ["e1"]
        let update = scenario.apply(after)
        #expect(update.deletedSections.isEmpty && update.insertedSections.isEmpty, "\(update)")
        #expect(scenario.headers(after) == ["S0": scenario.header("S0"), "S1": scenario.header("S1")])
        #expect(scenario.footers(after) == ["S0": scenario.footer("S0"), "S1": scenario.footer("S1")])
        #expect(scenario.rows(after) == ["e1": nil, "e3": scenario.height("e3")])
    }

    // After DifferenceKit, Tests/AlgorithmTest.swift, `testDeleted` and `testInserted` (every
    // element of a section deleted, every element inserted), in one section that stays; then the
    // same section reloaded, as `NSDiffableDataSourceSnapshot.reloadSections(_:)` does.
    @Test func aSectionWhoseItemsAreAllReplacedKeepsItsHeaderUnlessReloaded() {
        let scenario = Scenario([("top", ["t"]), ("feed", ["f0", "f1", "f2"])])
        let after = Snapshot(sections: [("top", ["t"]), ("feed", ["n0", "n1", "n2", "n3"])])
        let update = scenario.apply(after)
        #expect(update.deletedSections.isEmpty && update.insertedSections.isEmpty, "\(update)")
        #expect(update.deletedRows.count == 3 && update.insertedRows.count == 4)
        #expect(scenario.headers(after) == ["top": scenario.header("top"), "feed": scenario.header("feed")])
        #expect(scenario.footers(after)["feed"] == scenario.footer("feed"))
        #expect(scenario.rows(after) == ["t": scenario.height("t"), "n0": nil, "n1": nil, "n2": nil, "n3": nil])

        let reloaded = Scenario([("top", ["t"]), ("feed", ["f0", "f1", "f2"])])
        var same = reloaded.before
        same.sectionIdentifiersWithNewContent = ["feed"]
        let reload = reloaded.apply(same)
        #expect(reload.reloadedSections == [1] && reload.deletedSections.isEmpty && reload.insertedSections.isEmpty)
        #expect(reload.reloadedRows.isEmpty, "a reloaded section needs no row changes: \(reload)")
        #expect(reloaded.headers(same) == ["top": reloaded.header("top"), "feed": nil])
        #expect(reloaded.footers(same) == ["top": reloaded.footer("top"), "feed": nil])
        #expect(reloaded.rows(same) == ["t": reloaded.height("t"), "f0": nil, "f1": nil, "f2": nil])
    }

    // After IGListKit, Tests/IGListDiffTests.m, `test_whenSwappingObjects_thatResultHasMoves` (two
    // swapped objects are moves), with sections, and DifferenceKit's `testComplicated10` (two
    // sections swap while their items change), here with every item's content new.
    @Test func swappedSectionsWhoseItemsAllChangeMoveWithTheirHeaders() {
        let scenario = Scenario([("A", ["a", "b"]), ("B", ["c", "d"])])
        var after = Snapshot(sections: [("B", ["d", "c"]), ("A", ["b", "a"])])
        after.itemIdentifiersWithNewContent = ["a", "b", "c", "d"]
        let update = scenario.apply(after)
        #expect(update.deletedSections.isEmpty && update.insertedSections.isEmpty, "\(update)")
        #expect(update.movedSections.count == 1)
        #expect(scenario.headers(after) == ["A": scenario.header("A"), "B": scenario.header("B")])
        #expect(scenario.footers(after) == ["A": scenario.footer("A"), "B": scenario.footer("B")])
        #expect(scenario.rows(after) == ["a": nil, "b": nil, "c": nil, "d": nil])
    }

    // After DifferenceKit, Tests/AlgorithmTest.swift, `testSectionDeleted` and
    // `testSectionInserted`: a section whose identifier changes is one section deleted and another
    // inserted, here while its items live on (issue 24's `[A: x, y]` to `[B: x, y]`).
    @Test func aRenamedSectionIsAnotherSection() {
        let scenario = Scenario([("Pinned", ["p"]), ("Mon", ["a", "b"])])
        let after = Snapshot(sections: [("Pinned", ["p"]), ("Tue", ["a", "b"])])
        let update = scenario.apply(after)
        #expect(update.deletedSections == [1] && update.insertedSections == [1], "\(update)")
        #expect(scenario.headers(after) == ["Pinned": scenario.header("Pinned"), "Tue": nil])
        #expect(scenario.footers(after) == ["Pinned": scenario.footer("Pinned"), "Tue": nil])
        #expect(scenario.rows(after) == ["p": scenario.height("p"), "a": nil, "b": nil], "UIKit re-creates the rows")
    }

    // The same for every section at once (a list regrouped by author instead of by day), after
    // DifferenceKit's `testSectionDeleted`/`testSectionInserted`: nothing carries over.
    @Test func aRegroupedListStartsOver() {
        let scenario = Scenario([("Mon", ["a", "b", "c"]), ("Tue", ["d", "e"])])
        let after = Snapshot(sections: [("Ann", ["e", "a"]), ("Bob", ["b", "d"]), ("Cid", ["c"])])
        let update = scenario.apply(after)
        #expect(update.deletedSections == [0, 1] && update.insertedSections == [0, 1, 2], "\(update)")
        #expect(scenario.headers(after) == ["Ann": nil, "Bob": nil, "Cid": nil])
        #expect(scenario.rows(after) == ["e": nil, "a": nil, "b": nil, "d": nil, "c": nil])
    }

    // After DifferenceKit, Tests/AlgorithmTest.swift, `testMixedSectionChanges`: one section
    // deleted, one inserted, one moved and one whose content changed (here: reloaded).
    @Test func mixedSectionChangesKeepEachSectionsIdentity() {
        let scenario = Scenario([("0", ["i0"]), ("1", ["i1"]), ("2", ["i2"]), ("3", ["i3"])])
        var after = Snapshot(sections: [("3", ["i3"]), ("4", ["i4"]), ("0", ["i0"]), ("2", ["i2"])])
        after.sectionIdentifiersWithNewContent = ["2"]
        let update = scenario.apply(after)
        #expect(update.deletedSections == [1] && update.insertedSections == [1], "\(update)")
        #expect(update.reloadedSections == [2] && update.movedSections.count == 1)
        #expect(
            scenario.headers(after) == ["3": scenario.header("3"), "4": nil, "0": scenario.header("0"), "2": nil])
        #expect(
            scenario.footers(after) == ["3": scenario.footer("3"), "4": nil, "0": scenario.footer("0"), "2": nil])
        #expect(
            scenario.rows(after) == ["i3": scenario.height("i3"), "i4": nil, "i0": scenario.height("i0"), "i2": nil])
    }

    // After DifferenceKit, Tests/AlgorithmTest.swift, `testComplicated9`: sections inserted around
    // moved ones, an item moving out of a section whose content changed (here: reloaded), an item
    // with new content.
    @Test func aReloadedSectionLosesItsHeaderEvenWhenItsItemsMoveOut() {
        let scenario = Scenario([("0", ["e0", "e1"]), ("1", ["e2", "e3"]), ("2", ["e4", "e5"])])
        var after = Snapshot(sections: [
            ("4", ["e8", "e9"]), ("0", ["e0", "e1", "e2"]), ("3", ["e6", "e7"]), ("1", ["e3"]), ("2", ["e5"]),
        ])
        after.sectionIdentifiersWithNewContent = ["1"]
        after.itemIdentifiersWithNewContent = ["e5"]
        let update = scenario.apply(after)
        #expect(keepsSharedSections(update, scenario.before, after), "\(update)")
        #expect(update.insertedSections == [0, 2] && update.reloadedSections == [1], "\(update)")
        #expect(
            scenario.headers(after) == [
                "4": nil, "0": scenario.header("0"), "3": nil, "1": nil, "2": scenario.header("2"),
            ])
        #expect(scenario.footers(after)["1"] == .some(nil) && scenario.footers(after)["2"] == scenario.footer("2"))
        let rows = scenario.rows(after)
        #expect(rows["e0"] == scenario.height("e0") && rows["e1"] == scenario.height("e1"))
        #expect(rows["e2"] == .some(nil), "it left a reloaded section: measured again, as TableUpdate's rules say")
        #expect(rows["e3"] == .some(nil) && rows["e5"] == .some(nil) && rows["e8"] == .some(nil))
    }

    // After DifferenceKit, Tests/AlgorithmTest.swift, `testComplicated2` (items move between
    // sections that also move, a section is inserted), with the first section renamed.
    @Test func itemsMoveBetweenSectionsButNotOutOfARenamedOne() {
        let scenario = Scenario([("0", ["e0", "e1"]), ("1", ["e2", "e3"]), ("2", ["e4", "e5"])])
        let after = Snapshot(sections: [
            ("1", ["e3", "e5"]), ("3", ["e6", "e7", "e8", "e9"]), ("2", ["e10", "e4", "e2"]), ("5", ["e1"]),
        ])
        let update = scenario.apply(after)
        #expect(update.deletedSections == [0] && update.insertedSections == [1, 3], "\(update)")
        #expect(
            scenario.headers(after) == ["1": scenario.header("1"), "3": nil, "2": scenario.header("2"), "5": nil])
        let rows = scenario.rows(after)
        for item in ["e2", "e3", "e4", "e5"] { #expect(rows[item] == scenario.height(item), "\(item) moved") }
        #expect(rows["e1"] == .some(nil), "its section was deleted, not renamed")
        #expect(rows["e6"] == .some(nil) && rows["e10"] == .some(nil))
    }
}

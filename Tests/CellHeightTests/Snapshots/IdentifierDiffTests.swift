import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// `TableUpdate(from:to:)` on hand-made lists: the update it makes and the heights it leaves.
@MainActor struct IdentifierDiffTests {
    typealias List = ListIdentifiers<String, String>

    /// A cache in which each item of `list` has the height of its position in `heights`.
    func cache(for list: List, heights: [String: Double]) -> IndexPathHeightCache {
        let cache = IndexPathHeightCache()
        for section in 0..<list.numberOfSections {
            for (row, item) in list.itemIdentifiers(inSectionAt: section).enumerated() {
                if let height = heights[item] { cache.setHeight(CGFloat(height), at: IndexPath(section, row)) }
            }
        }
        return cache
    }

    /// Each item's height after the update, by identifier (nil: none).
    func heights(in cache: IndexPathHeightCache, for list: List) -> [String: Double?] {
        var result: [String: Double?] = [:]
        for section in 0..<list.numberOfSections {
            for (row, item) in list.itemIdentifiers(inSectionAt: section).enumerated() {
                result.updateValue(cache.height(at: IndexPath(section, row)).map { Double($0) }, forKey: item)
            }
        }
        return result
    }

    @Test func documentedExample() throws {
        let before = List([("Inbox", ["a", "b", "c"]), ("Done", ["d"])])
        let after = List([("Done", ["d", "a"]), ("Inbox", ["c", "e"])])
        let cache = cache(for: before, heights: ["a": 10, "b": 20, "c": 30, "d": 40])
        let update = TableUpdate(from: before, to: after, reloading: ["c"])
        #expect(update.movedSections == [.init(from: 1, to: 0)])
        #expect(update.movedRows == [.init(from: IndexPath(0, 0), to: IndexPath(0, 1))])
        #expect(update.deletedRows == [IndexPath(0, 1)])
        #expect(update.reloadedRows == [IndexPath(0, 2)])
        #expect(update.insertedRows == [IndexPath(1, 1)])
        cache.performUpdates(update)
        #expect(heights(in: cache, for: after) == ["d": 40, "a": 10, "c": nil, "e": nil])
        #expect(cache.statistics.cachedCount == 2)
    }

    @Test func unchangedListsMakeAnEmptyUpdate() {
        let list = List([("s", ["a", "b"]), ("t", [])])
        #expect(TableUpdate(from: list, to: list).isEmpty)
    }

    @Test func reloadsAloneReloadInPlace() {
        let list = List([("s", ["a", "b", "c"])])
        var expected = TableUpdate()
        expected.reloadRows(at: [IndexPath(0, 1)])
        expected.rowCountsAfter = [3]
        #expect(TableUpdate(from: list, to: list, reloading: ["b", "unknown"]) == expected)
    }

    @Test func oneItemBroughtToTheTopIsOneMove() {
        let before = List([("s", ["a", "b", "c", "d", "e"])])
        let after = List([("s", ["d", "a", "b", "c", "e"])])
        var expected = TableUpdate()
        expected.moveRow(at: IndexPath(0, 3), to: IndexPath(0, 0))
        expected.rowCountsAfter = [5]
        #expect(TableUpdate(from: before, to: after) == expected)
    }

    @Test func itemsMovedIntoANewSectionKeepTheirHeights() {
        let before = List([("s", ["a", "b"])])
        let after = List([("new", ["x", "b"]), ("s", ["a"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2])
        let update = TableUpdate(from: before, to: after)
        #expect(update.insertedSections == [0])
        #expect(update.insertedRows.isEmpty, "the rows of an inserted section are not inserted one by one")
        cache.performUpdates(update)
        #expect(heights(in: cache, for: after) == ["x": nil, "b": 2, "a": 1])
    }

    @Test func aMovedAndReloadedItemLeavesAndComesBackWithoutItsHeight() {
        let before = List([("s", ["a", "b"]), ("t", ["c"])])
        let after = List([("s", ["a"]), ("t", ["b", "c"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2, "c": 3])
        let update = TableUpdate(from: before, to: after, reloading: ["b"])
        #expect(update.movedRows.isEmpty)
        #expect(update.deletedRows == [IndexPath(0, 1)])
        #expect(update.insertedRows == [IndexPath(1, 0)])
        cache.performUpdates(update)
        #expect(heights(in: cache, for: after) == ["a": 1, "b": nil, "c": 3])
    }

    @Test func aReloadedSectionLosesEveryHeightAndOnlyThose() {
        let before = List([("s", ["a", "b"]), ("t", ["c"])])
        let after = List([("t", ["c", "a"]), ("s", ["b"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2, "c": 3])
        cache.performUpdates(TableUpdate(from: before, to: after, reloadingSections: ["t"]))
        #expect(heights(in: cache, for: after) == ["c": nil, "a": nil, "b": 2])
    }

    @Test func allDeletedAndAllNew() {
        let before = List([("s", ["a", "b"]), ("t", ["c"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2, "c": 3])
        cache.performUpdates(TableUpdate(from: before, to: List()))
        #expect(cache.statistics.cachedCount == 0)
        let fresh = List([("u", ["x"]), ("v", ["y", "z"])])
        let update = TableUpdate(from: List(), to: fresh)
        #expect(update.insertedSections == [0, 1] && update.insertedRows.isEmpty && update.movedRows.isEmpty)
    }

    @Test func aReloadedSectionIsOneSectionChange() {
        // Row by row this would be 1,000 reloads; as a section, one change that also drops its header.
        let before = List([("top", ["t"]), ("feed", (0..<1000).map { "old\($0)" })])
        let reloaded = TableUpdate(from: before, to: before, reloadingSections: ["feed"])
        var expected = TableUpdate()
        expected.reloadSections([1])
        expected.rowCountsAfter = [1, 1000]
        #expect(reloaded == expected)
    }

    @Test func repeatedIdentifiersAreReportedAndLoseOnlyTheirOwnHeights() throws {
        let before = List([("s", ["a", "b", "a"]), ("t", ["c"])])
        let after = List([("t", ["c", "b"]), ("s", ["a", "d", "d"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2, "c": 3])
        let diagnostics = collectDiagnostics {
            cache.performUpdates(TableUpdate(from: before, to: after))
        }
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && diagnostic.kind == .invalidUpdate)
        #expect(diagnostic.message.contains("2 item identifiers (a, d)"))
        #expect(diagnostic.message.contains("unique identifier"), "the message names the fix")
        #expect(heights(in: cache, for: after) == ["c": 3, "b": 2, "a": nil, "d": nil])
    }

    @Test func repeatedSectionIdentifiersDoNotCrash() {
        let before = List([("s", ["a"]), ("s", ["b"])])
        let after = List([("s", ["b"]), ("t", ["a"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2])
        let diagnostics = collectDiagnostics { cache.performUpdates(TableUpdate(from: before, to: after)) }
        #expect(diagnostics.map(\.message).contains { $0.contains("1 section identifier (s)") })
        for (item, height) in heights(in: cache, for: after) {
            #expect(height == nil || height == ["a": 1, "b": 2][item], "no height moves to another item")
        }
    }

    /// Reloaded items and sections that the list after no longer has are ignored, as documented.
    @Test func reloadingWhatTheListNoLongerHasIsIgnored() {
        let before = List([("s", ["a", "b"]), ("t", ["c"])])
        let after = List([("s", ["b"])])
        let cache = cache(for: before, heights: ["a": 1, "b": 2, "c": 3])
        let update = TableUpdate(from: before, to: after, reloading: ["a"], reloadingSections: ["t"])
        var expected = TableUpdate()
        expected.deleteSections([1])
        expected.deleteRows(at: [IndexPath(0, 0)])
        expected.rowCountsAfter = [1]
        #expect(update == expected)
        cache.performUpdates(update)
        #expect(heights(in: cache, for: after) == ["b": 2])
    }

    /// A reloaded section loses the heights of the items moved into it, also when its identifier
    /// repeats (then it is inserted: every copy of it counts as reloaded).
    @Test func itemsMovedIntoAReloadedRepeatedSectionLoseTheirHeights() {
        let before = List([("k", ["x", "y"])])
        let after = List([("k", ["y"]), ("r", ["x"]), ("r", [])])
        let cache = cache(for: before, heights: ["x": 1, "y": 2])
        let diagnostics = collectDiagnostics {
            cache.performUpdates(TableUpdate(from: before, to: after, reloadingSections: ["r"]))
        }
        #expect(diagnostics.map(\.message).contains { $0.contains("1 section identifier (r) appears") })
        #expect(heights(in: cache, for: after) == ["y": 2, "x": nil])
    }

    /// The diagnostic counts each repeated identifier once, however often it appears, and names
    /// the first three.
    @Test func repeatedIdentifiersAreCountedOnceAndAFewAreNamed() throws {
        let thrice = List([("s", ["a", "z", "z", "z"])])
        var diagnostics = collectDiagnostics { _ = TableUpdate(from: List([("s", ["a"])]), to: thrice) }
        #expect(diagnostics.count == 1)
        #expect(try #require(diagnostics.first).message.hasPrefix("1 item identifier (z) appears more than once"))

        let four = List([("s", ["a", "a", "b", "b", "c", "c", "d", "d", "e"])])
        diagnostics = collectDiagnostics { _ = TableUpdate(from: four, to: four) }
        #expect(diagnostics.count == 1)
        #expect(
            try #require(diagnostics.first).message.hasPrefix("4 item identifiers (a, b, c, …) appear more than once"))
    }

    /// An item moved into a new section and reloaded leaves its section and gets no row insertion
    /// there: an inserted section's rows all start without a height.
    @Test func aReloadedItemMovedIntoANewSectionIsOnlyDeleted() {
        let before = List([("k", ["x", "y"])])
        let after = List([("k", ["y"]), ("n", ["x"])])
        var expected = TableUpdate()
        expected.insertSections([1])
        expected.deleteRows(at: [IndexPath(0, 0)])
        expected.rowCountsAfter = [1, 1]
        #expect(TableUpdate(from: before, to: after, reloading: ["x"]) == expected)
    }

    @Test func listIdentifiersStoreSectionsInOrder() {
        var list = ListIdentifiers<Int, Int>()
        list.appendSection(7, items: [1, 2])
        list.appendSection(8, items: [])
        list.appendSection(9, items: [3])
        #expect(list.numberOfSections == 3 && list.sectionIdentifiers == [7, 8, 9])
        #expect(Array(list.itemIdentifiers(inSectionAt: 2)) == [3] && list.itemIdentifiers(inSectionAt: 1).isEmpty)
        #expect(list.itemIdentifiers == [1, 2, 3] && list.sectionStarts == [0, 2, 2, 3])
        #expect(list == ListIdentifiers([(7, [1, 2]), (8, []), (9, [3])]))
    }

    @Test func longestIncreasingSubsequenceMarksOneLongestRun() {
        #expect(longestIncreasingSubsequence([]) == [])
        #expect(longestIncreasingSubsequence([0, 1, 2]) == [true, true, true])
        #expect(longestIncreasingSubsequence([2, 1, 0]).filter { $0 }.count == 1)
        #expect(longestIncreasingSubsequence([0, 3, 1, 2]) == [true, false, true, true])
        #expect(longestIncreasingSubsequence([5, 0, 6, 1, 7, 2, 3]) == [false, true, false, true, false, true, true])
        // Random lists: the marked values increase, and no longer increasing run exists (O(n^2) check).
        let seed = testSeed("longestIncreasingSubsequenceMarksOneLongestRun")
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 0..<30, using: &random)).map { _ in Int.random(in: 0..<20, using: &random)
            }
            let marked = zip(values, longestIncreasingSubsequence(values)).filter(\.1).map(\.0)
            #expect(zip(marked, marked.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): \(values)")
            var longest = Array(repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { longest[i] = max(longest[i], longest[j] + 1) }
            }
            #expect(marked.count == (longest.max() ?? 0), "seed \(seed): \(values)")
        }
    }

    /// Any `Int` is a value, the smallest and largest included.
    @Test func longestIncreasingSubsequenceTakesAnyInt() {
        #expect(longestIncreasingSubsequence([0, Int.min]) == [false, true])
        #expect(longestIncreasingSubsequence([Int.min, Int.max]) == [true, true])
        #expect(longestIncreasingSubsequence([Int.max, Int.min, 0]) == [false, true, true])
    }
}

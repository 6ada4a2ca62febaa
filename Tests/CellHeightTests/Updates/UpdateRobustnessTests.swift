import CellHeight
import Foundation
import TestSupport
import Testing

/// Updates that UIKit would reject or that no table has: none may trap, allocate absurdly or
/// leave a stale height, and each one is reported.
@MainActor @Suite(.serialized) struct UpdateRobustnessTests {
    @Test func indexSetsHoldingIntMaxNeverTrap() {
        let cache = makeCache([[1, 2], [3], [4]])
        var update = TableUpdate()
        // Each of these traps inside swift-corelibs-foundation if the set is iterated or merged.
        update.insertSections(IndexSet(integer: Int.max))
        update.insertSections(IndexSet(integer: 5))
        update.insertSections(IndexSet(integer: Int.max))
        update.deleteSections(IndexSet(integer: 1))
        update.reloadedSections = IndexSet(integer: Int.max)
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(dump(cache, shape: [2, 1, 0, 0, 0, 0]) == [[1, 2], [4], [], [], [], []])
        #expect(messages.count == 2 && messages.allSatisfy { $0.kind == .invalidUpdate })
        #expect(messages.allSatisfy { $0.message.contains("at or above 1,048,576") })
        #expect(messages.contains { $0.message.hasPrefix("ignored inserted section indexes") })
        #expect(messages.contains { $0.message.hasPrefix("ignored reloaded section indexes") })
    }

    @Test func hugeRangesAreReadAsRanges() {
        let cache = makeCache([[1], [2], [3], [4]])
        var update = TableUpdate()
        update.deleteSections(IndexSet(integersIn: 2..<Int.max))  // Iterating it would never end.
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(dump(cache, shape: [1, 1, 1]) == [[1], [2], [nil]])
        #expect(messages.count == 1 && messages[0].message.contains("deleted section indexes at or above"))

        var insertion = TableUpdate()
        insertion.insertSections(IndexSet(integersIn: 1..<Int.max))
        _ = collectDiagnostics { cache.performUpdates(insertion) }
        #expect(cache.statistics.cachedCount == 1, "section 1 moved beyond what the cache serves")
        #expect(cache.height(at: IndexPath(0, 0)) == 1)
    }

    @Test func negativeSectionsInvalidateEverything() {
        let cache = makeCache([[1], [2]])
        var update = TableUpdate()
        update.deleteSections(IndexSet(integer: -1))
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(cache.statistics.cachedCount == 0)
        #expect(messages.count == 1 && messages[0].message.contains("negative"))
    }

    /// A section move naming a negative section cannot be mapped: every height is invalidated, and
    /// the move is reported.
    @Test func aSectionMoveNamingANegativeSectionInvalidatesEverything() {
        for (from, to) in [(-1, 0), (0, -1)] {
            let cache = makeCache([[1], [2]])
            var update = TableUpdate()
            update.moveSection(from, toSection: to)
            let messages = collectDiagnostics { cache.performUpdates(update) }
            #expect(messages.count == 1, "\(from) -> \(to): \(messages)")
            #expect(messages.first?.message.hasPrefix("section move \(from) -> \(to) names a negative section") == true)
            #expect(cache.statistics.cachedCount == 0)
        }
    }

    /// A batch of one row change: `role` (`"inserted"`, `"deleted"`, `"reloaded"`, `"moved-from"`,
    /// `"moved-to"`) names `path`; a move's other end is `movedFrom` or `movedTo`.
    private func rowChange(_ role: String, _ path: IndexPath, movedFrom: IndexPath, movedTo: IndexPath) -> TableUpdate {
        var update = TableUpdate()
        switch role {
        case "inserted": update.insertRows(at: [path])
        case "deleted": update.deleteRows(at: [path])
        case "reloaded": update.reloadRows(at: [path])
        case "moved-from": update.moveRow(at: path, to: movedTo)
        default: update.moveRow(at: movedFrom, to: path)
        }
        return update
    }

    @Test(arguments: ["inserted", "deleted", "reloaded", "moved-from", "moved-to"])
    func rowChangesBeyondTheLastServedSectionAreReported(_ role: String) {
        let cache = makeCache([[1, 2, 3]])
        let far = IndexPath(2_000_000, 0)  // Between 1 << 20 and 1 << 24: once dropped silently.
        let update = rowChange(role, far, movedFrom: IndexPath(0, 2), movedTo: IndexPath(0, 3))
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.count == 1 && messages[0].kind == .invalidUpdate)
        #expect(messages.first?.message.hasPrefix("ignored \(role) row [2000000, 0]") == true)
        #expect(messages.first?.message.contains("at or above 1,048,576") == true)
        let expected: [[Double?]] = role == "moved-to" ? [[1, 2]] : [[1, 2, 3]]
        #expect(dump(cache, shape: [3]).map { $0.prefix(expected[0].count).map { $0 } } == expected)
    }

    @Test func aThousandBadPathsMakeOneMessage() {
        let cache = makeCache([[1]])
        var update = TableUpdate()
        update.deleteRows(at: (0..<1000).map { IndexPath(2_000_000 + $0, 0) })
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.count == 1)
        #expect(messages.first?.message.hasPrefix("ignored 1000 deleted rows (such as [2000000, 0])") == true)
    }

    @Test func aMovePastTheEndOfItsSectionLeavesNoHeightBehind() {
        // UIKit throws on this batch: after it, section 0 has 5 rows, so row 9 does not exist.
        let cache = makeCache([[1, 2, 3, 4, 5]])
        var update = TableUpdate()
        update.moveRow(at: IndexPath(0, 0), to: IndexPath(0, 9))
        cache.performUpdates(update)
        #expect(dump(cache, shape: [10]) == [[2, 3, 4, 5] + Array(repeating: nil, count: 6)])
        #expect(cache.statistics.cachedCount == 4, "nothing is counted past the end of the table")
        // The section grows: none of its new rows may read the moved row's height.
        var growth = TableUpdate()
        growth.insertRows(at: (4..<20).map { IndexPath(0, $0) })
        cache.performUpdates(growth)
        #expect(dump(cache, shape: [20]) == [[2, 3, 4, 5] + Array(repeating: nil, count: 16)])
    }

    @Test func aMoveWithinTheKnownRowsKeepsItsHeight() {
        let cache = makeCache([[1, 2, 3, 4, 5], [6]])
        var update = TableUpdate()
        update.moveRow(at: IndexPath(0, 0), to: IndexPath(0, 4))  // To the last row: valid.
        update.moveRow(at: IndexPath(1, 0), to: IndexPath(0, 5))  // The section grows by one.
        update.deleteRows(at: [IndexPath(0, 7)])  // Proves section 0 had at least 8 rows.
        update.moveRow(at: IndexPath(0, 1), to: IndexPath(0, 6))
        cache.performUpdates(update)
        #expect(dump(cache, shape: [7, 0]) == [[3, 4, 5, nil, 1, 6, 2], []])
    }

    @Test func aSectionMovedAndReloadedMovesWithoutItsHeights() {
        // UIKit rejects it; an identifier diff makes it for a reloaded section that changes place.
        let cache = makeCache([[1, 2], [3], [4, 5]])
        var update = TableUpdate()
        update.moveSection(0, toSection: 2)
        update.reloadSections([0])
        update.moveRow(at: IndexPath(1, 0), to: IndexPath(2, 0))  // Into it: keeps its height.
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.isEmpty, "not a contradiction: \(messages)")
        #expect(dump(cache, shape: [0, 2, 3]) == [[], [4, 5], [3, nil, nil]])
        let deleted = makeCache([[1], [2]])
        var contradiction = TableUpdate()
        contradiction.deleteSections([0])
        contradiction.reloadSections([0])
        #expect(collectDiagnostics { deleted.performUpdates(contradiction) }.count == 1)
        #expect(deleted.statistics.cachedCount == 0, "deleted and reloaded: still a contradiction")
    }

    @Test func rowsInsideReloadedAndInsertedSections() {
        let cache = makeCache([[1, 2, 3], [4, 5], [6]])
        var update = TableUpdate()
        update.reloadSections([0])
        update.deleteRows(at: [IndexPath(0, 1)])  // Inside the reloaded section: nothing to do.
        update.moveRow(at: IndexPath(0, 2), to: IndexPath(2, 0))  // Out of it: arrives uncached.
        update.insertSections([1])
        update.moveRow(at: IndexPath(1, 1), to: IndexPath(1, 0))  // Into the inserted section.
        update.insertRows(at: [IndexPath(1, 1)])
        cache.performUpdates(update)
        #expect(dump(cache, shape: [4, 2, 2, 1]) == [[nil, nil, nil, nil], [5, nil], [nil, 4], [6]])
    }

    /// A row change naming a negative section is reported and ignored; one naming a negative row
    /// cannot be placed, so its section is invalidated, and reported. Neither reaches the storage.
    @Test(arguments: ["inserted", "deleted", "reloaded", "moved-from", "moved-to"])
    func negativeIndexesInRowChangesAreReported(_ role: String) {
        for bad in [IndexPath(-1, 0), IndexPath(0, -1)] {
            let cache = makeCache([[1, 2, 3], [4]])
            let update = rowChange(role, bad, movedFrom: IndexPath(1, 0), movedTo: IndexPath(1, 1))
            let messages = collectDiagnostics { cache.performUpdates(update) }
            #expect(messages.count == 1 && messages.first?.kind == .invalidUpdate, "\(role) \(bad): \(messages)")
            let sectionZero: [Double?] = bad[0] < 0 ? [1, 2, 3] : [nil, nil, nil]
            let sectionOne: [Double?] = role == "moved-to" ? [nil, nil] : [4, nil]
            #expect(dump(cache, shape: [3, 2]) == [sectionZero, sectionOne], "\(role) \(bad)")
        }
    }

    /// An out-of-range row invalidates the section it names: by its index before the batch for a
    /// deletion, a reload or a move's source, after it for an insertion or a move's destination.
    @Test func anOutOfRangeRowInvalidatesTheSectionItNamesOnItsSideOfTheBatch() {
        let after = makeCache([[1, 2, 3], [4]])
        var insertion = TableUpdate()
        insertion.insertSections([0])
        insertion.insertRows(at: [IndexPath(1, -1)])
        var messages = collectDiagnostics { after.performUpdates(insertion) }
        #expect(messages.first?.message.hasPrefix("section 1 (after the batch): inserted row [1, -1]") == true)
        #expect(dump(after, shape: [0, 3, 1]) == [[], [nil, nil, nil], [4]])

        let before = makeCache([[1, 2, 3], [4]])
        var deletion = TableUpdate()
        deletion.insertSections([0])
        deletion.deleteRows(at: [IndexPath(1, -1)])
        messages = collectDiagnostics { before.performUpdates(deletion) }
        #expect(messages.first?.message.hasPrefix("section 1 (before the batch): deleted row [1, -1]") == true)
        #expect(dump(before, shape: [0, 3, 1]) == [[], [1, 2, 3], [nil]])
    }

    /// Contradictions in many sections make one message per section, in section order: first by
    /// index before the batch, then by index after it.
    @Test func eachSectionsContradictionIsReportedInSectionOrder() {
        let cache = makeCache(Array(repeating: [1], count: 20))
        var update = TableUpdate()
        for section in (0..<20).reversed() {
            update.deleteRows(at: [IndexPath(section, 0), IndexPath(section, 0)])
            update.insertRows(at: [IndexPath(section, 1), IndexPath(section, 1)])
        }
        let messages = collectDiagnostics { cache.performUpdates(update) }.map(\.message)
        let sections = messages.map { message in
            message.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        }
        #expect(sections == Array(0..<20) + Array(0..<20), "\(messages)")
        #expect(messages.prefix(20).allSatisfy { $0.contains("(before the batch): row 0 is deleted") })
        #expect(messages.suffix(20).allSatisfy { $0.contains("(after the batch): two rows are inserted") })
        #expect(cache.statistics.cachedCount == 0)
    }

    /// A row moved out of a deleted section arrives uncached, as one moved out of a reloaded section:
    /// no height leaves a section that goes.
    @Test func aRowMovedOutOfADeletedSectionArrivesUncached() {
        let cache = makeCache([[1, 2], [3]])
        var update = TableUpdate()
        update.deleteSections([0])
        update.moveRow(at: IndexPath(0, 1), to: IndexPath(0, 0))
        #expect(collectDiagnostics { cache.performUpdates(update) }.isEmpty)
        #expect(dump(cache, shape: [2]) == [[nil, 3]])
    }
}

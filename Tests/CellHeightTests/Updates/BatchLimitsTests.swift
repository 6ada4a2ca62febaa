import CellHeight
import Foundation
import TestSupport
import Testing

/// The index limits of a batch hold at their exact values: the last section and row the cache
/// serves are changes like any other, the next ones are reported and never stored.
@MainActor @Suite(.serialized) struct BatchLimitsTests {
    /// Section 1,048,575 is the last the cache serves; a row of section 1,048,576 is ignored, and said so.
    @Test func theFirstSectionBeyondTheCacheIsReportedTheLastServedIsNot() {
        let cache = makeCache([[1, 2]])
        var last = TableUpdate()
        last.insertRows(at: [IndexPath((1 << 20) - 1, 0)])
        #expect(collectDiagnostics { cache.performUpdates(last) }.isEmpty)
        var beyond = TableUpdate()
        beyond.insertRows(at: [IndexPath(1 << 20, 0)])
        let messages = collectDiagnostics { cache.performUpdates(beyond) }
        #expect(messages.count == 1)
        #expect(
            messages.first?.message.hasPrefix(
                "ignored inserted row [1048576, 0]: sections at or above 1,048,576 are beyond the cache") == true)
        #expect(dump(cache, shape: [2]) == [[1, 2]])
    }

    /// Row 16,777,215 is the last the cache serves; a batch naming row 16,777,216 cannot be placed,
    /// so its section's heights are invalidated, and said so.
    @Test func theFirstRowBeyondTheCacheInvalidatesItsSectionTheLastServedDoesNot() {
        let cache = makeCache([[1, 2, 3], [4]])
        var last = TableUpdate()
        last.deleteRows(at: [IndexPath(0, (1 << 24) - 1)])
        #expect(collectDiagnostics { cache.performUpdates(last) }.isEmpty)
        #expect(dump(cache, shape: [3, 1]) == [[1, 2, 3], [4]])
        var beyond = TableUpdate()
        beyond.deleteRows(at: [IndexPath(0, 1 << 24)])
        let messages = collectDiagnostics { cache.performUpdates(beyond) }
        #expect(messages.count == 1)
        #expect(messages.first?.message.contains("deleted row [0, 16777216] is out of range") == true)
        #expect(dump(cache, shape: [3, 1]) == [[nil, nil, nil], [4]])
    }

    /// A section moved beyond what the cache serves leaves: its heights are dropped, and the row
    /// changes it had never reach the section that takes its index.
    @Test func aSectionMovedBeyondTheCacheTakesItsRowChangesAlong() {
        let cache = makeCache([[1, 9], [2, 3]])
        var update = TableUpdate()
        update.moveSection(0, toSection: 1 << 20)
        update.deleteRows(at: [IndexPath(0, 0)])
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.count == 1 && messages[0].message.contains("the moved section's heights were dropped"))
        #expect(dump(cache, shape: [2]) == [[2, 3]])
    }

    /// A section move reaches beyond the cache exactly when one of its ends is at or above section
    /// 1,048,576: only then is it reported. What lies beyond is ignored, even a section that two
    /// moves take from there (only the sections they arrive at are known: new, without heights).
    @Test func aSectionMoveReachesBeyondTheCacheAtTheLimitExactly() {
        let last = (1 << 20) - 1
        let cache = makeCache([[1], [2]])
        for (from, to) in [(last, 2), (2, last)] {
            var update = TableUpdate()
            update.moveSection(from, toSection: to)
            #expect(collectDiagnostics { cache.performUpdates(update) }.isEmpty, "\(from) -> \(to)")
        }
        #expect(dump(cache, shape: [1, 1]) == [[1], [2]])
        var beyond = TableUpdate()
        beyond.moveSection(1 << 20, toSection: 1)
        beyond.moveSection(1 << 20, toSection: 2)
        let messages = collectDiagnostics { cache.performUpdates(beyond) }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.allSatisfy { $0.message.contains("reaches beyond section 1,048,576") })
        #expect(dump(cache, shape: [1, 1, 1, 1]) == [[1], [nil], [nil], [2]])
    }

    /// Section changes that contradict each other are found up to the last section the cache
    /// serves; beyond it nothing is stored, so nothing there can contradict anything.
    @Test func sectionContradictionsAreFoundUpToTheLastServedSection() {
        let last = (1 << 20) - 1
        var deletedAndMoved = TableUpdate()
        deletedAndMoved.deleteSections([last])
        deletedAndMoved.moveSection(last, toSection: 0)
        var twoAtOnePlace = TableUpdate()
        twoAtOnePlace.insertSections([last])
        twoAtOnePlace.moveSection(0, toSection: last)
        for update in [deletedAndMoved, twoAtOnePlace] {
            let cache = makeCache([[1], [2]])
            let messages = collectDiagnostics { cache.performUpdates(update) }
            #expect(messages.count == 1 && messages.first?.message.contains("every height was invalidated") == true)
            #expect(cache.statistics.cachedCount == 0)
        }
        let cache = makeCache([[1], [2], [3]])
        var beyond = TableUpdate()
        beyond.moveSection(0, toSection: 1 << 20)
        beyond.moveSection(1, toSection: 1 << 20)
        let messages = collectDiagnostics { cache.performUpdates(beyond) }
        #expect(messages.count == 2 && messages.allSatisfy { $0.message.contains("reaches beyond") }, "\(messages)")
        #expect(dump(cache, shape: [1]) == [[3]] && cache.statistics.cachedCount == 1, "nothing stored beyond")
    }

    /// A section moved from or to the last section the cache serves is a move like any other: its
    /// rows and heights come along. (Moving heights to section 1,048,575 makes the section array
    /// that long for a moment: about 24 MB.)
    @Test func aSectionMovedFromOrToTheLastServedSectionKeepsItsRows() {
        let last = (1 << 20) - 1
        // From: the rows it had (up to row 5, which is deleted) bound where a moved-in row may land.
        let from = makeCache([[1], [2]])
        var update = TableUpdate()
        update.moveSection(last, toSection: 0)
        update.deleteRows(at: [IndexPath(last, 5)])
        update.moveRow(at: IndexPath(1, 0), to: IndexPath(0, 3))
        #expect(collectDiagnostics { from.performUpdates(update) }.isEmpty)
        #expect(dump(from, shape: [4, 1, 0]) == [[nil, nil, nil, 2], [1], []])
        // To: the heights arrive there.
        let to = makeCache([[1, 2], [3]])
        var move = TableUpdate()
        move.moveSection(0, toSection: last)
        #expect(collectDiagnostics { to.performUpdates(move) }.isEmpty)
        #expect(to.height(at: IndexPath(last, 1)) == 2 && to.height(at: IndexPath(0, 0)) == 3)
        #expect(to.statistics.cachedCount == 3)
    }

    /// A section shifted by an insertion keeps its heights up to the last section the cache serves;
    /// one shifted beyond it is dropped. (The section array is 1,048,576 long here: about 24 MB.)
    @Test func aSectionShiftedToTheLastServedSectionKeepsItsHeights() {
        let last = (1 << 20) - 1
        let cache = IndexPathHeightCache()
        cache.setHeight(5, at: IndexPath(last - 1, 0))
        cache.setHeight(6, at: IndexPath(last, 0))
        var update = TableUpdate()
        update.insertSections([0])
        #expect(collectDiagnostics { cache.performUpdates(update) }.isEmpty)
        #expect(cache.height(at: IndexPath(last, 0)) == 5)
        #expect(cache.statistics.cachedCount == 1, "the last section went beyond")
    }
}

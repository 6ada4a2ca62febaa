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
}

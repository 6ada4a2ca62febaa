import Foundation
import Testing

@testable import Precache

struct PrecacheQueueTests {
    func drain(_ queue: inout PrecacheQueue, done: Set<IndexPath> = []) -> [IndexPath] {
        var result: [IndexPath] = []
        while let next = queue.next(skipLimit: .max, isDone: { done.contains(IndexPath(indexes: [$0, $1])) }) {
            result.append(next)
        }
        return result
    }

    @Test func walksEveryRowOnceSkippingEmptySections() {
        var queue = PrecacheQueue(rowCounts: [2, 0, 0, 3, 0], visible: nil, direction: .down)
        #expect(drain(&queue).map { [$0[0], $0[1]] } == [[0, 0], [0, 1], [3, 0], [3, 1], [3, 2]])
        #expect(queue.isExhausted)
    }

    @Test func skipsDoneRows() {
        var queue = PrecacheQueue(rowCounts: [5], visible: nil, direction: .down)
        let done: Set = [IndexPath(indexes: [0, 1]), IndexPath(indexes: [0, 2])]
        #expect(drain(&queue, done: done).map { $0[1] } == [0, 3, 4])
    }

    @Test func yieldsAfterTheSkipLimit() {
        var queue = PrecacheQueue(rowCounts: [100], visible: nil, direction: .down)
        #expect(queue.next(skipLimit: 10, isDone: { $1 < 50 }) == nil)
        #expect(!queue.isExhausted, "a pass that skipped its limit leaves the rest for the next pass")
        #expect(queue.next(skipLimit: 100, isDone: { $1 < 50 }) == IndexPath(indexes: [0, 50]))
    }

    @Test func startsFromTheVisibleRowsAcrossSections() {
        let visible = IndexPath(indexes: [1, 0])...IndexPath(indexes: [1, 1])
        var queue = PrecacheQueue(rowCounts: [3, 2, 3], visible: visible, direction: .down)
        let order = drain(&queue).map { [$0[0], $0[1]] }
        #expect(Array(order.prefix(5)) == [[1, 0], [1, 1], [2, 0], [2, 1], [2, 2]])
        #expect(Array(order.suffix(3)) == [[0, 2], [0, 1], [0, 0]])
    }

    @Test func outOfRangeVisibleRowsAreClamped() {
        let visible = IndexPath(indexes: [9, 50])...IndexPath(indexes: [12, 0])
        var queue = PrecacheQueue(rowCounts: [2, 2], visible: visible, direction: .up)
        #expect(Set(drain(&queue)).count == 4)
    }

    @Test func emptyTablesAreExhaustedAtOnce() {
        var queue = PrecacheQueue(rowCounts: [], visible: nil, direction: .down)
        #expect(queue.isExhausted && drain(&queue).isEmpty)
        var negative = PrecacheQueue(rowCounts: [-3, 0], visible: nil, direction: .down)
        #expect(negative.isExhausted && drain(&negative).isEmpty)
    }

    /// An empty table is exhausted at once even when visible rows are set (a table emptied while
    /// on screen): clamping them never indexes a section that does not exist.
    @Test func anEmptyTableWithVisibleRowsIsExhaustedAtOnce() {
        let visible = IndexPath(indexes: [0, 0])...IndexPath(indexes: [0, 3])
        var queue = PrecacheQueue(rowCounts: [], visible: visible, direction: .up)
        #expect(queue.isExhausted && drain(&queue).isEmpty)
    }

    /// Sections of one row each are rows like any other: each is handed out.
    @Test func sectionsOfOneRowAreWalkedToo() {
        var queue = PrecacheQueue(rowCounts: [1, 0, 1, 1], visible: nil, direction: .down)
        #expect(drain(&queue).map { [$0[0], $0[1]] } == [[0, 0], [2, 0], [3, 0]])
    }

    /// A visible row past the end of its section stands for that section's last row: the walk
    /// starts there, not in the next section.
    @Test func aVisibleRowPastItsSectionsEndStartsAtTheSectionsLastRow() {
        let visible = IndexPath(indexes: [0, 5])...IndexPath(indexes: [0, 5])
        var queue = PrecacheQueue(rowCounts: [2, 2], visible: visible, direction: .down)
        #expect(drain(&queue).map { [$0[0], $0[1]] } == [[0, 1], [1, 0], [1, 1], [0, 0]])
    }

    /// Visible "rows" that are not two indexes long (a section's path, a malformed path from an
    /// app) never trap, even when they put the range's end before its start: every row is still
    /// handed out once, from the visible row that is a row.
    @Test func visiblePathsThatAreNotRowsNeverTrap() {
        let visible = IndexPath(indexes: [3, 2])...IndexPath(indexes: [4])
        var queue = PrecacheQueue(rowCounts: [5, 5, 5, 5, 5], visible: visible, direction: .down)
        let order = drain(&queue)
        #expect(order.first == IndexPath(indexes: [3, 2]))
        #expect(order.count == 25 && Set(order).count == 25)
    }
}

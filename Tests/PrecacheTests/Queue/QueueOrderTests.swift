import Foundation
import Testing

@testable import Precache

/// The queue's order at its edges: equal distances, the skip limit, the largest table it plans.
struct QueueOrderTests {
    func order(_ queue: inout PrecacheQueue, count: Int) -> [Int] {
        (0..<count).compactMap { _ in queue.next(skipLimit: .max, isDone: { _, _ in false })?[1] }
    }

    /// Past the lead, a row on each side at the same distance goes the scroll direction's way
    /// first: downward the row below, upward the row above.
    @Test func atEqualDistancesTheScrollDirectionGoesFirst() {
        // 10 visible rows: the lead is max(16, 20) = 20 rows.
        var down = PrecacheQueue(
            rowCounts: [100], visible: IndexPath(indexes: [0, 50])...IndexPath(indexes: [0, 59]), direction: .down)
        let downward = order(&down, count: 34)
        #expect(Array(downward.prefix(10)) == Array(50...59))
        #expect(Array(downward[10..<30]) == Array(60...79), "the lead, below")
        #expect(Array(downward[30...]) == [80, 49, 81, 48], "then both sides, the row below first")
        var up = PrecacheQueue(
            rowCounts: [100], visible: IndexPath(indexes: [0, 40])...IndexPath(indexes: [0, 49]), direction: .up)
        let upward = order(&up, count: 34)
        #expect(Array(upward.prefix(10)) == Array(40...49))
        #expect(Array(upward[10..<30]) == Array((20...39).reversed()), "the lead, above")
        #expect(Array(upward[30...]) == [19, 50, 18, 51], "then both sides, the row above first")
    }

    /// A pass skips at most `skipLimit` done rows and still hands out the row after them.
    @Test func thePassSkipsExactlyTheSkipLimitAndHandsOutTheNextRow() {
        var queue = PrecacheQueue(rowCounts: [10], visible: nil, direction: .down)
        #expect(queue.next(skipLimit: 0, isDone: { _, _ in false }) == IndexPath(indexes: [0, 0]))
        #expect(queue.next(skipLimit: 2, isDone: { $1 < 3 }) == IndexPath(indexes: [0, 3]), "rows 1 and 2 skipped")
        #expect(queue.next(skipLimit: 1, isDone: { $1 < 6 }) == nil, "rows 4 and 5 are two: one too many")
        #expect(queue.next(skipLimit: 0, isDone: { _, _ in false }) == IndexPath(indexes: [0, 6]))
    }

    /// A table of exactly the largest size the cache serves is planned whole, with no message;
    /// one row or one section more is clamped, with one.
    @Test func theLargestTableIsPlannedWholeWithoutAMessage() {
        let rows = TableShape(sections: 1, rows: { _ in TableShape.maximumRows })
        #expect(rows.rowCounts == [TableShape.maximumRows] && rows.problems.isEmpty)
        let moreRows = TableShape(sections: 1, rows: { _ in TableShape.maximumRows + 1 })
        #expect(moreRows.rowCounts == [TableShape.maximumRows] && moreRows.problems.count == 1)
        let sections = TableShape(sections: TableShape.maximumSections, rows: { _ in 0 })
        #expect(sections.rowCounts.count == TableShape.maximumSections && sections.problems.isEmpty)
        let moreSections = TableShape(sections: TableShape.maximumSections + 1, rows: { _ in 0 })
        #expect(moreSections.rowCounts.count == TableShape.maximumSections && moreSections.problems.count == 1)
    }

    /// Visible rows that span two sections are counted once each: the lead is still two screens
    /// of them, and the walk crosses the section boundary in both directions.
    @Test func visibleRowsAcrossASectionBoundaryCountOnce() {
        // 10 visible rows, 5 in each section: the lead is max(16, 20) = 20 rows.
        let visible = IndexPath(indexes: [0, 5])...IndexPath(indexes: [1, 4])
        var queue = PrecacheQueue(rowCounts: [10, 100], visible: visible, direction: .down)
        let order = (0..<34).compactMap { _ in queue.next(skipLimit: .max, isDone: { _, _ in false }) }
            .map { [$0[0], $0[1]] }
        #expect(Array(order.prefix(10)) == (5...9).map { [0, $0] } + (0...4).map { [1, $0] })
        #expect(Array(order[10..<30]) == (5...24).map { [1, $0] }, "the lead, below")
        #expect(Array(order[30...]) == [[1, 25], [0, 4], [1, 26], [0, 3]], "then both sides")
    }
}

import Foundation
import Testing

@testable import CellHeight

/// One section's height buffer: its running count and sum, and batches moved in place whenever
/// their result fits the buffer.
@Suite struct SectionHeightsTests {
    /// A section built from a buffer counts and sums its heights, leaving absent rows out.
    @Test func aSectionBuiltFromABufferCountsItsHeights() {
        let section = SectionHeights(heights: [10, .nan, 32.5, .nan, 0])
        #expect(section.cachedCount == 3 && section.sum == 42.5)
    }

    /// A batch whose rows fit the buffer, up to filling it exactly, moves them in place: the buffer
    /// keeps its capacity (a copy would double it).
    @Test func aBatchThatFitsTheBufferMovesRowsInPlace() {
        var section = SectionHeights()
        section.reserveCapacity(100)
        let capacity = section.heights.capacity
        for row in 0..<(capacity - 1) { section.set(Double(row), row: row) }
        // One row deleted, one inserted: capacity - 1 rows, one short of full.
        section.applyBatch(removed: [0], reloaded: [], fixed: [(row: 5, height: .nan)])
        #expect(section.heights.capacity == capacity && section.heights.count == capacity - 1)
        #expect(section.heights[4] == 5 && section.heights[5].isNaN && section.heights[6] == 6)
        section.set(1, row: capacity - 1)
        // Full, and full again after one row deleted and one inserted.
        section.applyBatch(removed: [2], reloaded: [], fixed: [(row: 0, height: .nan)])
        #expect(section.heights.capacity == capacity && section.heights.count == capacity)
        #expect(section.heights[0].isNaN && section.heights[1] == 1 && section.heights[3] == 4)
        #expect(section.heights[capacity - 1] == 1 && section.cachedCount == capacity - 2)
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// The room reserved for a table's rows before they are measured (the precacher reserves each
/// section's row count): filled without reallocating, and nothing reserved for an index the cache
/// would refuse.
@MainActor @Suite(.serialized) struct ReservedRoomTests {
    /// No rows, a negative section, the section at the limit and a row count at the limit reserve
    /// nothing.
    @Test func countsTheCacheWouldRefuseReserveNothing() {
        let cache = IndexPathHeightCache()
        cache.reserveCapacity(rows: 0, inSection: 3)
        cache.reserveCapacity(rows: -5, inSection: 0)
        cache.reserveCapacity(rows: 10, inSection: -1)
        cache.reserveCapacity(rows: 10, inSection: 1 << 20)
        cache.reserveCapacity(rows: 1 << 24, inSection: 0)
        #expect(cache.allocatedBytes == 0)
    }

    /// The last section and the largest row count below the limits are reserved (the 16,777,215
    /// rows as address space only: nothing is written to it).
    @Test func theLastSectionAndTheLargestRowCountAreReserved() {
        let lastSection = IndexPathHeightCache()
        lastSection.reserveCapacity(rows: 1, inSection: (1 << 20) - 1)
        let reserved = lastSection.allocatedBytes
        #expect(reserved > 0)
        lastSection.setHeight(44, at: IndexPath((1 << 20) - 1, 0))
        #expect(lastSection.allocatedBytes == reserved, "filled without reallocating")

        let mostRows = IndexPathHeightCache()
        mostRows.reserveCapacity(rows: (1 << 24) - 1, inSection: 0)
        #expect(mostRows.allocatedBytes >= ((1 << 24) - 1) * MemoryLayout<Double>.stride)
    }

    /// A section reserved for n rows takes n heights without reallocating, for every n from 1 on,
    /// each reservation growing the last one by a row.
    @Test func aReservedSectionIsFilledWithoutReallocating() {
        let cache = IndexPathHeightCache()
        for rows in 1...64 {
            cache.reserveCapacity(rows: rows, inSection: 0)
            let reserved = cache.allocatedBytes
            for row in 0..<rows { cache.setHeight(44, at: IndexPath(0, row)) }
            #expect(cache.allocatedBytes == reserved, "\(rows) rows")
        }
    }
}

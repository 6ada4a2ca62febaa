import CellHeight
import Foundation
import TestSupport
import Testing

/// The index paths an ``IndexPathHeightCache`` stores, refuses and reports, at their exact limits.
@MainActor @Suite(.serialized) struct IndexPathLimitsTests {
    /// Section 1,048,575 is the last stored; section 1,048,576 is refused, with a diagnostic.
    @Test func theLastSectionIsStoredTheNextIsRefused() {
        let messages = collectDiagnostics {
            let cache = IndexPathHeightCache()
            #expect(cache.setHeight(1, at: IndexPath((1 << 20) - 1, 0)))
            #expect(cache.height(at: IndexPath((1 << 20) - 1, 0)) == 1)
            #expect(!cache.setHeight(1, at: IndexPath(1 << 20, 0)))
            #expect(cache.statistics.cachedCount == 1)
        }
        #expect(messages.count == 1 && messages[0].message.contains("index path [1048576, 0]"))
    }

    /// Row 16,777,216 is refused, with a diagnostic. (Row 16,777,215 is stored: 128 MB of one
    /// section's heights, too slow a test to keep; the limit is the same constant.)
    @Test func theRowBeyondTheLastIsRefused() {
        let messages = collectDiagnostics {
            let cache = IndexPathHeightCache()
            #expect(!cache.setHeight(1, at: IndexPath(0, 1 << 24)))
            #expect(cache.statistics.cachedCount == 0)
        }
        #expect(messages.count == 1 && messages[0].message.contains("index path [0, 16777216]"))
    }

    /// A negative index and an index beyond the limits are two causes: each is reported on its
    /// first refusal, even when the index beyond the limits has a row of 0.
    @Test func aNegativeIndexAndOneBeyondTheLimitsAreReportedEach() {
        let messages = collectDiagnostics {
            let cache = IndexPathHeightCache()
            cache.setHeight(1, at: IndexPath(-1, 3))
            cache.setHeight(1, at: IndexPath(1 << 20, 0))
        }
        #expect(messages.count == 2)
        #expect(messages.first?.message.contains("[-1, 3]") == true)
        #expect(messages.last?.message.contains("[1048576, 0]") == true)
    }

    /// A read of an index path that is no table row is a miss.
    @Test func aReadOfAMalformedIndexPathIsAMiss() {
        let cache = makeCache([[1]])
        #expect(cache.height(at: IndexPath(indexes: [0])) == nil)
        #expect(cache.statistics.misses == 1 && cache.statistics.hits == 0)
    }

    /// Invalidating a negative row or section is reported and changes nothing.
    @Test func invalidatingANegativeRowOrSectionIsReported() {
        let cache = makeCache([[1, 2]])
        let messages = collectDiagnostics {
            cache.invalidateHeight(at: IndexPath(0, -1))
            cache.invalidateHeight(at: IndexPath(-1, 0))
        }
        #expect(messages.count == 2)
        #expect(messages.first?.message.hasPrefix("ignored invalidateHeight(at: [0, -1])") == true)
        #expect(messages.last?.message.hasPrefix("ignored invalidateHeight(at: [-1, 0])") == true)
        #expect(dump(cache, shape: [2]) == [[1, 2]])
    }
}

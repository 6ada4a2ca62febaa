import CellHeight
import Foundation
import TestSupport
import Testing

/// The bounds of a height hold at their exact values, and the statistics kept beside the heights
/// stay exact as heights come and go.
@MainActor @Suite(.serialized) struct HeightBoundsTests {
    /// Ten million points is the tallest height stored; the next larger one is refused. Zero is a height.
    @Test func theTallestHeightAndZeroAreStoredTheNextLargerIsRefused() {
        let cache = IndexPathHeightCache()
        let keyed = KeyedHeightCache<String>()
        let messages = collectDiagnostics {
            #expect(cache.setHeight(10_000_000, at: IndexPath(0, 0)))
            #expect(cache.setHeight(0, at: IndexPath(0, 1)))
            #expect(keyed.setHeight(10_000_000, for: "tallest"))
            #expect(keyed.setHeight(0, for: "empty"))
        }
        #expect(messages.isEmpty)
        #expect(cache.height(at: IndexPath(0, 0)) == 10_000_000 && cache.height(at: IndexPath(0, 1)) == 0)
        #expect(keyed.height(for: "tallest") == 10_000_000 && keyed.height(for: "empty") == 0)
        let refused = collectDiagnostics {
            #expect(!cache.setHeight(CGFloat(10_000_000.0).nextUp, at: IndexPath(0, 2)))
            #expect(!cache.setHeight(-CGFloat.leastNonzeroMagnitude, at: IndexPath(0, 3)))
        }
        #expect(refused.count == 2 && refused.allSatisfy { $0.kind == .invalidHeight })
    }

    /// A section whose heights are all removed counts nothing towards the mean: no rounding left
    /// over from adding and removing them (0.1 + 0.2 + 0.3 less each is not 0 in floating point).
    @Test func anEmptiedSectionLeavesNothingInTheMean() {
        let cache = makeCache([[0.1, 0.2, 0.3]])
        cache.setHeight(0, at: IndexPath(1, 0))
        for row in 0..<3 { cache.invalidateHeight(at: IndexPath(0, row)) }
        #expect(cache.estimatedHeight == 0)
    }
}

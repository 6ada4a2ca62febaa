import CellHeight
import Foundation
import TestSupport
import Testing

/// `ListHeightState.answerSelfSizing`: how a displayed view's self-sizing uses the list's caches.
@MainActor @Suite struct SelfSizingStateTests {
    /// A view that is not a cell passes through without reading the cache: no lookup is counted
    /// and its key is not marked as recently used.
    @Test func aViewThatIsNotACellPassesThroughWithoutReadingTheCache() {
        let state = ListHeightState()
        let context = LayoutContext(width: 390)
        state.use(context)
        state.rows.setHeight(44, at: IndexPath(0, 0))
        state.keyed.countLimit = 2
        state.keyed.setHeight(50, for: "a")
        state.keyed.setHeight(60, for: "b")
        state.rows.resetStatistics()
        for key: ListHeightState.CacheKey in [.indexPath(IndexPath(0, 0)), .key("a")] {
            let outcome = state.answerSelfSizing(key: key, in: context, isCell: false, attributesWidth: 390) {
                (390, 30)
            }
            #expect(outcome.answer == .passThrough && !outcome.stored)
        }
        #expect(state.rows.statistics.hits == 0 && state.rows.statistics.misses == 0)
        state.keyed.setHeight(70, for: "c")
        #expect(!state.keyed.containsHeight(for: "a"), "a is still the least recently used: evicted")
        #expect(state.keyed.containsHeight(for: "b") && state.keyed.containsHeight(for: "c"))
    }
}

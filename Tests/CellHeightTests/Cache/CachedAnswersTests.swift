import CellHeight
import Foundation
import TestSupport
import Testing

/// `ListHeightState.cachedAnswers`: the count a list's precache reads around each call of the
/// delegate's height method to tell a delegate that caches (in any of the list's caches) from one
/// that only returns a number (issue 32 §1).
@MainActor @Suite struct CachedAnswersTests {
    @Test func everyCacheCountsItsHitsAndStoresAndNothingElseCounts() {
        let state = ListHeightState()
        let context = LayoutContext(width: 320)
        func count(_ key: ListHeightState.CacheKey, _ measurement: TemplateMeasurement) -> Int {
            let before = state.cachedAnswers
            _ = state.height(key, in: context) { measurement }
            return state.cachedAnswers &- before
        }
        let keys: [ListHeightState.CacheKey] = [
            .indexPath(IndexPath(indexes: [0, 3])), .key(AnyHashable("post-3")), .section(2, .header),
        ]
        for key in keys {
            #expect(count(key, .unmeasurable) == 0, "\(key): no height, nothing stored")
            #expect(count(key, .height(44, method: .autoLayout)) == 1, "\(key): measured and stored")
            #expect(count(key, .height(90, method: .autoLayout)) == 1, "\(key): answered from the cache")
        }
        #expect(count(.none, .height(44, method: .autoLayout)) == 0, "measured, never cached")
        let refused = collectDiagnostics {
            #expect(count(.indexPath(IndexPath(indexes: [0, 9])), .height(.infinity, method: .autoLayout)) == 0)
        }
        #expect(refused.count == 1, "a height the cache refuses is not cached: \(refused)")
    }

    @Test func aListLayoutsItemCountsWhenCachedOrMeasuredNotWhenEstimated() {
        let state = ListHeightState()
        let context = LayoutContext(width: 375)
        let estimates = FlowLayoutEstimates()
        func count(_ item: Int, measuresEveryItem: Bool) -> Int {
            let before = state.cachedAnswers
            _ = estimates.itemHeight(
                at: IndexPath(indexes: [0, item]), in: state, context: context,
                visible: IndexPath(indexes: [0, 0])...IndexPath(indexes: [0, 8]), viewportHeight: 734, fallback: 44,
                measuresEveryItem: measuresEveryItem
            ) { .height(70, method: .autoLayout) }
            return state.cachedAnswers &- before
        }
        #expect(count(9_000, measuresEveryItem: false) == 0, "far from the screen: an estimate")
        #expect(count(9_000, measuresEveryItem: true) == 1, "a precache pass: measured and stored")
        #expect(count(9_000, measuresEveryItem: false) == 1, "then answered from the cache")
    }
}

import Foundation
import TestSupport
import Testing

@testable import CellHeight

@MainActor @Suite(.serialized) struct KeyedHeightCacheTests {
    @Test func storesByKeyPerContext() {
        let cache = KeyedHeightCache<String>()
        cache.layoutContext = LayoutContext(width: 320)
        cache.setHeight(44, for: "a")
        #expect(cache.height(for: "a") == 44)
        cache.layoutContext = LayoutContext(width: 700)
        #expect(cache.height(for: "a") == nil)
        cache.setHeight(30, for: "a")
        cache.layoutContext = LayoutContext(width: 320)
        #expect(cache.height(for: "a") == 44)
    }

    /// The hook before the first read (a height file's bounded wait) runs once, not before every
    /// read.
    @Test func theHookBeforeTheFirstReadRunsOnce() {
        let cache = KeyedHeightCache<Int>()
        var runs = 0
        cache.beforeFirstRead = { runs += 1 }
        _ = cache.height(for: 1)
        _ = cache.containsHeight(for: 1)
        _ = cache.height(for: 2)
        #expect(runs == 1 && cache.beforeFirstRead == nil)
    }

    @Test func evictsTheLeastRecentlyUsed() {
        let cache = KeyedHeightCache<Int>(countLimit: 3)
        for key in 0..<3 { cache.setHeight(CGFloat(key), for: key) }
        _ = cache.height(for: 0)  // 0 is now the most recently used; 1 is the oldest.
        cache.setHeight(3, for: 3)
        #expect(cache.cachedCount == 3)
        #expect(cache.height(for: 1) == nil)
        #expect(cache.height(for: 0) == 0 && cache.height(for: 2) == 2 && cache.height(for: 3) == 3)
        cache.countLimit = 1
        #expect(cache.cachedCount == 1 && cache.height(for: 3) == 3, "lowering the limit keeps the newest")
    }

    @Test func invalidation() {
        let cache = KeyedHeightCache<Int>()
        cache.setHeight(1, for: 1)
        cache.setHeight(2, for: 2)
        cache.layoutContext = LayoutContext(width: 10)
        cache.setHeight(1, for: 1)
        cache.invalidateHeight(for: 1)
        cache.layoutContext = .unspecified
        #expect(cache.height(for: 1) == nil && cache.height(for: 2) == 2)
        cache.invalidateAll()
        #expect(cache.cachedCount == 0)
    }

    @Test func refusesBadHeights() {
        let cache = KeyedHeightCache<Int>()
        let messages = collectDiagnostics { #expect(!cache.setHeight(.nan, for: 1)) }
        #expect(messages.count == 1 && cache.cachedCount == 0)
    }

    @Test func aKeyThatIsNotEqualToItselfIsRefusedAndEvictionEnds() {
        // A NaN key could never be found or evicted again: eviction removed the oldest entry by its
        // key and looped for ever once the bucket was full.
        let cache = KeyedHeightCache<Double>(countLimit: 2)
        let messages = collectDiagnostics {
            for _ in 0..<5 { #expect(!cache.setHeight(10, for: .nan)) }
            cache.setHeight(1, for: 1)
            cache.setHeight(2, for: 2)
            cache.setHeight(3, for: 3)
        }
        #expect(cache.cachedCount == 2 && cache.height(for: 3) == 3 && cache.height(for: 1) == nil)
        #expect(messages.count == 1 && messages.allSatisfy { $0.kind == .misuse }, "once per cache")
        #expect(messages.first?.message.contains("the key is not equal to itself") == true)
    }

    @Test func evictionStaysConsistentUnderRandomUse() {
        let seed = testSeed("keyed eviction")
        var random = SeededGenerator(seed: seed)
        let cache = KeyedHeightCache<Int>(countLimit: 16)
        var model: [Int] = []  // Keys from least to most recently used.
        var values: [Int: CGFloat] = [:]
        for _ in 0..<20_000 {
            let key = Int.random(in: 0..<40, using: &random)
            if Bool.random(using: &random) {
                let value = CGFloat(Int.random(in: 0..<1000, using: &random))
                cache.setHeight(value, for: key)
                values[key] = value
                model.removeAll { $0 == key }
                model.append(key)
                if model.count > 16 { values[model.removeFirst()] = nil }
            } else {
                #expect(cache.height(for: key) == values[key])
                if model.contains(key) {
                    model.removeAll { $0 == key }
                    model.append(key)
                }
            }
        }
        #expect(cache.cachedCount == model.count)
    }
}

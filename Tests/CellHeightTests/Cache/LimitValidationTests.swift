import CellHeight
import Foundation
import TestSupport
import Testing

/// Count limits below 1, in initializers and setters alike: never an overflow, always a message.
@MainActor @Suite(.serialized) struct LimitValidationTests {
    @Test(arguments: [Int.min, -5, 0])
    func indexPathCacheLimits(_ limit: Int) {
        var cache: IndexPathHeightCache?
        let messages = collectDiagnostics { cache = IndexPathHeightCache(maximumLayoutContexts: limit) }
        #expect(cache?.maximumLayoutContexts == 1)
        #expect(messages.count == 1 && messages[0].kind == .misuse)
        #expect(
            messages.first?.message.contains("IndexPathHeightCache.maximumLayoutContexts must be at least 1") == true)
        #expect(messages.first?.message.contains("got \(limit)") == true)

        let setter = collectDiagnostics { cache?.maximumLayoutContexts = limit }
        #expect(setter.count == 1 && cache?.maximumLayoutContexts == 1)
        cache?.layoutContext = LayoutContext(width: 1)
        cache?.setHeight(10, at: IndexPath(0, 0))
        cache?.layoutContext = LayoutContext(width: 2)
        cache?.layoutContext = LayoutContext(width: 1)
        #expect(cache?.height(at: IndexPath(0, 0)) == nil, "one context is kept")
    }

    @Test(arguments: [Int.min, -5, 0])
    func keyedCacheLimits(_ limit: Int) {
        var cache: KeyedHeightCache<Int>?
        let messages = collectDiagnostics {
            cache = KeyedHeightCache(countLimit: limit, maximumLayoutContexts: limit)
        }
        #expect(cache?.countLimit == 1 && cache?.maximumLayoutContexts == 1)
        #expect(messages.map(\.kind) == [.misuse, .misuse])
        #expect(messages.first?.message.contains("KeyedHeightCache.countLimit must be at least 1") == true)
        #expect(messages.last?.message.contains("KeyedHeightCache.maximumLayoutContexts must be at least 1") == true)

        let setters = collectDiagnostics {
            cache?.countLimit = limit
            cache?.maximumLayoutContexts = limit
        }
        #expect(setters.count == 2 && cache?.countLimit == 1 && cache?.maximumLayoutContexts == 1)
        cache?.setHeight(1, for: 1)
        cache?.setHeight(2, for: 2)
        #expect(cache?.cachedCount == 1 && cache?.height(for: 2) == 2)
    }

    @Test func validLimitsAreSilent() {
        let messages = collectDiagnostics {
            let cache = IndexPathHeightCache(maximumLayoutContexts: .max)
            cache.maximumLayoutContexts = 1
            let keyed = KeyedHeightCache<Int>(countLimit: .max, maximumLayoutContexts: .max)
            keyed.countLimit = 1
        }
        #expect(messages.isEmpty)
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

@MainActor @Suite(.serialized) struct IndexPathHeightCacheTests {
    @Test func readWriteAndAbsentRows() {
        let cache = makeCache([[10, nil, 30]])
        #expect(cache.height(at: IndexPath(0, 0)) == 10)
        #expect(cache.height(at: IndexPath(0, 1)) == nil)
        #expect(cache.height(at: IndexPath(0, 2)) == 30)
        #expect(cache.height(at: IndexPath(0, 999)) == nil, "rows beyond the extent are absent")
        #expect(cache.height(at: IndexPath(7, 0)) == nil, "sections beyond the extent are absent")
        #expect(cache.height(at: IndexPath(indexes: [1])) == nil, "a malformed index path is not cached")
        #expect(cache.statistics.cachedCount == 2)
        #expect(cache.estimatedHeight == 20)
        cache.setHeight(50, at: IndexPath(0, 2))
        #expect(cache.statistics.cachedCount == 2)
        #expect(cache.estimatedHeight == 30, "overwriting replaces the old height in the mean")
    }

    @Test func hitsAndMisses() {
        let cache = makeCache([[10]])
        _ = cache.height(at: IndexPath(0, 0))
        _ = cache.height(at: IndexPath(0, 1))
        _ = cache.height(at: IndexPath(0, 0))
        #expect(cache.statistics.hits == 2 && cache.statistics.misses == 1)
        #expect(abs(cache.statistics.hitRate - 2.0 / 3) < 1e-12)
        cache.resetStatistics()
        #expect(cache.statistics.hits == 0 && cache.statistics.misses == 0 && cache.statistics.cachedCount == 1)
    }

    @Test func insertRowsShiftLaterRows() {
        let cache = makeCache([[1, 2, 3]])
        var update = TableUpdate()
        update.insertRows(at: [IndexPath(0, 0), IndexPath(0, 2)])
        cache.performUpdates(update)
        #expect(dump(cache, shape: [5]) == [[nil, 1, nil, 2, 3]], "insertions use indexes after the batch")
    }

    @Test func deleteRowsUseIndexesBeforeTheBatch() {
        let cache = makeCache([[1, 2, 3, 4]])
        var update = TableUpdate()
        update.deleteRows(at: [IndexPath(0, 3), IndexPath(0, 1)])
        cache.performUpdates(update)
        #expect(dump(cache, shape: [2]) == [[1, 3]])
    }

    @Test func reloadRowsKeepTheirPlaceButLoseTheirHeight() {
        let cache = makeCache([[1, 2, 3]])
        var update = TableUpdate()
        update.reloadRows(at: [IndexPath(0, 1)])
        cache.performUpdates(update)
        #expect(dump(cache, shape: [3]) == [[1, nil, 3]])
    }

    @Test func moveRowIsAMoveNotASwap() {
        let cache = makeCache([[1, 2, 3, 4]])
        var update = TableUpdate()
        update.moveRow(at: IndexPath(0, 0), to: IndexPath(0, 3))
        cache.performUpdates(update)
        #expect(dump(cache, shape: [4]) == [[2, 3, 4, 1]], "rows in between shift by one")
    }

    @Test func moveRowAcrossSections() {
        let cache = makeCache([[1, 2], [3]])
        var update = TableUpdate()
        update.moveRow(at: IndexPath(0, 1), to: IndexPath(1, 0))
        cache.performUpdates(update)
        #expect(dump(cache, shape: [1, 2]) == [[1], [2, 3]])
    }

    @Test func sectionOperations() {
        let cache = makeCache([[1], [2], [3], [4]])
        var update = TableUpdate()
        update.deleteSections([0, 2])  // Several sections at once, in old indexes.
        update.insertSections([0])
        cache.performUpdates(update)
        #expect(dump(cache, shape: [1, 1, 1]) == [[nil], [2], [4]])
        var move = TableUpdate()
        move.moveSection(2, toSection: 0)
        cache.performUpdates(move)
        #expect(dump(cache, shape: [1, 1, 1]) == [[4], [nil], [2]])
        var reload = TableUpdate()
        reload.reloadSections([0])
        cache.performUpdates(reload)
        #expect(dump(cache, shape: [1, 1, 1]) == [[nil], [nil], [2]])
    }

    @Test func batchAppliesDeletionsBeforeInsertionsWhateverTheCallOrder() {
        let cache = makeCache([[0, 1, 2, 3, 4]])
        var update = TableUpdate()
        update.insertRows(at: [IndexPath(0, 1)])  // Recorded first, applied after the deletions.
        update.deleteRows(at: [IndexPath(0, 0), IndexPath(0, 2)])
        update.moveRow(at: IndexPath(0, 4), to: IndexPath(0, 0))
        cache.performUpdates(update)
        #expect(dump(cache, shape: [4]) == [[4, nil, 1, 3]])
    }

    @Test func updatesReachEveryLayoutContext() {
        let narrow = LayoutContext(width: 320)
        let wide = LayoutContext(width: 768)
        let cache = makeCache([[1, 2, 3]], context: narrow)
        cache.layoutContext = wide
        cache.setHeight(9, at: IndexPath(0, 0))
        var update = TableUpdate()
        update.deleteRows(at: [IndexPath(0, 0)])
        cache.performUpdates(update)
        #expect(dump(cache, shape: [1]) == [[nil]])
        cache.layoutContext = narrow
        #expect(dump(cache, shape: [2]) == [[2, 3]], "switching back finds the old bucket, updated")
    }

    @Test func layoutContextsAreBoundedLeastRecentlyUsedFirst() {
        let cache = IndexPathHeightCache(maximumLayoutContexts: 2)
        for width in [100.0, 200, 300] {
            cache.layoutContext = LayoutContext(width: width)
            cache.setHeight(CGFloat(width), at: IndexPath(0, 0))
        }
        cache.layoutContext = LayoutContext(width: 200)
        #expect(cache.height(at: IndexPath(0, 0)) == 200)
        cache.layoutContext = LayoutContext(width: 100)
        #expect(cache.height(at: IndexPath(0, 0)) == nil, "the least recently used context was dropped")
        cache.layoutContext = LayoutContext(width: 200, contentSizeCategory: "XXL")
        #expect(cache.height(at: IndexPath(0, 0)) == nil, "Dynamic Type has its own bucket")
    }

    /// Lowering the limit drops the least recently used contexts at once, not at the next height
    /// stored: a context past the new limit is never found again.
    @Test func aLowerContextLimitDropsTheLeastRecentlyUsedAtOnce() {
        let cache = IndexPathHeightCache(maximumLayoutContexts: 3)
        for width in [100.0, 200, 300] {
            cache.layoutContext = LayoutContext(width: width)
            cache.setHeight(CGFloat(width), at: IndexPath(0, 0))
        }
        cache.maximumLayoutContexts = 2
        cache.layoutContext = LayoutContext(width: 100)
        #expect(cache.height(at: IndexPath(0, 0)) == nil, "the least recently used of three is gone")
        cache.layoutContext = LayoutContext(width: 300)
        #expect(cache.height(at: IndexPath(0, 0)) == 300, "the active one is kept")
    }

    @Test func invalidation() {
        let cache = makeCache([[1, 2]])
        cache.layoutContext = LayoutContext(width: 500)
        cache.setHeight(5, at: IndexPath(0, 1))
        cache.invalidateHeight(at: IndexPath(0, 1))
        #expect(cache.height(at: IndexPath(0, 1)) == nil)
        cache.layoutContext = LayoutContext(width: 320)
        #expect(dump(cache, shape: [2]) == [[1, nil]], "invalidation reaches every context")
        cache.invalidateAll()
        #expect(dump(cache, shape: [2]) == [[nil, nil]])
        #expect(cache.statistics.cachedCount == 0 && cache.estimatedHeight == nil)
    }

    @Test(arguments: [Double.nan, -1, .infinity, -.infinity, 1e12])
    func badHeightsAreRefusedWithAMessage(_ height: Double) {
        let cache = makeCache([[1, 2]])
        var stored = true
        let messages = collectDiagnostics { stored = cache.setHeight(CGFloat(height), at: IndexPath(0, 1)) }
        #expect(!stored)
        #expect(dump(cache, shape: [2]) == [[1, 2]], "nothing else changed")
        #expect(messages.count == 1 && messages[0].kind == .invalidHeight)
        #expect(messages.first?.message.contains("[0, 1]") == true, "the message names the index path")
        #expect(messages.first?.message.contains("finite height") == true, "the message names the fix")
    }

    @Test func badIndexPathsNeverCrash() {
        let cache = makeCache([[1, 2], [3]])
        let messages = collectDiagnostics {
            #expect(!cache.setHeight(10, at: IndexPath(indexes: [-1, 0])))
            #expect(!cache.setHeight(10, at: IndexPath(indexes: [0, 1, 2])))
            #expect(!cache.setHeight(10, at: IndexPath(0, 1 << 30)))
            cache.invalidateHeight(at: IndexPath(indexes: [-3, -3]))
        }
        #expect(messages.count == 4 && messages.allSatisfy { $0.kind == .invalidIndexPath })
        #expect(messages.last?.message.contains("invalidateHeight(at: [-3, -3])") == true)
        #expect(dump(cache, shape: [2, 1]) == [[1, 2], [3]])
    }

    @Test func contradictoryRowChangesInvalidateOnlyTheirSection() {
        let cache = makeCache([[1, 2, 3], [4, 5]])
        var update = TableUpdate()
        update.deleteRows(at: [IndexPath(0, 1), IndexPath(0, 1)])  // The same row twice.
        update.insertRows(at: [IndexPath(1, 0)])
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.count == 1 && messages[0].kind == .invalidUpdate)
        #expect(dump(cache, shape: [2, 3]) == [[nil, nil], [nil, 4, 5]], "section 1 is kept, section 0 re-measured")
    }

    @Test func outOfRangeRowsInAnUpdateInvalidateTheirSection() {
        let cache = makeCache([[1, 2], [3]])
        var update = TableUpdate()
        update.deleteRows(at: [IndexPath(0, -4)])
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.count == 1)
        #expect(dump(cache, shape: [2, 1]) == [[nil, nil], [3]])
    }

    @Test func contradictorySectionChangesInvalidateEverything() {
        let cache = makeCache([[1], [2]])
        var update = TableUpdate()
        update.deleteSections([0])
        update.moveSection(0, toSection: 1)
        let messages = collectDiagnostics { cache.performUpdates(update) }
        #expect(messages.count == 1)
        #expect(cache.statistics.cachedCount == 0)
    }

    /// Once every height is gone, the estimate is the mean of the heights stored after, exactly:
    /// nothing left over from rounding the sum of the ones removed.
    @Test func theEstimateStartsAfreshOnceEveryHeightIsGone() {
        let cache = IndexPathHeightCache()
        cache.setHeight(9_999_999.9, at: IndexPath(0, 0))
        cache.setHeight(0.1, at: IndexPath(1, 0))
        cache.invalidateHeight(at: IndexPath(0, 0))
        cache.invalidateHeight(at: IndexPath(1, 0))
        #expect(cache.estimatedHeight == nil)
        cache.setHeight(1, at: IndexPath(0, 0))
        #expect(cache.estimatedHeight == 1)
    }

    @Test func aMillionCachedRowsTakeAtMostNineBytesEach() {
        let rows = 1_000_000
        let filled = IndexPathHeightCache()  // Filled in order, as heightForRowAt does while scrolling.
        for row in 0..<rows { filled.setHeight(44, at: IndexPath(0, row)) }
        let reserved = IndexPathHeightCache()  // Reserved first, as the precacher does.
        reserved.reserveCapacity(rows: 600_000, inSection: 0)
        for row in 0..<600_000 { reserved.setHeight(44, at: IndexPath(0, row)) }
        let perRow = Double(filled.allocatedBytes) / Double(rows)
        let perReservedRow = Double(reserved.allocatedBytes) / 600_000
        print("bytes per cached row: \(perRow) filled in order (1M rows), \(perReservedRow) reserved (600k rows)")
        #expect(perRow <= 9)
        #expect(perReservedRow <= 9)
    }

    @Test func insertAtRowZeroOfAMillionRows() {
        let cache = IndexPathHeightCache()
        for row in 0..<1_000_000 { cache.setHeight(CGFloat(row % 100), at: IndexPath(0, row)) }
        var update = TableUpdate()
        update.insertRows(at: [IndexPath(0, 0)])
        cache.performUpdates(update)
        #expect(cache.height(at: IndexPath(0, 0)) == nil)
        #expect(cache.height(at: IndexPath(0, 1)) == 0)
        #expect(cache.height(at: IndexPath(0, 1_000_000)) == 99)
        #expect(cache.statistics.cachedCount == 1_000_000)
    }
}

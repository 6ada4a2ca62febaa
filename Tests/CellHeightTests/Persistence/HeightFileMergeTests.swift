import CellHeight
import Foundation
import TestSupport
import Testing

/// What a load adds to the cache: its report counts what entered, the active context comes first,
/// and no height comes back after an invalidation (issue 30, defect 4 and "stale heights").
@MainActor @Suite(.serialized) struct HeightFileMergeTests {
    let a = LayoutContext(width: 320)
    let b = LayoutContext(width: 700)
    let c = LayoutContext(width: 1024)

    /// A file of three contexts: `a` (3 heights, the saving cache's active one), `b` (4), `c` (2).
    func threeContextFile() -> URL {
        let url = temporaryHeightFile()
        let cache = KeyedHeightCache<String>()
        for (context, count) in [(c, 2), (b, 4), (a, 3)] {
            cache.layoutContext = context
            for index in 0..<count { cache.setHeight(CGFloat(index + 1), for: "\(context.width)-\(index)") }
        }
        #expect(cache.save(to: url, identity: testIdentity).entryCount == 9)
        return url
    }

    @Test func theReportCountsWhatEnteredTheCache() {
        let url = threeContextFile()
        let cache = KeyedHeightCache<String>(countLimit: 100, maximumLayoutContexts: 2)
        cache.layoutContext = LayoutContext(width: 500)  // not in the file
        cache.setHeight(50, for: "measured")
        var report: HeightFileReport?
        let messages = collectDiagnostics { report = cache.load(from: url, identity: testIdentity) }
        // One free slot: the file's first context (a) enters; b and c have no room.
        #expect(report == HeightFileReport(outcome: .done, entryCount: 3, skippedCount: 6))
        #expect(cache.snapshot().count == 4)
        #expect(messages.count == 2, "one for the context cut while reading, one for no room in the cache")
        #expect(messages.contains { $0.message.contains("no room in the cache: maximumLayoutContexts 2") })
        // A merge says how many heights it added, not how many it was given.
        let again = KeyedHeightCache<String>(countLimit: 100, maximumLayoutContexts: 1)
        again.layoutContext = LayoutContext(width: 500)
        again.setHeight(50, for: "measured")
        #expect(again.merge(stringCache(3, in: a).snapshot()) == 0)
    }

    @Test func theActiveContextLoadsFirst() {
        let url = threeContextFile()
        for limit in [1, 2] {
            let cache = KeyedHeightCache<String>(countLimit: 100, maximumLayoutContexts: limit)
            cache.layoutContext = b
            var report: HeightFileReport?
            let messages = collectDiagnostics { report = cache.load(from: url, identity: testIdentity) }
            #expect(cache.cachedCount == 4, "b's heights, with \(limit) slots")
            #expect(report?.entryCount == (limit == 1 ? 4 : 7))
            #expect(
                messages.count == 1 && messages[0].message.contains("contexts beyond maximumLayoutContexts \(limit)"),
                "the contexts cut while reading, reported: \(messages)")
        }
    }

    @Test func theInitialEmptyContextTakesNoSlot() {
        let url = temporaryHeightFile()
        let saved = KeyedHeightCache<String>(countLimit: 10, maximumLayoutContexts: 50)
        for width in 1...50 {
            saved.layoutContext = LayoutContext(width: CGFloat(width))
            saved.setHeight(CGFloat(width), for: "w\(width)")
        }
        #expect(saved.save(to: url, identity: testIdentity).entryCount == 50)
        // The app sets its first context, then loads; or loads before it sets any.
        let set = KeyedHeightCache<String>(countLimit: 10, maximumLayoutContexts: 50)
        set.layoutContext = LayoutContext(width: 50)
        #expect(set.load(from: url, identity: testIdentity) == HeightFileReport(outcome: .done, entryCount: 50))
        #expect(set.snapshot().contexts.count == 50)
        let unset = KeyedHeightCache<String>(countLimit: 10, maximumLayoutContexts: 50)
        #expect(unset.load(from: url, identity: testIdentity) == HeightFileReport(outcome: .done, entryCount: 50))
        #expect(unset.snapshot().contexts.count == 50)
        // Its first own height takes the least recently used context's slot: still 50 contexts.
        unset.setHeight(1, for: "own")
        #expect(unset.snapshot().contexts.count == 50)
        #expect(!unset.snapshot().contexts.contains(LayoutContext(width: 1)))
    }

    /// A context whose every height was invalidated since takes no slot: the next context's heights
    /// enter the cache.
    @Test func aContextWhoseHeightsWereAllInvalidatedTakesNoSlot() {
        let saved = KeyedHeightCache<String>()
        saved.layoutContext = b
        saved.setHeight(2, for: "b-height")
        saved.layoutContext = a  // the active context: first in the snapshot
        saved.setHeight(1, for: "stale")
        let cache = KeyedHeightCache<String>(countLimit: 10, maximumLayoutContexts: 2)
        cache.layoutContext = c
        cache.setHeight(3, for: "own")
        cache.invalidateHeight(for: "stale")
        #expect(cache.merge(saved.snapshot()) == 1)
        cache.layoutContext = b
        #expect(cache.height(for: "b-height") == 2)
    }

    /// A merge into the empty active context, after an earlier merge gave its slot to another
    /// context, takes the slot back: the least recently used context goes, and no more than
    /// maximumLayoutContexts contexts hold heights.
    @Test func noMergeLeavesMoreContextsWithHeightsThanTheLimit() {
        let cache = KeyedHeightCache<String>(countLimit: 10, maximumLayoutContexts: 2)
        cache.layoutContext = a
        let other = KeyedHeightCache<String>()
        other.layoutContext = b
        other.setHeight(2, for: "b-height")
        other.layoutContext = c
        other.setHeight(3, for: "c-height")
        #expect(cache.merge(other.snapshot()) == 2, "the empty active context's slot lent")
        #expect(cache.merge(stringCache(1, in: a).snapshot()) == 1)
        #expect(cache.snapshot().contexts.count == 2)
        #expect(cache.snapshot().contexts.first == a)
    }

    /// A context keeps the cache's countLimit whatever it merges: a snapshot of a larger cache adds
    /// no more than countLimit heights to an empty context, and the context stays bounded.
    @Test func aMergeKeepsTheCachesCountLimit() {
        let cache = KeyedHeightCache<String>(countLimit: 3, maximumLayoutContexts: 2)
        cache.layoutContext = a
        #expect(cache.merge(stringCache(5, in: a, countLimit: 10).snapshot()) == 3)
        cache.setHeight(1, for: "own")
        #expect(cache.cachedCount == 3)
    }

    /// Heights a full context has no room for are counted and reported, entry by entry.
    @Test func heightsAFullContextHasNoRoomForAreCounted() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        stringCache(3, in: a).save(to: url, identity: testIdentity)
        let cache = KeyedHeightCache<String>(countLimit: 3, maximumLayoutContexts: 1)
        cache.layoutContext = a
        cache.setHeight(1, for: "own")
        var report: HeightFileReport?
        let messages = collectDiagnostics { report = cache.load(from: url, identity: testIdentity) }
        #expect(report == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 1))
        #expect(messages.count == 1 && messages[0].message.contains("no room in the cache"), "\(messages)")
    }

    @Test func anInvalidatedKeyIsNotRestoredByALoad() {
        let url = temporaryHeightFile()
        let saved = stringCache(3)
        saved.save(to: url, identity: testIdentity)
        let cache = KeyedHeightCache<String>()
        cache.layoutContext = LayoutContext(width: 320)
        cache.invalidateHeight(for: "k1")  // its content changed before the file was loaded
        #expect(cache.load(from: url, identity: testIdentity).entryCount == 2)
        #expect(cache.height(for: "k1") == nil && cache.height(for: "k0") == 10)

        let all = KeyedHeightCache<String>()
        all.invalidateAll()
        #expect(all.load(from: url, identity: testIdentity).entryCount == 0)
        #expect(all.snapshot().count == 0)
    }

    @Test func aSnapshotOlderThanAnInvalidationDoesNotRestoreIt() {
        let cache = stringCache(3)
        let old = cache.snapshot()
        cache.invalidateHeight(for: "k1")
        #expect(cache.merge(old) == 0)
        #expect(cache.height(for: "k1") == nil)
        // Decoded on another thread meanwhile: the file is as old as the snapshot it was saved from.
        let data = old.encoded(identity: testIdentity).data
        let decoded = KeyedHeightSnapshot<String>.decode(
            data, identity: testIdentity, limits: testLimits, fileName: "t.heights"
        ).snapshot
        cache.invalidateHeight(for: "k2")
        #expect(cache.merge(decoded) == 0)
        #expect(cache.height(for: "k2") == nil)
        cache.invalidateAll()
        #expect(cache.merge(decoded) == 0 && cache.cachedCount == 0)
    }

    @Test func aSnapshotNewerThanAnInvalidationRestoresItsHeights() {
        let cache = KeyedHeightCache<String>(countLimit: 2)
        cache.setHeight(1, for: "b")
        cache.setHeight(1, for: "a")
        cache.invalidateHeight(for: "a")
        cache.setHeight(2, for: "a")  // measured again
        let newer = cache.snapshot()
        _ = cache.height(for: "b")
        cache.setHeight(3, for: "c")  // evicts a
        cache.countLimit = 3
        #expect(cache.merge(newer) == 1)
        #expect(cache.height(for: "a") == 2)
    }

    @Test func theCacheRemembersTheLast1024InvalidatedKeys() {
        for (invalidated, merged) in [(1024, 1), (1025, 0)] {
            let cache = stringCache(1)  // k0
            let old = cache.snapshot()
            cache.invalidateHeight(for: "k0")
            // More invalidations: k0 stays stale; past 1,024 keys the cache no longer knows which.
            for index in 1..<invalidated { cache.invalidateHeight(for: "other\(index)") }
            cache.setHeight(5, for: "kept")
            let file = KeyedHeightCache<String>()
            file.layoutContext = LayoutContext(width: 320)
            file.setHeight(7, for: "k9")
            let older = file.snapshot()  // another cache's: older than every invalidation here
            #expect(cache.merge(old) == 0)
            #expect(cache.merge(older) == merged, "after \(invalidated) invalidated keys")
        }
    }
}

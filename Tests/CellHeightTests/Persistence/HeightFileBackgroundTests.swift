import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// The path that keeps the main thread free for a cache of the app's own: `await cache.save(to:identity:)`
/// and `await cache.load(from:identity:)` read and write in a background task and merge on the main actor.
@MainActor @Suite(.serialized) struct HeightFileBackgroundTests {
    @MainActor @Test func aSaveAndALoadInTheBackgroundRoundTripAndNeverReplaceMeasuredHeights() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let saved = KeyedHeightCache<String>()
        saved.setHeight(10, for: "a")
        saved.setHeight(20, for: "b")
        #expect(await saved.save(to: url, identity: testIdentity) == HeightFileReport(outcome: .done, entryCount: 2))

        let cache = KeyedHeightCache<String>()
        cache.setHeight(99, for: "a")  // measured before the file arrives
        let report = await cache.load(from: url, identity: testIdentity)
        #expect(report == HeightFileReport(outcome: .done, entryCount: 1))
        #expect(cache.height(for: "a") == 99 && cache.height(for: "b") == 20)
    }

    @MainActor @Test func aHeightInvalidatedBeforeTheMergeIsNotBroughtBack() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let saved = KeyedHeightCache<String>()
        saved.setHeight(10, for: "a")
        saved.setHeight(20, for: "b")
        await saved.save(to: url, identity: testIdentity)

        let cache = KeyedHeightCache<String>()
        cache.invalidateHeight(for: "a")  // its content changed: the file, saved before, is older
        let report = await cache.load(from: url, identity: testIdentity)
        #expect(report.entryCount == 1, "\(report)")
        #expect(cache.height(for: "a") == nil && cache.height(for: "b") == 20)
    }

    /// Issue 37 §2: a save asked while a load of the same file is under way waits for it.
    @MainActor @Test func aSaveAskedWhileTheFileLoadsWritesTheFilesHeightsToo() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        // Heights enough for the read to take a while: the save comes while it reads.
        await stringCache(5_000).save(to: url, identity: testIdentity)

        let cache = KeyedHeightCache<String>()
        cache.setHeight(30, for: "c")
        // Two tasks on the main actor, run in turn: the load begins (it reads the file in a child
        // task), then the save is asked for.
        let load = Task { await cache.load(from: url, identity: testIdentity) }
        let save = Task { await cache.save(to: url, identity: testIdentity) }
        #expect(await load.value == HeightFileReport(outcome: .done, entryCount: 5_000))
        #expect(
            await save.value == HeightFileReport(outcome: .done, entryCount: 5_001),
            "the file's heights and the cache's")
        let back = KeyedHeightCache<String>()
        #expect(await back.load(from: url, identity: testIdentity).entryCount == 5_001)
        #expect(back.height(for: "c") == 30)
    }

    @MainActor @Test func savesReachTheFileInTheOrderTheyWereAskedFor() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let cache = KeyedHeightCache<String>()
        var saves: [Task<HeightFileReport, Never>] = []
        for round in 1...20 {
            cache.setHeight(CGFloat(round), for: "k\(round)")
            saves.append(Task { await cache.save(to: url, identity: testIdentity) })
            await Task.yield()  // the save may begin; the next ones wait for it
        }
        for (index, save) in saves.enumerated() { #expect(await save.value.entryCount >= index + 1) }
        #expect(
            await KeyedHeightCache<String>().load(from: url, identity: testIdentity).entryCount == 20,
            "the last save's snapshot, taken after the others were written, is the file")
    }

    @MainActor @Test func aDamagedFileIsDiscardedInTheBackgroundAsByTheBlockingLoad() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        _ = HeightFileWriter.save(Data("not a height file".utf8), to: url)
        let cache = KeyedHeightCache<String>()
        let capture = DiagnosticCapture()
        let report = await capture.record { await cache.load(from: url, identity: testIdentity) }
        #expect(report.outcome == .discarded(.damaged("it is not a height file")))
        #expect(capture.all.count == 1 && capture.all[0].kind == .invalidFile)
    }
}

/// The same for a cache of `AnyHashable` keys, which names the key type its file holds.
@MainActor @Suite(.serialized) struct HeightFileBackgroundKeyTypeTests {
    @MainActor @Test func onlyTheKeysOfTheKeyTypeAreSavedAndLoadedBack() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let mixed = KeyedHeightCache()
        mixed.setHeight(10, for: "a")
        mixed.setHeight(30, for: 7)  // an Int key: skipped
        let saved = await mixed.save(to: url, identity: testIdentity, keyType: String.self)
        #expect(saved == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 1))

        let back = KeyedHeightCache()
        #expect(await back.load(from: url, identity: testIdentity, keyType: String.self).entryCount == 1)
        #expect(back.height(for: "a") == 10 && back.height(for: 7) == nil)
        let capture = DiagnosticCapture()
        let other = await capture.record {
            await KeyedHeightCache().load(from: url, identity: testIdentity, keyType: Int.self)
        }
        #expect(other.outcome == .discarded(.keyTypeChanged(written: "String keys", current: "Int keys")))
        #expect(capture.all.count == 1)
    }

    @MainActor @Test func aSaveAskedWhileTheFileLoadsWritesTheFilesHeightsToo() async {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        await stringCache(5_000).save(to: url, identity: testIdentity)

        let cache = KeyedHeightCache()
        cache.setHeight(30, for: "c")
        let load = Task { await cache.load(from: url, identity: testIdentity, keyType: String.self) }
        let save = Task { await cache.save(to: url, identity: testIdentity, keyType: String.self) }
        #expect(await load.value.entryCount == 5_000)
        #expect(await save.value == HeightFileReport(outcome: .done, entryCount: 5_001))
    }
}

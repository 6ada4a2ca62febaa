import Foundation
import Testing

@testable import CellHeight

/// The decisions behind the UIKit one-liner: when the file is read and merged, how long the first
/// read waits, what a save writes, and where the file lives.
@MainActor @Suite(.serialized) struct KeyedHeightFileKeeperTests {
    @Test func theFileIsMergedWhenReadAndNeverReplacesMeasuredHeights() {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = makeKeeper(cache, url, background, owner)
        keeper.start()
        cache.setHeight(99, for: "a")  // measured before the file arrives
        background.runAll()
        owner.runAll()
        #expect(keeper.loadReport == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 0))
        #expect(cache.height(for: "a") == 99)
        #expect(cache.height(for: "b") == 20)
    }

    @Test func theFirstReadTakesAFileThatIsReadyWithoutWaitingForTheOwnerQueue() {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = makeKeeper(cache, url, background, owner)
        keeper.start()
        background.runAll()
        #expect(cache.height(for: "b") == 20)
        owner.runAll()  // the later merge finds nothing left to do
        #expect(keeper.loadReport?.entryCount == 2)
    }

    @Test func theFirstReadGoesOnWithoutAFileThatIsLateAndMergesItLater() {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = makeKeeper(cache, url, background, owner)
        keeper.start()
        #expect(cache.height(for: "b") == nil)  // waited at most firstReadWait
        #expect(keeper.loadReport == nil)
        background.runAll()
        owner.runAll()
        #expect(cache.height(for: "b") == 20)
    }

    @Test func saveWritesOnTheBackgroundExecutorWhatTheCacheHeldWhenCalled() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let background = ManualQueue()
        let cache = KeyedHeightCache<AnyHashable>()
        cache.setHeight(5, for: "kept")
        cache.setHeight(6, for: 7)  // not a String: skipped
        let keeper = makeKeeper(cache, url, background, ManualQueue())
        let result = ReportBox()
        keeper.save { result.set($0) }
        cache.setHeight(8, for: "after")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        background.runAll()
        #expect(result.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 1))
        let back = KeyedHeightCache<String>()
        back.load(from: url, identity: testIdentity)
        #expect(back.height(for: "kept") == 5 && back.height(for: "after") == nil)
    }

    @Test func aSaveKeepsTheHeightsOfAFileReadButNotMergedYet() {
        let url = savedFile()
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = makeKeeper(cache, url, background, owner)
        keeper.start()
        background.runAll()  // read; the owner queue has not merged it yet
        cache.setHeight(30, for: "c")
        keeper.save()
        background.runAll()
        let back = KeyedHeightCache<String>()
        #expect(back.load(from: url, identity: testIdentity).entryCount == 3)
        #expect(back.height(for: "a") == 10 && back.height(for: "c") == 30)
    }

    /// Issue 37 §2: an app that goes to the background at once saves before the file is read.
    @Test func aSaveBeforeTheFileIsReadWaitsForItAndKeepsItsHeights() {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = makeKeeper(cache, url, background, owner)
        keeper.start()
        cache.setHeight(30, for: "c")  // measured before the file is read
        let result = ReportBox()
        keeper.save { result.set($0) }
        background.runAll()  // the read, then the save's wait for it
        owner.runAll()  // the file merged, then the snapshot
        background.runAll()  // the write
        #expect(result.report == HeightFileReport(outcome: .done, entryCount: 3), "the file's heights and the cache's")
        let back = KeyedHeightCache<String>()
        #expect(back.load(from: url, identity: testIdentity).entryCount == 3)
        #expect(back.height(for: "a") == 10 && back.height(for: "b") == 20 && back.height(for: "c") == 30)
    }

    @Test func callsBeforeTheFileIsReadKeepTheirOrderAndTheListMayGoAway() {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        var keeper: KeyedHeightFileKeeper<String>? = makeKeeper(KeyedHeightCache(), url, background, owner)
        keeper?.start()
        keeper?.save()
        keeper?.removeFile()
        keeper = nil  // the list went away: what it asked for still happens
        for queue in [background, owner, background] { queue.runAll() }
        #expect(!FileManager.default.fileExists(atPath: url.path), "removed after the save asked before")

        let file = savedFile()
        defer { removeTemporaryHeightFile(file) }
        let cache = KeyedHeightCache<AnyHashable>()
        let second = makeKeeper(cache, file, background, owner)
        second.start()
        second.removeFile()
        background.runAll()  // read; the removal waits for the merge
        owner.runAll()
        cache.setHeight(30, for: "c")
        second.save()  // after the merge, but the removal asked before has not reached the file yet
        background.runAll()
        owner.runAll()
        #expect(KeyedHeightCache<String>().load(from: file, identity: testIdentity).entryCount == 3)
    }

    /// A call asked after the file was merged (by the first height read) still waits behind the
    /// calls that were waiting for the read when it came.
    @Test func callsAskedAfterTheMergeWaitBehindTheCallsThatWaitedForTheRead() {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = makeKeeper(cache, url, background, owner)
        keeper.start()
        keeper.removeFile()  // waits for the read
        background.runAll()  // the read, and the removal's hop to the owner
        #expect(cache.height(for: "b") == 20, "the first read merged the file")
        cache.setHeight(30, for: "c")
        keeper.save()  // after the merge, before the removal asked earlier
        for queue in [owner, background, owner, background] { queue.runAll() }
        #expect(KeyedHeightCache<String>().load(from: url, identity: testIdentity).entryCount == 3)
    }

    /// The file's heights, handed from the background: a wait ends when they come, however late
    /// within its time and after an earlier wait that timed out; they are handed over once.
    @Test func aWaitEndsWhenTheHeightsComeAndTheyAreHandedOverOnce() {
        let pending = PendingHeights()
        pending.wait(upTo: 0)  // nothing yet
        #expect(pending.take() == nil)
        let heights = LoadedHeights(
            buckets: [], origin: .unknown, report: HeightFileReport(outcome: .missing), corrections: [])
        let fulfilled = DispatchSemaphore(value: 0)
        #if os(Linux)
            let thread = currentThread()
        #endif
        DispatchQueue.global().async {
            #if os(Linux)
                // Once this test's thread sleeps: in the wait below, the only place it can.
                while !thread.isEmpty, threadState(thread) != "S" { sched_yield() }
            #endif
            pending.fulfil(heights)
            fulfilled.signal()
        }
        pending.wait(upTo: 600)
        let taken = pending.take()
        fulfilled.wait()
        #expect(taken?.report == HeightFileReport(outcome: .missing), "the heights came during the wait")
        #expect(pending.take() == nil, "handed over once")
    }

    @Test func removingTheFileComesAfterTheSavesAskedBeforeAndTheNextSaveWritesItAgain() throws {
        let url = savedFile()
        defer { removeTemporaryHeightFile(url) }
        let background = ManualQueue()
        let cache = KeyedHeightCache<AnyHashable>()
        cache.setHeight(5, for: "kept")
        let keeper = makeKeeper(cache, url, background, ManualQueue())
        // A temporary file of this process, as a save killed mid-write would leave.
        let temporary = HeightFileTemporaries.newURL(besides: url)
        try Data([1]).write(to: temporary)
        keeper.save()
        keeper.removeFile()
        #expect(FileManager.default.fileExists(atPath: url.path), "nothing happens before the executor runs")
        background.runAll()
        #expect(!FileManager.default.fileExists(atPath: url.path), "removed after the save that came first")
        #expect(!FileManager.default.fileExists(atPath: temporary.path), "with its temporary files")
        #expect(cache.height(for: "kept") == 5, "the cache keeps its heights")
        keeper.save()
        background.runAll()
        #expect(KeyedHeightCache<String>().load(from: url, identity: testIdentity).entryCount == 1)
    }

    @Test func fileNamesAreSafe() {
        let folder = URL(fileURLWithPath: "/caches")
        #expect(
            KeyedHeightFileKeeper<String>.fileURL(named: "feed", in: folder).path == "/caches/CellHeight/feed.heights")
        #expect(
            KeyedHeightFileKeeper<String>.fileURL(named: "../a/b c", in: folder).lastPathComponent == ".._a_b_c.heights"
        )
        #expect(KeyedHeightFileKeeper<String>.fileURL(named: "", in: folder).lastPathComponent == "default.heights")
        #expect(KeyedHeightFileKeeper<String>.fileURL(named: "..", in: folder).lastPathComponent == "default.heights")
    }

    private func savedFile() -> URL {
        let url = temporaryHeightFile()
        let cache = KeyedHeightCache<String>()
        cache.setHeight(10, for: "a")
        cache.setHeight(20, for: "b")
        cache.save(to: url, identity: testIdentity)
        return url
    }

    private func makeKeeper(
        _ cache: KeyedHeightCache<AnyHashable>, _ url: URL, _ background: ManualQueue, _ owner: ManualQueue
    ) -> KeyedHeightFileKeeper<String> {
        KeyedHeightFileKeeper<String>(
            cache: cache, url: url, identity: testIdentity, background: background.executor, toOwner: owner.executor)
    }
}

#if os(Linux)
    /// The identifier of the calling thread, from procfs (`/proc/thread-self` links to `<pid>/task/<tid>`).
    private func currentThread() -> String {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return String(link.split(separator: "/").last ?? "")
    }

    /// The state of this process's thread `thread`, from procfs: "R" running, "S" sleeping (waiting)...
    private func threadState(_ thread: String) -> String? {
        let descriptor = open("/proc/self/task/\(thread)/stat", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        // "identifier (name) state ...": the name may hold spaces and parentheses.
        let line = String(decoding: buffer[..<count], as: UTF8.self)
        return line.range(of: ")", options: .backwards).map { String(line[$0.upperBound...].dropFirst().prefix(1)) }
    }
#endif

/// An executor that runs its work only when the test says so.
final class ManualQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable () -> Void] = []

    var executor: KeyedHeightFileKeeper<String>.Executor { { [self] item in lock.withLock { work.append(item) } } }

    func runAll() {
        while let next = lock.withLock({ work.isEmpty ? nil : work.removeFirst() }) { next() }
    }
}

final class ReportBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: HeightFileReport?
    func set(_ report: HeightFileReport) { lock.withLock { value = report } }
    var report: HeightFileReport? { lock.withLock { value } }
}

@MainActor @Suite(.serialized) struct KeyedHeightFileKeeperInvalidationTests {
    @Test func invalidationsWhileTheFileLoadsAreNotUndone() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let saved = KeyedHeightCache<String>()
        saved.setHeight(10, for: "a")
        saved.setHeight(20, for: "b")
        saved.save(to: url, identity: testIdentity)
        let (background, owner) = (ManualQueue(), ManualQueue())
        let cache = KeyedHeightCache<AnyHashable>()
        let keeper = KeyedHeightFileKeeper<String>(
            cache: cache, url: url, identity: testIdentity, background: background.executor, toOwner: owner.executor)
        keeper.start()
        cache.invalidateHeight(for: "a")  // its content changed before the file arrived
        background.runAll()
        owner.runAll()
        #expect(cache.height(for: "a") == nil)
        #expect(cache.height(for: "b") == 20)

        let again = KeyedHeightCache<AnyHashable>()
        let second = KeyedHeightFileKeeper<String>(
            cache: again, url: url, identity: testIdentity, background: background.executor, toOwner: owner.executor)
        second.start()
        again.invalidateAll()
        background.runAll()
        owner.runAll()
        #expect(again.height(for: "b") == nil)
    }
}

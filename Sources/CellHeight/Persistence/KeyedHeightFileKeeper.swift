import Foundation

/// Keeps a list's `KeyedHeightCache<AnyHashable>` in a height file: every decision of the UIKit
/// one-liner, so that UIKit only feeds it its events.
///
/// - ``start()`` reads and decodes the file on the background executor at once, and merges it on
///   the main actor as soon as it is ready (loaded heights never replace measured ones, nor
///   come back after an invalidation: see `KeyedHeightCache.merge(_:)`).
/// - The cache's first read waits for the file at most ``firstReadWait``, then goes on without it;
///   the file is merged when it arrives.
/// - ``save(completion:)`` takes the snapshot on the main actor (O(n)) and encodes and writes it
///   on the background executor; ``removeFile()`` removes the file there. The background executor
///   must be serial, so that saves and removals reach the file in the order they were asked for.
/// - A save or a removal asked for before the file is merged waits for the read, without blocking
///   the main actor: it goes to the background executor, behind the read (bounded: the read is of a
///   regular file of at most the size limit), and back to the main actor, which merges the file and
///   then does it. So a save never writes fewer heights than the file and the cache hold together
///   (other than by the cache's limits); later calls wait behind it, in order.
@MainActor
final class KeyedHeightFileKeeper<FileKey: Codable & Hashable & Sendable>: HeightFileKeeping {
    /// How long the first height request waits for the file: 4 ms, a quarter of a 60 Hz frame.
    static var firstReadWait: TimeInterval { 0.004 }

    /// Runs work off the main actor.
    typealias Executor = @Sendable (@escaping @Sendable () -> Void) -> Void
    /// Runs work on the main actor, later.
    typealias MainActorExecutor = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    let url: URL
    let identity: HeightFileIdentity
    let cache: KeyedHeightCache<AnyHashable>
    private let background: Executor
    private let toOwner: MainActorExecutor
    private let pending = PendingHeights()
    private var isMerged = false
    /// Whether ``start()`` began reading the file.
    private var isReading = false
    /// The saves and removals waiting for the file to be read (see ``afterRead(_:)``).
    private var waitingForRead = 0
    /// The report of the load, once merged.
    private(set) var loadReport: HeightFileReport?
    /// The list's corrections of its template rules, kept in the file beside the heights: `saved`
    /// gives those of the contexts a save keeps, `restore` takes the file's when it is merged.
    var corrections:
        (
            saved: @MainActor (_ contexts: [LayoutContext]) -> [TemplateCorrections.Offset],
            restore: @MainActor ([TemplateCorrections.Offset]) -> Void
        )?

    init(
        cache: KeyedHeightCache<AnyHashable>, url: URL, identity: HeightFileIdentity, background: @escaping Executor,
        toOwner: @escaping MainActorExecutor
    ) {
        self.cache = cache
        self.url = url
        self.identity = identity
        self.background = background
        self.toOwner = toOwner
    }

    /// Starts reading the file; call once, on the main actor.
    func start() {
        let (url, identity, limits, pending) = (url, identity, cache.fileLimits, pending)
        let owner = WeakKeeper(self)
        isReading = true
        cache.beforeFirstRead = { [weak self] in self?.waitForFile() }
        background { [toOwner] in
            pending.fulfil(LoadedHeights.read(FileKey.self, from: url, identity: identity, limits: limits))
            toOwner { owner.run { $0.mergeIfReady() } }
        }
    }

    /// On the first read: waits for the file at most ``firstReadWait``, merging it if it came.
    func waitForFile() {
        guard !isMerged else { return }
        pending.wait(upTo: Self.firstReadWait)
        mergeIfReady()
    }

    /// Before the list's layout context is first worked out (its corrections are restored at the
    /// merge): the wait of the cache's first read, done earlier; that read does not wait again.
    func waitBeforeFirstLayoutContext() {
        cache.beforeFirstRead = nil
        waitForFile()
    }

    /// Merges the file if it has been read and not merged yet. On the main actor.
    func mergeIfReady() {
        guard !isMerged, let loaded = pending.take() else { return }
        isMerged = true
        cache.beforeFirstRead = nil
        loadReport = cache.mergeLoaded(
            loaded.buckets, origin: loaded.origin, report: loaded.report, fileName: url.lastPathComponent)
        if !loaded.corrections.isEmpty { corrections?.restore(loaded.corrections) }
    }

    /// Saves the cache: the snapshot on the main actor, once the file is merged (at once if it is,
    /// else after the read: see ``afterRead(_:)``), so that a save never drops the file's heights;
    /// encoding and writing on the background executor, then `completion` there.
    func save(completion: @escaping @Sendable (HeightFileReport) -> Void = { _ in }) {
        afterRead { $0.saveMerged(completion: completion) }
    }

    private func saveMerged(completion: @escaping @Sendable (HeightFileReport) -> Void) {
        let (taken, skipped) = cache.snapshot(keyType: FileKey.self)
        let snapshot = withCorrections(taken)
        let (url, identity) = (url, identity)
        background {
            var report = snapshot.save(to: url, identity: identity)
            report.skippedCount += skipped
            completion(report)
        }
    }

    /// `snapshot` with the list's corrections of the contexts it keeps.
    private func withCorrections(_ snapshot: KeyedHeightSnapshot<FileKey>) -> KeyedHeightSnapshot<FileKey> {
        var snapshot = snapshot
        snapshot.corrections = corrections?.saved(snapshot.contexts) ?? []
        return snapshot
    }

    /// Removes the file and its temporary files on the background executor, after the work asked of
    /// it before. The cache keeps its heights; the next save writes the file again.
    func removeFile() {
        afterRead { $0.removeMerged() }
    }

    private func removeMerged() {
        let url = url
        background {
            HeightFileTemporaries.removeStale(besides: url, includingOwn: true)
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Runs `work` on the main actor now if the file is merged (merging it first if it has been
    /// read) or was never asked for, and no earlier call waits; else once the read has finished,
    /// after the calls that wait before it. It waits without blocking the main actor: a hop to the
    /// background executor, which is serial and began with the read, and back. The keeper stays
    /// until then, so that a save asked for as the list goes away still happens.
    private func afterRead(_ work: @escaping @MainActor (KeyedHeightFileKeeper) -> Void) {
        mergeIfReady()
        guard waitingForRead > 0 || (isReading && !isMerged) else { return work(self) }
        waitingForRead += 1
        background { [toOwner, self] in
            toOwner {
                self.mergeIfReady()
                self.waitingForRead -= 1
                work(self)
            }
        }
    }

    /// The file for `name` in `folder`: `folder/CellHeight/<name>.heights`, with every character
    /// other than letters, digits, `-`, `_` and `.` replaced by `_` (an empty name is `default`).
    static func fileURL(named name: String, in folder: URL) -> URL {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        var safe = String(name.prefix(100).map { allowed.contains($0) ? $0 : "_" })
        if safe.isEmpty || safe.allSatisfy({ $0 == "." }) { safe = "default" }
        return folder.appendingPathComponent("CellHeight", isDirectory: true).appendingPathComponent(safe + ".heights")
    }
}

/// Heights read from a file, ready to merge on the main actor. Unchecked: the `AnyHashable`
/// keys were made from `Sendable` keys and nothing else refers to the storage.
struct LoadedHeights: @unchecked Sendable {
    let buckets: [(context: LayoutContext, heights: LRUStore<AnyHashable, Double>)]
    let origin: HeightOrigin
    let report: HeightFileReport
    let corrections: [TemplateCorrections.Offset]

    /// Reads the file at `url`, whose keys are of `keyType`, for a cache of `AnyHashable` keys. Off
    /// the main actor: O(size of the file).
    static func read<FileKey: Codable & Hashable & Sendable>(
        _ keyType: FileKey.Type, from url: URL, identity: HeightFileIdentity, limits: HeightFileLimits
    ) -> LoadedHeights {
        let (snapshot, report) = KeyedHeightSnapshot<FileKey>.load(from: url, identity: identity, limits: limits)
        let buckets = snapshot.buckets.map { ($0.context, $0.heights.mapKeys { AnyHashable($0) }.store) }
        return LoadedHeights(
            buckets: buckets, origin: snapshot.origin, report: report, corrections: snapshot.corrections)
    }
}

/// The file read, handed from the background to the main actor, which may wait for it a bounded time.
final class PendingHeights: @unchecked Sendable {
    private let lock = NSLock()
    private let ready = DispatchSemaphore(value: 0)
    private var loaded: LoadedHeights?

    func fulfil(_ heights: LoadedHeights) {
        lock.withLock { loaded = heights }
        ready.signal()
    }

    /// Waits until the file is read or `seconds` have passed.
    func wait(upTo seconds: TimeInterval) {
        if lock.withLock({ loaded != nil }) { return }
        if ready.wait(timeout: .now() + seconds) == .success { ready.signal() }
    }

    /// The heights, once; `nil` before they are read or after they were taken.
    func take() -> LoadedHeights? {
        lock.withLock {
            defer { loaded = nil }
            return loaded
        }
    }
}

/// A keeper referred to from the background, used only on the main actor.
private struct WeakKeeper<FileKey: Codable & Hashable & Sendable>: Sendable {
    weak var keeper: KeyedHeightFileKeeper<FileKey>?
    init(_ keeper: KeyedHeightFileKeeper<FileKey>) { self.keeper = keeper }
    @MainActor func run(_ body: (KeyedHeightFileKeeper<FileKey>) -> Void) { keeper.map(body) }
}

import Foundation

/// The thread a cache belongs to, and the check that it is the one in use.
///
/// A cache belongs to the thread that created it (the main thread, for UIKit). The check is one
/// `pthread_self()` and a comparison. The caches run it on every call in debug builds, and on
/// every call that changes them in release builds (reads stay unchecked there: see
/// ``IndexPathHeightCache``); on another thread, the call is refused and reported once per cache.
///
/// A refused call that tells the cache about a change of the data (an update or an invalidation)
/// cannot simply be dropped: the data did change, so heights kept for it would be stale. For a
/// cache of the main thread, the cache's `repair` (invalidating what the call would have changed)
/// runs on the main thread after the call, where the cache's observers, a precacher among them,
/// hear about it and plan again. A cache of another thread has no queue to hop to: its owner must
/// invalidate it (the message says so).
struct ThreadConfinement {
    private let owner = pthread_self()
    private let ownerIsMain = Thread.isMainThread
    private var reported = false

    /// `true` on the owner thread.
    @inline(__always) var isOnOwnerThread: Bool { pthread_equal(owner, pthread_self()) != 0 }

    /// Reports, once per cache, that `operation` of `type` was refused on the current thread.
    mutating func reportWrongThread(_ type: String, _ operation: String) {
        guard !reported else { return }
        reported = true
        let current = Self.describeCurrentThread()
        let owner = ownerIsMain ? "the main thread" : "the thread that created it"
        let changes =
            ownerIsMain
            ? "A refused data change (an update or an invalidation) invalidates the heights it concerns on the "
                + "main thread afterwards. "
            : "A refused data change leaves the heights as they were: invalidate them on the owner thread. "
        Diagnostics.report(
            .misuse,
            "\(type).\(operation) was called on \(current), but the cache belongs to \(owner); the call was "
                + "refused (this message is shown once per cache). " + changes
                + "A cache is not thread-safe: use it only on the thread that created it (the main thread for "
                + "UIKit), for example through DispatchQueue.main.async, or give each thread its own cache")
    }

    /// After a refused data change: runs `repair` on `cache` on the main thread if the main thread
    /// owns it (and the cache still exists then); does nothing for a cache of another thread.
    func repairOnOwnerThread<Cache: AnyObject>(_ cache: Cache, _ repair: @escaping (Cache) -> Void) {
        guard ownerIsMain else { return }
        let pending = PendingRepair(cache: cache, repair: repair)
        DispatchQueue.main.async { pending.run() }
    }

    private static func describeCurrentThread() -> String {
        Thread.isMainThread ? "the main thread" : "a secondary thread (pthread \(pthread_self()))"
    }
}

/// A repair handed to the main thread. Unchecked: it is created on the calling thread and only
/// ever run on the main thread, which owns the cache; the cache is held weakly.
private struct PendingRepair<Cache: AnyObject>: @unchecked Sendable {
    weak var cache: Cache?
    let repair: (Cache) -> Void

    func run() {
        if let cache { repair(cache) }
    }
}

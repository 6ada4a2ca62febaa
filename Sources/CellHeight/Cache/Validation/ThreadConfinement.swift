import Foundation

/// The thread a cache belongs to, and the check that it is the one in use.
///
/// A cache belongs to the thread that created it (the main thread, for UIKit). The check is one
/// `pthread_self()` and a comparison. The caches run it on every call in debug builds, and on
/// every call that changes them in release builds (reads stay unchecked there: see
/// ``IndexPathHeightCache``); on another thread, the call is refused and reported once per cache.
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
        Diagnostics.report(
            .misuse,
            "\(type).\(operation) was called on \(current), but the cache belongs to \(owner); the call was "
                + "refused (this message is shown once per cache). A cache is not thread-safe: use it only on the "
                + "thread that created it (the main thread for UIKit), for example through DispatchQueue.main.async, "
                + "or give each thread its own cache")
    }

    private static func describeCurrentThread() -> String {
        Thread.isMainThread ? "the main thread" : "a secondary thread (pthread \(pthread_self()))"
    }
}

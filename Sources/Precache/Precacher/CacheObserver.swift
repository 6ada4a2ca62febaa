import CellHeight
import Foundation

/// Forwards the cache's change reports to the precacher on the main actor.
///
/// A precacher's cache belongs to the main thread, and a cache reports changes only on its own
/// thread: a data change told to it from another thread is refused and followed by an
/// invalidation on the main thread (see `IndexPathHeightCache`), which reaches the precacher here.
/// Should a report ever arrive off the main thread anyway, it is reported with a message and
/// handed to the precacher on the main thread, where it plans again.
final class CacheObserver: HeightCacheObserver {
    /// Set once, by `init`.
    private(set) weak var precacher: Precacher?
    init(_ precacher: Precacher) { self.precacher = precacher }

    func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange) {
        let precacher = self.precacher
        guard Thread.isMainThread else {
            Diagnostics.report(
                .misuse,
                "an IndexPathHeightCache with a Precacher was changed off the main thread (\(Thread.current)); "
                    + "the precacher plans again on the main thread. Change the cache and the table on the main thread only"
            )
            DispatchQueue.main.async { precacher?.cacheDidChange(change) }
            return
        }
        MainActor.assumeIsolated { precacher?.cacheDidChange(change) }
    }
}

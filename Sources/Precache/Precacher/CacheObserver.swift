import CellHeight
import Foundation

/// Forwards the cache's change reports to the precacher on the main actor.
///
/// A change reported off the main thread (the cache is not thread-safe, so this is a misuse) is
/// reported with a message and handed to the precacher on the main thread, where it plans again:
/// the precacher never goes on with a plan that such a change may have made stale.
final class CacheObserver: HeightCacheObserver, Sendable {
    weak let precacher: Precacher?
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

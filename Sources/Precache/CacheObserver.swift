import CellHeight
import Foundation

/// Forwards the cache's change reports to the precacher on the main actor.
final class CacheObserver: HeightCacheObserver {
    weak var precacher: Precacher?
    init(_ precacher: Precacher) { self.precacher = precacher }

    func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange) {
        guard Thread.isMainThread else {
            Diagnostics.report(
                .misuse,
                "an IndexPathHeightCache with a Precacher was changed off the main thread; use the cache on the main thread only"
            )
            return
        }
        let precacher = self.precacher
        MainActor.assumeIsolated { precacher?.cacheDidChange(change) }
    }
}

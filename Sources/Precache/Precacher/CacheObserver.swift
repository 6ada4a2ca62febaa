import CellHeight
import Foundation

/// Forwards the cache's change reports to the precacher. Both live on the main actor: the caches
/// are main-actor isolated, so every report arrives there.
@MainActor
final class CacheObserver: HeightCacheObserver {
    /// Set once, by `init`.
    private(set) weak var precacher: Precacher?
    init(_ precacher: Precacher) { self.precacher = precacher }

    func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange) {
        precacher?.cacheDidChange(change)
    }
}

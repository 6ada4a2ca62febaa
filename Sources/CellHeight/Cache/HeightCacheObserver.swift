import Foundation

/// A change to an ``IndexPathHeightCache`` that someone other than the writer must hear about.
///
/// Writes (``IndexPathHeightCache/setHeight(_:at:)``) are not reported: only changes that make
/// heights stale or move them, which a precacher must react to.
package enum HeightCacheChange: Sendable, Equatable {
    /// A data update was applied to every bucket.
    case updated(TableUpdate)
    /// One row was invalidated in every bucket.
    case invalidated(IndexPath)
    /// Everything was invalidated (reloadData).
    case invalidatedAll
    /// The active layout context changed: reads and writes now go to another bucket.
    case layoutContextChanged
}

/// Hears about changes to an ``IndexPathHeightCache``. The cache holds its observers weakly.
@MainActor
package protocol HeightCacheObserver: AnyObject {
    func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange)
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var observer: (any HeightCacheObserver)?
}

import CellHeight
import Foundation

/// `IndexPathHeightCache` for the cache-only metrics, its capacity reserved as the precacher
/// reserves it.
@MainActor
final class OursHeightCache: BenchmarkHeightCache {
    private let cache = IndexPathHeightCache()

    init(cachedRows rows: Int, height: (IndexPath) -> Double) {
        cache.reserveCapacity(rows: rows, inSection: 0)
        for row in 0..<rows {
            let indexPath = IndexPath(indexes: [0, row])
            cache.setHeight(CGFloat(height(indexPath)), at: indexPath)
        }
    }

    func height(at indexPath: IndexPath) -> Double? { cache.height(at: indexPath).map(Double.init) }

    func insertRow(at indexPath: IndexPath) {
        var update = TableUpdate()
        update.insertRows(at: [indexPath])
        cache.performUpdates(update)
    }
}

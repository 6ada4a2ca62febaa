import Foundation

/// The classic cache under the cache-only metrics. A read is what FDTemplateLayoutCell does on a
/// hit: `hasCachedHeightAtIndexPath:` then `cachedHeightAtIndexPath:` — two O(row) build passes.
extension ClassicHeightCache: BenchmarkHeightCache {
    convenience init(cachedRows rows: Int, height: (IndexPath) -> Double) {
        self.init()
        appendCachedSection(rows: rows) { height(TableShape.indexPath(section: 0, row: $0)) }
    }

    func height(at indexPath: IndexPath) -> Double? {
        let section = indexPath[0]
        let row = indexPath[1]
        guard hasCachedHeight(section: section, row: row) else { return nil }
        return cachedHeight(section: section, row: row)
    }

    func insertRow(at indexPath: IndexPath) {
        insertRow(section: indexPath[0], row: indexPath[1])
    }
}

import Foundation

/// A plain `[[Double]]` height cache: one array per section, NaN meaning "not cached".
@MainActor
final class FlatHeightCache {
    private var sections: [[Double]] = []

    /// Sizes the cache to `table`, every row uncached.
    func reset(to table: TableShape) {
        sections = table.rowCounts.map { Array(repeating: .nan, count: $0) }
    }

    @inline(__always)
    func height(section: Int, row: Int) -> Double? {
        guard section < sections.count, row < sections[section].count else { return nil }
        let height = sections[section][row]
        return height.isNaN ? nil : height
    }

    @inline(__always)
    func store(_ height: Double, section: Int, row: Int) {
        sections[section][row] = height
    }

    func insertRow(section: Int, row: Int) {
        sections[section].insert(.nan, at: row)
    }

    /// Appends one section whose rows are all cached.
    func appendCachedSection(_ heights: [Double]) {
        sections.append(heights)
    }
}

extension FlatHeightCache: BenchmarkHeightCache {
    convenience init(cachedRows rows: Int, height: (IndexPath) -> Double) {
        self.init()
        appendCachedSection((0..<rows).map { height(TableShape.indexPath(section: 0, row: $0)) })
    }

    func height(at indexPath: IndexPath) -> Double? {
        height(section: indexPath[0], row: indexPath[1])
    }

    func insertRow(at indexPath: IndexPath) {
        insertRow(section: indexPath[0], row: indexPath[1])
    }
}

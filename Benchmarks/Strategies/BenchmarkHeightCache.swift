import Foundation

/// A row-height cache as the cache-only metrics see it: build, read on a hit, insert a row.
@MainActor
protocol BenchmarkHeightCache: AnyObject {
    /// One section of `rows` rows, each cached with `height(indexPath)`. The structure built is what
    /// "memory per cached row" measures, so build exactly what precaching would leave behind.
    init(cachedRows rows: Int, height: (IndexPath) -> Double)

    /// What the app pays on a cache hit in `heightForRowAt`; nil if the row is not cached.
    func height(at indexPath: IndexPath) -> Double?

    /// A table insert of one uncached row at `indexPath` (later rows shift down).
    func insertRow(at indexPath: IndexPath)
}

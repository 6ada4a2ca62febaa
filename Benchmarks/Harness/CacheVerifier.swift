import Foundation

/// Checks that a strategy cached every row of a table with the measurer's value.
@MainActor
enum CacheVerifier {
    /// Nil if every row holds `RowHeights.height(for:)`; otherwise a description of the first miss.
    static func firstMismatch(in strategy: any PrecacheStrategy, table: TableShape) -> String? {
        var mismatch: String?
        table.forEachIndexPath { indexPath in
            guard mismatch == nil else { return }
            let expected = RowHeights.height(for: indexPath)
            let cached = strategy.cachedHeight(at: indexPath)
            if cached != expected {
                mismatch = "row \(indexPath): expected \(expected), cached \(cached.map { "\($0)" } ?? "nothing")"
            }
        }
        return mismatch
    }
}

import Foundation

/// The height every measurer returns for a row: deterministic, so a cache can be checked row by row.
enum RowHeights {
    @inline(__always)
    static func height(for indexPath: IndexPath) -> Double {
        44 + Double((indexPath[0] &* 7 &+ indexPath[1]) % 61) * 0.5
    }
}

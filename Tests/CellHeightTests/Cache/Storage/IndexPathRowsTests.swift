import CellHeight
import Foundation
import TestSupport
import Testing

/// Which index paths are table rows.
@Suite struct IndexPathRowsTests {
    /// A table row is a path of exactly two indexes, both zero or more.
    @Test func aTableRowIsTwoIndexesBothAtLeastZero() {
        #expect(IndexPath(0, 0).isTableRow && IndexPath(3, 7).isTableRow)
        #expect(!IndexPath(-1, 0).isTableRow && !IndexPath(0, -1).isTableRow)
        #expect(!IndexPath(index: 0).isTableRow && !IndexPath(indexes: [0, 0, 0]).isTableRow)
    }
}

import CellHeight

/// Where a table is scrolled to: the row at the top of the viewport and how far into it.
///
/// Rows are positioned by their heights only, walked from the top row, the way a table view with
/// estimated heights lays out the rows it shows: every row the viewport passes over or shows
/// needs its height, and no other row does. Heights are asked of a closure, so the caller decides
/// whether a height is a cache read or a measurement.
public struct ScrollPosition: Sendable, Equatable {
    /// The row at the top of the viewport.
    public var row: Int
    /// How many points of ``row`` are scrolled above the viewport: `0 <= offset <` its height.
    public var offset: Double

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - row: The row at the top of the viewport.
    ///   - offset: Points of that row above the viewport.
    public init(row: Int = 0, offset: Double = 0) {
        self.row = row
        self.offset = offset
    }

    /// Moves the viewport by `delta` points (positive scrolls toward later rows), stopping at the
    /// top of the first row and where the last row's bottom meets the viewport's bottom (or its top
    /// reaches the viewport's top, for a row shorter than the viewport).
    ///
    /// - Parameters:
    ///   - delta: Points to move.
    ///   - rowCount: The number of rows.
    ///   - viewportHeight: The height of the viewport in points.
    ///   - height: The height of a row.
    /// - Returns: The points actually moved (negative when scrolling up).
    @discardableResult
    public mutating func scroll(
        by delta: Double, rowCount: Int, viewportHeight: Double, height: (Int) -> Double
    ) -> Double {
        clamp(rowCount: rowCount)
        guard rowCount > 0, delta.isFinite, delta != 0 else { return 0 }
        var remaining = abs(delta)
        var moved = 0.0
        if delta > 0 {
            while remaining > 0 {
                let rowHeight = height(row)
                if row == rowCount - 1 {
                    let step = min(remaining, max(0, max(0, rowHeight - viewportHeight) - offset))
                    offset += step
                    moved += step
                    break
                }
                let left = rowHeight - offset
                if remaining < left {
                    offset += remaining
                    moved += remaining
                    remaining = 0
                } else {
                    remaining -= left
                    moved += left
                    row += 1
                    offset = 0
                }
            }
            return moved
        }
        while remaining > 0 {
            if remaining <= offset {
                offset -= remaining
                moved += remaining
                remaining = 0
            } else if row > 0 {
                remaining -= offset
                moved += offset
                row -= 1
                offset = height(row)
            } else {
                moved += offset
                offset = 0
                remaining = 0
            }
        }
        return -moved
    }

    /// The rows the viewport shows, top to bottom, or `nil` for an empty table.
    ///
    /// - Parameters:
    ///   - rowCount: The number of rows.
    ///   - viewportHeight: The height of the viewport in points.
    ///   - height: The height of a row; asked for each visible row.
    public func visibleRows(rowCount: Int, viewportHeight: Double, height: (Int) -> Double) -> ClosedRange<Int>? {
        guard rowCount > 0 else { return nil }
        let first = min(max(0, row), rowCount - 1)
        var last = first
        var bottom = height(first) - (first == row ? offset : 0)
        while bottom < viewportHeight, last + 1 < rowCount {
            last += 1
            bottom += height(last)
        }
        return first...last
    }

    /// Keeps the position inside a table of `rowCount` rows (row 0 for an empty one).
    ///
    /// - Parameter rowCount: The number of rows.
    public mutating func clamp(rowCount: Int) {
        if row >= rowCount {
            row = max(0, rowCount - 1)
            offset = 0
        }
        if row < 0 {
            row = 0
            offset = 0
        }
        if !(offset >= 0) { offset = 0 }
    }

    /// Follows a data change so that the same content stays at the top, as a feed does when posts
    /// are inserted above what you are reading: rows inserted at or above the top row push it down,
    /// deleted rows above it pull it up, and if the top row itself is deleted the next one takes
    /// its place at offset 0.
    ///
    /// - Parameters:
    ///   - update: A one-section update (sections other than 0 are ignored).
    ///   - rowCount: The number of rows after the update.
    public mutating func adjust(for update: TableUpdate, rowCount: Int) {
        let deleted = Set(update.deletedRows.filter { $0.count == 2 && $0[0] == 0 }.map { $0[1] })
        if deleted.contains(row) { offset = 0 }
        var top = row - deleted.filter { $0 < row }.count
        for inserted in update.insertedRows.filter({ $0.count == 2 && $0[0] == 0 }).map({ $0[1] }).sorted()
        where inserted <= top {
            top += 1
        }
        row = top
        clamp(rowCount: rowCount)
    }
}

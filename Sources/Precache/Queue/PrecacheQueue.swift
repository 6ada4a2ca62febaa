import Foundation

/// The rows still to measure, as a lazy walk outward from the visible rows: no list of index paths
/// is ever built.
///
/// Two cursors start at the visible rows, one walking forward and one backward. Each step takes the
/// cursor whose next row is nearer the visible rows, with the scroll direction ahead by `lead` rows,
/// and skips rows that are already cached. Set-up is O(sections) (a snapshot of the row counts);
/// each step is O(1) amortized.
struct PrecacheQueue {
    private struct Cursor {
        var section: Int
        var row: Int
        /// How far this cursor's row is from the visible rows; negative inside them.
        var distance: Int
        /// Added to the distance beyond the visible rows: `lead` against the scroll direction, else 0.
        var handicap = 0

        /// Lower goes first: the visible rows, then the nearest, the scroll direction `lead` rows ahead.
        var priority: Int { distance < 0 ? distance - Int(Int32.max) : distance + handicap }
    }

    private var rowCounts: [Int] = []
    private var forward: Cursor?
    private var backward: Cursor?
    private var direction = ScrollDirection.down

    /// An exhausted queue.
    init() {}

    /// A queue over a table with `rowCounts[section]` rows per section, starting at the visible rows.
    ///
    /// - Parameters:
    ///   - visible: The first and last visible rows, or `nil` to start at the top.
    ///   - direction: The last scroll direction: that way goes first.
    init(rowCounts: [Int], visible: ClosedRange<IndexPath>?, direction: ScrollDirection) {
        self.rowCounts = rowCounts.map { max(0, $0) }
        self.direction = direction
        guard self.rowCounts.contains(where: { $0 > 0 }) else { return }
        let first = visible.map { clamp($0.lowerBound) } ?? (0, 0)
        let last = visible.map { clamp($0.upperBound) } ?? first
        let visibleCount = visible == nil ? 0 : max(1, rows(from: first, to: last))
        // The scroll direction leads by two screens (at least 16 rows) before the other side starts.
        let lead = max(16, 2 * visibleCount)
        forward = normalizedForward(Cursor(section: first.0, row: first.1, distance: -visibleCount))
        backward = normalizedBackward(Cursor(section: first.0, row: first.1 - 1, distance: 0))
        if direction == .down { backward?.handicap = lead } else { forward?.handicap = lead }
    }

    /// `true` once every row has been handed out or skipped.
    var isExhausted: Bool { forward == nil && backward == nil }

    /// The next row for which `isDone` is false, or `nil` if the queue is exhausted or `skipLimit`
    /// rows were skipped first (then the caller tries again in a later pass).
    mutating func next(skipLimit: Int, isDone: (_ section: Int, _ row: Int) -> Bool) -> IndexPath? {
        var skipped = 0
        while skipped <= skipLimit {
            let takeForward: Bool
            switch (forward, backward) {
            case (nil, nil): return nil
            case (.some, nil): takeForward = true
            case (nil, .some): takeForward = false
            case (.some(let f), .some(let b)):
                takeForward = f.priority < b.priority || (f.priority == b.priority && direction == .down)
            }
            let cursor: Cursor
            if takeForward {
                cursor = forward!
                forward = normalizedForward(
                    Cursor(
                        section: cursor.section, row: cursor.row + 1, distance: cursor.distance + 1,
                        handicap: cursor.handicap))
            } else {
                cursor = backward!
                backward = normalizedBackward(
                    Cursor(
                        section: cursor.section, row: cursor.row - 1, distance: cursor.distance + 1,
                        handicap: cursor.handicap))
            }
            if !isDone(cursor.section, cursor.row) {
                return IndexPath(rowIndex: cursor.row, sectionIndex: cursor.section)
            }
            skipped += 1
        }
        return nil
    }

    /// Moves a forward cursor past the ends of sections (and empty sections); `nil` past the last row.
    private func normalizedForward(_ cursor: Cursor) -> Cursor? {
        var cursor = cursor
        while cursor.section < rowCounts.count, cursor.row >= rowCounts[cursor.section] {
            cursor.section += 1
            cursor.row = 0
        }
        return cursor.section < rowCounts.count ? cursor : nil
    }

    /// Moves a backward cursor before the starts of sections (and empty sections); `nil` before row 0.
    private func normalizedBackward(_ cursor: Cursor) -> Cursor? {
        var cursor = cursor
        while cursor.section >= 0, cursor.row < 0 {
            cursor.section -= 1
            if cursor.section >= 0 { cursor.row = rowCounts[cursor.section] - 1 }
        }
        return cursor.section >= 0 ? cursor : nil
    }

    /// The nearest existing position to `indexPath`, as (section, row).
    private func clamp(_ indexPath: IndexPath) -> (Int, Int) {
        guard indexPath.count == 2 else { return (0, 0) }
        let section = min(max(0, indexPath[0]), rowCounts.count - 1)
        let row = min(max(0, indexPath[1]), max(0, rowCounts[section] - 1))
        return (section, row)
    }

    /// The number of rows from `first` to `last`, both included (0 if `last` comes first).
    private func rows(from first: (Int, Int), to last: (Int, Int)) -> Int {
        guard first <= last else { return 0 }
        if first.0 == last.0 { return last.1 - first.1 + 1 }
        let between = rowCounts[(first.0 + 1)..<last.0].reduce(0, +)
        return rowCounts[first.0] - first.1 + between + last.1 + 1
    }
}

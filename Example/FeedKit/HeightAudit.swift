/// A check that cached heights are not stale: each cached height is compared with the height
/// ``FeedCellLayout`` gives now for the entry at that row, at the current width.
public struct HeightAudit: Sendable, Equatable {
    /// Cached rows compared.
    public var checked = 0
    /// Rows examined (cached or not).
    public var examined = 0
    /// Cached heights that differ from a fresh measurement.
    public var stale = 0
    /// A few stale rows, described.
    public var examples: [String] = []

    /// Compares the cached heights of `table` with fresh measurements.
    ///
    /// - Parameters:
    ///   - table: The table to check.
    ///   - limit: Examine at most this many rows (the first half of them from the top, the rest
    ///     spread evenly over the table), or every row for `nil`.
    @MainActor
    public static func run(on table: FeedTable, limit: Int? = nil) -> HeightAudit {
        var audit = HeightAudit()
        for row in rows(count: table.rowCount, limit: limit) {
            audit.examined += 1
            guard let cached = table.cachedHeight(ofRow: row) else { continue }
            audit.checked += 1
            let fresh = table.freshHeight(ofRow: row)
            if cached != fresh {
                audit.stale += 1
                if audit.examples.count < 5 {
                    audit.examples.append("row \(row) (entry \(table.entries[row].id)): cached \(cached), now \(fresh)")
                }
            }
        }
        return audit
    }

    /// The rows to examine in a table of `count` rows.
    static func rows(count: Int, limit: Int?) -> [Int] {
        guard let limit, limit < count else { return Array(0..<max(0, count)) }
        guard limit > 0 else { return [] }
        let head = limit / 2
        let spread = limit - head
        let rest = count - head
        var rows = Array(0..<head)
        for index in 0..<spread { rows.append(head + index * rest / spread) }
        return rows
    }
}

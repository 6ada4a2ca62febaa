/// The heights of one section's rows: a contiguous buffer of `Double` with NaN meaning "absent".
///
/// Rows beyond `heights.count` are absent too, so a section only stores up to its last cached row.
/// Reads, writes and lookups are O(1); the cached count and the sum of cached heights are kept
/// up to date so that statistics are O(1) as well. 8 bytes per stored row.
struct SectionHeights: Sendable {
    /// The marker for an absent height. Any NaN is treated as absent; stored heights are never NaN.
    static let absent = Double.nan

    private(set) var heights: ContiguousArray<Double> = []
    /// The number of rows with a height.
    private(set) var cachedCount = 0
    /// The sum of all stored heights (for the mean estimate).
    private(set) var sum: Double = 0

    init() {}

    /// Builds a section from a buffer that may contain absent markers.
    init(heights: ContiguousArray<Double>) {
        self.heights = heights
        recount()
    }

    @inline(__always) subscript(row: Int) -> Double? {
        guard row >= 0, row < heights.count else { return nil }
        let value = heights[row]
        return value.isNaN ? nil : value
    }

    @inline(__always) func contains(row: Int) -> Bool {
        row >= 0 && row < heights.count && !heights[row].isNaN
    }

    /// Stores `height` (already validated) at `row`, growing the buffer with absent rows if needed.
    mutating func set(_ height: Double, row: Int) {
        if row >= heights.count {
            heights.append(contentsOf: repeatElement(Self.absent, count: row - heights.count + 1))
        }
        let old = heights[row]
        if old.isNaN { cachedCount += 1 } else { sum -= old }
        sum += height
        heights[row] = height
    }

    /// Makes `row` absent. O(1).
    mutating func remove(row: Int) {
        guard row >= 0, row < heights.count else { return }
        let old = heights[row]
        guard !old.isNaN else { return }
        cachedCount -= 1
        sum -= old
        heights[row] = Self.absent
        if cachedCount == 0 { sum = 0 }
    }

    /// Inserts an absent row at `row` (an index after the insertion). O(rows after it).
    mutating func insertAbsent(at row: Int) {
        guard row < heights.count else { return }  // Every row from here on is absent already.
        heights.insert(Self.absent, at: row)
    }

    /// Deletes `row` (an index before the deletion), shifting later rows up. O(rows after it).
    mutating func delete(row: Int) {
        guard row < heights.count else { return }
        remove(row: row)
        heights.remove(at: row)
    }

    /// Makes room for `rows` rows without reallocating as they are filled.
    mutating func reserveCapacity(_ rows: Int) {
        if rows > heights.capacity { heights.reserveCapacity(rows) }
    }

    /// The number of bytes the buffer occupies (capacity, not count).
    var allocatedBytes: Int { heights.capacity * MemoryLayout<Double>.stride }

    /// Recomputes the cached count and sum from the buffer. O(rows).
    mutating func recount() {
        var count = 0
        var total: Double = 0
        for height in heights where !height.isNaN {
            count += 1
            total += height
        }
        cachedCount = count
        sum = total
    }

    #if DEBUG
        /// Checks that the running count and sum match the buffer.
        func checkInvariants() {
            var copy = self
            copy.recount()
            assert(copy.cachedCount == cachedCount, "SectionHeights: cached count drifted")
            assert(abs(copy.sum - sum) <= max(1e-6, abs(copy.sum) * 1e-9), "SectionHeights: sum drifted")
        }
    #endif
}

/// The heights of one section's rows: a contiguous buffer of `Double` with NaN meaning "absent".
///
/// Rows beyond `heights.count` are absent too, and the buffer ends with the last cached row (no
/// absent tail), so its length is the number of rows the section is known to have. Reads, writes
/// and lookups are O(1); the cached count and the sum of cached heights are kept up to date so
/// that statistics are O(1) as well. 8 bytes per stored row.
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

    /// Makes `row` absent, keeping the buffer's length (see ``trimAbsentTail()``). O(1).
    mutating func remove(row: Int) {
        guard row >= 0, row < heights.count else { return }
        let old = heights[row]
        guard !old.isNaN else { return }
        cachedCount -= 1
        sum -= old
        heights[row] = Self.absent
        if cachedCount == 0 { sum = 0 }
    }

    /// Drops the absent rows at the end, so that the buffer ends with the last cached row.
    /// O(rows dropped).
    mutating func trimAbsentTail() {
        var end = heights.count
        while end > 0, heights[end - 1].isNaN { end -= 1 }
        if end < heights.count { heights.removeLast(heights.count - end) }
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
            assert(heights.last.map { !$0.isNaN } ?? true, "SectionHeights: absent tail")
        }
    #endif
}

// MARK: - Batches

/// Applying one section's share of a batch in a single pass over its rows.
///
/// The survivors (rows neither removed nor moved away) keep their order and fill the indexes that
/// no inserted or moved-in row takes. Between two changes they form runs that move by the same
/// shift; each run moves once, with one memory move. Runs that move towards the start are moved
/// first to last and runs that move towards the end last to first, so that no run overwrites one
/// that has yet to move (a run moving one way never overlaps a run moving the other way). If the
/// result does not fit the buffer, the runs are copied into a new one instead, which costs the
/// same single pass.
extension SectionHeights {
    /// One run of survivors: `count` rows from old index `from` to new index `to`.
    private struct Run {
        var from: Int
        var to: Int
        var count: Int
    }

    /// Applies the changes. O(rows from the first change on + changes).
    ///
    /// - Parameters:
    ///   - removed: Rows (before the batch) that leave, ascending and distinct.
    ///   - reloaded: Rows (before the batch) that stay but lose their height, ascending and
    ///     distinct, none of them in `removed`.
    ///   - fixed: Rows (after the batch) that are inserted (NaN) or moved in (their height),
    ///     ascending and distinct.
    mutating func applyBatch(removed: [Int], reloaded: [Int], fixed: [(row: Int, height: Double)]) {
        let oldCount = heights.count
        for row in reloaded where row < oldCount { remove(row: row) }
        for row in removed where row < oldCount { remove(row: row) }
        var runs: [Run] = []
        var (source, target, nextRemoved, nextFixed) = (0, 0, 0, 0)
        while source < oldCount {
            if nextRemoved < removed.count, removed[nextRemoved] == source {
                (source, nextRemoved) = (source + 1, nextRemoved + 1)
            } else if nextFixed < fixed.count, fixed[nextFixed].row == target {
                (target, nextFixed) = (target + 1, nextFixed + 1)
            } else {
                var count = oldCount - source
                if nextRemoved < removed.count { count = min(count, removed[nextRemoved] - source) }
                if nextFixed < fixed.count { count = min(count, fixed[nextFixed].row - target) }
                runs.append(Run(from: source, to: target, count: count))
                (source, target) = (source + count, target + count)
            }
        }
        // Every survivor lands before `target`; absent rows and fixed ones without a height after it.
        let survivorsEnd = target
        let newCount = max(survivorsEnd, (fixed.last { !$0.height.isNaN }?.row ?? -1) + 1)
        if newCount <= heights.capacity {
            moveInPlace(runs, oldCount: oldCount, newCount: newCount)
        } else {
            copyToNewBuffer(runs, newCount: newCount)
        }
        heights.withUnsafeMutableBufferPointer { buffer in
            for row in survivorsEnd..<newCount { buffer[row] = Self.absent }
            for (row, height) in fixed where row < newCount {
                buffer[row] = height
                if !height.isNaN { (cachedCount, sum) = (cachedCount + 1, sum + height) }
            }
        }
        trimAbsentTail()
    }

    private mutating func moveInPlace(_ runs: [Run], oldCount: Int, newCount: Int) {
        if newCount > oldCount { heights.append(contentsOf: repeatElement(Self.absent, count: newCount - oldCount)) }
        heights.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            func move(_ run: Run) {
                UnsafeMutableRawPointer(base + run.to).copyMemory(
                    from: base + run.from, byteCount: run.count * MemoryLayout<Double>.stride)
            }
            var towardsEnd: [Run] = []
            for run in runs where run.from != run.to {
                if run.to < run.from { move(run) } else { towardsEnd.append(run) }
            }
            for run in towardsEnd.reversed() { move(run) }
        }
        if newCount < oldCount { heights.removeLast(oldCount - newCount) }
    }

    private mutating func copyToNewBuffer(_ runs: [Run], newCount: Int) {
        let old = heights
        let capacity = max(newCount, old.capacity * 2)
        heights = ContiguousArray(unsafeUninitializedCapacity: capacity) { buffer, count in
            old.withUnsafeBufferPointer { source in
                let target = buffer.baseAddress!
                for run in runs {
                    (target + run.to).initialize(from: source.baseAddress! + run.from, count: run.count)
                }
                // Fill the slots of fixed rows; `applyBatch` writes their values.
                var filled = 0
                for run in runs {
                    (target + filled).initialize(repeating: Self.absent, count: run.to - filled)
                    filled = run.to + run.count
                }
                (target + filled).initialize(repeating: Self.absent, count: newCount - filled)
            }
            count = newCount
        }
    }
}

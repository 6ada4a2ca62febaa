/// The physical references for a batch on a flat buffer of heights (NaN = not cached).
enum FlatBatchMerge {
    /// One linear merge: walks the old rows once and writes every row of the result once, dropping
    /// `removed` rows, clearing `reloaded` ones and placing `fixed` rows at their new indexes (all
    /// ascending). Returns the result's row count. The output buffer is the caller's (reused, so
    /// no page faults), which makes this the best case of a merge that copies every row.
    static func merge(
        _ old: UnsafeBufferPointer<Double>, removed: [Int], reloaded: [Int], fixed: [(row: Int, height: Double)],
        into output: UnsafeMutableBufferPointer<Double>
    ) -> Int {
        var (nextRemoved, nextReloaded, nextFixed, written) = (0, 0, 0, 0)
        for row in old.indices {
            if nextRemoved < removed.count, removed[nextRemoved] == row {
                nextRemoved += 1
                continue
            }
            while nextFixed < fixed.count, fixed[nextFixed].row == written {
                output[written] = fixed[nextFixed].height
                (written, nextFixed) = (written + 1, nextFixed + 1)
            }
            var height = old[row]
            if nextReloaded < reloaded.count, reloaded[nextReloaded] == row {
                height = .nan
                nextReloaded += 1
            }
            output[written] = height
            written += 1
        }
        while nextFixed < fixed.count, fixed[nextFixed].row == written {
            output[written] = fixed[nextFixed].height
            (written, nextFixed) = (written + 1, nextFixed + 1)
        }
        return written
    }

    /// What an insertion at row 0 must at least cost: moving every row one place down (memmove).
    static func shiftDown(_ buffer: UnsafeMutableBufferPointer<Double>, count: Int) {
        let base = buffer.baseAddress!
        UnsafeMutableRawPointer(base + 1).copyMemory(from: base, byteCount: count * MemoryLayout<Double>.stride)
        base[0] = .nan
    }
}

import Foundation

/// The physical limit of a height cache, for the bare-loop column of the cache-only metrics: one
/// raw buffer of `Double` for the one section, 8 bytes a row. A read is a bounds test and one
/// load (from the same `IndexPath` every contender gets); an insert is one `memmove` of the rows
/// after it.
@MainActor
final class RawBufferHeightCache: BenchmarkHeightCache {
    // Unsafe: touched only on the main actor, and by `deinit` once nothing else can.
    nonisolated(unsafe) private var buffer: UnsafeMutableBufferPointer<Double>
    private var count: Int

    init(cachedRows rows: Int, height: (IndexPath) -> Double) {
        // Room for the insert metric's rows, so that no insert reallocates.
        buffer = .allocate(capacity: rows + 64)
        count = rows
        for row in 0..<rows { buffer[row] = height(TableShape.indexPath(section: 0, row: row)) }
    }

    deinit { buffer.deallocate() }

    func height(at indexPath: IndexPath) -> Double? {
        let (section, row) = (indexPath[0], indexPath[1])
        guard section == 0, UInt(bitPattern: row) < UInt(bitPattern: count) else { return nil }
        return buffer[row]
    }

    func insertRow(at indexPath: IndexPath) {
        let row = indexPath[1]
        guard indexPath[0] == 0, row >= 0, row <= count else { return }
        if count == buffer.count {
            let grown = UnsafeMutableBufferPointer<Double>.allocate(capacity: buffer.count * 2)
            grown.baseAddress!.moveInitialize(from: buffer.baseAddress!, count: count)
            buffer.deallocate()
            buffer = grown
        }
        let base = buffer.baseAddress!
        (base + row + 1).moveInitialize(from: base + row, count: count - row)
        base[row] = .nan
        count += 1
    }
}

import Foundation

/// The physical limit of precaching: every row measured in one plain loop inside `enable()`, its
/// height stored in a preallocated flat buffer. No run loop, no passes, no queue: what is left of
/// a precache run's time is the measuring itself (and the harness's own measurer wrapper, which
/// every contender pays alike). It blocks the main thread for the whole run, so only the totals,
/// the per-row overhead and the growth curve apply.
@MainActor
final class BareLoopPrecache: PrecacheStrategy {
    static let displayName = "bare loop"
    static let role = ContenderRole.physicalLimit
    static var heightCacheType: (any BenchmarkHeightCache.Type)? { RawBufferHeightCache.self }

    private let table: TableShape
    private let measurer: RowMeasurer
    /// Where each section's rows start in `heights`.
    private var sectionStarts: [Int] = []
    private var heights: [Double] = []
    private var isDone = false

    init(table: TableShape, measurer: @escaping RowMeasurer, probe: PassProbe) {
        self.table = table
        self.measurer = measurer
    }

    func enable() {
        var start = 0
        sectionStarts = table.rowCounts.map { rows in
            defer { start += rows }
            return start
        }
        heights = [Double](unsafeUninitializedCapacity: start) { buffer, count in
            var index = 0
            for (section, rows) in table.rowCounts.enumerated() {
                for row in 0..<rows {
                    buffer[index] = measurer(TableShape.indexPath(section: section, row: row))
                    index += 1
                }
            }
            count = index
        }
        isDone = true
    }

    var isComplete: Bool { isDone }

    func cachedHeight(at indexPath: IndexPath) -> Double? {
        guard table.contains(indexPath) else { return nil }
        return heights[sectionStarts[indexPath[0]] + indexPath[1]]
    }

    func disable() { heights = [] }
}

/// What a stretch of display frames cost: how many there were, how many ran over the frame budget,
/// and the height reads and measurements they did.
public struct FrameStatistics: Sendable, Equatable {
    /// Frames drawn.
    public var frames = 0
    /// Frames whose work took longer than the frame budget.
    public var framesOverBudget = 0
    /// The frame budget the frames were held to, in nanoseconds.
    public var budgetNanoseconds: UInt64
    /// The sum of the frames' work, in nanoseconds.
    public var workNanoseconds: UInt64 = 0
    /// The longest frame's work, in nanoseconds.
    public var longestFrameNanoseconds: UInt64 = 0
    /// Row heights the frames read (`heightForRowAt` calls).
    public var heightReads = 0
    /// Reads that found the height in the cache.
    public var cacheHits = 0
    /// Rows measured on demand because the cache did not have them.
    public var rowsMeasured = 0
    /// Frames that measured at least one row on demand.
    public var framesMeasuring = 0
    /// Nanoseconds the frames spent measuring rows on demand.
    public var measureNanoseconds: UInt64 = 0

    /// Empty statistics for frames held to `budgetNanoseconds`.
    ///
    /// - Parameter budgetNanoseconds: The frame budget, in nanoseconds.
    public init(budgetNanoseconds: UInt64) {
        self.budgetNanoseconds = budgetNanoseconds
    }

    /// The share of reads that found a cached height, in `0...1`; 1 when nothing was read.
    public var hitRate: Double { heightReads == 0 ? 1 : Double(cacheHits) / Double(heightReads) }

    /// The mean work of a frame, in nanoseconds (0 without frames).
    public var meanFrameNanoseconds: Double { frames == 0 ? 0 : Double(workNanoseconds) / Double(frames) }

    /// Adds one frame.
    ///
    /// - Parameters:
    ///   - work: The frame's work, in nanoseconds.
    ///   - reads: Heights it read.
    ///   - hits: Reads that found a cached height.
    ///   - measured: Rows it measured on demand.
    ///   - measureNanoseconds: Nanoseconds it spent measuring.
    public mutating func recordFrame(
        work: UInt64, reads: Int, hits: Int, measured: Int, measureNanoseconds: UInt64
    ) {
        frames += 1
        if work > budgetNanoseconds { framesOverBudget += 1 }
        workNanoseconds += work
        longestFrameNanoseconds = max(longestFrameNanoseconds, work)
        heightReads += reads
        cacheHits += hits
        rowsMeasured += measured
        if measured > 0 { framesMeasuring += 1 }
        self.measureNanoseconds += measureNanoseconds
    }
}

/// What the precacher did during one variant of a session.
public struct PrecacheResult: Sendable, Equatable {
    /// Rows the precacher measured, over all its runs (a width change starts a new run); in the
    /// background variant, the heights its passes wrote.
    public var rowsPrecached = 0
    /// Rows it measured while the run loop was in the tracking mode: 0 unless precaching leaks into scrolling.
    public var rowsWhileTracking = 0
    /// Run-loop passes the precacher ran (each measures up to the batch size within the time budget).
    public var passes = 0
    /// Passes that measured at least one row (in the background variant: wrote a height).
    public var passesWithRows = 0
    /// Rows measured (in the background variant: heights written) by all passes together.
    public var rowsInPasses = 0
    /// The most rows one pass measured (in the background variant: heights it wrote).
    public var maxRowsInPass = 0
    /// Passes that ran while the run loop was in the tracking mode: 0 unless precaching leaks.
    public var passesWhileTracking = 0
    /// How long the passes blocked the main thread.
    public var passDurations = DurationSummary([])
    /// Whether the precacher had finished when the script ended.
    public var finished = false
    /// Rows with a cached height at the end, at the final width.
    public var cachedRows = 0
    /// Seconds of idle time the script gave the precacher (its idle steps, the waits before
    /// flings and the wait for completion).
    public var idleSeconds = 0.0
    /// Seconds spent, before flings, waiting for the precacher to cover the rows the fling reaches.
    public var waitBeforeFlingsSeconds = 0.0
    /// Flings that started before every row they reach was cached (the wait timed out): 0 in a fair run.
    public var flingsStartedUncovered = 0
    /// Seconds from the start of the variant until every row was cached for the first time (a
    /// precacher run completed), or `nil` if that never happened.
    public var firstFullyCachedSeconds: Double?
    /// Seconds from the script's width change until every row was cached at the new width, or
    /// `nil` if that never happened (or the script has no width change).
    public var recachedAfterWidthChangeSeconds: Double?
    /// What the background workers did, in the background variant; `nil` otherwise.
    public var workers: WorkerResult?

    /// Rows per pass that measured rows (in the background variant: wrote heights), on average.
    public var meanRowsPerPass: Double { Double(rowsInPasses) / Double(max(1, passesWithRows)) }

    /// An empty result.
    public init() {}
}

/// What the background workers did during the background variant of a session.
public struct WorkerResult: Sendable, Equatable {
    /// How many workers measured at most at once.
    public var count: Int
    /// Every row a worker measured, written or not, with its duration (added cost included).
    public var measurements: DurationSummary

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - count: How many workers.
    ///   - measurements: The workers' measurements.
    public init(count: Int, measurements: DurationSummary) {
        self.count = count
        self.measurements = measurements
    }
}

/// The outcome of one variant of a scripted session.
public struct VariantResult: Sendable, Equatable {
    /// The variant.
    public var variant: SessionVariant
    /// The frames drawn during flings (the run loop in the tracking mode).
    public var flingFrames: FrameStatistics
    /// The frames drawn outside flings.
    public var idleFrames: FrameStatistics
    /// The work of every fling frame in nanoseconds, one array per fling, in order.
    public var flingFrameTimes: [[UInt64]] = []
    /// The rows every fling frame showed, one array per fling, in order (`nil`: none).
    public var flingVisibleRows: [[ClosedRange<Int>?]] = []
    /// The number of flings played.
    public var flings: Int
    /// What the precacher did, or `nil` for the on-demand variant.
    public var precache: PrecacheResult?
    /// Every measurement's duration, precacher's and on-demand.
    public var measurements: DurationSummary
    /// The stale-height check at the end.
    public var audit: HeightAudit
    /// Rows in the table at the end.
    public var finalRowCount: Int
    /// The layout width at the end.
    public var finalWidth: Double
    /// Seconds the variant took.
    public var seconds: Double
}

import Precache

/// A snapshot of a running session, for a progress line.
public struct SessionStatus: Sendable, Equatable {
    /// The variant running.
    public var variant: SessionVariant
    /// The cost added to each measurement in this session.
    public var rowCost = RowCostProfile.thisMachine
    /// The index of the current step, from 0.
    public var step: Int
    /// The number of steps.
    public var stepCount: Int
    /// What the current step does.
    public var stepLabel: String
    /// Whether the run loop is in the tracking mode (scrolling), which holds precaching back.
    public var isTracking: Bool
    /// The precacher's current run, or `nil` without a precacher.
    public var progress: PrecacheProgress?
    /// The precacher's state, or `nil` without a precacher.
    public var state: PrecacheState?
    /// Rows the precacher measured so far, over all its runs.
    public var precachedRows: Int
    /// Rows the precacher measured per second, lately.
    public var rowsPerSecond: Double
    /// Seconds since the variant started.
    public var elapsed: Double
    /// The layout width in points.
    public var width: Double
    /// The rows in the table.
    public var rowCount: Int
    /// The table's rows with a cached height at the current width (precached, or measured on
    /// demand by a frame), at most ``rowCount``.
    public var cachedRows = 0

    /// The state as a word, with "held" while scrolling holds a running precacher back.
    public var stateText: String {
        guard let state else { return "off" }
        switch state {
        case .idle: return "idle"
        case .running: return isTracking ? "held (scrolling)" : "running"
        case .waiting(let reason): return "waiting (\(reason))"
        case .paused: return "paused"
        case .finished: return "finished"
        }
    }
}

/// Who asked for a row height to be measured.
public enum MeasurementSource: Sendable, Equatable {
    /// The precacher, in an idle pass of the run loop.
    case precache
    /// A frame that needed the height of a row the cache did not have (`heightForRowAt` on a miss).
    case onDemand
}

/// Counts of every height measurement and cache read of a ``FeedTable``.
///
/// Counters only grow; take a copy (it is a few integers) before a stretch of work and subtract
/// to see what it did.
public struct MeasurementLedger: Sendable, Equatable {
    /// Rows measured by the precacher.
    public private(set) var precacheRows = 0
    /// Nanoseconds the precacher spent measuring.
    public private(set) var precacheNanoseconds: UInt64 = 0
    /// Rows the precacher measured while the main run loop ran in the tracking mode (should stay 0).
    public private(set) var precacheRowsWhileTracking = 0
    /// Rows measured on demand because a frame needed a height the cache did not have.
    public private(set) var onDemandRows = 0
    /// Nanoseconds spent measuring on demand.
    public private(set) var onDemandNanoseconds: UInt64 = 0
    /// Heights read through the cache by frames (`heightForRowAt`).
    public private(set) var reads = 0
    /// Reads that found a cached height.
    public private(set) var hits = 0

    /// An empty ledger.
    public init() {}

    /// Records one measurement.
    ///
    /// - Parameters:
    ///   - nanoseconds: How long it took.
    ///   - source: Who asked for it.
    ///   - tracking: Whether the run loop was in the tracking mode.
    public mutating func recordMeasurement(_ nanoseconds: UInt64, source: MeasurementSource, tracking: Bool) {
        switch source {
        case .precache:
            precacheRows += 1
            precacheNanoseconds += nanoseconds
            if tracking { precacheRowsWhileTracking += 1 }
        case .onDemand:
            onDemandRows += 1
            onDemandNanoseconds += nanoseconds
        }
    }

    /// Records one height read, and whether the cache had the height.
    ///
    /// - Parameter hit: `true` if the cache had the height.
    public mutating func recordRead(hit: Bool) {
        reads += 1
        if hit { hits += 1 }
    }
}

/// The outcome of a scripted session: each variant's result, run back to back in one process on
/// the same feed, and the cost of a measurement over all of them.
public struct SessionReport: Sendable, Equatable {
    /// The configuration the session ran with.
    public var configuration: SessionConfiguration
    /// One result per variant, in the order they ran.
    public var results: [VariantResult]
    /// Every measurement of every variant.
    public var measurements: DurationSummary
    /// Seconds spent generating the feed.
    public var feedSeconds: Double
    /// The precache run's flings replayed as a compositional list draws them, its cells sizing
    /// themselves and answered from the cache (``CompositionalReplay``), or `nil` without a precache run.
    public var compositional: CompositionalReplay?

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - configuration: The configuration the session ran with.
    ///   - results: One result per variant.
    ///   - measurements: Every measurement of every variant.
    ///   - feedSeconds: Seconds spent generating the feed.
    ///   - compositional: The flings replayed as a compositional list draws them.
    public init(
        configuration: SessionConfiguration, results: [VariantResult], measurements: DurationSummary,
        feedSeconds: Double, compositional: CompositionalReplay? = nil
    ) {
        self.configuration = configuration
        self.results = results
        self.measurements = measurements
        self.feedSeconds = feedSeconds
        self.compositional = compositional
    }

    /// The result of `variant`, if it ran.
    ///
    /// - Parameter variant: The variant.
    public func result(_ variant: SessionVariant) -> VariantResult? { results.first { $0.variant == variant } }

    /// Generates the feed once and runs each configured variant on a fresh table and cache.
    ///
    /// Call on the main thread, outside any other run of the main run loop.
    ///
    /// - Parameters:
    ///   - configuration: The session's settings.
    ///   - onStatus: Progress snapshots, about ten a second.
    ///   - onVariantStart: Called before each variant starts.
    @MainActor
    public static func run(
        _ configuration: SessionConfiguration, onStatus: ((SessionStatus) -> Void)? = nil,
        onVariantStart: ((SessionVariant) -> Void)? = nil
    ) -> SessionReport {
        let start = SessionClock.now()
        let feed = FeedGenerator.makeFeed(count: configuration.rowCount, seed: configuration.seed)
        let feedSeconds = Double(SessionClock.elapsed(since: start)) / 1e9
        var results: [VariantResult] = []
        var durations: [UInt64] = []
        for variant in configuration.variants {
            onVariantStart?(variant)
            let session = FeedSession(configuration: configuration, variant: variant, entries: feed)
            session.onStatus = onStatus
            results.append(session.run())
            durations += session.table.measurementDurations
        }
        let replayed = results.first { $0.variant == .precache }.map { run in
            CompositionalReplay.run(
                frameTimes: run.flingFrameTimes, visibleRows: run.flingVisibleRows, entries: feed,
                layout: FeedCellLayout(), width: configuration.width,
                addedCost: SessionClock.nanoseconds(configuration.rowCost.addedSeconds),
                budget: run.flingFrames.budgetNanoseconds)
        }
        return SessionReport(
            configuration: configuration, results: results, measurements: DurationSummary(durations),
            feedSeconds: feedSeconds, compositional: replayed)
    }
}

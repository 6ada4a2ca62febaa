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

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - configuration: The configuration the session ran with.
    ///   - results: One result per variant.
    ///   - measurements: Every measurement of every variant.
    ///   - feedSeconds: Seconds spent generating the feed.
    public init(
        configuration: SessionConfiguration, results: [VariantResult], measurements: DurationSummary,
        feedSeconds: Double
    ) {
        self.configuration = configuration
        self.results = results
        self.measurements = measurements
        self.feedSeconds = feedSeconds
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
        return SessionReport(
            configuration: configuration, results: results, measurements: DurationSummary(durations),
            feedSeconds: feedSeconds)
    }
}

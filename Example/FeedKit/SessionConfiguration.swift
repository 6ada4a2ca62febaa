import Precache

/// Whether a session precaches, on the main thread or on background workers, or measures every
/// height on demand.
public enum SessionVariant: Sendable, Equatable, CaseIterable {
    /// A ``Precacher`` measures rows on the main thread while the run loop is idle.
    case precache
    /// A ``Precacher`` hands rows to background workers (`measuring = .inBackground(…)`) and writes their
    /// heights while the run loop is idle.
    case background
    /// No precacher: frames measure each missing height when they need it.
    case onDemand

    /// `"with precache"`, `"background precache"` or `"without precache"`: a column heading.
    public var name: String {
        switch self {
        case .precache: return "with precache"
        case .background: return "background precache"
        case .onDemand: return "without precache"
        }
    }

    /// Whether the variant runs a precacher.
    public var precaches: Bool { self != .onDemand }
}

/// Everything a scripted session depends on.
public struct SessionConfiguration: Sendable, Equatable {
    /// The number of entries in the generated feed.
    public var rowCount = FeedGenerator.defaultCount
    /// The seed of the generated feed.
    public var seed = FeedGenerator.defaultSeed
    /// The layout width in points at the start.
    public var width = 375.0
    /// The width the script changes to; `nil` picks ``defaultChangedWidth(for:)``.
    public var changedWidth: Double?
    /// The viewport height in points (a phone in portrait).
    public var viewportHeight = 812.0
    /// Display frames per second.
    public var frameRate = 120.0
    /// The cost added to every height measurement (``RowCostProfile/thisMachine`` adds none).
    public var rowCost = RowCostProfile.thisMachine
    /// The precacher's tuning: its time slice and time budget per pass and its batch cap
    /// (`Precacher.Configuration.default`: 0.5 ms, 4 ms, no cap, so that the time slice decides).
    public var precacher = Precacher.Configuration.default
    /// Whether the precacher knows the simulated display's next frame, as a display link tells it on
    /// iOS: a pass's slice then ends 1 ms before the next frame, no pass starts right before one, and
    /// a row predicted to run into the frame waits until after it. Off by default.
    public var frameDeadlines = false
    /// The background variant's workers, or `nil` for the active processors less one (the default of
    /// `Precacher.Measuring.inBackground`).
    public var workers: Int?
    /// The variants to run, in order, each on a fresh table and cache.
    public var variants: [SessionVariant] = [.precache, .onDemand]
    /// Multiplies the script's durations (1 for the full session).
    public var timeScale = 1.0
    /// The longest time ``SessionStep/finishPrecaching`` waits, in seconds.
    public var finishTimeout = 120.0
    /// The longest time to wait, before a fling, for the precacher to cover the rows it will reach.
    public var flingReadyTimeout = 30.0
    /// How many rows the closing audit compares with fresh measurements; `nil` for every row.
    public var auditLimit: Int? = 1_500
    /// The script; `nil` uses ``SessionScript/standard(changingWidthTo:timeScale:)``.
    public var script: SessionScript?

    /// The default configuration: 20,000 rows at 375 points, both variants, the full script.
    public init() {}

    /// The width the script changes to when ``changedWidth`` is `nil`: 320 points (a narrower
    /// window) for widths above 320, else 375.
    ///
    /// - Parameter width: The starting width.
    public static func defaultChangedWidth(for width: Double) -> Double { width > 320 ? 320 : 375 }

    /// The script to run.
    public var resolvedScript: SessionScript {
        script ?? .standard(changingWidthTo: changedWidth ?? Self.defaultChangedWidth(for: width), timeScale: timeScale)
    }
}

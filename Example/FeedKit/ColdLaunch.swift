import CellHeight
import Foundation

/// The first screen of one launch: how many rows it showed, how many it had to measure, and the
/// frame that laid it out.
public struct LaunchScreen: Sendable, Equatable {
    /// The rows the first screen showed.
    public var rowsShown = 0
    /// The rows measured because the cache did not have their height.
    public var rowsMeasured = 0
    /// The first frame: its work (reading or measuring each visible row's height) against the
    /// display's frame budget.
    public var frames: FrameStatistics
    /// What loading the height file did, or `nil` for a launch that did not load one.
    public var load: HeightFileReport?
}

/// A cold launch run twice: the feed's first screen laid out from an empty ``KeyedHeightCache``
/// (keyed by the entries' ids) and saved to a height file, then, as the next launch, from a fresh
/// cache loaded from that file under the same identity.
///
/// The first frame lays out the rows the viewport shows at the top of the feed, as a table view's
/// first layout pass does: each visible row's height is a cache read or, on a miss, a measurement by
/// ``FeedCellLayout`` plus the row cost's added time, made there and then.
public struct ColdLaunch: Sendable, Equatable {
    /// The first launch, from an empty cache.
    public var first: LaunchScreen
    /// The second launch, from the height file the first one saved.
    public var second: LaunchScreen
    /// The size of the height file in bytes.
    public var fileBytes: Int
    /// The row cost both launches measured at.
    public var rowCost: RowCostProfile

    /// The app version the height file is written under, unless a run passes its own.
    public static let layoutVersion = "feed-layout-1"

    /// Runs both launches on the configuration's feed, width, viewport, frame rate and row cost,
    /// through a height file in a temporary folder that is removed afterwards.
    ///
    /// - Parameters:
    ///   - configuration: The session whose feed and display to launch.
    ///   - entries: The feed; generated from the configuration when `nil`.
    ///   - secondVersion: The app version of the second launch; a different one from
    ///     ``layoutVersion`` stands for an update that changed the cells, so the file is discarded.
    @MainActor
    public static func run(
        _ configuration: SessionConfiguration, entries: [FeedEntry]? = nil, secondVersion: String = layoutVersion
    ) -> ColdLaunch {
        let feed = entries ?? FeedGenerator.makeFeed(count: configuration.rowCount, seed: configuration.seed)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ColdLaunch-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("feed.heights")

        let firstCache = makeCache(configuration)
        let first = firstScreen(of: feed, configuration, cache: firstCache, load: nil)
        firstCache.save(to: file, identity: identity(layoutVersion))
        let bytes = (try? Data(contentsOf: file))?.count ?? 0

        let secondCache = makeCache(configuration)
        let report = secondCache.load(from: file, identity: identity(secondVersion))
        let second = firstScreen(of: feed, configuration, cache: secondCache, load: report)
        return ColdLaunch(first: first, second: second, fileBytes: bytes, rowCost: configuration.rowCost)
    }

    private static func identity(_ version: String) -> HeightFileIdentity {
        .current(appVersion: version, displayScale: 3)
    }

    @MainActor
    private static func makeCache(_ configuration: SessionConfiguration) -> KeyedHeightCache<Int> {
        let cache = KeyedHeightCache<Int>()
        cache.layoutContext = LayoutContext(width: CGFloat(configuration.width))
        return cache
    }

    /// Lays out the top of `feed` in one frame, reading heights from `cache` and measuring misses.
    @MainActor
    private static func firstScreen(
        of feed: [FeedEntry], _ configuration: SessionConfiguration, cache: KeyedHeightCache<Int>,
        load: HeightFileReport?
    ) -> LaunchScreen {
        let layout = FeedCellLayout()
        let addedCost = SessionClock.nanoseconds(configuration.rowCost.addedSeconds)
        let frameRate = configuration.frameRate > 0 && configuration.frameRate.isFinite ? configuration.frameRate : 120
        var screen = LaunchScreen(frames: FrameStatistics(budgetNanoseconds: UInt64(1e9 / frameRate)), load: load)
        var reads = 0
        var measuring: UInt64 = 0
        let start = SessionClock.now()
        let visible = ScrollPosition().visibleRows(rowCount: feed.count, viewportHeight: configuration.viewportHeight) {
            let entry = feed[$0]
            reads += 1
            if let height = cache.height(for: entry.id) { return Double(height) }
            let measureStart = SessionClock.now()
            let height = layout.height(for: entry, width: configuration.width)
            SessionClock.spin(for: addedCost)
            measuring += SessionClock.elapsed(since: measureStart)
            screen.rowsMeasured += 1
            cache.setHeight(CGFloat(height), for: entry.id)
            return height
        }
        let work = SessionClock.elapsed(since: start)
        screen.rowsShown = visible?.count ?? 0
        screen.frames.recordFrame(
            work: work, reads: reads, hits: reads - screen.rowsMeasured, measured: screen.rowsMeasured,
            measureNanoseconds: measuring)
        return screen
    }
}

import CellHeight
import Foundation
import Precache

/// Runs one variant of a scripted session on the main run loop: a feed, a simulated display, and
/// (for ``SessionVariant/precache`` and ``SessionVariant/background``) a precacher, driven through
/// a ``SessionScript``.
///
/// Idle steps run the default mode, flings run the tracking mode until the fling's last frame, and
/// data changes go through the table, which tells the cache. In the precache variants, each fling
/// first waits in the default mode until the precacher has cached every row the fling will reach,
/// so that the comparison with the on-demand variant is fair. Idle steps end early once there is
/// nothing left to do: when the precacher has finished, and after 50 ms in the on-demand variant.
///
/// Must run on the main thread, outside any other run of the main run loop.
@MainActor
public final class FeedSession {
    /// The configuration.
    public let configuration: SessionConfiguration
    /// The variant this session runs.
    public let variant: SessionVariant
    /// The table.
    public let table: FeedTable
    /// The simulated display.
    public let display: DisplaySimulator
    /// The precacher, for the precache variants.
    public let precacher: Precacher?
    /// The background workers the precacher measures on, in the background variant.
    public let workers: Int
    /// Called about ten times a second, and when a step begins.
    public var onStatus: ((SessionStatus) -> Void)?

    private let script: SessionScript
    private var result = PrecacheResult()
    private var passDurations: [UInt64] = []
    private var meter = ThroughputMeter()
    private var stepIndex = 0
    private var scriptEnded = false
    private var startTime: UInt64 = 0
    private var framesSinceStatus = 0
    private var waitingForFling = false
    private let workerLog = WorkerLog()
    private var completions: [UInt64] = []
    private var widthChange: UInt64?

    /// Creates a session over `entries` (a fresh table and cache).
    ///
    /// - Parameters:
    ///   - configuration: The session's settings.
    ///   - variant: Whether to precache.
    ///   - entries: The feed; generated from the configuration when `nil`.
    public init(configuration: SessionConfiguration, variant: SessionVariant, entries: [FeedEntry]? = nil) {
        self.configuration = configuration
        self.variant = variant
        script = configuration.resolvedScript
        let feed = entries ?? FeedGenerator.makeFeed(count: configuration.rowCount, seed: configuration.seed)
        table = FeedTable(entries: feed, seed: configuration.seed, width: configuration.width)
        table.addedCostPerRow = SessionClock.nanoseconds(configuration.rowCost.addedSeconds)
        display = DisplaySimulator(
            table: table, viewportHeight: configuration.viewportHeight, frameRate: configuration.frameRate)
        // The default of `Precacher.Measuring.inBackground`: the active processors less one.
        workers = max(1, configuration.workers ?? ProcessInfo.processInfo.activeProcessorCount - 1)
        precacher = SessionPrecacher.make(
            for: variant, configuration: configuration, table: table, workers: workers, log: workerLog)
        if let precacher {
            precacher.onPass = { [weak self] rows, nanoseconds in
                MainActor.assumeIsolated { self?.recordPass(rows: rows, nanoseconds: nanoseconds) }
            }
            precacher.onCompletion = { [weak self] _ in
                MainActor.assumeIsolated { self?.completions.append(SessionClock.now()) }
            }
            display.precacher = precacher
            if configuration.frameDeadlines {
                let display = display
                precacher.nextFrameDeadline = { [weak display] in
                    display?.nextFrameDeadline(after: SessionClock.now())
                }
            }
        }
        display.onFrame = { [weak self] in MainActor.assumeIsolated { self?.frameDrawn() } }
    }

    /// Runs the script to its end and returns what happened.
    public func run() -> VariantResult {
        MainRunLoop.prepare()
        startTime = SessionClock.now()
        display.drawFrame()  // The table appears: its first rows are measured on demand.
        display.start()
        precacher?.start()
        for (index, step) in script.steps.enumerated() {
            stepIndex = index
            publishStatus()
            perform(step)
        }
        scriptEnded = true
        publishStatus()  // the last word: where the session ended (every row cached, or not)
        display.stop()
        let result = makeResult()
        precacher?.cancel()  // the session is over: a run cut short by the script's end stops here
        return result
    }

    // MARK: Steps

    private func perform(_ step: SessionStep) {
        switch step {
        case .idle(let seconds):
            guard let precacher else { return idle(for: min(seconds, 0.05)) }
            idle(for: seconds) { precacher.state == .finished }
        case .fling(let fling):
            if precacher != nil { waitUntilCovered(fling) }
            display.beginFling(fling)
            framesSinceStatus = .max / 2  // publish from the fling's first frame, in the tracking mode
            let limit = fling.duration(frameRate: display.frameRate) * 20 + 10
            MainRunLoop.run(MainRunLoop.trackingMode, for: limit) { !display.isFlinging }
        case .insert(let count, let anchor):
            let row = anchor.resolve(firstVisible: display.visibleRows?.lowerBound ?? 0, rowCount: table.rowCount + 1)
            display.adjust(for: table.insertNewEntries(count: count, at: row))
        case .delete(let anchors):
            let first = display.visibleRows?.lowerBound ?? 0
            let rows = anchors.map { $0.resolve(firstVisible: first, rowCount: table.rowCount) }
            display.adjust(for: table.deleteRows(rows))
        case .changeWidth(let width):
            widthChange = SessionClock.now()
            table.setWidth(width)
        case .finishPrecaching:
            guard let precacher else { return }
            idle(for: configuration.finishTimeout) { precacher.state == .finished }
        }
    }

    /// Runs the default mode for `seconds` or until `isDone`, counting the time as idle time.
    private func idle(for seconds: Double, until isDone: () -> Bool = { false }) {
        let start = SessionClock.now()
        MainRunLoop.run(MainRunLoop.defaultMode, for: seconds, until: isDone)
        if precacher != nil { result.idleSeconds += Double(SessionClock.elapsed(since: start)) / 1e9 }
    }

    /// Idles until every row that `fling` can reach from here has a cached height.
    private func waitUntilCovered(_ fling: Fling) {
        let start = SessionClock.now()
        let distance = abs(fling.distance(frameRate: display.frameRate))
        waitingForFling = true
        defer { waitingForFling = false }
        idle(for: configuration.flingReadyTimeout) { isCovered(distance: distance, downward: fling.isDownward) }
        result.waitBeforeFlingsSeconds += Double(SessionClock.elapsed(since: start)) / 1e9
        if !isCovered(distance: distance, downward: fling.isDownward) { result.flingsStartedUncovered += 1 }
    }

    /// Whether the rows within `distance` points of the viewport in the fling's direction, and the
    /// rows of a viewport beyond, are cached.
    private func isCovered(distance: Double, downward: Bool) -> Bool {
        let position = display.position
        let viewport = display.viewportHeight
        // Down: from the top row, the offset plus the distance plus a viewport below.
        var needed = position.offset + viewport + (downward ? distance : 0)
        var row = position.row
        while needed > 0, row < table.rowCount {
            guard let height = table.cachedHeight(ofRow: row) else { return false }
            needed -= height
            row += 1
        }
        guard !downward else { return true }
        // Up: the rows above the top row, for the distance.
        needed = distance - position.offset
        row = position.row - 1
        while needed > 0, row >= 0 {
            guard let height = table.cachedHeight(ofRow: row) else { return false }
            needed -= height
            row -= 1
        }
        return true
    }

    // MARK: Observation

    private func recordPass(rows: Int, nanoseconds: UInt64) {
        result.passes += 1
        passDurations.append(nanoseconds)
        result.rowsInPasses += rows
        result.maxRowsInPass = max(result.maxRowsInPass, rows)
        if rows > 0 { result.passesWithRows += 1 }
        if MainRunLoop.isTracking {
            result.passesWhileTracking += 1
            // Background heights written while tracking; the main-thread precacher's rows are in the ledger.
            if variant == .background { result.rowsWhileTracking += rows }
        }
    }

    /// Rows precached so far: measured by the main-thread precacher, or written from the workers' results.
    private var precachedRows: Int { variant == .background ? result.rowsInPasses : table.ledger.precacheRows }

    private func frameDrawn() {
        framesSinceStatus += 1
        guard framesSinceStatus >= max(1, Int(display.frameRate / 10)) else { return }
        publishStatus()
    }

    private func publishStatus() {
        framesSinceStatus = 0
        let now = SessionClock.now()
        meter.record(precachedRows, at: now)
        guard let onStatus else { return }
        let step = script.steps.isEmpty ? nil : script.steps[min(stepIndex, script.steps.count - 1)]
        var label = (waitingForFling ? "before the " : "") + (step?.label ?? "")
        if precacher == nil, step == .finishPrecaching { label = "end (nothing to precache)" }
        if scriptEnded { label = "done" }
        onStatus(
            SessionStatus(
                variant: variant, rowCost: configuration.rowCost, step: stepIndex, stepCount: script.steps.count,
                stepLabel: label,
                isTracking: MainRunLoop.isTracking, progress: precacher?.progress, state: precacher?.state,
                precachedRows: precachedRows, rowsPerSecond: meter.rowsPerSecond,
                elapsed: Double(now &- startTime) / 1e9, width: table.width, rowCount: table.rowCount,
                cachedRows: table.cache.statistics.cachedCount))
    }

    private func makeResult() -> VariantResult {
        var precache: PrecacheResult?
        if let precacher {
            result.rowsPrecached = precachedRows
            if variant == .background {
                result.workers = WorkerResult(count: workers, measurements: DurationSummary(workerLog.durations))
            } else {
                result.rowsWhileTracking = table.ledger.precacheRowsWhileTracking
            }
            result.passDurations = DurationSummary(passDurations)
            result.firstFullyCachedSeconds = completions.first.map { Double($0 &- startTime) / 1e9 }
            if let widthChange, let recached = completions.first(where: { $0 >= widthChange }) {
                result.recachedAfterWidthChangeSeconds = Double(recached - widthChange) / 1e9
            }
            result.finished = precacher.state == .finished
            result.cachedRows = table.cache.statistics.cachedCount
            precache = result
        }
        let seconds = Double(SessionClock.elapsed(since: startTime)) / 1e9
        return VariantResult(
            variant: variant, flingFrames: display.flingStatistics, idleFrames: display.idleStatistics,
            flingFrameTimes: display.flingFrameTimes, flingVisibleRows: display.flingVisibleRows,
            flings: display.completedFlings, precache: precache,
            measurements: DurationSummary(table.measurementDurations),
            audit: HeightAudit.run(on: table, limit: configuration.auditLimit), finalRowCount: table.rowCount,
            finalWidth: table.width, seconds: seconds)
    }
}

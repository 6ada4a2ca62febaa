import CellHeight
import CoreFoundation
import Foundation
import Precache

/// A simulated display that draws a ``FeedTable`` at a fixed frame rate on the main run loop.
///
/// A repeating `CFRunLoopTimer` in the common modes fires every frame, in the default mode and in
/// the tracking mode alike, as a display link does. Each frame applies the current ``Fling``'s
/// motion to the scroll position, then "draws" the visible rows: for each one it needs the height,
/// which is a cache read or, on a miss, a measurement made there and then (``FeedTable/height(ofRow:)``).
/// The frame's work is timed against the frame budget. Frames during a fling go to
/// ``flingStatistics``, the others to ``idleStatistics``. The visible rows and the scroll direction
/// are passed on to the precacher, so it measures the rows nearest them first.
///
/// Flings advance one step per frame drawn, so the same fling always scrolls over the same rows.
@MainActor
public final class DisplaySimulator {
    /// The table drawn.
    public let table: FeedTable
    /// Frames per second.
    public let frameRate: Double
    /// The height of the viewport in points.
    public var viewportHeight: Double
    /// The precacher told about the visible rows, if any.
    public weak var precacher: Precacher?
    /// Called after every frame.
    public var onFrame: (() -> Void)?

    /// Where the table is scrolled to.
    public private(set) var position = ScrollPosition()
    /// The rows the last frame showed.
    public private(set) var visibleRows: ClosedRange<Int>?
    /// The frames drawn during flings.
    public private(set) var flingStatistics: FrameStatistics
    /// The frames drawn outside flings.
    public private(set) var idleStatistics: FrameStatistics
    /// How many flings have ended.
    public private(set) var completedFlings = 0
    /// The work of every fling frame in nanoseconds, one array per fling, in order.
    public private(set) var flingFrameTimes: [[UInt64]] = []
    /// The rows every fling frame showed, one array per fling, in order (`nil`: none).
    public private(set) var flingVisibleRows: [[ClosedRange<Int>?]] = []

    private let timer = FrameTimer()
    private var isRunning = false
    private var lastFrameStart: UInt64?
    private var fling: Fling?
    private var flingFrame = 0
    private var direction = ScrollDirection.down

    /// Creates a display for `table`; call ``start()`` to begin drawing.
    ///
    /// - Parameters:
    ///   - table: The table to draw.
    ///   - viewportHeight: The viewport's height in points.
    ///   - frameRate: Frames per second (120 for ProMotion).
    public init(table: FeedTable, viewportHeight: Double, frameRate: Double = 120) {
        self.table = table
        self.viewportHeight = viewportHeight
        self.frameRate = frameRate > 0 && frameRate.isFinite ? frameRate : 120
        let budget = UInt64(1e9 / self.frameRate)
        flingStatistics = FrameStatistics(budgetNanoseconds: budget)
        idleStatistics = FrameStatistics(budgetNanoseconds: budget)
    }

    /// The time one frame may take, in nanoseconds.
    public var frameBudgetNanoseconds: UInt64 { flingStatistics.budgetNanoseconds }

    /// Whether a fling is under way.
    public var isFlinging: Bool { fling != nil }

    /// Starts the frame timer on the main run loop, in the common modes.
    public func start() {
        MainRunLoop.prepare()
        isRunning = true
        timer.start(interval: 1 / frameRate) { [weak self] in MainActor.assumeIsolated { self?.drawFrame() } }
    }

    /// Stops the frame timer.
    public func stop() {
        isRunning = false
        timer.stop()
    }

    /// Starts a fling: the next `fling.frames` frames move the scroll position. When it ends, the
    /// display stops the main run loop (``MainRunLoop/wake()``) so the script can go on at once.
    ///
    /// - Parameter fling: The fling to play.
    public func beginFling(_ fling: Fling) {
        self.fling = fling
        flingFrame = 0
        flingFrameTimes.append([])
        flingVisibleRows.append([])
    }

    /// Follows a data change: keeps the same content at the top of the viewport.
    ///
    /// - Parameter update: The update applied to the table.
    public func adjust(for update: TableUpdate) {
        position.adjust(for: update, rowCount: table.rowCount)
    }

    /// The next frame's start after `now` on ``SessionClock``'s clock (the precacher's), or `nil`
    /// before the first frame or while the display is stopped: the frame after the last one drawn,
    /// one frame period on, skipping the periods already past.
    public func nextFrameDeadline(after now: UInt64) -> UInt64? {
        guard isRunning, let last = lastFrameStart else { return nil }
        return FramePeriods.next(after: now, last: last, period: UInt64(1e9 / frameRate))
    }

    /// Draws one frame now (the timer calls this; tests may too).
    public func drawFrame() {
        let before = table.ledger
        let start = SessionClock.now()
        lastFrameStart = start
        let flinging = fling != nil
        if let current = fling {
            let delta = current.delta(atFrame: flingFrame, frameRate: frameRate)
            direction = delta < 0 ? .up : .down
            position.scroll(by: delta, rowCount: table.rowCount, viewportHeight: viewportHeight) {
                table.height(ofRow: $0)
            }
        } else {
            position.clamp(rowCount: table.rowCount)
        }
        let visible = position.visibleRows(rowCount: table.rowCount, viewportHeight: viewportHeight) {
            table.height(ofRow: $0)
        }
        let work = SessionClock.elapsed(since: start)
        let after = table.ledger
        let reads = after.reads - before.reads
        let hits = after.hits - before.hits
        let measured = after.onDemandRows - before.onDemandRows
        let measuring = after.onDemandNanoseconds - before.onDemandNanoseconds
        if flinging {
            flingFrameTimes[flingFrameTimes.count - 1].append(work)
            flingVisibleRows[flingVisibleRows.count - 1].append(visible)
            flingStatistics.recordFrame(
                work: work, reads: reads, hits: hits, measured: measured, measureNanoseconds: measuring)
        } else {
            idleStatistics.recordFrame(
                work: work, reads: reads, hits: hits, measured: measured, measureNanoseconds: measuring)
        }
        if visible != visibleRows {
            visibleRows = visible
            precacher?.setVisibleRows(
                visible.map { FeedTable.indexPath($0.lowerBound)...FeedTable.indexPath($0.upperBound) },
                direction: direction)
        }
        if let current = fling {
            flingFrame += 1
            if flingFrame >= current.frames {
                fling = nil
                completedFlings += 1
                MainRunLoop.wake()
            }
        }
        onFrame?()
    }
}

/// A repeating timer on the main run loop in the common modes, invalidated when it goes away.
final class FrameTimer: @unchecked Sendable {
    private var timer: CFRunLoopTimer?

    /// Fires `tick` on the main thread every `interval` seconds until ``stop()``; does nothing if running.
    func start(interval: Double, tick: @escaping () -> Void) {
        guard timer == nil else { return }
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + interval, interval, 0, 0) { _ in
            tick()
        }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, MainRunLoop.commonModes)
        self.timer = timer
    }

    /// Removes the timer from the run loop.
    func stop() {
        if let timer { CFRunLoopTimerInvalidate(timer) }
        timer = nil
    }

    deinit { stop() }
}

import CellHeight
import CoreFoundation
import Foundation

/// Fills an `IndexPathHeightCache` while the main run loop is idle, a short time slice per pass.
///
/// A run-loop observer in the default mode's `beforeWaiting` phase schedules the next pass (with
/// `perform(_:on:with:waitUntilDone:modes:)` in the default mode), which measures rows for about
/// a time slice (0.5 ms, see ``configuration``) and leaves the rest for later passes. While the
/// user scrolls, the main run loop runs in `UITrackingRunLoopMode`, where neither the observer nor
/// the scheduled work runs: precaching stops by itself and goes on when scrolling ends.
///
/// ```swift
/// let precacher = Precacher(heightCache: cache, dataSource: feed)
/// precacher.configuration.batchSize = 4        // at most 4 rows per pass (default: no cap)
/// precacher.onProgress = { print("\(Int($0.fractionCompleted * 100))%") }
/// precacher.onCompletion = { print("all \($0.completedCount) rows cached") }
/// precacher.start()
/// progressView.observedProgress = precacher.foundationProgress
/// ```
///
/// The precacher hears about data changes through its height cache
/// (`IndexPathHeightCache/performUpdates(_:)`, `IndexPathHeightCache/invalidateAll()`, a new layout
/// context). It never reads the data source while being told about a change (UIKit still reports
/// its old row counts then): it marks its plan stale and plans again at the start of the next
/// pass, and checks every row against the data source's counts right before measuring it. A
/// height measured for a row that changed meanwhile is dropped, never written to the wrong row.
/// It holds its data source weakly and stops when it goes away.
///
/// A finished run starts again by itself: a new layout context (a new width, a rotation, a Dynamic
/// Type change) or `invalidateAll()` begins a new run at once, as do inserted or reloaded rows, and
/// other changes make the next pass look for rows without a height. So call ``start()`` once; a
/// later `start()` that finds the precacher running again reports a misuse and changes nothing
/// (check ``state`` first, or ``cancel()`` then `start()` to start over).
///
/// Callbacks are called on the main thread after the precacher has finished its own bookkeeping,
/// never from inside a data-change notification, and each carries the state or progress of the
/// run it reports on; a callback may start, pause, cancel or change anything. When a run ends
/// they come in this order: ``onProgress`` with the final progress
/// (``PrecacheProgress/isFinished``, 100 %), then ``onStateChange`` with
/// ``PrecacheState/finished``, then ``onCompletion``.
///
/// Keep a strong reference to the precacher (a property of the view controller or of the object
/// that owns the cache) for as long as it should work: the run loop holds it weakly, so one kept in
/// a local variable goes away at the end of its scope and caches nothing. Debug builds report a
/// precacher released while running or paused; call ``cancel()`` before letting one go on purpose.
/// The precacher works only while the main run loop runs (UIKit runs it; a program without UIKit
/// must run it itself, see <doc:PrecachingWithoutUIKit>).
@MainActor
public final class Precacher {
    /// The cache this precacher fills (unless ``storage`` stores by key), and through which it
    /// hears about data changes.
    public let heightCache: IndexPathHeightCache
    /// The table to precache, held weakly. When it goes away, precaching stops.
    public weak var dataSource: (any PrecacheDataSource)?

    /// Where the precacher is in its life, and why it waits or is paused. Changes are reported to
    /// ``onStateChange``.
    public internal(set) var state = PrecacheState.idle {
        didSet {
            isUnderWay = state.isRunning
            if state != oldValue { events.post(.stateChanged(state)) }
        }
    }
    /// The current run's progress. Changes are reported to ``onProgress``.
    public internal(set) var progress = PrecacheProgress.notStarted
    /// The current run's progress as a Foundation `Progress` (a new object for each run), for
    /// `UIProgressView.observedProgress`. Its `pause()`, `resume()` and `cancel()` act on the precacher.
    public internal(set) var foundationProgress = Progress.discreteProgress(totalUnitCount: 0)

    /// How much of the main thread one pass may take: its time slice, time budget and most rows
    /// (``Configuration/default``: 0.5 ms slices, a 4 ms budget, no cap). Taken at the next pass.
    public var configuration = Configuration.default {
        didSet {
            let (valid, problems) = configuration.validated(keeping: oldValue)
            for problem in problems { Diagnostics.report(.misuse, problem) }
            if !problems.isEmpty { configuration = valid }
        }
    }

    /// Where measured heights are stored: ``Storage/byIndexPath`` in ``heightCache`` (the
    /// default), or ``Storage/byKey(in:key:)``. Changing it drops measurements in flight and plans
    /// again.
    public var storage = Storage.byIndexPath {
        didSet { storageDidChange() }
    }

    /// Where rows are measured: ``Measuring/onMainThread`` by the data source (the default), or
    /// ``Measuring/inBackground(workers:model:height:)``. Changing it drops measurements in flight
    /// and plans again.
    public var measuring = Measuring.onMainThread {
        didSet { measuringDidChange() }
    }

    /// Precaching waits while this returns `true`: use it for anything that must not share the main
    /// thread with precaching (an animation, a long transition, a download being parsed). The state
    /// is then ``PrecacheState/waiting(_:)`` with ``PrecacheState/WaitReason/waitsWhile``.
    ///
    /// It is asked before every pass is scheduled and again when the pass runs. While it holds, it
    /// is asked again less and less often, so that a long wait costs the battery almost nothing: a
    /// frame (16 ms) after it began, then after as long as it has held so far, at most every second.
    /// A 3 s wait wakes the main run loop about ten times. **Precaching resumes at most about 1 s
    /// after the closure starts returning `false`** (sooner if anything else wakes the run loop, such
    /// as a touch). Nothing else tells the precacher that the condition ended; to resume at once,
    /// `pause()` instead and `resume()` when the condition ends. The UIKit integration's own waits
    /// (deceleration and refreshing, every frame; no window, a scene in the background, editing,
    /// backing off and ended by UIKit's announcements) do not go through this closure.
    public var waitsWhile: (@MainActor () -> Bool)?

    /// Called on the main thread after each pass that handled rows, and when a run finishes (then
    /// before ``onStateChange`` and ``onCompletion``).
    public var onProgress: (@MainActor (PrecacheProgress) -> Void)?
    /// Called on the main thread once per run, when every row has been handled, with that run's
    /// final progress: the last of the three callbacks a finished run makes.
    public var onCompletion: (@MainActor (PrecacheProgress) -> Void)?
    /// Called on the main thread when ``state`` changes; `.finished` comes after the final
    /// ``onProgress`` and before ``onCompletion``.
    public var onStateChange: (@MainActor (PrecacheState) -> Void)?

    let scheduler: any PassScheduler
    /// Whether a run is under way and not paused (``state`` is running or waiting), kept beside the
    /// state: a flag to test per row, where the state, an enum with a `String` payload, costs a copy.
    private(set) var isUnderWay = false
    var observer: IdleObserver?
    /// Wakes the run loop while a wait holds or a frame is due (a simulated loop in tests).
    var wakeUps: any WakeUpScheduler = RunLoopWakeUps() {
        didSet { oldValue.cancel() }
    }
    /// The wait that holds precaching back now, and since when.
    var heldWait = HeldWait()
    /// Whether a pass is due soon: running, no wait holds, rows left on the main thread.
    var passIsDue = false {
        didSet { if passIsDue != oldValue { passIsDueDidChange?(passIsDue) } }
    }
    let events = PrecacheEvents()
    var queue = PrecacheQueue()
    /// The queue and the total no longer match the data: plan again before the next row.
    var needsPlan = false
    /// A finished run heard of a data change: the next pass looks for rows without a height.
    var needsRecheck = false
    /// Every planned row is handled but the list has an update pending: no pass until a data change.
    var awaitsListUpdate = false
    /// Whether the current run has planned once (and reserved the cache's capacity).
    var hasPlanned = false
    var visibleRows: ClosedRange<IndexPath>?
    var direction = ScrollDirection.down
    /// Bumped by every data change: a measurement that started in another generation is dropped.
    var generation = 0 {
        didSet {
            generationToken.current = generation
            inFlight.removeAll()
        }
    }
    /// The generation, as background workers read it.
    let generationToken = GenerationToken()
    /// Rows of this generation handed to background workers and not yet back.
    var inFlight = Set<IndexPath>()
    /// Background jobs not yet back, of any generation (a stale job still occupies a worker).
    var inFlightCount = 0
    /// The rows whose list stored their heights where the precacher does not look
    /// (``noteStoredByList(_:height:)``); created on first use.
    var rowsStoredByList: IndexPathHeightCache? {
        didSet { hasRowsStoredByList = rowsStoredByList != nil }
    }
    /// Whether ``rowsStoredByList`` exists: a flag to test per row, cheaper than loading the
    /// reference (which retains it).
    private(set) var hasRowsStoredByList = false
    /// Where background workers leave their results.
    let mailbox = ResultMailbox(waking: CFRunLoopGetMain())
    var isPassScheduled = false
    var isMeasuring = false
    var failedRows = Set<IndexPath>()
    /// A measurement that threw was reported in this run (later ones are counted, not reported).
    var reportedFailure = false
    /// No pass is scheduled before this time on ``now``'s clock (a frame is due first).
    var notBefore: UInt64 = 0
    /// The last pass left its first row for after the next frame: the next pass measures it
    /// whatever its predicted cost, so rows dearer than a frame still make progress.
    var firstRowWaitedForFrame = false
    /// A row taken from the queue but left for the next pass (its predicted cost did not fit).
    var deferredRow: IndexPath?
    /// Predicts each row's measuring time, to fill a time slice without overrunning it.
    var costs = RowCostModel()
    /// Identifies the run that ``foundationProgress`` belongs to.
    var run = 0
    private lazy var cacheObserver = CacheObserver(self)

    /// Called with every event after its callback (for tests: events name their run).
    var onEvent: ((PrecacheEvent) -> Void)?
    /// Called after each pass with the rows it measured and its duration (for tests and benchmarks).
    package var onPass: ((_ rows: Int, _ nanoseconds: UInt64) -> Void)?
    /// The cost class of a row (rows of one class cost about the same to measure), or `nil` for
    /// one class for all: the UIKit integration uses the reuse identifier.
    package var costClass: ((IndexPath) -> Int)?
    /// The next frame's deadline on ``now``'s clock, or `nil` if no display is known: a pass's
    /// slice ends 1 ms before it, and no pass starts right before it (set by the UIKit integration
    /// from a display link; on Linux, by the Example's simulated display with `--frame-deadlines`
    /// and by the slice tests).
    package var nextFrameDeadline: (() -> UInt64?)?
    /// Why precaching must wait now, or `nil` to go ahead: the UIKit integration's own conditions
    /// (a deceleration, no window, editing, …), each asked again at its own pace (``WaitBackoff``).
    package var pendingWait: (() -> PrecacheState.WaitReason?)?
    /// Called with `true` when a pass becomes due soon and `false` when none is (a wait holds, the
    /// run stopped or finished, or only background workers are left): the UIKit integration runs its
    /// display link only in between.
    package var passIsDueDidChange: ((Bool) -> Void)?
    /// The most cached rows one pass skips before it yields.
    package var skipLimit = 65_536
    /// The clock that the time budget is measured with, in nanoseconds (replaceable in tests).
    package var now: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

    /// Creates a precacher that fills `heightCache` with the heights `dataSource` measures.
    /// Call ``start()`` to begin.
    public convenience init(heightCache: IndexPathHeightCache, dataSource: any PrecacheDataSource) {
        self.init(heightCache: heightCache, dataSource: dataSource, scheduler: makeMainPassScheduler())
    }

    init(heightCache: IndexPathHeightCache, dataSource: any PrecacheDataSource, scheduler: any PassScheduler) {
        self.heightCache = heightCache
        self.dataSource = dataSource
        self.scheduler = scheduler
        heightCache.addObserver(cacheObserver)
    }

    /// Whether releasing this precacher while it runs or is paused is reported (debug builds): `true`
    /// for one the app keeps itself; `false` for a list's own (``ListPrecache``), which goes away with
    /// its list, which is no misuse.
    var reportsReleaseWhileRunning = true

    deinit {
        #if DEBUG
            // A precacher in a local variable goes away at the end of its scope and caches nothing.
            switch state {
            case .running, .waiting, .paused: if reportsReleaseWhileRunning { Self.reportReleasedWhileRunning() }
            case .idle, .finished: break
            }
        #endif
    }

    /// Starts a run: every row without a height is measured in idle passes, nearest the visible rows
    /// first. The rows are counted in the first pass, not here. Does nothing but report a
    /// `Diagnostic` if precaching is already running or paused, which includes a finished run that
    /// a data change or a new layout context started again by itself.
    public func start() {
        defer { deliverEvents() }
        guard state == .idle || state == .finished else {
            Diagnostics.report(
                .misuse,
                "start() called while precaching is \(state); nothing changed. Use resume() after pause(), or cancel() and start() to start over; data changes restart precaching by themselves"
            )
            return
        }
        guard dataSource != nil else {
            Diagnostics.report(
                .misuse, "start() needs a data source; set Precacher.dataSource to the table to precache")
            return
        }
        beginRun()
    }

    /// Stops measuring until ``resume()``: the state becomes ``PrecacheState/paused(_:)`` with
    /// ``PrecacheState/PauseReason/byApp``. The run and its progress are kept. Does nothing unless
    /// a run is under way (running or waiting).
    public func pause() { pause(.byApp) }

    /// Pauses the run for `reason` (see ``pause()``).
    func pause(_ reason: PrecacheState.PauseReason) {
        defer { deliverEvents() }
        guard isUnderWay else { return }
        state = .paused(reason)
        removeObserver()
        if !foundationProgress.isPaused { foundationProgress.pause() }
    }

    /// Goes on with a paused run, whatever paused it. Does nothing unless paused.
    public func resume() {
        defer { deliverEvents() }
        guard state.pauseReason != nil else { return }
        state = .running
        installObserver()
        if foundationProgress.isPaused { foundationProgress.resume() }
    }

    /// Stops precaching for good, in every state: afterwards the precacher is ``PrecacheState/idle``,
    /// has no run-loop observer, and data changes no longer start runs; ``start()`` begins a new
    /// run. A running or paused run's Foundation `Progress` is cancelled; a finished one's is left
    /// complete. Does nothing if already idle.
    public func cancel() {
        defer { deliverEvents() }
        guard state != .idle else { return }
        let wasFinished = state == .finished
        generation += 1
        (needsRecheck, needsPlan, awaitsListUpdate) = (false, false, false)
        rowsStoredByList = nil  // no longer told about data changes: the marks would go stale
        state = .idle
        removeObserver()
        if !wasFinished, !foundationProgress.isCancelled { foundationProgress.cancel() }
    }

    /// Tells the precacher which rows are on screen and which way the user last scrolled, so that
    /// the rows nearest them, that way first, are measured next.
    public func setVisibleRows(_ rows: ClosedRange<IndexPath>?, direction: ScrollDirection) {
        visibleRows = rows
        self.direction = direction
        needsPlan = true
    }

    /// Whether a run-loop observer is installed (at most one, while running).
    package var hasObserver: Bool { observer?.isValid ?? false }
}

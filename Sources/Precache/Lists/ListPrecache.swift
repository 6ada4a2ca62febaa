import CellHeight
import Foundation

/// Precaching for one list, as the UIKit integration exposes it (`tableView.ch.precache`,
/// `collectionView.ch.precache`): a whole ``Precacher``, spelled the same way, that can be
/// switched on and off, follows the list's visible rows and scroll direction, and waits while the
/// list decelerates, refreshes or cannot be seen. It fills the list's own caches
/// (`ch.heightCache`, or `ch.keyedHeightCache` by key).
///
/// A row is measured by the first of these that is set up:
/// 1. ``measuring`` in the background, for heights that need no UIKit;
/// 2. ``measureRow``, for heights computed from the model;
/// 3. ``identifierForRow`` and the configurations registered per reuse identifier;
/// 4. a compositional list's cell registrations made with `ch.cellRegistration(…)`, which measure
///    each item on a template and store it by item identifier;
/// 5. otherwise, the list delegate's own height method (`tableView(_:heightForRowAt:)`), as
///    FDTemplateLayoutCell 1.2 did: with `ch.heightForCell(withIdentifier:…)` in that method,
///    cached by index path or by key, turning precaching on is all it takes.
///
/// Everything here is platform-neutral; the UIKit subclasses only provide the list's counts, its
/// template measurement and its scrolling state.
@MainActor
public class ListPrecache {
    /// The list's caches (`ch.heightCache`, `ch.keyedHeightCache`): data changes reach the
    /// precache through its index-path cache, whichever cache the heights go to.
    let heights: ListHeightState
    private let dataSource: any PrecacheDataSource
    private(set) var precacher: Precacher!
    private var enabled = false
    /// Paused because a row could not be measured as set up (see `ListPrecache+Measuring.swift`).
    var pausedForSetup = false
    private var isRestarting = false
    var measurers: [String: (IndexPath) -> CGFloat?] = [:]
    var delegateHeights = DelegateHeights(automaticDimension: -1)
    /// What ``storage`` was set to (`ListPrecache+Storage.swift`).
    var storageSetting = Storage.byIndexPath
    /// Whether ``storage`` was ever set: until then the list chooses it (`ListPrecache+RegisteredCells.swift`).
    var storageIsDefault = true
    /// The list's own cells, when they measure their templates themselves (`ListPrecache+RegisteredCells.swift`).
    var registeredCells: RegisteredCells?
    private var tracker = VisibleRowsTracker()
    private var lastPassRows = 0
    private weak var reportedProgress: Progress?

    /// Called on the main thread after each pass that measured rows, and when a run finishes:
    /// ``Precacher/onProgress``.
    public var onProgress: (@MainActor (PrecacheProgress) -> Void)?
    /// Called on the main thread once per run, when every row has a height (or failed to get
    /// one): ``Precacher/onCompletion``.
    public var onCompletion: (@MainActor (PrecacheProgress) -> Void)?
    /// Called on the main thread when ``state`` changes: ``Precacher/onStateChange``.
    public var onStateChange: (@MainActor (PrecacheState) -> Void)?
    /// Called on the main thread when ``foundationProgress`` becomes a new object (each run has its
    /// own): set `progressView.observedProgress` to it here.
    public var onFoundationProgressChange: (@MainActor (Progress) -> Void)?

    /// Measures a row directly, bypassing ``identifierForRow`` and the registered configurations
    /// (for heights computed from the model). Its result goes through the cache's rules.
    public var measureRow: (@MainActor (IndexPath) -> CGFloat)? { didSet { resumeAfterSetup() } }

    /// The reuse identifier of the row (or item) at an index path, used to find its registered
    /// configuration.
    public var identifierForRow: (@MainActor (IndexPath) -> String)? { didSet { resumeAfterSetup() } }

    /// Why the list cannot be precached now, asked before each pass (set by the UIKit integration:
    /// decelerating, refreshing, no window, not in the foreground, no width yet).
    package var pendingWait: (() -> PrecacheState.WaitReason?)?
    /// Runs right before each pass (the UIKit integration switches the caches to the list's current
    /// layout context here).
    package var prepareForPass: (() -> Void)?
    /// Hears about the start and end of each pass (Instruments signposts on Apple platforms).
    package var passObserver: (any PrecachePassObserver)?
    /// Called with `true` when a run starts measuring and `false` when it stops (paused, finished
    /// or cancelled).
    package var runIsActiveDidChange: ((Bool) -> Void)?
    /// Called with `true` when a pass becomes due soon and `false` when none is (waiting, finished,
    /// no rows left): see ``Precacher/passIsDueDidChange``. The display link runs only in between.
    package var passIsDueDidChange: ((Bool) -> Void)?
    /// The next frame's deadline, if known (set by the UIKit integration): see
    /// ``Precacher/nextFrameDeadline``.
    package var nextFrameDeadline: ((_ now: UInt64) -> UInt64?)?
    /// Asks the list's delegate for the height of a row, or returns `nil` if the list has no
    /// delegate or it has no height method (set by the UIKit integration).
    package var delegateHeight: ((IndexPath) -> CGFloat?)?
    /// The identity of the list's delegate now, `nil` if it has none (set by the UIKit integration).
    package var delegateIdentity: (() -> ObjectIdentifier?)?
    /// How many of the list's height requests have found no usable height so far (the package's
    /// template measurement failed, or the list had no width): read around each delegate call, so
    /// that a fallback answer is never stored as a height (set by the UIKit integration).
    package var measurementFailures: (() -> Int)?
    /// The list's "size yourself" height (`UITableView.automaticDimension`); -1 by default.
    package var automaticDimension: CGFloat {
        get { delegateHeights.automaticDimension }
        set { delegateHeights = DelegateHeights(automaticDimension: newValue) }
    }
    /// The list's visible index paths and content offset now (read when precaching is turned on;
    /// afterwards the list reports them through ``listDidLayout(visible:offset:)``).
    package var visibleRows: (() -> (rows: [IndexPath], offset: CGFloat))?

    /// A precache of the rows of `list` into its caches `heights`, not yet enabled. The list is
    /// held weakly (by the data source this creates); `sections` and `rows` count its sections and
    /// rows, `dataSourceSections` and `dataSourceRows` its data source's (`nil` without one): a
    /// section is measured only while both agree (``PendingListUpdate``).
    init<List: AnyObject>(
        heights: ListHeightState, list: List,
        sections: @escaping (List) -> Int, rows: @escaping (List, Int) -> Int,
        dataSourceSections: ((List) -> Int?)? = nil, dataSourceRows: ((List, Int) -> Int?)? = nil,
        scheduler: (any PassScheduler)? = nil
    ) {
        let counts = ListCounts(
            sections: sections, rows: rows, dataSourceSections: dataSourceSections, dataSourceRows: dataSourceRows)
        let source = HostPrecacheDataSource(host: list, counts: counts)
        self.heights = heights
        dataSource = source
        precacher = makePrecacher(scheduler: scheduler ?? makeMainPassScheduler())
        source.measure = { [weak self] indexPath in
            guard let self else { throw PrecacheSetupError.listGone }
            return try height(at: indexPath)
        }
    }

    /// Whether precaching is on. Turning it on starts a run (rows nearest the visible ones first);
    /// turning it off cancels it for good (data changes no longer start runs). `false` at first.
    public var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            if newValue { startRun() } else { stopRuns() }
        }
    }

    /// Whether the list's layout passes matter now: precaching is on and a run is under way. The
    /// UIKit integration reads the visible rows on a layout pass only then, so a list whose run
    /// finished pays nothing per frame.
    package var wantsLayoutUpdates: Bool {
        enabled && (precacher.state.isRunning || precacher.state.pauseReason != nil)
    }

    /// The list laid out: `visible` are its visible index paths, `offset` its content offset along
    /// the scrolling axis. Rows nearest the visible ones, in the scroll direction, go first.
    package func listDidLayout(visible: [IndexPath], offset: CGFloat) {
        precacher.waitMayHaveEnded()  // It may have entered a window, or got its width.
        if pausedForSetup, let delegateIdentity, delegateHeights.mayResume(withDelegate: delegateIdentity()) {
            resumeAfterSetup()  // Another delegate, or one at last: its answers may be worth precaching.
        }
        guard wantsLayoutUpdates else { return }
        precacher.listDidLayOut()
        guard tracker.update(visible: visible, offset: offset) else { return }
        precacher.setVisibleRows(tracker.visibleRows, direction: tracker.direction)
    }

    // MARK: Runs

    private func startRun() {
        pausedForSetup = false
        delegateHeights.reset()
        if precacher.state.isRunning || precacher.state.pauseReason != nil { return }
        if let now = visibleRows?() { _ = tracker.update(visible: now.rows, offset: now.offset) }
        precacher.setVisibleRows(tracker.visibleRows, direction: tracker.direction)
        precacher.start()
    }

    private func stopRuns() { precacher.cancel() }

    /// Starts a new run if precaching paused for want of a measuring path.
    func resumeAfterSetup() {
        guard pausedForSetup, enabled else { return }
        pausedForSetup = false
        // A new run, so that the rows that failed for want of a configuration are measured again.
        isRestarting = true
        defer { isRestarting = false }
        precacher.cancel()
        startRun()
    }

    private func makePrecacher(scheduler base: any PassScheduler) -> Precacher {
        let scheduler = PassObservingScheduler(
            base: base,
            willRun: { [weak self] in MainActor.assumeIsolated { self?.passWillRun() } },
            didRun: { [weak self] in MainActor.assumeIsolated { self?.passDidRun() } })
        let precacher = Precacher(heightCache: heights.rows, dataSource: dataSource, scheduler: scheduler)
        precacher.reportsReleaseWhileRunning = false  // it goes away with the list
        precacher.pendingWait = { [weak self] in self?.pendingWait?() }
        precacher.passIsDueDidChange = { [weak self] due in self?.passIsDueDidChange?(due) }
        precacher.nextFrameDeadline = { [weak self, weak precacher] in
            guard let self, let precacher, let nextFrameDeadline else { return nil }
            return nextFrameDeadline(precacher.now())
        }
        // Rows with one reuse identifier cost about the same to measure.
        precacher.costClass = { [weak self] indexPath in self?.identifierForRow.map { $0(indexPath).hashValue } ?? 0 }
        precacher.onProgress = { [weak self] progress in
            guard let self else { return }
            checkFoundationProgress()
            onProgress?(progress)
        }
        precacher.onCompletion = { [weak self] progress in
            CellHeightLogging.debug(
                .precache, "run finished: \(progress.completedCount) measured, \(progress.failedCount) failed")
            self?.onCompletion?(progress)
        }
        // Weak: the precacher owns this closure (a strong capture would keep it alive for ever).
        precacher.onStateChange = { [weak self, weak precacher] state in
            guard let self, let precacher else { return }
            // Cancelled from outside (its Foundation Progress): precaching is off.
            if state == .idle, !isRestarting { enabled = false }
            runIsActiveDidChange?(state.isRunning)
            // A run began or goes on after a wait: start from the rows on screen now.
            if state == .running, enabled, let now = visibleRows?(),
                tracker.update(visible: now.rows, offset: now.offset)
            {
                precacher.setVisibleRows(tracker.visibleRows, direction: tracker.direction)
            }
            onStateChange?(state)
        }
        precacher.onPass = { [weak self] rows, nanoseconds in
            self?.lastPassRows = rows
            CellHeightLogging.debug(.precache, "pass: \(rows) row(s) in \(nanoseconds / 1_000) µs")
        }
        return precacher
    }

    private func checkFoundationProgress() {
        let current = precacher.foundationProgress
        guard current !== reportedProgress else { return }
        reportedProgress = current
        onFoundationProgressChange?(current)
    }

    private func passWillRun() {
        lastPassRows = 0
        prepareForPass?()
        passObserver?.precachePassWillBegin()
    }

    private func passDidRun() {
        passObserver?.precachePassDidEnd(rows: lastPassRows)
    }
}

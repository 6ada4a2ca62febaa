import CellHeight
import Foundation

/// Everything a ``Precacher`` offers, on a list's precache, spelled the same way.
extension ListPrecache {
    /// Where the precache is in its life, and why it waits or is paused: ``Precacher/state``.
    /// A list waits by itself while it decelerates, refreshes, edits, has no window or no width,
    /// or its scene is not in the foreground (``PrecacheState/WaitReason``); it pauses with
    /// ``PrecacheState/PauseReason/setupProblem(_:)`` when its rows cannot be measured as set up.
    public var state: PrecacheState { precacher.state }
    /// The current run's progress: ``Precacher/progress``.
    public var progress: PrecacheProgress { precacher.progress }
    /// The current run's progress as a Foundation `Progress`, for `UIProgressView.observedProgress`.
    /// A new object for each run: see ``onFoundationProgressChange``. Pausing, resuming or cancelling
    /// it acts on precaching.
    public var foundationProgress: Progress { precacher.foundationProgress }

    /// How much of the main thread one pass may take: ``Precacher/configuration``.
    ///
    /// ```swift
    /// tableView.ch.precache.configuration = .onePerPass
    /// ```
    public var configuration: Precacher.Configuration {
        get { precacher.configuration }
        set { precacher.configuration = newValue }
    }

    /// Where rows are measured: on the main thread (the default: ``measureRow``, the registered
    /// configurations or the delegate), or on background workers (``Precacher/measuring``).
    ///
    /// ```swift
    /// tableView.ch.precache.measuring = .inBackground(
    ///     model: { [weak self] indexPath in self?.posts[indexPath.row] },
    ///     height: { post, context in PostLayout(post, width: context.width).height })
    /// ```
    public var measuring: Precacher.Measuring {
        get { precacher.measuring }
        set { precacher.measuring = newValue }
    }

    /// Precaching waits while this returns `true`, besides the list's own waits:
    /// ``Precacher/waitsWhile``.
    public var waitsWhile: (@MainActor () -> Bool)? {
        get { precacher.waitsWhile }
        set { precacher.waitsWhile = newValue }
    }

    /// Stops measuring until ``resume()``; the run and its progress are kept.
    public func pause() { precacher.pause() }

    /// Goes on with a paused run, whatever paused it (a setup problem too: rows that failed for
    /// it are measured again at the next run).
    public func resume() {
        pausedForSetup = false
        precacher.resume()
    }

    /// Cancels precaching: the same as setting ``isEnabled`` to `false`.
    public func cancel() { isEnabled = false }
}

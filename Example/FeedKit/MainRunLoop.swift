import CoreFoundation
import Foundation
import Precache

/// The main thread's run loop, driven the way UIKit drives it.
///
/// While idle, UIKit runs the main run loop in the default mode; while a finger drags or a scroll
/// view tracks, it runs it in `UITrackingRunLoopMode`, a common mode. A precacher that works only in
/// the default mode therefore stops by itself while the user scrolls. This type recreates that on
/// any platform: ``prepare()`` adds the tracking mode to the common modes, and ``run(_:for:until:)``
/// runs the loop in a mode for a while, never sleeping the thread.
@MainActor
public enum MainRunLoop {
    /// The tracking mode, named like UIKit's.
    public nonisolated static var trackingMode: CFRunLoopMode { RunLoopPlatform.mode(named: "UITrackingRunLoopMode") }

    /// The default mode, where idle work runs.
    public nonisolated static var defaultMode: CFRunLoopMode { RunLoopPlatform.defaultMode }

    /// The common modes: the default and the tracking mode.
    public nonisolated static var commonModes: CFRunLoopMode { RunLoopPlatform.commonModes }

    private static var keepAlive: CFRunLoopTimer?

    /// Adds the tracking mode to the main run loop's common modes, and a far-off timer in the common
    /// modes so that running either mode waits instead of returning at once (a mode with no source
    /// or timer returns immediately). Safe to call more than once.
    public static func prepare() {
        guard keepAlive == nil else { return }
        let runLoop = CFRunLoopGetMain()
        CFRunLoopAddCommonMode(runLoop, trackingMode)
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 3600, 3600, 0, 0) { _ in }
        CFRunLoopAddTimer(runLoop, timer, RunLoopPlatform.commonModes)
        keepAlive = timer
    }

    /// Whether the main run loop is running in the tracking mode right now.
    public static var isTracking: Bool {
        RunLoopPlatform.isRunning(CFRunLoopGetMain(), in: trackingMode)
    }

    /// Runs the main run loop in `mode` for `seconds`, or until `isDone` returns `true`.
    ///
    /// `isDone` is checked between slices of at most 50 ms and whenever someone stops the loop with
    /// `CFRunLoopStop`, so work that ends a phase should stop the loop to be noticed at once.
    ///
    /// - Parameters:
    ///   - mode: The mode to run, ``defaultMode`` or ``trackingMode``.
    ///   - seconds: The longest time to run.
    ///   - isDone: Ends the run early when it returns `true`.
    /// - Returns: `true` if `isDone` ended the run, `false` if the time ran out.
    @discardableResult
    public static func run(_ mode: CFRunLoopMode, for seconds: Double, until isDone: () -> Bool = { false }) -> Bool {
        prepare()
        let start = SessionClock.now()
        let limit = SessionClock.nanoseconds(seconds)
        while true {
            if isDone() { return true }
            let elapsed = SessionClock.elapsed(since: start)
            guard elapsed < limit else { return false }
            let slice = min(Double(limit - elapsed) / 1e9, 0.05)
            _ = CFRunLoopRunInMode(mode, slice, false)
        }
    }

    /// Stops the innermost run of the main run loop, so that ``run(_:for:until:)`` checks its condition.
    public static func wake() {
        CFRunLoopStop(CFRunLoopGetMain())
    }
}

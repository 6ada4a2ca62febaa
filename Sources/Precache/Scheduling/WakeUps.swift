import CoreFoundation
import Foundation

/// Wakes the main run loop once after a delay, so that its `beforeWaiting` observers run again even
/// if nothing else happens: how a waiting precacher asks again whether its wait still holds.
///
/// The run-loop timer is the real one; tests put a simulated loop in its place, to count the
/// wake-ups a wait costs and their intervals without waiting. Called on the main thread only.
protocol WakeUpScheduler: AnyObject {
    /// Wakes the loop once after `delay` seconds. A wake-up already due sooner stays; one due later
    /// is brought forward.
    func wake(after delay: TimeInterval)
    /// Forgets the pending wake-up, if any.
    func cancel()
}

/// A one-shot `CFRunLoopTimer` on the main run loop, in the default mode, with a tolerance of a
/// tenth of its delay (at most 100 ms) so that the system can coalesce it with other wake-ups.
/// Used on the main thread only; invalidated when it goes away.
final class RunLoopWakeUps: WakeUpScheduler, @unchecked Sendable {
    /// The pending wake-up's timer (read by tests: its fire date and tolerance).
    private(set) var timer: CFRunLoopTimer?

    func wake(after delay: TimeInterval) {
        let fireDate = CFAbsoluteTimeGetCurrent() + max(0, delay)
        if let timer, CFRunLoopTimerIsValid(timer) {
            guard fireDate < CFRunLoopTimerGetNextFireDate(timer) else { return }
            CFRunLoopTimerInvalidate(timer)
        }
        let timer = CFRunLoopTimerCreateWithHandler(nil, fireDate, 0, 0, 0) { _ in }
        CFRunLoopTimerSetTolerance(timer, Self.tolerance(forDelay: delay))
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, precacheMode)
        self.timer = timer
    }

    /// The tolerance of a wake-up `delay` seconds away: a tenth of the delay, at most 100 ms. (Only
    /// Apple's run loop uses it: swift-corelibs-foundation ignores timer tolerances.)
    static func tolerance(forDelay delay: TimeInterval) -> TimeInterval { min(0.1, max(0, delay) / 10) }

    func cancel() {
        if let timer { CFRunLoopTimerInvalidate(timer) }
        timer = nil
    }

    /// Whether a wake-up is pending (for tests).
    var isArmed: Bool { timer.map(CFRunLoopTimerIsValid) ?? false }

    deinit { cancel() }
}

import CoreFoundation
import Foundation
import Precache

/// Runs the main thread's run loop in the default mode until a condition holds.
@MainActor
enum RunLoopDriver {
    /// Runs until `isDone()` is true or `timeout` seconds pass. `isDone` is checked before every
    /// pass's timers and before every sleep, so it should be O(1). Returns the monotonic time at
    /// which `isDone()` was first seen true, or nil on timeout.
    static func run(timeout: Double, until isDone: @escaping () -> Bool) -> UInt64? {
        if isDone() { return MonotonicClock.now() }
        let runLoop = CFRunLoopGetCurrent()!
        let finish = Finish()
        let activities = CFRunLoopActivity.beforeTimers.rawValue | CFRunLoopActivity.beforeWaiting.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, Int.max) { _, _ in
            MainActor.assumeIsolated {
                if finish.time == nil, isDone() {
                    finish.time = MonotonicClock.now()
                    CFRunLoopStop(runLoop)
                }
            }
        }!
        CFRunLoopAddObserver(runLoop, observer, RunLoopPlatform.commonModes)
        defer { CFRunLoopObserverInvalidate(observer) }

        let deadline = MonotonicClock.now() + UInt64(timeout * 1e9)
        while finish.time == nil {
            let now = MonotonicClock.now()
            guard now < deadline else { break }
            _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, min((deadline - now).seconds, 1), false)
            if finish.time == nil, isDone() { finish.time = MonotonicClock.now() }
        }
        return finish.time
    }

    /// Runs the default mode for `seconds`, whatever happens (timers, idle).
    static func idle(seconds: Double) {
        _ = run(timeout: seconds) { false }
    }

    /// Gives already-queued blocks and due timers a few non-blocking passes.
    static func drain() {
        for _ in 0..<3 { _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 0, false) }
    }

    private final class Finish {
        var time: UInt64?
    }
}

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// Runs work once, at an idle moment of the main run loop: the first time it is about to sleep
    /// in its default mode (`beforeWaiting`) at or after a deadline. The default mode is the one
    /// UIKit leaves while a drag tracks (`UITrackingRunLoopMode`), so nothing runs under the user's
    /// finger; and `beforeWaiting` comes after the blocks the main queue held, so an app's
    /// `DispatchQueue.main.async` that was queued first has run.
    ///
    /// A repeating `beforeWaiting` observer while armed (one time comparison a turn), and, for a
    /// delay, a one-shot timer in the default mode that wakes the loop at the deadline: no poll, no
    /// wake-up of its own otherwise. Both are removed when it fires, is cancelled or goes away.
    /// Unchecked: used on the main thread only (its observer runs there).
    final class IdleMoment: @unchecked Sendable {
        private var observer: CFRunLoopObserver?
        private var timer: CFRunLoopTimer?
        private var deadline: CFAbsoluteTime = 0
        private let work: @MainActor () -> Void

        /// A moment not armed yet; `work` runs on the main thread each time it fires.
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }

        /// Whether it waits to fire.
        var isArmed: Bool { observer != nil }

        /// Fires at the first idle moment `delay` seconds or more from now (0: the next one),
        /// replacing any earlier deadline. On the main thread.
        func arm(after delay: TimeInterval) {
            let main = CFRunLoopGetMain()
            deadline = CFAbsoluteTimeGetCurrent() + max(0, delay)
            if observer == nil {
                let observer = CFRunLoopObserverCreateWithHandler(
                    kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
                ) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.loopWillWait() }
                }
                if let observer { CFRunLoopAddObserver(main, observer, .defaultMode) }
                self.observer = observer
            }
            timer.map(CFRunLoopTimerInvalidate)
            timer = nil
            guard delay > 0 else { return CFRunLoopWakeUp(main) }
            let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, deadline, 0, 0, 0) { _ in }
            CFRunLoopTimerSetTolerance(timer, min(0.1, delay / 10))
            CFRunLoopAddTimer(main, timer, .defaultMode)
            self.timer = timer
        }

        /// Forgets the deadline: nothing fires until the next ``arm(after:)``.
        func cancel() {
            observer.map(CFRunLoopObserverInvalidate)
            timer.map(CFRunLoopTimerInvalidate)
            (observer, timer) = (nil, nil)
        }

        @MainActor private func loopWillWait() {
            guard CFAbsoluteTimeGetCurrent() >= deadline else { return }
            cancel()
            work()
        }

        deinit { cancel() }
    }
#endif

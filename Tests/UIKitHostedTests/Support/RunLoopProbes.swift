#if canImport(UIKit)
    import CoreFoundation
    import Foundation
    import UIKit

    /// A count shared with a run-loop callback; read and written on the main thread only.
    final class MainThreadCount: @unchecked Sendable {
        var value = 0
    }

    /// Counts the moments the main run loop is about to sleep in one mode (its `beforeWaiting`
    /// activity): each is a moment the precache's idle observer runs when the mode is the default one.
    final class IdleMoments {
        private let count = MainThreadCount()
        private let observer: CFRunLoopObserver

        /// Starts counting in `mode`; call ``invalidate()`` when done.
        init(in mode: RunLoop.Mode) {
            let count = self.count
            observer = CFRunLoopObserverCreateWithHandler(
                kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
            ) { _, _ in count.value += 1 }
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, CFRunLoopMode(mode.rawValue as CFString))
        }

        /// How many times the loop was about to sleep in the mode so far.
        var value: Int { count.value }

        /// Removes the observer from the run loop.
        func invalidate() { CFRunLoopObserverInvalidate(observer) }
    }

    /// What the main run loop does while a finger drags a scroll view.
    enum Scrolling {
        /// Runs the main run loop in UIKit's tracking mode (`RunLoop.Mode.tracking`, the
        /// `UITrackingRunLoopMode` UIKit runs while a finger is down on a scroll view) until a timer
        /// scheduled in that mode fired `fires` times: the loop really turned in that mode, and slept
        /// between the fires. As in an app, the mode is one of the common modes (UIKit adds it;
        /// a test process without `UIApplication` may not have it): whatever runs in the common
        /// modes runs here too.
        @MainActor
        static func track(fires: Int) {
            CFRunLoopAddCommonMode(CFRunLoopGetMain(), CFRunLoopMode(RunLoop.Mode.tracking.rawValue as CFString))
            let count = MainThreadCount()
            let timer = Timer(timeInterval: 0.002, repeats: true) { _ in count.value += 1 }
            RunLoop.main.add(timer, forMode: .tracking)
            defer { timer.invalidate() }
            UIKitHost.spin(until: { count.value >= fires }, mode: .tracking, "the tracking-mode timer did not fire")
        }
    }

    /// A table that decelerates when the test says so.
    ///
    /// It models `UIScrollView.isDecelerating` as documented ("whether the content is moving in the
    /// scroll view after the user lifted their finger"): `true` from the moment the finger of a fling
    /// lifts until the content stops. Only the property is faked (UIKit's deceleration animation is
    /// not run), and the test keeps the main run loop in the default mode meanwhile, where the
    /// precache's idle observer does run: only the table's `isDecelerating` can hold it back.
    final class DeceleratingTableView: UITableView {
        /// Whether the table reports a deceleration in progress.
        var decelerates = false

        override var isDecelerating: Bool { decelerates || super.isDecelerating }
    }
#endif

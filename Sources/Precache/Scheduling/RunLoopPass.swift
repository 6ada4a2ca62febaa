import CoreFoundation
import Foundation

/// The run-loop mode that precaching runs in. UIKit scrolls in `UITrackingRunLoopMode`, so work
/// scheduled only in the default mode waits, by itself, until scrolling ends.
var precacheMode: CFRunLoopMode { RunLoopPlatform.defaultMode }

/// Runs work in a later pass of the main run loop, in the default mode only.
///
/// This is the one seam between platforms: on Apple platforms it is literally
/// `perform(_:on:with:waitUntilDone:modes:)` with `waitUntilDone: false` and the default mode;
/// on Linux, which has no selectors, `CFRunLoopPerformBlock` in the default mode followed by
/// `CFRunLoopWakeUp` (without the wake-up a sleeping loop would run the block only when something
/// else wakes it). Everything else is shared.
protocol PassScheduler {
    func schedule(_ work: @escaping () -> Void)
}

/// The scheduler for this platform, on the main thread's run loop.
func makeMainPassScheduler() -> any PassScheduler {
    #if canImport(ObjectiveC)
        SelectorPassScheduler()
    #else
        BlockPassScheduler(runLoop: CFRunLoopGetMain())
    #endif
}

/// `CFRunLoopPerformBlock` in the default mode plus a wake-up.
struct BlockPassScheduler: PassScheduler {
    let runLoop: CFRunLoop

    func schedule(_ work: @escaping () -> Void) {
        RunLoopPlatform.perform(on: runLoop, in: precacheMode, work)
    }
}

#if canImport(ObjectiveC)
    /// `perform(_:on:with:waitUntilDone:modes:)` on the main thread, in the default mode.
    struct SelectorPassScheduler: PassScheduler {
        func schedule(_ work: @escaping () -> Void) {
            let trampoline = PerformTrampoline(work)
            trampoline.perform(
                #selector(PerformTrampoline.run), on: Thread.main, with: nil, waitUntilDone: false,
                modes: [RunLoop.Mode.default.rawValue])
        }
    }

    /// An object with a selector that runs a closure, for the selector-based perform API.
    final class PerformTrampoline: NSObject {
        private let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
        @objc func run() { work() }
    }
#endif

/// A repeating observer of the main run loop's `beforeWaiting` activity in the default mode only.
///
/// Removed from the run loop and released when ``invalidate()`` is called or the object goes away,
/// so an owner that is deallocated never leaves an observer behind.
final class IdleObserver: @unchecked Sendable {
    private let observer: CFRunLoopObserver
    private static let lock = NSLock()
    nonisolated(unsafe) private static var attached = 0

    /// How many observers are attached to the run loop now, over every precacher (for tests).
    static var attachedCount: Int { lock.withLock { attached } }

    /// Adds the observer to the main run loop; `callback` runs on the main thread each time the
    /// loop is about to sleep in the default mode.
    init(_ callback: @escaping () -> Void) {
        observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
        ) { _, _ in callback() }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, precacheMode)
        Self.lock.withLock { Self.attached += 1 }
    }

    /// Whether the observer is still attached to the run loop.
    var isValid: Bool { CFRunLoopObserverIsValid(observer) }

    /// Removes the observer from the run loop for good.
    func invalidate() {
        guard CFRunLoopObserverIsValid(observer) else { return }
        CFRunLoopObserverInvalidate(observer)
        Self.lock.withLock { Self.attached -= 1 }
    }

    deinit { invalidate() }
}

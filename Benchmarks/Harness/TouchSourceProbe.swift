import CoreFoundation
import Foundation
import Precache

/// Stands in for touches: a version-0 run-loop source in the common modes, signalled from a
/// background thread at a steady interval with `CFRunLoopSourceSignal` and `CFRunLoopWakeUp`, as
/// the system hands an event to the main thread. An event's delay is the time from its signal to
/// the source's perform callback on the main thread. Signals that arrive while one is pending are
/// all handled by that one callback, each with its own delay, as queued touches would be.
///
/// Thread-safe: the signal times are kept under a lock; `start()` and `stop()` are called on the
/// main thread, the callback runs there.
final class TouchSourceProbe: @unchecked Sendable {
    private let intervalNanos: UInt64
    private let lock = NSLock()
    private var pending: [UInt64] = []
    private var delays: [Double] = []
    private var isStopping = false
    private var source: CFRunLoopSource?
    private var runLoop: CFRunLoop?
    private let signallerDone = DispatchSemaphore(value: 0)

    init(intervalSeconds: Double) {
        intervalNanos = UInt64(intervalSeconds * 1e9)
    }

    var delaysMicroseconds: [Double] { lock.withLock { delays } }

    func start() {
        let runLoop = CFRunLoopGetCurrent()!
        var context = CFRunLoopSourceContext()
        context.version = 0
        context.info = Unmanaged.passUnretained(self).toOpaque()
        context.perform = { info in
            guard let info else { return }
            Unmanaged<TouchSourceProbe>.fromOpaque(info).takeUnretainedValue().delivered()
        }
        let source = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)!
        CFRunLoopAddSource(runLoop, source, RunLoopPlatform.commonModes)
        lock.withLock {
            (self.source, self.runLoop, isStopping) = (source, runLoop, false)
            (pending, delays) = ([], [])
        }
        // The thread holds the probe until it has seen `isStopping`, so the callback's unretained
        // pointer stays valid until `stop()` has invalidated the source.
        let thread = Thread { [self] in signalSteadily() }
        thread.name = "touch-like source"
        thread.start()
    }

    func stop() {
        guard
            let source = lock.withLock({ () -> CFRunLoopSource? in
                isStopping = true
                return self.source
            })
        else { return }
        signallerDone.wait()
        CFRunLoopSourceInvalidate(source)
        lock.withLock {
            self.source = nil
            runLoop = nil
            pending.removeAll()
        }
    }

    /// On the signalling thread: one signal every interval, on a fixed grid from the start (a late
    /// wake-up does not shift the grid; a wake-up more than one interval late skips the missed slots).
    private func signalSteadily() {
        defer { signallerDone.signal() }
        guard let (source, runLoop) = lock.withLock({ self.source.flatMap { s in self.runLoop.map { (s, $0) } } })
        else { return }
        let start = MonotonicClock.now()
        var slot: UInt64 = 1
        while !lock.withLock({ isStopping }) {
            let due = start &+ slot &* intervalNanos
            let now = MonotonicClock.now()
            if due > now { Thread.sleep(forTimeInterval: (due - now).seconds) }
            slot = max(slot + 1, (MonotonicClock.now() - start) / intervalNanos + 1)
            let signalled = MonotonicClock.now()
            lock.withLock { pending.append(signalled) }
            CFRunLoopSourceSignal(source)
            CFRunLoopWakeUp(runLoop)
        }
    }

    /// On the main thread: the source's perform callback.
    private func delivered() {
        let now = MonotonicClock.now()
        lock.withLock {
            for signalled in pending { delays.append(Double(now &- signalled) / 1e3) }
            pending.removeAll(keepingCapacity: true)
        }
    }
}

// In an extension, so that the main-actor protocol does not make the whole class main-actor
// isolated: its signalling thread runs outside the main actor.
extension TouchSourceProbe: InputProbe {}

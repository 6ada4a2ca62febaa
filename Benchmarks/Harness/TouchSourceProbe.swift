import CoreFoundation
import Foundation
import Precache

/// Stands in for touches: a version-0 run-loop source in the common modes, signalled from a
/// background thread at a steady interval with `CFRunLoopSourceSignal` and `CFRunLoopWakeUp`, as
/// the system hands an event to the main thread. An event's delay is the time from its signal to
/// the source's perform callback on the main thread. Signals that arrive while one is pending are
/// all handled by that one callback, each with its own delay, as queued touches would be.
///
/// Where the platform lets another thread read the main thread's CPU clock (Linux), each event
/// also gets its delay less the time the main thread spent off the CPU meanwhile: the main thread's
/// busy time before it handled the event, which is the precacher's doing, without the time it
/// waited for a core that other processes held (the machine's doing).
///
/// Thread-safe: the signal times are kept under a lock; `start()` and `stop()` are called on the
/// main thread, the callback runs there.
final class TouchSourceProbe: @unchecked Sendable {
    /// One signal: when it was sent, and the main thread's CPU time then (if readable).
    private struct Signal {
        let wall: UInt64
        let mainCPU: UInt64?
    }

    private let intervalNanos: UInt64
    private let lock = NSLock()
    private var pending: [Signal] = []
    private var delays: [Double] = []
    private var busyDelays: [Double] = []
    private var preempted = 0
    private var mainClock: ThreadCPUClock?
    private var isStopping = false
    private var source: CFRunLoopSource?
    private var runLoop: CFRunLoop?
    private let signallerDone = DispatchSemaphore(value: 0)

    init(intervalSeconds: Double) {
        intervalNanos = UInt64(intervalSeconds * 1e9)
    }

    var delaysMicroseconds: [Double] { lock.withLock { delays } }

    /// Each event's delay less the main thread's time off the CPU meanwhile, in µs; nil where the
    /// main thread's CPU clock cannot be read from another thread.
    var busyDelaysMicroseconds: [Double]? { lock.withLock { mainClock == nil ? nil : busyDelays } }

    /// How many events waited with the main thread more than 50 µs off the CPU.
    var preemptedEvents: Int { lock.withLock { preempted } }

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
            (pending, delays, busyDelays, preempted) = ([], [], [], 0)
            mainClock = ThreadCPUClock.ofCurrentThread()
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
        let mainClock = lock.withLock { self.mainClock }
        let start = MonotonicClock.now()
        var slot: UInt64 = 1
        while !lock.withLock({ isStopping }) {
            let due = start &+ slot &* intervalNanos
            let now = MonotonicClock.now()
            if due > now { Thread.sleep(forTimeInterval: (due - now).seconds) }
            slot = max(slot + 1, (MonotonicClock.now() - start) / intervalNanos + 1)
            let signal = Signal(wall: MonotonicClock.now(), mainCPU: mainClock?.now())
            lock.withLock { pending.append(signal) }
            CFRunLoopSourceSignal(source)
            CFRunLoopWakeUp(runLoop)
        }
    }

    /// On the main thread: the source's perform callback.
    private func delivered() {
        let now = MonotonicClock.now()
        let cpu = lock.withLock { mainClock }.map { $0.now() }
        lock.withLock {
            for signal in pending {
                let wall = now &- signal.wall
                delays.append(Double(wall) / 1e3)
                guard let cpu, let before = signal.mainCPU else { continue }
                let busy = min(wall, cpu &- before)
                busyDelays.append(Double(busy) / 1e3)
                if wall - busy > 50_000 { preempted += 1 }
            }
            pending.removeAll(keepingCapacity: true)
        }
    }
}

// In an extension, so that the main-actor protocol does not make the whole class main-actor
// isolated: its signalling thread runs outside the main actor.
extension TouchSourceProbe: InputProbe {}

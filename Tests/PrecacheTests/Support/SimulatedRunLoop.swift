import Foundation

@testable import Precache

/// The main run loop on a fake clock: a precacher's pass scheduler and wake-up timer in one, that
/// turns the loop as CFRunLoop does and counts its wake-ups, with no real wait.
///
/// What it models of CFRunLoop: before the loop sleeps, its `beforeWaiting` observers run (the
/// precacher's idle observer, while it is installed); a block performed with `CFRunLoopWakeUp`
/// after it wakes the loop at once (one wake-up) and runs; a one-shot timer wakes it at its fire
/// date (one wake-up), and the clock jumps there; with neither pending, the loop sleeps for ever.
final class SimulatedRunLoop: PassScheduler, WakeUpScheduler, @unchecked Sendable {
    /// The fake clock, in nanoseconds; the precacher reads it (`now`), tests may advance it.
    var clock: UInt64 = 1_000_000_000
    /// When the armed wake-up fires, if one is armed.
    private(set) var wakeUpDue: UInt64?
    private var blocks: [() -> Void] = []
    /// The clock at each wake-up of the loop.
    private(set) var wakeUps: [UInt64] = []

    func schedule(_ work: @escaping () -> Void) { blocks.append(work) }

    func wake(after delay: TimeInterval) {
        let due = clock + UInt64(max(0, delay) * 1e9)
        if wakeUpDue.map({ due < $0 }) ?? true { wakeUpDue = due }
    }

    func cancel() { wakeUpDue = nil }

    /// Turns the loop until `condition` holds when it is about to sleep (after its `beforeWaiting`
    /// observers ran), or until it would sleep for ever; returns whether the condition held.
    /// `maxTurns` stops a loop that would never sleep.
    @MainActor
    @discardableResult
    func run(_ precacher: Precacher, until condition: () -> Bool, maxTurns: Int = 100_000) -> Bool {
        for _ in 0..<maxTurns {
            if precacher.hasObserver { precacher.runLoopWillSleep() }  // beforeWaiting
            if condition() { return true }
            if !blocks.isEmpty {
                wakeUps.append(clock)
                let due = blocks
                blocks.removeAll()
                for block in due { block() }
            } else if let due = wakeUpDue {
                wakeUpDue = nil
                clock = max(clock, due)
                wakeUps.append(clock)
            } else {
                return condition()  // nothing will ever wake the loop
            }
        }
        return condition()
    }

    /// The wake-ups in `range` of the clock.
    func wakeUps(in range: Range<UInt64>) -> [UInt64] { wakeUps.filter(range.contains) }
}

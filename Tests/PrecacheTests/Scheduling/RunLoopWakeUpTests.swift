import CellHeight
import CoreFoundation
import Foundation
import XCTest

@testable import Precache

/// The real main run loop's wake-ups (its `afterWaiting` activities) while a precacher waits: the
/// idle observer and the pass scheduler as shipped; only the wake-up timer fast-forwards (it fires
/// a hundred times sooner than asked, and the precacher's fake clock jumps by the whole delay), so
/// a 3 s wait takes about 40 ms and the count does not depend on the machine's speed.
final class RunLoopWakeUpTests: XCTestCase {
    func testAWaitingPrecacherWakesTheRealRunLoopAtMost20TimesOverA3SecondWait() {
        MainActor.assumeIsolated {
            let runLoop = CFRunLoopGetMain()!
            let wakeUps = FastForwardWakeUps()
            let table = TestTable([20])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table)
            precacher.wakeUps = wakeUps
            precacher.now = { wakeUps.now }
            let waitEnd = wakeUps.now + 3_000_000_000
            precacher.waitsWhile = { wakeUps.now < waitEnd }
            var firstRowAt: UInt64?
            table.hook = { _ in
                if firstRowAt == nil {
                    firstRowAt = wakeUps.now
                    CFRunLoopStop(runLoop)
                }
                return nil
            }
            precacher.onCompletion = { _ in CFRunLoopStop(runLoop) }
            let counter = ActivityCounter(.afterWaiting)
            // A mode with no timer or source returns at once: a timer far ahead keeps it alive.
            let keepAlive = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 3600, 0, 0, 0) { _ in }
            CFRunLoopAddTimer(runLoop, keepAlive, RunLoopPlatform.defaultMode)
            defer { CFRunLoopTimerInvalidate(keepAlive) }

            precacher.start()
            _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 20, false)  // stopped by the first row
            let untilResumed = counter.count
            guard let firstRowAt else { return XCTFail("precaching never resumed") }
            let resume = Double(firstRowAt - waitEnd) / 1e9
            print(
                "real run loop, 3 s waitsWhile wait: \(untilResumed) wake-ups up to the first row, "
                    + "\(wakeUps.fired) from the wake-up timer; resumed \(Int(resume * 1000)) ms after the wait ended")
            XCTAssertLessThanOrEqual(untilResumed, 20, "wake-ups over the wait, the one that resumed included")
            XCTAssertLessThanOrEqual(resume, WaitBackoff.ceiling + WaitBackoff.frame)

            if precacher.state != .finished { _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 20, false) }
            XCTAssertEqual(precacher.state, .finished)
            XCTAssertFalse(wakeUps.isArmed, "no wake-up left armed")
            let beforeIdle = counter.count
            _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 0.05, false)
            XCTAssertLessThanOrEqual(counter.count - beforeIdle, 1, "only the idle run's own timeout woke the loop")
            counter.invalidate()
        }
    }
}

extension RunLoopWakeUpTests {
    func testNoPassIsDueWhileOnlyBackgroundWorkersHaveRows() {
        MainActor.assumeIsolated {
            let h = Harness([20])
            let gate = WorkerGate()
            defer { gate.open() }
            let table = h.table
            h.precacher.configuration.batchSize = nil
            h.precacher.measuring = .inBackground(
                workers: 2, model: { [weak table] indexPath in table?.sections[indexPath[0]][indexPath[1]] },
                height: { id, context in
                    gate.pass()
                    return PrecacherBackgroundTests.height(of: id, width: context.width)
                })
            var due: [Bool] = []
            h.precacher.passIsDueDidChange = { due.append($0) }
            h.precacher.start()
            MainLoop.run(until: { h.precacher.waitsForWorkers })
            MainLoop.spin(5)
            XCTAssertFalse(h.precacher.passIsDue, "every job is with a worker: no pass is due, no display link")
            XCTAssertEqual(due, [true, false])
            gate.open()
            h.runToCompletion()
            XCTAssertFalse(h.precacher.passIsDue)
            XCTAssertEqual(due.last, false)
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }
}

extension RunLoopWakeUpTests {
    /// The wake-up timer as shipped: one pending wake-up at a time, in the future by its delay; a
    /// later request due sooner brings it forward (even by less than a second), one due later
    /// leaves it. Fire dates far ahead: nothing fires during the test.
    func testAWakeUpDueSoonerStaysAndOneDueLaterIsBroughtForward() {
        let wakeUps = RunLoopWakeUps()
        defer { wakeUps.cancel() }
        let fireDate = { wakeUps.timer.map(CFRunLoopTimerGetNextFireDate) ?? 0 }
        let before = CFAbsoluteTimeGetCurrent()
        wakeUps.wake(after: 3600)
        let hour = fireDate()
        XCTAssertGreaterThanOrEqual(hour, before + 3600, "an hour ahead")
        wakeUps.wake(after: 7200)
        XCTAssertEqual(fireDate(), hour, "the wake-up due sooner stays")
        XCTAssertTrue(wakeUps.isArmed)
        wakeUps.wake(after: hour - 0.5 - CFAbsoluteTimeGetCurrent())
        XCTAssertLessThan(fireDate(), hour, "half a second sooner: brought forward")
        XCTAssertGreaterThan(fireDate(), hour - 1)
        wakeUps.wake(after: 0.5)
        XCTAssertLessThan(fireDate(), hour - 3000)
        wakeUps.cancel()
        XCTAssertFalse(wakeUps.isArmed)
    }

    /// A wake-up's tolerance, that lets the system coalesce it with others: a tenth of its delay,
    /// at most 100 ms, never negative.
    func testAWakeUpsToleranceIsATenthOfItsDelayAtMost100Milliseconds() {
        XCTAssertEqual(RunLoopWakeUps.tolerance(forDelay: 0.5), 0.05, accuracy: 1e-12)
        XCTAssertEqual(RunLoopWakeUps.tolerance(forDelay: 1), 0.1, accuracy: 1e-12)
        XCTAssertEqual(RunLoopWakeUps.tolerance(forDelay: 3600), 0.1)
        XCTAssertEqual(RunLoopWakeUps.tolerance(forDelay: -1), 0)
    }
}

/// Holds background measurements until opened.
private final class WorkerGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    func pass() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }
}

/// Wake-ups on real run-loop timers that fire `speedUp` times sooner than asked, while ``now``
/// jumps by the whole delay when they fire.
private final class FastForwardWakeUps: WakeUpScheduler, @unchecked Sendable {
    static let speedUp = 100.0
    private(set) var now: UInt64 = 1_000_000_000
    private(set) var fired = 0
    private var timer: CFRunLoopTimer?
    private var due: UInt64?

    var isArmed: Bool { due != nil }

    func wake(after delay: TimeInterval) {
        let delay = max(0, delay)
        let due = now + UInt64(delay * 1e9)
        if let current = self.due, current <= due { return }
        cancel()
        self.due = due
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + delay / Self.speedUp, 0, 0, 0) {
            [unowned self] _ in
            now = max(now, due)
            self.due = nil
            fired += 1
        }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, RunLoopPlatform.defaultMode)
        self.timer = timer
    }

    func cancel() {
        if let timer { CFRunLoopTimerInvalidate(timer) }
        (timer, due) = (nil, nil)
    }
}

/// Counts one activity of the main run loop in the default mode.
private final class ActivityCounter: @unchecked Sendable {
    private(set) var count = 0
    private var observer: CFRunLoopObserver?

    init(_ activity: CFRunLoopActivity) {
        observer = CFRunLoopObserverCreateWithHandler(nil, activity.rawValue, true, 0) { [unowned self] _, _ in
            count += 1
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, RunLoopPlatform.defaultMode)
    }

    func invalidate() {
        if let observer { CFRunLoopObserverInvalidate(observer) }
        observer = nil
    }
}

import CoreFoundation
import Foundation
import Precache

/// Stands in for input: a run-loop timer in the common modes that should fire every `interval`
/// seconds, recording how late each firing was (actual time minus scheduled fire date).
@MainActor
final class TimerLatencyProbe: InputProbe {
    private let interval: Double
    private var timer: CFRunLoopTimer?
    private var scheduledFireDate: CFAbsoluteTime = 0
    private(set) var delaysMicroseconds: [Double] = []

    init(intervalSeconds: Double) {
        interval = intervalSeconds
    }

    func start() {
        scheduledFireDate = CFAbsoluteTimeGetCurrent() + interval
        // Repeating with a huge interval; every firing re-arms it `interval` after it actually ran.
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, scheduledFireDate, 3600, 0, 0) {
            [weak self] timer in
            MainActor.assumeIsolated { self?.fired(timer) }
        }!
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, RunLoopPlatform.commonModes)
        self.timer = timer
    }

    func stop() {
        if let timer { CFRunLoopTimerInvalidate(timer) }
        timer = nil
    }

    private func fired(_ timer: CFRunLoopTimer?) {
        let now = CFAbsoluteTimeGetCurrent()
        delaysMicroseconds.append((now - scheduledFireDate) * 1e6)
        scheduledFireDate = now + interval
        if let timer { CFRunLoopTimerSetNextFireDate(timer, scheduledFireDate) }
    }
}

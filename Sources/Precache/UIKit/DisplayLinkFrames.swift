#if canImport(UIKit) && canImport(QuartzCore)
    import QuartzCore
    import UIKit

    /// The next frame's deadline, from a `CADisplayLink` on the main run loop that runs only while a
    /// pass is due soon: it is stopped (invalidated) while precaching waits, after a run finished or
    /// stopped, and while only background workers have rows, so that an idle app is not woken at
    /// the display's rate.
    ///
    /// `targetTimestamp` is the time the next frame is displayed, in `CACurrentMediaTime()`'s
    /// timebase (host time in seconds), the same clock as `DispatchTime.uptimeNanoseconds`, which
    /// the precacher measures with. A deadline that is no longer in the future (the link has not
    /// ticked since) counts as unknown, so a stale value never holds precaching back.
    @MainActor
    final class DisplayLinkFrames {
        private var link: CADisplayLink?
        private var target: DisplayLinkTarget?
        /// The last frame deadline the link reported, in nanoseconds; 0 when stopped.
        private(set) var deadline: UInt64 = 0

        /// Creates the frame clock of `precache` and wires it: the link runs while a pass is due,
        /// and each pass reads the next frame's deadline from it.
        static func install(on precache: ListPrecache) -> DisplayLinkFrames {
            let frames = DisplayLinkFrames()
            precache.passIsDueDidChange = { due in due ? frames.start() : frames.stop() }
            precache.nextFrameDeadline = { now in frames.nextDeadline(after: now) }
            return frames
        }

        /// Whether the display link exists and is not paused (for tests).
        var isRunning: Bool { link.map { !$0.isPaused } ?? false }
        /// How many times a display link of this clock ticked so far (for tests: a link that exists
        /// is not yet one that ticks).
        private(set) var ticks = 0

        /// Starts the display link (idempotent).
        func start() {
            guard link == nil else { return }
            let target = DisplayLinkTarget { [weak self] timestamp in
                guard let self else { return false }
                tick(timestamp)
                return true
            }
            let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
            self.target = target
        }

        /// Stops and releases the display link (idempotent).
        func stop() {
            link?.invalidate()
            link = nil
            target = nil
            deadline = 0
        }

        /// The next frame's deadline in nanoseconds, if one is known and still ahead of `now`.
        func nextDeadline(after now: UInt64) -> UInt64? { deadline > now ? deadline : nil }

        private func tick(_ targetTimestamp: CFTimeInterval) {
            ticks += 1
            deadline = targetTimestamp > 0 ? UInt64(targetTimestamp * 1e9) : 0
        }
    }

    /// The display link's target. A display link retains its target, so the target holds the frame
    /// clock weakly (through the closure); when the clock is gone, the next tick invalidates the link.
    private final class DisplayLinkTarget: NSObject {
        private let onTick: @MainActor (CFTimeInterval) -> Bool
        init(_ onTick: @escaping @MainActor (CFTimeInterval) -> Bool) { self.onTick = onTick }
        @MainActor @objc func tick(_ link: CADisplayLink) {
            if !onTick(link.targetTimestamp) { link.invalidate() }
        }
    }
#endif

#if canImport(UIKit)
    /// Gives `precache` the next frame's deadline from a display link that runs while a pass is due,
    /// where QuartzCore exists; elsewhere passes are sliced by time alone.
    @MainActor
    func installFrameDeadlines(on precache: ListPrecache) {
        #if canImport(QuartzCore)
            _ = DisplayLinkFrames.install(on: precache)
        #endif
    }
#endif

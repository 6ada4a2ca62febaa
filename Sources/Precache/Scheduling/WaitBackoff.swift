import Foundation

/// How soon precaching asks again whether a wait still holds: a pure rule of the wait's pace and of
/// how long it has held.
///
/// A deceleration or a refresh is short and keeps the main thread busy: it is asked again every
/// frame, so that precaching goes on in the frame after it ends. Every other wait (``Precacher/waitsWhile``,
/// a list that cannot be seen, a table that edits) may last for hours: it is asked again after as
/// long as it has held so far, one frame at least and ``ceiling`` at most. The delays double
/// (1, 1, 2, 4, 8, … frames) up to 1 s, so a 3 s wait wakes the run loop about ten times instead
/// of 180, and precaching resumes at most about ``ceiling`` after the wait ends (at once when UIKit
/// announces the end: see ``Precacher/waitMayHaveEnded()``).
struct WaitBackoff {
    /// How a wait is asked again.
    enum Pace: Equatable, Sendable {
        /// Every frame, for as long as the wait holds.
        case everyFrame
        /// After as long as the wait has held, between a frame and ``WaitBackoff/ceiling``.
        case backingOff
    }

    /// One frame of a 60 Hz display: the shortest delay.
    static let frame: TimeInterval = 1.0 / 60
    /// The longest delay: a wait that ends is noticed at most this long after.
    static let ceiling: TimeInterval = 1

    /// The delay before asking again about a wait of `pace` that has held for `held` seconds.
    static func delay(_ pace: Pace, heldFor held: TimeInterval) -> TimeInterval {
        switch pace {
        case .everyFrame: return frame
        case .backingOff: return held.isNaN ? frame : min(max(held, frame), ceiling)
        }
    }
}

/// The wait that holds a precacher back now, and since when (on the precacher's clock).
struct HeldWait {
    /// The wait, or `nil` when none holds.
    private(set) var wait: PrecacheState.WaitReason?
    private var since: UInt64 = 0

    /// `wait` holds at `now`: returns the delay before asking again. A wait of another kind than
    /// the one before starts its backoff over.
    mutating func holds(_ wait: PrecacheState.WaitReason, at now: UInt64) -> TimeInterval {
        if self.wait != wait {
            self.wait = wait
            since = now
        }
        return WaitBackoff.delay(wait.pace, heldFor: Double(now &- since) / 1e9)
    }

    /// No wait holds any more: the next one starts its backoff from a frame.
    mutating func end() { wait = nil }
}

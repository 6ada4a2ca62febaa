import Foundation

/// What ends one precache pass: a row count, the end of its time slice and the end of its time
/// budget, in nanoseconds on the precacher's clock (`.max` for none).
///
/// Where the next frame's deadline is known (a display link on Apple platforms, the Example's
/// simulated display on Linux), the slice also ends ``frameMargin`` before it, and a pass that
/// would start less than ``minimumSlice`` before that point does not start: it waits for the
/// frame, so passes run after a frame, not into it.
struct PassLimits: Equatable {
    /// The time kept free before a frame deadline for UIKit's own work in that frame (layout and
    /// the Core Animation commit): 1 ms.
    static let frameMargin: UInt64 = 1_000_000
    /// The shortest slice worth starting a pass for: 0.1 ms.
    static let minimumSlice: UInt64 = 100_000

    /// The most rows the pass measures.
    let rows: Int
    /// The pass starts no row predicted to end after this, and stops once it is past.
    let sliceEnd: UInt64
    /// The pass stops once it is past this, whatever the predictions said.
    let budgetEnd: UInt64
    /// The frame deadline less the margin, if a frame is due: even the pass's first row is not
    /// started if it is predicted to end after this.
    var frameEnd: UInt64? = nil

    /// The limits of a pass that starts at `start`, or `nil` if it should wait for the next frame.
    ///
    /// - Parameters:
    ///   - batchSize: The most rows, or `nil` for no cap.
    ///   - slice: The time slice in seconds, or `nil` for none.
    ///   - budget: The time budget in seconds, or `nil` for none.
    ///   - frameDeadline: The next frame's deadline, if known.
    static func starting(
        at start: UInt64, batchSize: Int?, slice: TimeInterval?, budget: TimeInterval?, frameDeadline: UInt64?
    ) -> PassLimits? {
        var limits = PassLimits(
            rows: batchSize ?? .max, sliceEnd: end(of: slice, from: start), budgetEnd: end(of: budget, from: start))
        if let frameDeadline {
            let frameEnd = frameDeadline > frameMargin ? frameDeadline - frameMargin : 0
            guard frameEnd > start, frameEnd - start >= minimumSlice else { return nil }
            limits = PassLimits(
                rows: limits.rows, sliceEnd: min(limits.sliceEnd, frameEnd), budgetEnd: limits.budgetEnd,
                frameEnd: frameEnd)
        }
        return limits
    }

    /// `start` plus `seconds`, saturating (never traps), or `.max` for `nil`.
    private static func end(of seconds: TimeInterval?, from start: UInt64) -> UInt64 {
        guard let seconds else { return .max }
        let nanoseconds = seconds * 1e9
        guard nanoseconds < Double(UInt64.max - start) else { return .max }
        return start + UInt64(nanoseconds)
    }
}

import Foundation

/// Monotonic time for measuring work on the main thread, in nanoseconds.
public enum SessionClock {
    /// Nanoseconds since an arbitrary fixed point; never goes backwards.
    @inline(__always)
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The nanoseconds from `start` to now.
    ///
    /// - Parameter start: A value returned by ``now()`` earlier.
    @inline(__always)
    public static func elapsed(since start: UInt64) -> UInt64 { now() &- start }

    /// Keeps the thread busy for `nanoseconds`: real time on the calling thread, as a slower
    /// measurement would take, not a sleep.
    ///
    /// - Parameter nanoseconds: How long to spin.
    public static func spin(for nanoseconds: UInt64) {
        guard nanoseconds > 0 else { return }
        let start = now()
        while elapsed(since: start) < nanoseconds {}
    }

    /// Converts seconds to nanoseconds, clamping negative and non-finite values to 0.
    ///
    /// - Parameter seconds: A duration in seconds.
    public static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return UInt64(min(seconds, 1e9) * 1e9)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Nanoseconds from `CLOCK_MONOTONIC`: never jumps, never goes back.
enum MonotonicClock {
    @inline(__always)
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Nanoseconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): it stops
    /// while the thread is preempted or sleeps, so wall time minus CPU time is time off the CPU.
    static func threadCPUNow() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Nanoseconds elapsed since `start`.
    @inline(__always)
    static func elapsed(since start: UInt64) -> UInt64 {
        now() &- start
    }

    /// Runs `body` once and returns how long it took, in nanoseconds.
    static func time(_ body: () -> Void) -> UInt64 {
        let start = now()
        body()
        return elapsed(since: start)
    }
}

/// Unit conversions for nanosecond counts.
extension UInt64 {
    var seconds: Double { Double(self) / 1e9 }
    var milliseconds: Double { Double(self) / 1e6 }
    var microseconds: Double { Double(self) / 1e3 }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU-time clock of one thread, readable from any thread (`pthread_getcpuclockid`, Linux):
/// another thread can tell how much of a stretch of wall time this thread spent on a CPU, so time it
/// spent waiting for a core (preempted by other processes) can be told apart. Nil where the
/// platform has no such clock.
struct ThreadCPUClock: Sendable {
    #if canImport(Glibc)
        private let id: clockid_t

        /// The clock of the calling thread.
        static func ofCurrentThread() -> ThreadCPUClock? {
            var id = clockid_t()
            guard pthread_getcpuclockid(pthread_self(), &id) == 0 else { return nil }
            return ThreadCPUClock(id: id)
        }

        /// Nanoseconds of CPU time the thread has used.
        func now() -> UInt64 {
            var spec = timespec()
            clock_gettime(id, &spec)
            return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        }
    #else
        static func ofCurrentThread() -> ThreadCPUClock? { nil }
        func now() -> UInt64 { 0 }
    #endif
}

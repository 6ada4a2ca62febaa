import Foundation

/// What background workers measured: one duration per row, recorded from any thread.
///
/// Thread-safe: every access holds a lock. Workers call ``record(_:)``; the main thread reads
/// ``durations`` when the session ends.
public final class WorkerLog: @unchecked Sendable {
    private let lock = NSLock()
    private var samples: [UInt64] = []

    /// An empty log.
    public init() {}

    /// Records one measurement that took `nanoseconds`.
    ///
    /// - Parameter nanoseconds: How long the worker took, added cost included.
    public func record(_ nanoseconds: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        samples.append(nanoseconds)
    }

    /// Every measurement's duration so far, in the order they were recorded.
    public var durations: [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        return samples
    }

    /// How many rows have been measured so far.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return samples.count
    }
}

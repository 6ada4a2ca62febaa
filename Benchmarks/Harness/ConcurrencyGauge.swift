import Foundation

/// Counts how many calls are inside a section at once, and the most there ever were, across
/// threads (for how many rows background workers really measure at the same time). Thread-safe.
final class ConcurrencyGauge: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var most = 0

    /// The most calls that were inside at once.
    var maximum: Int { lock.withLock { most } }

    /// Runs `body` counted as inside.
    func measure<T>(_ body: () -> T) -> T {
        lock.withLock {
            inside += 1
            most = max(most, inside)
        }
        defer { lock.withLock { inside -= 1 } }
        return body()
    }
}

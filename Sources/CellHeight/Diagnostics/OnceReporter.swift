import Foundation

/// Reports each of a family of diagnostics once per key (its cause), at its first occurrence, and
/// counts the repeats, so that a misuse repeated on every frame, call or row (an unregistered
/// reuse identifier, a measurer that returns negative heights) gets one clear message instead of
/// a flood, and one summary with the count when its owner (a cache, a run) ends. Thread-safe.
package final class OnceReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: (kind: Diagnostic.Kind, count: Int)] = [:]
    private var order: [String] = []
    private let note: String

    /// An empty record. `note` ends each first report, in parentheses.
    package init(note: String = "reported once") { self.note = note }

    /// Reports `message()` as a diagnostic of `kind` unless `key` was reported before; counts it
    /// either way.
    /// - Returns: `true` if this call reported it.
    @discardableResult
    package func report(_ kind: Diagnostic.Kind, key: String, _ message: @autoclosure () -> String) -> Bool {
        let first = lock.withLock {
            if let entry = counts[key] {
                counts[key] = (entry.kind, entry.count + 1)
                return false
            }
            counts[key] = (kind, 1)
            order.append(key)
            return true
        }
        guard first else { return false }
        Diagnostics.report(kind, message() + " (\(note))")
        return true
    }

    /// Reports one summary per key that occurred more than once, in the order of their first
    /// reports, with `message(key, count)`; then forgets every count (the next occurrence of a
    /// key is reported again).
    package func summarize(_ message: (_ key: String, _ count: Int) -> String) {
        let entries = lock.withLock {
            defer { (counts, order) = ([:], []) }
            return order.compactMap { key in counts[key].map { (key, $0.kind, $0.count) } }
        }
        for (key, kind, count) in entries where count > 1 { Diagnostics.report(kind, message(key, count)) }
    }

    /// The keys reported so far.
    package var reportedKeys: Set<String> { lock.withLock { Set(counts.keys) } }

    /// How often `key` occurred since it was first reported (0 if never).
    package func count(of key: String) -> Int { lock.withLock { counts[key]?.count ?? 0 } }
}

import Foundation

/// Reports each of a family of diagnostics once per key, so that a misuse repeated on every frame
/// or every call (an unregistered reuse identifier, a UIKit method called off the main thread)
/// gets one clear message instead of a flood. Thread-safe.
package final class OnceReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var reported = Set<String>()

    /// An empty record.
    package init() {}

    /// Reports `message()` as a diagnostic of `kind` unless `key` was reported before.
    /// - Returns: `true` if this call reported it.
    @discardableResult
    package func report(_ kind: Diagnostic.Kind, key: String, _ message: @autoclosure () -> String) -> Bool {
        guard lock.withLock({ reported.insert(key).inserted }) else { return false }
        Diagnostics.report(kind, message() + " (reported once)")
        return true
    }

    /// The keys reported so far.
    package var reportedKeys: Set<String> { lock.withLock { reported } }
}

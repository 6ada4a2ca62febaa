/// A data-change call that a ``ListUpdateRouter`` was told of with
/// ``ListUpdateRouter/begin(_:)``: what ``ListUpdateRouter/end(_:)`` must close once UIKit's
/// implementation returned. A `Sendable` value, so that the hooks can call UIKit's implementation
/// between the two on the caller's thread, with the call's own arguments.
package struct OpenListCall: Sendable {
    enum Close: Sendable {
        /// Nothing was opened (a nested change, or a call passed through).
        case nothing
        /// A row or section change, or `endUpdates()`: a change made before it ends is nested.
        case change
        /// A `performBatchUpdates` call, opened when the router's batch depth was `depthBefore`.
        case batch(depthBefore: Int)
    }

    let close: Close
    /// The router's epoch when the call opened: a call opened before the router forgot its open
    /// calls (`reloadData()`, or a call that never returned) closes as nothing.
    let epoch: Int

    /// Whether the closure of a `performBatchUpdates` call must run between
    /// ``ListUpdateRouter/updatesWillRun()`` and ``ListUpdateRouter/updatesDidRun()``; if `false`,
    /// it reaches UIKit as it came.
    package var bracketsUpdates: Bool {
        if case .batch = close { return true }
        return false
    }
}

extension ListUpdateRouter {
    /// `call`, with `original` as UIKit's implementation: ``begin(_:)``, `original`, ``end(_:)``,
    /// as the hooks do (for Swift callers and test doubles of a list).
    package func perform(_ call: ListCall, original: () -> Void) {
        let open = begin(call)
        original()
        end(open)
    }

    /// `performBatchUpdates(_:completion:)` with `original` as UIKit's implementation, which gets
    /// the closure to run: `updates` bracketed as the hooks bracket it, or as it came.
    package func performBatchUpdates(_ updates: (() -> Void)?, original: ((() -> Void)?) -> Void) {
        let open = begin(.performBatchUpdates)
        if open.bracketsUpdates, let updates {
            original { [self] in
                updatesWillRun()
                updates()
                updatesDidRun()
            }
        } else {
            original(updates)
        }
        end(open)
    }
}

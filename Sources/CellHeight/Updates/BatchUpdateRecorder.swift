/// Collects a table's changes while batches are open and hands them over when the outermost one
/// closes, so that the cache sees each batch as UIKit does: as one ``TableUpdate``.
///
/// `beginUpdates()`/`endUpdates()` pairs nest, and `performBatchUpdates(_:completion:)` is one more
/// pair around its closure. A change made outside any batch is a batch of one and is handed over
/// at once. The UIKit integration drives it; it holds no UIKit types, so its rules are tested on
/// every platform.
struct BatchUpdateRecorder {
    private(set) var depth = 0
    private var pending = TableUpdate()

    /// Opens a batch (`beginUpdates()` or the start of `performBatchUpdates`).
    mutating func begin() { depth += 1 }

    /// Closes a batch. Returns the collected update when the outermost batch closes.
    mutating func end() -> TableUpdate? {
        guard depth > 0 else {
            Diagnostics.report(
                .misuse, "endUpdates() without beginUpdates(); balance every beginUpdates() with one endUpdates()")
            return nil
        }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { pending = TableUpdate() }
        return pending.isEmpty ? nil : pending
    }

    /// Records one change. Returns it at once if no batch is open, else keeps it for ``end()``.
    mutating func record(_ change: (inout TableUpdate) -> Void) -> TableUpdate? {
        guard depth == 0 else {
            change(&pending)
            return nil
        }
        var update = TableUpdate()
        change(&update)
        return update
    }

    /// Drops what the open batches collected (after `reloadData()`, which replaces everything).
    mutating func discardPending() { pending = TableUpdate() }
}

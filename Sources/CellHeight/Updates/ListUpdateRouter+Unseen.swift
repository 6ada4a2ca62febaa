import Foundation

/// What reaches a list's caches other than through its hooked data-change calls: a row the user
/// moved, calls made off the main thread, and the debug log's words for an update.
extension ListUpdateRouter {
    /// The app moved a row's cached height (the user moved the row with the table's reorder
    /// control: UIKit already shows it at `to` and tells only the data source,
    /// `tableView(_:moveRowAt:to:)` or `collectionView(_:moveItemAt:to:)`, never `moveRow(at:to:)`).
    /// The row keeps its height; the rows between slide by one. Applied at once, even inside a batch
    /// (an interactive move is never part of one), and whatever `automaticallyInvalidates` says: it
    /// is a call the app makes itself.
    package func moveCachedHeight(from: IndexPath, to: IndexPath) {
        guard from != to else { return }
        var update = TableUpdate()
        update.moveRow(at: from, to: to)
        rows.performUpdates(update)
        CellHeightLogging.debug(.updates, "moved the cached height of row \(from) to \(to)")
    }

    /// The diagnostics about unreadable data-change arguments, one per method per process.
    package static let unreadableArguments = OnceReporter()

    /// A data-change method of the list ran off the main thread, unseen (UIKit must be used from
    /// the main thread only): nothing is known about what changed, so every height of the list is
    /// invalidated. Called on the main thread, after the fact.
    package func changeSeenOffMainThread() {
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
    }

    /// The diagnostics about list methods called off the main thread, one per method per process.
    nonisolated package static let offMainThreadCalls = OnceReporter()

    /// Reports, once per method, that `method` (`"UITableView.reloadData()"`) was called off the
    /// main thread, on `thread`.
    nonisolated package static func reportOffMainThreadCall(_ method: String, thread: String) {
        offMainThreadCalls.report(
            .misuse, key: method,
            "\(method) was called off the main thread (\(thread)); UIKit must only be used from the main "
                + "thread. The call went through unchanged and the list's cached heights are invalidated on "
                + "the main thread. Find the caller with Xcode's Main Thread Checker")
    }

    /// `"2 inserted rows, 1 deleted section"`, for the debug log.
    package static func summary(of update: TableUpdate) -> String {
        let parts: [(Int, String)] = [
            (update.insertedSections.count, "inserted section"), (update.deletedSections.count, "deleted section"),
            (update.reloadedSections.count, "reloaded section"), (update.movedSections.count, "moved section"),
            (update.insertedRows.count, "inserted row"), (update.deletedRows.count, "deleted row"),
            (update.reloadedRows.count, "reloaded row"), (update.movedRows.count, "moved row"),
        ]
        return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}

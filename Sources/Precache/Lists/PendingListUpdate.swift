import Foundation

/// The rule that keeps a list's precache off rows whose model changed before the list heard of it.
///
/// A list's own counts (`tableView.numberOfRows(inSection:)`) are UIKit's idea of the data: they
/// change only when the list is told (an update method, `reloadData`). The data source's counts
/// (`tableView(_:numberOfRowsInSection:)`) are the app's model now. An app may change its model and
/// tell the list later (in the next turn of the run loop, after an animation). In between:
/// - measuring by the list's counts asks the delegate for rows the model no longer has (a trap in
///   the app's `heightForRowAt`);
/// - measuring by the model's counts stores a height at a model index that the list's next update
///   call moves onto another row (the height cache follows the list's update calls).
///
/// So a pass measures a section only while both counts agree; where they differ, an update is
/// pending and the section waits for the next data-change hook (or the list's next layout pass, for
/// an update by a path no hook sees), after which both are read again.
/// Counts are never read while the list is told about a change: the precacher only marks its plan
/// stale then (UIKit still reports the old counts until its own method returns).
///
/// A data source that cannot be asked (none is set) counts as agreeing: the list's counts are all
/// there is, and the list shows nothing it has not asked it for.
enum PendingListUpdate {
    /// The number of sections a pass may measure: the list's, when the data source has as many
    /// (or cannot be asked); else 0, because a section inserted or deleted in the model moves every
    /// section after it, and no section's rows can be trusted until the list hears of it.
    static func measurableSections(list: Int, dataSource: Int?) -> Int {
        guard let dataSource else { return list }
        return dataSource == list ? list : 0
    }

    /// The number of rows of a section a pass may measure: the list's, when the data source has as
    /// many (or cannot be asked); else 0 (an update of the section is pending).
    static func measurableRows(list: Int, dataSource: Int?) -> Int {
        guard let dataSource else { return list }
        return dataSource == list ? list : 0
    }

    /// Whether an update is pending somewhere: the section counts differ, or the row counts of a
    /// section present in both. O(sections) count reads.
    ///
    /// - Parameters:
    ///   - listSections: The list's section count.
    ///   - dataSourceSections: The data source's, `nil` if it cannot be asked.
    ///   - listRows: The list's row count of a section (asked only for sections both have).
    ///   - dataSourceRows: The data source's, `nil` if it cannot be asked.
    static func isPending(
        listSections: Int, dataSourceSections: Int?, listRows: (Int) -> Int, dataSourceRows: (Int) -> Int?
    ) -> Bool {
        guard let dataSourceSections else { return false }
        guard dataSourceSections == listSections else { return true }
        for section in 0..<max(0, listSections) {
            let rows = listRows(section)
            if measurableRows(list: rows, dataSource: dataSourceRows(section)) != rows { return true }
        }
        return false
    }
}

/// A data source that can tell whether the list it counts has an update pending
/// (``PendingListUpdate``): a run whose rows are all handled then waits for the next data change
/// instead of finishing.
@MainActor
protocol PendingListUpdateSource: AnyObject {
    /// Whether the list's counts and its data source's differ now.
    var hasPendingListUpdate: Bool { get }
}

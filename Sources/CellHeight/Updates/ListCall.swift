import Foundation

/// One call of a list's data-change method, as its ``ListUpdateRouter`` sees it: the method and
/// its arguments, read on the main thread before UIKit's implementation runs.
///
/// A plain `Sendable` value: the hooks read a call's Objective-C arguments on the caller's thread
/// (``HookCall``) and hand the router only this, never the arguments themselves, which stay with
/// the call to UIKit's implementation.
package enum ListCall: Sendable, Equatable {
    /// `reloadData()`.
    case reloadData
    /// `beginUpdates()`.
    case beginUpdates
    /// `endUpdates()`.
    case endUpdates
    /// `performBatchUpdates(_:completion:)`; its closure runs between
    /// ``ListUpdateRouter/updatesWillRun()`` and ``ListUpdateRouter/updatesDidRun()``.
    case performBatchUpdates
    /// `insertRows(at:with:)`, `insertItems(at:)`.
    case insertRows([IndexPath])
    /// `deleteRows(at:with:)`, `deleteItems(at:)`.
    case deleteRows([IndexPath])
    /// `reloadRows(at:with:)`, `reloadItems(at:)`.
    case reloadRows([IndexPath])
    /// `moveRow(at:to:)`, `moveItem(at:to:)`.
    case moveRow(IndexPath, to: IndexPath)
    /// `reconfigureRows(at:)`, `reconfigureItems(at:)`.
    case reconfigureRows([IndexPath])
    /// `insertSections(_:with:)`, `insertSections(_:)`.
    case insertSections(IndexSet)
    /// `deleteSections(_:with:)`, `deleteSections(_:)`.
    case deleteSections(IndexSet)
    /// `reloadSections(_:with:)`, `reloadSections(_:)`.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, toSection: Int)
    /// A row or section change whose argument is not of the type UIKit declares (see
    /// ``HookCall``); `method` names it in the diagnostic (`"UITableView.insertRowsAtIndexPaths:…"`).
    case unreadable(method: String)

    /// Records a row or section change into `update`; nothing for the other calls.
    package func record(into update: inout TableUpdate) {
        switch self {
        case .insertRows(let indexPaths): update.insertRows(at: indexPaths)
        case .deleteRows(let indexPaths): update.deleteRows(at: indexPaths)
        case .reloadRows(let indexPaths): update.reloadRows(at: indexPaths)
        case .moveRow(let from, let to): update.moveRow(at: from, to: to)
        case .insertSections(let sections): update.insertSections(sections)
        case .deleteSections(let sections): update.deleteSections(sections)
        case .reloadSections(let sections): update.reloadSections(sections)
        case .moveSection(let from, let to): update.moveSection(from, toSection: to)
        case .reloadData, .beginUpdates, .endUpdates, .performBatchUpdates, .reconfigureRows, .unreadable: break
        }
    }
}

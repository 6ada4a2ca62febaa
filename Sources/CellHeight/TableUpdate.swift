import Foundation

/// A description of one change to a table's rows and sections, with UIKit's batch-update semantics.
///
/// Build it with the same calls you make on `UITableView` inside `performBatchUpdates(_:completion:)`
/// (or between `beginUpdates()` and `endUpdates()`), then hand it to
/// ``IndexPathHeightCache/performUpdates(_:)``. A single call outside a batch is a batch of one.
///
/// The index rules are UIKit's, from the *Table View Programming Guide* ("Batch Insertion, Deletion,
/// and Reloading of Rows and Sections") and the `performBatchUpdates(_:completion:)` reference:
/// - Deletions and reloads name rows and sections by their index **before** the batch.
/// - Insertions name rows and sections by their index **after** the batch.
/// - A move names its source before the batch and its destination after it; the moved row keeps its
///   height. A move is a move, not a swap: the rows in between shift by one.
/// - The order of the calls inside a batch does not matter: UIKit applies all deletions (and the
///   deletion half of reloads and moves) first, then all insertions.
/// - A reloaded row or section keeps its place but its height must be measured again.
///
/// ```swift
/// var update = TableUpdate()
/// update.deleteRows(at: [IndexPath(indexes: [0, 3])])
/// update.insertRows(at: [IndexPath(indexes: [0, 0])])
/// update.moveRow(at: IndexPath(indexes: [0, 5]), to: IndexPath(indexes: [1, 0]))
/// cache.performUpdates(update)
/// ```
public struct TableUpdate: Sendable, Equatable {
    /// A row's move from its index path before the batch to its index path after it.
    public struct RowMove: Sendable, Hashable {
        /// The row's index path before the batch.
        public var from: IndexPath
        /// The row's index path after the batch.
        public var to: IndexPath
        /// Creates a row move.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// A section's move from its index before the batch to its index after it.
    public struct SectionMove: Sendable, Hashable {
        /// The section's index before the batch.
        public var from: Int
        /// The section's index after the batch.
        public var to: Int
        /// Creates a section move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Sections removed, by index before the batch.
    public var deletedSections = IndexSet()
    /// Sections added, by index after the batch.
    public var insertedSections = IndexSet()
    /// Sections whose rows must be measured again, by index before the batch.
    public var reloadedSections = IndexSet()
    /// Sections moved as a whole, with their rows and heights.
    public var movedSections: [SectionMove] = []
    /// Rows removed, by index path before the batch.
    public var deletedRows: [IndexPath] = []
    /// Rows added, by index path after the batch.
    public var insertedRows: [IndexPath] = []
    /// Rows that must be measured again, by index path before the batch.
    public var reloadedRows: [IndexPath] = []
    /// Rows moved, keeping their heights.
    public var movedRows: [RowMove] = []

    /// An empty update.
    public init() {}

    /// `true` if the update changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Records `UITableView.insertSections(_:with:)`: `sections` are indexes after the batch.
    public mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }
    /// Records `UITableView.deleteSections(_:with:)`: `sections` are indexes before the batch.
    public mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }
    /// Records `UITableView.reloadSections(_:with:)`: `sections` are indexes before the batch.
    public mutating func reloadSections(_ sections: IndexSet) { reloadedSections.formUnion(sections) }
    /// Records `UITableView.moveSection(_:toSection:)`.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(SectionMove(from: section, to: newSection))
    }
    /// Records `UITableView.insertRows(at:with:)`: index paths after the batch.
    public mutating func insertRows(at indexPaths: [IndexPath]) { insertedRows += indexPaths }
    /// Records `UITableView.deleteRows(at:with:)`: index paths before the batch.
    public mutating func deleteRows(at indexPaths: [IndexPath]) { deletedRows += indexPaths }
    /// Records `UITableView.reloadRows(at:with:)`: index paths before the batch.
    public mutating func reloadRows(at indexPaths: [IndexPath]) { reloadedRows += indexPaths }
    /// Records `UITableView.moveRow(at:to:)`.
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        movedRows.append(RowMove(from: indexPath, to: newIndexPath))
    }
}

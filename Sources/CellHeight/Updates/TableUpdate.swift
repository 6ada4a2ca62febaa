import Foundation

/// A description of one change to a table's rows and sections, with UIKit's batch-update semantics.
///
/// Build it with the same calls you make on `UITableView` inside `performBatchUpdates(_:completion:)`
/// (or between `beginUpdates()` and `endUpdates()`), then hand it to
/// ``IndexPathHeightCache/performUpdates(_:)``. A single call outside a batch is a batch of one.
/// What it records stays inside: the recording methods are its only way in, so that none of what
/// they guard against (below) can reach the cache.
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
/// Where UIKit would throw, the cache picks the safe reading, never a stale height:
/// - Rows inside a deleted or reloaded section need no changes: the whole section goes or comes
///   back uncached. A row moved out of such a section arrives uncached.
/// - A section both moved and reloaded moves, and arrives uncached (its rows, header and footer).
/// - Rows may be inserted or moved into an inserted or reloaded section; moved rows keep their height.
/// - The cache does not know the table's row counts. A moved row keeps its height only if its
///   destination lies within the rows the cache knows its section has after the batch: the rows
///   it had cached (up to the last one) or that the batch names, less those removed, plus those
///   inserted or moved in. A move past the end of its section (which UIKit rejects) therefore
///   arrives uncached instead of leaving a height where the section might later grow; so does,
///   harmlessly, a move to the end of a section whose last rows are not cached yet.
///
/// Index sets are read without iterating them one index at a time, so a set like `0..<Int.max`
/// costs nothing; section indexes at or above 1,048,576 (more sections than the cache serves)
/// are reported and ignored, and the recording methods below never let Foundation trap on a set
/// that holds `Int.max`.
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
    package struct RowMove: Sendable, Hashable {
        /// The row's index path before the batch.
        package var from: IndexPath
        /// The row's index path after the batch.
        package var to: IndexPath
        /// Creates a row move.
        package init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// A section's move from its index before the batch to its index after it.
    package struct SectionMove: Sendable, Hashable {
        /// The section's index before the batch.
        package var from: Int
        /// The section's index after the batch.
        package var to: Int
        /// Creates a section move.
        package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Sections removed, by index before the batch.
    package var deletedSections = IndexSet()
    /// Sections added, by index after the batch.
    package var insertedSections = IndexSet()
    /// Sections whose rows must be measured again, by index before the batch.
    package var reloadedSections = IndexSet()
    /// Sections moved as a whole, with their rows and heights.
    package var movedSections: [SectionMove] = []
    /// Rows removed, by index path before the batch.
    package var deletedRows: [IndexPath] = []
    /// Rows added, by index path after the batch.
    package var insertedRows: [IndexPath] = []
    /// Rows that must be measured again, by index path before the batch.
    package var reloadedRows: [IndexPath] = []
    /// Rows moved, keeping their heights.
    package var movedRows: [RowMove] = []
    /// The number of rows of each section after the batch, if the describer knows them exactly;
    /// `nil` (the default) if not. Set by the diff of two identifier lists.
    ///
    /// The cache does not know a table's row counts. Without them it keeps a moved row's height
    /// only where the rows it knows of reach, so that a move past the end of a section (which
    /// UIKit rejects) can never leave a height where the section later grows. With them, a row
    /// moved anywhere inside its section keeps its height. The diff of two snapshots sets them;
    /// UIKit's update methods do not tell them.
    @usableFromInline package var rowCountsAfter: [Int]?

    /// An empty update.
    public init() {}

    /// `true` if the update changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Records `UITableView.insertSections(_:with:)`: `sections` are indexes after the batch.
    ///
    /// Recording a set never traps, whatever it holds: if it or the sections already recorded
    /// hold indexes the cache cannot serve (negative, or at or above 1,048,576), each kind is
    /// kept as one representative index (`-1` or `1_048_576`), which the cache reports.
    public mutating func insertSections(_ sections: IndexSet) {
        insertedSections = insertedSections.boundedUnion(sections, limit: IndexLimits.sections)
    }
    /// Records `UITableView.deleteSections(_:with:)`: `sections` are indexes before the batch.
    /// Never traps (see ``insertSections(_:)``).
    public mutating func deleteSections(_ sections: IndexSet) {
        deletedSections = deletedSections.boundedUnion(sections, limit: IndexLimits.sections)
    }
    /// Records `UITableView.reloadSections(_:with:)`: `sections` are indexes before the batch.
    /// Never traps (see ``insertSections(_:)``).
    public mutating func reloadSections(_ sections: IndexSet) {
        reloadedSections = reloadedSections.boundedUnion(sections, limit: IndexLimits.sections)
    }
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

/// Whether a table has loaded its rows from its current data source yet.
///
/// UIKit loads a table's data lazily: the first time the table lays out after its data source is
/// set, it calls its own `reloadData()`, which the package's hook cannot tell from the app's and
/// which invalidates every index-path height. A height measured for the cache before that first
/// layout is thrown away by it and measured again: so the precacher waits until the table has laid
/// out with its current data source (``isLoaded(dataSource:)``), which costs it nothing, since the
/// first layout comes with the table's first appearance in a window.
///
/// ```swift
/// load.tableDidLayOut(dataSource: tableView.dataSource.map(ObjectIdentifier.init))   // after layoutSubviews()
/// let ready = load.isLoaded(dataSource: tableView.dataSource.map(ObjectIdentifier.init))
/// ```
package struct TableDataLoad: Sendable, Equatable {
    /// The data source the table last laid out with; `.none` before its first layout.
    private var laidOutWith: ObjectIdentifier??

    /// A table that has not laid out yet.
    package init() { laidOutWith = .none }

    /// The table finished a `layoutSubviews()` with `dataSource` (its identity, `nil` without one):
    /// UIKit's own first `reloadData()` for it is behind it. O(1).
    package mutating func tableDidLayOut(dataSource: ObjectIdentifier?) { laidOutWith = .some(dataSource) }

    /// Whether the table has laid out since `dataSource` (its data source now) was set: `false`
    /// before its first layout and after its data source changed until its next one. O(1).
    package func isLoaded(dataSource: ObjectIdentifier?) -> Bool {
        guard case .some(let laidOut) = laidOutWith else { return false }
        return laidOut == dataSource
    }
}

/// Whether a table or list collection view has loaded its rows from its current data source yet,
/// and when to ask it to.
///
/// UIKit loads a list's data lazily: the first time the list lays out after its data source is set,
/// it calls its own `reloadData()`, which the package's hook cannot tell from the app's and which
/// invalidates every index-path height. A height measured for the cache before that first layout is
/// thrown away by it and measured again: so the precacher waits until the list has laid out with its
/// current data source (``isLoaded(dataSource:)``), which costs it nothing, since the first layout
/// comes with the list's first appearance in a window.
///
/// The adapter records layout passes only once the list has its store, which the first use of the
/// package makes. A list whose store came after its last layout pass (precaching turned on in
/// `viewDidAppear`, for a delegate that does not call `heightForCell`) may have loaded its data long
/// ago, and may not lay out again until the user scrolls. So a list in a window that waits is asked
/// for one layout pass (``readiness(dataSource:hasWindow:)``): `setNeedsLayout()`, whose pass comes at
/// the end of the run loop's turn and performs any reload still pending, so that it is right
/// whichever data source the list shows. One request until the list lays out: a list that does not
/// lay out (a hidden window) is not asked again and again.
///
/// ```swift
/// load.listDidLayOut(dataSource: list.dataSource.map(ObjectIdentifier.init))   // after layoutSubviews()
/// if case .waiting(asksForLayout: true) = load.readiness(dataSource: id, hasWindow: list.window != nil) {
///     list.setNeedsLayout()
/// }
/// ```
package struct ListDataLoad: Sendable, Equatable {
    /// What a list that may not have loaded its data should do.
    package enum Readiness: Sendable, Equatable {
        /// It has laid out with its current data source: precache.
        case loaded
        /// Wait for its next layout pass; ask it for one (`setNeedsLayout()`) if `asksForLayout`.
        case waiting(asksForLayout: Bool)
    }

    /// The data source the list last laid out with; `.none` before its first layout.
    private var laidOutWith: ObjectIdentifier??
    /// A layout pass was asked for since the last one.
    private var layoutRequested = false

    /// A list that has not laid out yet (as far as its store knows).
    package init() { laidOutWith = .none }

    /// The list finished a `layoutSubviews()` with `dataSource` (its identity, `nil` without one):
    /// UIKit's own first `reloadData()` for it is behind it. O(1).
    package mutating func listDidLayOut(dataSource: ObjectIdentifier?) {
        laidOutWith = .some(dataSource)
        layoutRequested = false
    }

    /// Whether the list has laid out since `dataSource` (its data source now) was set: `false`
    /// before its first layout and after its data source changed until its next one. O(1).
    package func isLoaded(dataSource: ObjectIdentifier?) -> Bool {
        guard case .some(let laidOut) = laidOutWith else { return false }
        return laidOut == dataSource
    }

    /// Whether the list has loaded its data from `dataSource` (its data source now), and if not,
    /// whether to ask it for a layout pass: once, while it is in a window, until it lays out. O(1).
    package mutating func readiness(dataSource: ObjectIdentifier?, hasWindow: Bool) -> Readiness {
        if isLoaded(dataSource: dataSource) { return .loaded }
        guard hasWindow, !layoutRequested else { return .waiting(asksForLayout: false) }
        layoutRequested = true
        return .waiting(asksForLayout: true)
    }
}

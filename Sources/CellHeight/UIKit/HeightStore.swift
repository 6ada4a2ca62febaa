#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The key of the associated object that holds a list's ``HeightStore``.
    nonisolated(unsafe) private var heightStoreKey: UInt8 = 0

    /// What one table or collection view keeps for its heights, attached to it as an associated
    /// object (retained by the list, released with it): the caches and the update router
    /// (``ListHeightState``), the template views, the memo of its layout, and the hooks the
    /// precacher listens to.
    @MainActor
    package final class HeightStore {
        /// The caches and the router that feeds them the list's data changes.
        package let state = ListHeightState()
        /// Template cells by reuse identifier: never displayed, reused for every measurement.
        let cells = TemplateViews()
        /// Template header and footer views by reuse identifier.
        let headerFooterViews = TemplateViews()
        /// A table's layout, worked out once per change of its fingerprint.
        let tableLayout = TableLayoutMemo()
        /// The last value given to a table's `setEditing(_:animated:)` or `isEditing` (recorded by
        /// the hooks before UIKit's implementation runs), or the table's `isEditing` when the store
        /// was made: tells editing mode from a swipe.
        var editing: ListEditingRequest

        private init(tableIsEditing: Bool) { editing = ListEditingRequest(tableIsEditing: tableIsEditing) }
        /// The items of a list flow layout that were given an estimated size; it follows the
        /// list's data changes through its height cache.
        lazy var flowEstimates: FlowLayoutEstimates = {
            let estimates = FlowLayoutEstimates()
            estimates.follow(state.rows)
            return estimates
        }()
        /// The first and last visible items of a collection view, read once per layout pass.
        var visibleSpan: ClosedRange<IndexPath>??
        /// `true` while a precache asks the delegate for a size: measure, never estimate.
        package var measuresEveryItem = false
        /// How many height requests of the list found no usable height (the template gave none, or
        /// the list had no width), so that their fallback answer (`automaticDimension`, or a
        /// collection view's estimate) reached the delegate's caller. A precache reads it around
        /// each delegate call and never stores such an answer.
        package private(set) var unmeasuredRequests = 0
        /// `true` while the store's list re-lays itself out after invalidating its layout.
        var isRefreshingLayout = false
        /// When a list flow layout with estimated items is asked for its sizes again.
        var flowRefresh = FlowLayoutRefresh()
        /// Watches for the end of a scroll while ``flowRefresh`` waits for it.
        var scrollStopWatch: ScrollStopWatch?
        /// How many times the list flow layout was refreshed (for tests).
        var listRefreshes = 0
        /// How many refreshes had to write the content offset because UIKit did not apply the
        /// invalidation context's `contentOffsetAdjustment` (for tests; expected 0).
        var anchorOffsetWrites = 0
        /// What a table's displayed cells taught about its template rules (``TemplateCorrections``).
        package var corrections = TemplateCorrections()
        /// Whether the list has laid out since its data source was set (UIKit reloads its data then).
        package var dataLoad = ListDataLoad()
        /// The rows whose displayed cells were compared with their templates at the last layout
        /// pass, and the rules' context they were compared in: a row is compared once per display.
        var comparedRows: (context: LayoutContext, rows: [IndexPath])?
        /// The refresh of the visible rows that waits for an idle moment UIKit allows it, after a
        /// correction or a snapshot outside `ch.apply` (``RowHeightRefresh``).
        var rowRefresh: PendingRowRefresh?
        /// Whether a refresh of the visible rows waits (for tests).
        package var rowRefreshIsPending: Bool { rowRefresh != nil }
        /// Runs once, before the list's layout context is first worked out: its height file's
        /// corrections are restored then, so that its first screen is measured with them.
        var beforeFirstLayoutContext: (() -> Void)?
        /// How often the displayed cells that have not taken their row's editing state are
        /// looked at again (``EditingRechecks``).
        var editingRechecks = EditingRechecks()
        /// How many times the visible rows were measured again, after a correction or a snapshot
        /// that reached the table outside `ch.apply` (for tests).
        package private(set) var correctionRefreshes = 0
        /// Tests only: added to a table's template frame width (a list item template's width), to put
        /// the rules off on purpose and watch the displayed cells correct them. 0 in every app.
        package var templateWidthErrorForTesting: CGFloat = 0
        /// Called after each `layoutSubviews()` of the list (set by its precacher).
        package var didLayout: (() -> Void)?
        /// Called after each `setEditing(_:animated:)` or `isEditing` change of a table, once UIKit's
        /// implementation returned (set by its precacher: a wait for editing may have ended).
        package var editingDidChange: (() -> Void)?
        /// The list's precacher, kept alive as long as the list.
        package var precache: AnyObject?
        /// A compositional list's cell registrations made with `ch.cellRegistration`, and what its
        /// displayed cells answer from the cache (``ListCells``); `nil` for every other list.
        package var listCells: ListCells?
        /// Called when a cell registration is added to ``listCells`` (set by its precacher: it
        /// measures with them from then on).
        package var listRegistrationsDidChange: (() -> Void)?
        /// Called when a displayed cell of ``listCells`` had no cached height and UIKit sized it (set
        /// by its precacher: the list may have items it did not hear of).
        package var listCellSizedItself: (() -> Void)?
        /// The list's data source at the last layout pass, and whether it is a diffable one.
        var diffableDataSource: (identity: ObjectIdentifier, isDiffable: Bool)?

        /// The store of `list`, created on first use. A table that is editing by then starts in
        /// editing mode (``ListEditingRequest``).
        package static func of(_ list: UIScrollView) -> HeightStore {
            if let store = existing(list) { return store }
            let store = HeightStore(tableIsEditing: (list as? UITableView)?.isEditing ?? false)
            objc_setAssociatedObject(list, &heightStoreKey, store, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return store
        }

        /// The store of `list`, or `nil` if it never used the height API (its hooks then do nothing).
        /// One associated-object lookup, safe on any thread (the hooks call it first).
        nonisolated package static func existing(_ list: AnyObject) -> HeightStore? {
            objc_getAssociatedObject(list, &heightStoreKey) as? HeightStore
        }

        /// A height request found no usable height: its caller gets a fallback.
        func noteUnmeasured() { unmeasuredRequests &+= 1 }

        /// The list's data is about to change (a hooked data-change method was called): a table's
        /// section index may change, and the visible items will.
        func listDataWillChange() {
            tableLayout.listDataDidChange()
            visibleSpan = nil
            comparedRows = nil
            editingRechecks.listDataDidChange()
            listCells?.outline = nil
        }

        /// Runs ``beforeFirstLayoutContext``, once. One comparison afterwards.
        func runBeforeFirstLayoutContext() {
            guard let run = beforeFirstLayoutContext else { return }
            beforeFirstLayoutContext = nil
            run()
        }

        /// The refresh of the visible rows runs now (``rowRefresh`` is over).
        func correctionRefreshDidRun() {
            rowRefresh = nil
            correctionRefreshes += 1
        }
    }
#endif

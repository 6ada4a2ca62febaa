#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import UIKit

    /// Precaching of a table's row heights while the main run loop is idle: `tableView.ch.precache`.
    ///
    /// It fills the table's `IndexPathHeightCache` (`tableView.ch.heightCache`) through the
    /// same template measurement as `heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`, so register
    /// the same configuration you use in `tableView(_:heightForRowAt:)`. It measures the rows nearest
    /// the visible ones first (ahead in the scroll direction), stops while the user scrolls (UIKit's
    /// tracking run-loop mode) and while the table decelerates or its refresh control refreshes, waits
    /// for the table's first layout with its data source (UIKit reloads the table's data then, which
    /// would throw away rows measured before), and follows data changes, width and Dynamic Type
    /// changes by itself. The table is held weakly.
    ///
    /// ```swift
    /// let precache = tableView.ch.precache
    /// precache.identifierForRow = { _ in "Feed" }
    /// precache.register(forIdentifier: "Feed") { (cell: FeedCell, indexPath) in
    ///     cell.configure(with: feed[indexPath.row])
    /// }
    /// precache.batchSize = 4
    /// precache.onFoundationProgressChange = { progressView.observedProgress = $0 }
    /// precache.isEnabled = true
    /// ```
    public final class TablePrecache: ListPrecache {
        private weak var tableView: UITableView?

        init(tableView: UITableView) {
            self.tableView = tableView
            super.init(
                cache: tableView.ch.heightCache, keyedCache: tableView.ch.keyedHeightCache, list: tableView,
                sections: { $0.numberOfSections },
                rows: { $0.numberOfRows(inSection: $1) },
                dataSourceSections: { table in table.dataSource.map { $0.numberOfSections?(in: table) ?? 1 } },
                dataSourceRows: { table, section in table.dataSource?.tableView(table, numberOfRowsInSection: section) }
            )
            passObserver = makeSignpostPassObserver()
            installFrameDeadlines(on: self)
            installWaitAnnouncements(on: self, list: tableView)
            pendingWait = { [weak tableView] in
                guard let tableView else { return nil }
                let window = tableView.window
                let layout = tableView.currentHeightLayout
                return PrecacheWait.forList(
                    isDecelerating: tableView.isDecelerating,
                    isRefreshing: tableView.refreshControl?.isRefreshing == true,
                    hasWindow: window != nil,
                    isForeground: window?.windowScene.map { $0.activationState == .foregroundActive } ?? true,
                    width: layout.context.width, isEditing: !layout.editing.allowsPrecaching,
                    hasLoadedData: HeightStore.of(tableView).dataLoad.isLoaded(
                        dataSource: tableView.dataSource.map { ObjectIdentifier($0) }))
            }
            prepareForPass = { [weak tableView] in tableView?.useCurrentHeightLayoutContext() }
            automaticDimension = UITableView.automaticDimension
            delegateHeight = { [weak tableView] indexPath in
                guard let tableView, let delegate = tableView.delegate else { return nil }
                return delegate.tableView?(tableView, heightForRowAt: indexPath)
            }
            delegateIdentity = { [weak tableView] in tableView?.delegate.map { ObjectIdentifier($0) } }
            // heightForCell(...) returns automaticDimension when it cannot measure: a failed row.
            measurementFailures = { [weak tableView] in tableView.map { HeightStore.of($0).unmeasuredRequests } ?? 0 }
            visibleRows = { [weak tableView] in
                guard let tableView else { return ([], 0) }
                return (tableView.indexPathsForVisibleRows ?? [], tableView.contentOffset.y)
            }
            HeightStore.of(tableView).didLayout = { [weak self] in
                guard let self, wantsLayoutUpdates, let now = visibleRows?() else { return }
                listDidLayout(visible: now.rows, offset: now.offset)
            }
        }

        /// Registers how rows with reuse identifier `identifier` are configured for measuring: the
        /// same configuration as in `tableView(_:heightForRowAt:)`, given the row's index path.
        /// ``ListPrecache/identifierForRow`` says which identifier each row uses.
        ///
        /// - Parameters:
        ///   - cellType: The cell class registered for `identifier` (inferred from `configuration`).
        ///   - identifier: The reuse identifier, as registered with the table.
        ///   - configuration: Configures the template for the row at the index path; called on the
        ///     main thread during idle passes.
        public func register<Cell: UITableViewCell>(
            _ cellType: Cell.Type = Cell.self, forIdentifier identifier: String,
            configuration: @escaping (Cell, IndexPath) -> Void
        ) {
            setMeasurer(forIdentifier: identifier) { [weak tableView = self.tableView] indexPath in
                tableView?.measureCell(withIdentifier: identifier, at: indexPath) { (cell: Cell) in
                    configuration(cell, indexPath)
                }.height
            }
        }
    }

    @MainActor
    extension CellHeightWrapper where Base: UITableView {
        /// The table's precache, created on first use (one per table, kept as long as the table, which
        /// it holds weakly). Off until you set its ``ListPrecache/isEnabled``. Creating it installs the
        /// height-cache hooks (`CellHeightHooks`).
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     tableView.ch.precache.identifierForRow = { _ in "Feed" }
        ///     tableView.ch.precache.register(forIdentifier: "Feed") { [weak self] (cell: FeedCell, indexPath) in
        ///         guard let self else { return }
        ///         cell.configure(with: feed[indexPath.row])
        ///     }
        ///     tableView.ch.precache.isEnabled = true
        /// }
        /// ```
        public var precache: TablePrecache {
            let store = HeightStore.of(base)
            if let precache = store.precache as? TablePrecache { return precache }
            CellHeightHooks.install()
            let precache = TablePrecache(tableView: base)
            store.precache = precache
            return precache
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import UIKit

    /// Precaching of a table's row heights while the main run loop is idle: `tableView.ch.precache`.
    ///
    /// With `tableView(_:heightForRowAt:)` returning `ch.heightForCell(withIdentifier:…)`, cached by
    /// index path or by key, `isEnabled = true` is all it takes: each idle pass asks that method for
    /// the next row. Otherwise register the configurations it measures with (the same template
    /// measurement as `heightForCell`), or set ``ListPrecache/measureRow``. It measures the rows nearest
    /// the visible ones first (ahead in the scroll direction), stops while the user scrolls (UIKit's
    /// tracking run-loop mode) and while the table decelerates or its refresh control refreshes, waits
    /// for the table's first layout with its data source (UIKit reloads the table's data then, which
    /// would throw away rows measured before; a table in a window is asked for that layout pass), and
    /// follows data changes, width and Dynamic Type changes by itself. The table is held weakly.
    ///
    /// ```swift
    /// let precache = tableView.ch.precache
    /// precache.identifierForRow = { _ in "Feed" }
    /// precache.register(as: FeedCell.self, forReuseIdentifier: "Feed") { cell, indexPath in
    ///     cell.configure(with: feed[indexPath.row])
    /// }
    /// precache.configuration.batchSize = 4
    /// precache.onFoundationProgressChange = { progressView.observedProgress = $0 }
    /// precache.isEnabled = true
    /// ```
    public final class TablePrecache: ListPrecache {
        private weak var tableView: UITableView?

        init(tableView: UITableView) {
            self.tableView = tableView
            super.init(
                heights: tableView.heightStore.state, list: tableView,
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
                return PrecacheState.WaitReason.forList(
                    isDecelerating: tableView.isDecelerating,
                    isRefreshing: tableView.refreshControl?.isRefreshing == true,
                    hasWindow: window != nil,
                    isForeground: window?.windowScene.map { $0.activationState == .foregroundActive } ?? true,
                    width: layout.context.width, isEditing: !layout.editing.allowsPrecaching,
                    hasLoadedData: tableView.heightDataIsLoaded(
                        dataSource: tableView.dataSource.map { ObjectIdentifier($0) })
                )
            }
            prepareForPass = { [weak tableView] in tableView?.useCurrentHeightLayoutContext() }
            automaticDimension = UITableView.automaticDimension
            delegateHeight = { [weak tableView] indexPath in
                guard let tableView, let delegate = tableView.delegate else { return nil }
                return delegate.tableView?(tableView, heightForRowAt: indexPath)
            }
            delegateIdentity = { [weak tableView] in tableView?.delegate.map { ObjectIdentifier($0) } }
            // heightForCell(...) returns automaticDimension when it cannot measure: a failed row.
            // (Whether it cached the row is counted by the list's caches: `heights.cachedAnswers`.)
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
        /// ```swift
        /// tableView.ch.precache.register(as: FeedCell.self, forReuseIdentifier: "Feed") { cell, indexPath in
        ///     cell.configure(with: feed[indexPath.row])
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - cellType: The cell class registered for `identifier`, such as `FeedCell.self`: the type
        ///     `configuration` receives. Leave it out when the closure names its parameter's type.
        ///   - identifier: The reuse identifier, as registered with the table.
        ///   - configuration: Configures the template for the row at the index path; called on the
        ///     main thread during idle passes.
        public func register<Cell: UITableViewCell>(
            as cellType: Cell.Type = Cell.self, forReuseIdentifier identifier: String,
            configuration: @escaping @MainActor (Cell, IndexPath) -> Void
        ) {
            setMeasurer(forReuseIdentifier: identifier) { [weak tableView = self.tableView] indexPath in
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
        /// With the delegate's `tableView(_:heightForRowAt:)` returning `ch.heightForCell(…)`, one line:
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
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

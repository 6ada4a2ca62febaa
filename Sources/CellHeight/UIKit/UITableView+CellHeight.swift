#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    @MainActor
    extension CellHeightWrapper where Base: UITableView {
        /// The height of a cell configured by `configuration`, measured every time (nothing cached).
        ///
        /// One template cell per reuse identifier is dequeued with `dequeueReusableCell(withIdentifier:)`,
        /// kept, marked as a template (`cell.ch.isTemplate`), taken out of the table's view
        /// hierarchy (the reuse pool may hand back a cell it displayed) and never displayed. Each call
        /// resets it (`prepareForReuse()`), runs `configuration`, and gives it what the table gives
        /// a displayed cell: its width less the safe area and the section index, the table's layout
        /// margins (or readable width), its editing state (editing mode, never a swipe) and its
        /// traits (the template is made again when the text size or another height trait changes).
        /// Without an index path, a row in editing mode is measured in the table-wide editing state:
        /// editable with the default `.delete` style, indented, and with a reorder control if the
        /// data source implements `tableView(_:moveRowAt:to:)`; a table whose rows answer
        /// `tableView(_:editingStyleForRowAt:)`, `tableView(_:shouldIndentWhileEditingRowAt:)`,
        /// `tableView(_:canEditRowAt:)` or `tableView(_:canMoveRowAt:)` differently row by row caches
        /// by index path (`heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`), whose rows get
        /// their own.
        /// Then it fits the content view with Auto Layout (or `sizeThatFits(_:)`, see
        /// `cell.ch.forcesFrameLayout`) at the content width UIKit gave it next to its
        /// accessories. The separator's height is added unless `separatorStyle` is `.none`. Cost:
        /// one Auto Layout fit of the cell, plus one layout pass when its width, margins, accessories
        /// or editing state changed.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        ///     tableView.ch.heightForCell(withIdentifier: "Feed", as: FeedCell.self) { cell in
        ///         cell.configure(with: feed[indexPath.row])
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with this table (class, nib or storyboard).
        ///   - cellType: The class of the cell registered for `identifier`, such as `FeedCell.self`:
        ///     the type `configuration` receives. Leave it out when the closure names its parameter's
        ///     type.
        ///   - configuration: Configures the template exactly as `tableView(_:cellForRowAt:)` configures
        ///     the real cell. Called once, synchronously.
        /// - Returns: The height, or `UITableView.automaticDimension` (UIKit then sizes the real cell
        ///   itself) if the table has no width yet, the identifier is not registered, the cell is not a
        ///   `Cell`, or the measurement is invalid (each reported through ``Diagnostics``).
        public func heightForCell<Cell: UITableViewCell>(
            withIdentifier identifier: String, as cellType: Cell.Type = Cell.self,
            configuration: (Cell) -> Void
        ) -> CGFloat {
            base.rowHeight(.none, identifier: identifier, configuration: configuration)
        }

        /// The height of the row at `indexPath`, from `heightCache` or measured and cached there.
        ///
        /// Measures like `heightForCell(withIdentifier:as:configuration:)` on a cache miss only; a hit
        /// is O(1). The cache follows the table's data changes by itself (see ``CellHeightHooks``)
        /// and keeps one bucket per layout context: the content width and margins the table gives
        /// its cells, the text size and the other traits that change heights, and editing mode.
        ///
        /// In editing mode the template gets the row's own editing state, as UIKit gives the
        /// displayed cell: `tableView(_:canEditRowAt:)`, `tableView(_:editingStyleForRowAt:)`,
        /// `tableView(_:shouldIndentWhileEditingRowAt:)` and the reorder control
        /// (`tableView(_:canMoveRowAt:)`, if the data source implements `tableView(_:moveRowAt:to:)`)
        /// are asked for the row when it is measured. When those answers change for rows already
        /// cached, say so with `reloadRows(at:with:)`, as UIKit needs it to show the new controls:
        /// the rows' heights are measured again.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        ///     tableView.ch.heightForCell(withIdentifier: "Feed", as: FeedCell.self, cacheByIndexPath: indexPath) { cell in
        ///         cell.configure(with: feed[indexPath.row])
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with this table.
        ///   - indexPath: The row's index path, as UIKit gave it.
        ///   - cellType: The class of the cell registered for `identifier` (see
        ///     `heightForCell(withIdentifier:as:configuration:)`).
        ///   - configuration: Configures the template as `tableView(_:cellForRowAt:)` configures the
        ///     real cell; called only on a cache miss.
        public func heightForCell<Cell: UITableViewCell>(
            withIdentifier identifier: String, as cellType: Cell.Type = Cell.self,
            cacheByIndexPath indexPath: IndexPath,
            configuration: (Cell) -> Void
        ) -> CGFloat {
            base.rowHeight(.indexPath(indexPath), identifier: identifier, configuration: configuration)
        }

        /// The height of a row keyed by a model identity, from `keyedHeightCache` or measured and
        /// cached there.
        ///
        /// A key survives every insertion, deletion and move, so this suits diffable data sources.
        /// When a model's content changes, forget its height:
        /// `tableView.ch.keyedHeightCache.invalidateHeight(for: message.id)`. A hit is O(1). In
        /// editing mode rows are measured in the table-wide editing state (see
        /// `heightForCell(withIdentifier:as:configuration:)`): a key has no row to ask about.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        ///     let message = messages[indexPath.row]
        ///     return tableView.ch.heightForCell(withIdentifier: "Message", as: MessageCell.self, cacheByKey: message.id) {
        ///         cell in cell.configure(with: message)
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with this table.
        ///   - key: The model's identity (for example its `id`).
        ///   - cellType: The class of the cell registered for `identifier` (see
        ///     `heightForCell(withIdentifier:as:configuration:)`).
        ///   - configuration: Configures the template; called only on a cache miss.
        public func heightForCell<Cell: UITableViewCell>(
            withIdentifier identifier: String, as cellType: Cell.Type = Cell.self, cacheByKey key: some Hashable,
            configuration: (Cell) -> Void
        ) -> CGFloat {
            base.rowHeight(.key(AnyHashable(key)), identifier: identifier, configuration: configuration)
        }

        /// The estimate for `tableView(_:estimatedHeightForRowAt:)`: the row's cached height if it has
        /// one, else the mean of the cached heights, else the table's `estimatedRowHeight` (or
        /// `rowHeight`, or 44). O(1).
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        ///     tableView.ch.estimatedHeightForRow(at: indexPath)
        /// }
        /// ```
        public func estimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
            let fallback = TemplateHeightRules.fallbackEstimate(
                estimatedRowHeight: base.estimatedRowHeight, rowHeight: base.rowHeight)
            return base.heightStore.state.estimatedHeight(
                at: indexPath, in: base.heightLayoutContext, fallback: fallback)
        }

        /// The row heights by index path that `heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`
        /// reads and the precacher fills; created on first use, one per table.
        ///
        /// Set its `automaticallyInvalidates` to `false` to apply data changes yourself.
        public var heightCache: IndexPathHeightCache { base.heightStore.state.rows }

        /// The row heights by model key that `heightForCell(withIdentifier:as:cacheByKey:configuration:)`
        /// reads; created on first use, one per table. Data changes never reach it.
        public var keyedHeightCache: KeyedHeightCache<AnyHashable> { base.heightStore.state.keyed }

        /// Moves the cached height of the row at `source` to `destination`, as the row moved there:
        /// the rows in between slide by one, as they do on screen, and keep their heights.
        ///
        /// Call it from `tableView(_:moveRowAt:to:)`, where UIKit reports a move made with the
        /// reorder control to the data source only: it never calls `moveRow(at:to:)` for it, so no
        /// hook sees the move. Every other move goes through `moveRow(at:to:)`, which the cache
        /// follows by itself. O(rows between the two index paths) per layout context.
        ///
        /// ```swift
        /// override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        ///     posts.insert(posts.remove(at: source.row), at: destination.row)
        ///     tableView.ch.moveCachedHeight(from: source, to: destination)
        /// }
        /// ```
        public func moveCachedHeight(from source: IndexPath, to destination: IndexPath) {
            base.heightStore.state.updates.moveCachedHeight(from: source, to: destination)
        }
    }

    extension UITableView {
        /// Measures the template for `identifier` configured by `configuration`, uncached.
        ///
        /// The template is detached from the table and given the table's geometry: it is framed
        /// ``TableCellGeometry/templateWidth`` wide (the cell less the safe area and the section
        /// index), gets ``TableCellGeometry/templateMargins(own:preservesSuperviewLayoutMargins:)``
        /// and the editing state of the row at `indexPath` (``RowEditingState``; the table-wide one
        /// without an index path), and is made, configured and laid out under the table's traits
        /// (made again when they change). The content width it is measured at includes what the
        /// table's displayed cells taught for its kind: its identifier and signature (``TemplateCorrections``).
        package func measureCell<Cell: UITableViewCell>(
            withIdentifier identifier: String, at indexPath: IndexPath? = nil, as cellType: Cell.Type = Cell.self,
            configuration: (Cell) -> Void
        ) -> TemplateMeasurement {
            let store = heightStore
            let layout = currentHeightLayout
            guard layout.geometry.isReady else { return .unmeasurable }
            let editing = rowEditingState(at: indexPath, in: layout.editing)
            return TemplateLayout.withTraits(of: self) {
                store.cells.use(layout.traits)
                let template = store.cells.template(identifier, as: Cell.self) {
                    TemplateLayout.detached(dequeueReusableCell(withIdentifier: identifier))
                } prepareNew: {
                    IOSOnlyUIKit.overrideHeightTraits(of: $0, with: traitCollection)
                }
                guard let cell = template else { return .unmeasurable }
                cell.prepareForReuse()
                configuration(cell)
                // After the configuration, as the table applies its editing state after cellForRowAt.
                IOSOnlyUIKit.apply(editing, to: cell)
                let geometry = layout.geometry
                let margins = geometry.templateMargins(
                    own: TemplateLayout.horizontal(cell.layoutMargins),
                    preservesSuperviewLayoutMargins: cell.preservesSuperviewLayoutMargins)
                let rule = layout.context
                let frame = TemplateLayout.Frame(
                    width: geometry.templateWidth + store.templateWidthErrorForTesting, margins: margins,
                    separator: TemplateHeightRules.separatorHeight(
                        hasSeparator: separatorStyle != .none,
                        displayScales: [traitCollection.displayScale, UITraitCollection.current.displayScale]),
                    normalHeight: TemplateHeightRules.normalFrameHeight(
                        estimatedRowHeight: estimatedRowHeight, rowHeight: rowHeight))
                return TemplateLayout.measure(
                    cell, contentView: cell.contentView, identifier: identifier, frame: frame,
                    signature: {
                        TemplateLayout.signature(
                            of: cell, frameWidth: geometry.templateWidth, margins: $0, editing: editing)
                    },
                    memo: &store.cells[memo: identifier]
                ) { signature, laidOutWidth in
                    let kind = TemplateCellKind(reuseIdentifier: identifier, signature: signature)
                    store.corrections.templateWasLaidOut(kind, contentWidth: laidOutWidth, in: rule)
                    return store.corrections.contentWidth(laidOut: laidOutWidth, for: kind, in: rule)
                }
            }
        }

        /// This table's store, created on first use; using it installs the hooks.
        package var heightStore: HeightStore {
            CellHeightHooks.install()
            return HeightStore.of(self)
        }

        fileprivate func rowHeight<Cell: UITableViewCell>(
            _ key: ListHeightState.CacheKey, identifier: String, configuration: (Cell) -> Void
        ) -> CGFloat {
            let store = heightStore
            let row: IndexPath?
            if case .indexPath(let indexPath) = key { row = indexPath } else { row = nil }
            let height = store.state.height(key, in: heightLayoutContext) {
                measureCell(withIdentifier: identifier, at: row, configuration: configuration)
            }
            if height == nil { store.noteUnmeasured() }
            return height ?? UITableView.automaticDimension
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    nonisolated(unsafe) private var templateFactoriesKey: UInt8 = 0

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// The height of a full-width list cell configured by `configuration`, measured every time.
        ///
        /// For list-style collection views: a flow layout whose items span the content width (less
        /// the layout's `sectionInset`), sized in `collectionView(_:layout:sizeForItemAt:)` as
        /// `CGSize(width: collectionView.ch.listItemWidth, height: ...)`.
        ///
        /// Unlike a table, a collection view has no index-path-free dequeue:
        /// `dequeueReusableCell(withReuseIdentifier:for:)` is meant for `collectionView(_:cellForItemAt:)`
        /// only, and a cell dequeued without being returned there makes UIKit raise an exception on
        /// recent systems. So the template is *not* dequeued: it is made once per reuse identifier by
        /// the factory given to `registerTemplateCell(forReuseIdentifier:make:)`, kept, marked
        /// as a template (``CellHeightWrapper/isTemplate``) and never displayed. Then it is measured
        /// like a table cell (reset, configure, lay out at `listItemWidth`, fit). Cost: one Auto Layout
        /// pass of the cell.
        ///
        /// - Returns: The height, or the flow layout's `estimatedItemSize.height` (else 44) if it
        ///   cannot be measured.
        public func heightForCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, configuration: (Cell) -> Void
        ) -> CGFloat {
            base.itemHeight(.none, identifier: identifier, configuration: configuration)
        }

        /// The height of the item at `indexPath`, from `heightCache` or measured and cached there.
        /// A hit is O(1); the cache follows the collection view's data changes by itself.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
        ///                     sizeForItemAt indexPath: IndexPath) -> CGSize {
        ///     let height = collectionView.ch.heightForCell(withIdentifier: "Feed", cacheBy: indexPath) {
        ///         (cell: FeedItemCell) in cell.configure(with: feed[indexPath.item])
        ///     }
        ///     return CGSize(width: collectionView.ch.listItemWidth, height: height)
        /// }
        /// ```
        public func heightForCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, cacheBy indexPath: IndexPath, configuration: (Cell) -> Void
        ) -> CGFloat {
            base.itemHeight(.indexPath(indexPath), identifier: identifier, configuration: configuration)
        }

        /// The height of an item keyed by a model identity, from `keyedHeightCache` or measured and
        /// cached there. Keys survive every data change. A hit is O(1).
        public func heightForCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, cacheByKey key: some Hashable, configuration: (Cell) -> Void
        ) -> CGFloat {
            base.itemHeight(.key(AnyHashable(key)), identifier: identifier, configuration: configuration)
        }

        /// Tells the height one-liners how to make the measuring template for `identifier`; call it
        /// next to `register(_:forCellWithReuseIdentifier:)`. `make` runs once per collection view.
        ///
        /// ```swift
        /// collectionView.register(FeedItemCell.self, forCellWithReuseIdentifier: "Feed")
        /// collectionView.ch.registerTemplateCell(forReuseIdentifier: "Feed") { FeedItemCell(frame: .zero) }
        /// ```
        public func registerTemplateCell(
            forReuseIdentifier identifier: String, make: @escaping () -> UICollectionViewCell
        ) {
            var factories = base.templateFactories
            factories[identifier] = make
            objc_setAssociatedObject(base, &templateFactoriesKey, factories, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// The width of a full-width list item: the content width (bounds minus adjusted content
        /// insets) less a flow layout's `sectionInset` on both sides.
        public var listItemWidth: CGFloat { base.heightLayoutContext.width }

        /// The estimate for an item: its cached height, else the mean of the cached heights, else the
        /// flow layout's `estimatedItemSize.height` (else 44). O(1).
        public func estimatedHeightForItem(at indexPath: IndexPath) -> CGFloat {
            base.heightStore.state.estimatedHeight(
                at: indexPath, in: base.heightLayoutContext, fallback: base.fallbackItemHeight)
        }

        /// The item heights by index path that `heightForCell(withIdentifier:cacheBy:configuration:)`
        /// reads and the precacher fills; created on first use, one per collection view.
        public var heightCache: IndexPathHeightCache { base.heightStore.state.rows }

        /// The item heights by model key; created on first use, one per collection view.
        public var keyedHeightCache: KeyedHeightCache<AnyHashable> { base.heightStore.state.keyed }

        /// Tells the height cache that the user moved an item interactively. Call it from
        /// `collectionView(_:moveItemAt:to:)`, where UIKit reports the move to the data source only
        /// (it never calls `moveItem(at:to:)` for it): the item keeps its height and the items in
        /// between slide by one.
        public func userMovedItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            base.heightStore.state.updates.userMovedRow(at: sourceIndexPath, to: destinationIndexPath)
        }
    }

    extension UICollectionView {
        /// The layout context now: ``listItemWidth`` and the Dynamic Type size.
        package var heightLayoutContext: LayoutContext {
            let flow = collectionViewLayout as? UICollectionViewFlowLayout
            return LayoutContext.list(
                boundsWidth: bounds.width, leadingInset: adjustedContentInset.left,
                trailingInset: adjustedContentInset.right,
                itemInsets: (flow?.sectionInset.left ?? 0) + (flow?.sectionInset.right ?? 0),
                contentSizeCategory: traitCollection.preferredContentSizeCategory.rawValue)
        }

        /// Switches this collection view's caches to its current layout context.
        package func useCurrentHeightLayoutContext() { heightStore.state.use(heightLayoutContext) }

        /// Measures the template for `identifier` configured by `configuration`, uncached.
        package func measureCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, configuration: (Cell) -> Void
        ) -> TemplateMeasurement {
            let store = heightStore
            let make = templateFactories[identifier]
            let template = TemplateLayout.template(identifier, in: &store.cellTemplates, as: Cell.self) { make?() }
            guard let cell = template else { return .unmeasurable }
            cell.prepareForReuse()
            configuration(cell)
            return TemplateLayout.measure(
                cell, contentView: cell.contentView, identifier: identifier, width: heightLayoutContext.width,
                separator: 0)
        }

        /// This collection view's store, created on first use; using it installs the hooks.
        package var heightStore: HeightStore {
            CellHeightHooks.install()
            return HeightStore.of(self)
        }

        fileprivate var templateFactories: [String: () -> UICollectionViewCell] {
            objc_getAssociatedObject(self, &templateFactoriesKey) as? [String: () -> UICollectionViewCell] ?? [:]
        }

        fileprivate var fallbackItemHeight: CGFloat {
            let estimated = (collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize.height ?? 0
            return TemplateHeightRules.fallbackEstimate(estimatedRowHeight: estimated, rowHeight: 0)
        }

        fileprivate func itemHeight<Cell: UICollectionViewCell>(
            _ key: ListHeightState.CacheKey, identifier: String, configuration: (Cell) -> Void
        ) -> CGFloat {
            let height = heightStore.state.height(key, in: heightLayoutContext) {
                measureCell(withIdentifier: identifier, configuration: configuration)
            }
            return height ?? fallbackItemHeight
        }
    }
#endif

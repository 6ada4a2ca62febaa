#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    nonisolated(unsafe) private var templateFactoriesKey: UInt8 = 0

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// The height of a full-width list cell configured by `configuration`, measured every time.
        ///
        /// For list-style collection views: a vertical flow layout whose items span the width
        /// ``listItemWidth(inSection:)``. Unlike a table, a collection view has no index-path-free
        /// dequeue: `dequeueReusableCell(withReuseIdentifier:for:)` is meant for
        /// `collectionView(_:cellForItemAt:)` only, and a cell dequeued without being returned there
        /// makes UIKit raise an exception on recent systems. So the template is *not* dequeued: it is
        /// made once per reuse identifier by the factory given to
        /// `registerTemplateCell(forReuseIdentifier:make:)`, kept, marked as a template
        /// (`cell.ch.isTemplate`) and never displayed. Then it is measured like a table
        /// cell (reset, configure, lay out at the item width, fit), under the collection view's
        /// traits. Cost: one Auto Layout pass of the cell.
        ///
        /// - Returns: The height, or the flow layout's `estimatedItemSize.height` (never its
        ///   `automaticSize` placeholder; else 44) if it cannot be measured.
        public func heightForCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, as cellType: Cell.Type = Cell.self,
            configuration: (Cell) -> Void
        ) -> CGFloat {
            base.itemHeight(.none, section: nil, identifier: identifier, configuration: configuration)
        }

        /// The height of the item at `indexPath`, from `heightCache` or measured and cached there.
        /// A hit is O(1); the cache follows the collection view's data changes by itself.
        ///
        /// A flow layout asks `collectionView(_:layout:sizeForItemAt:)` for every item while it
        /// prepares, so with this method there the whole list is measured on the first layout. For
        /// long lists, use ``sizeForListItem(at:withIdentifier:as:configuration:)`` instead.
        public func heightForCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, as cellType: Cell.Type = Cell.self,
            cacheByIndexPath indexPath: IndexPath,
            configuration: (Cell) -> Void
        ) -> CGFloat {
            base.itemHeight(
                .indexPath(indexPath), section: indexPath.section, identifier: identifier, configuration: configuration)
        }

        /// The height of an item keyed by a model identity, from `keyedHeightCache` or measured and
        /// cached there. Keys survive every data change. A hit is O(1).
        public func heightForCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, as cellType: Cell.Type = Cell.self, cacheByKey key: some Hashable,
            configuration: (Cell) -> Void
        ) -> CGFloat {
            base.itemHeight(.key(AnyHashable(key)), section: nil, identifier: identifier, configuration: configuration)
        }

        /// Tells the height one-liners how to make the measuring template for `identifier`; call it
        /// next to `register(_:forCellWithReuseIdentifier:)`. `make` runs once per collection view
        /// (again after a change of text size or another height trait).
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

        /// The width of a full-width list item with the flow layout's own `sectionInset`: the
        /// collection view's width less, on each side, the larger of its adjusted content inset and
        /// the layout's `sectionInsetReference` edge plus the section inset. For a layout other than
        /// a flow layout, the content width. 0 for a horizontal flow layout.
        public var listItemWidth: CGFloat { base.heightItemWidth(inSection: nil) }

        /// The width of a full-width list item of `section`: as ``listItemWidth``, with the delegate's
        /// `collectionView(_:layout:insetForSectionAt:)` when it implements it.
        public func listItemWidth(inSection section: Int) -> CGFloat { base.heightItemWidth(inSection: section) }

        /// The estimate for an item: its cached height, else the mean of the cached heights, else the
        /// flow layout's `estimatedItemSize.height` (never its `automaticSize` placeholder; else 44).
        /// O(1). In a compositional list with `ch.cellRegistration(…)` cells, the item's height cached
        /// by its item identifier, else the mean of its list's heights, else 44: give it to an
        /// item's `.estimated(_:)` height in a custom section (`NSCollectionLayoutGroup.custom`).
        public func estimatedHeightForItem(at indexPath: IndexPath) -> CGFloat {
            if let list = base.listEstimatedHeight(at: indexPath) { return list }
            return base.heightStore.state.estimatedHeight(
                at: indexPath, in: base.heightLayoutContext, fallback: base.fallbackItemHeight)
        }

        /// The height to estimate for items not measured yet: the mean of the cached heights, else
        /// the flow layout's `estimatedItemSize.height` (else 44). O(1). In a compositional list with
        /// `ch.cellRegistration(…)` cells, the mean of the heights measured and stored for its items
        /// in its current layout context.
        ///
        /// For a compositional layout, whose items size themselves: give it to the item's and group's
        /// `NSCollectionLayoutDimension.estimated(_:)` in a section provider, so that the content size
        /// and scroll indicator follow the measured heights.
        ///
        /// ```swift
        /// let layout = UICollectionViewCompositionalLayout { [weak self] _, _ in
        ///     let height = self?.collectionView.ch.estimatedItemHeight ?? 44
        ///     let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        ///     let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        ///     return NSCollectionLayoutSection(group: group)
        /// }
        /// ```
        public var estimatedItemHeight: CGFloat {
            if let list = base.listEstimatedHeight(at: nil) { return list }
            base.useCurrentHeightLayoutContext()
            return base.heightStore.state.rows.estimatedHeight ?? base.fallbackItemHeight
        }

        /// The item heights by index path that `heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`
        /// and ``sizeForListItem(at:withIdentifier:as:configuration:)`` read and the precacher fills;
        /// created on first use, one per collection view.
        public var heightCache: IndexPathHeightCache { base.heightStore.state.rows }

        /// The item heights by model key; created on first use, one per collection view.
        public var keyedHeightCache: KeyedHeightCache<AnyHashable> { base.heightStore.state.keyed }

        /// Moves the cached height of the item at `source` to `destination`, as the item moved
        /// there: the items in between slide by one and keep their heights.
        ///
        /// Call it from `collectionView(_:moveItemAt:to:)`, where UIKit reports an interactive move
        /// to the data source only: it never calls `moveItem(at:to:)` for it, so no hook sees the
        /// move. O(items between the two index paths) per layout context.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        ///     posts.insert(posts.remove(at: source.item), at: destination.item)
        ///     collectionView.ch.moveCachedHeight(from: source, to: destination)
        /// }
        /// ```
        public func moveCachedHeight(from source: IndexPath, to destination: IndexPath) {
            base.heightStore.state.updates.moveCachedHeight(from: source, to: destination)
        }
    }

    extension UICollectionView {
        /// Measures the template for `identifier` configured by `configuration`, uncached, at the
        /// item width of `section` (the layout's own section insets if `nil`).
        ///
        /// Where the safe area reaches into a displayed item (a `.fromContentInset` list in
        /// landscape), the template's content view gets that much more layout margin while it is
        /// measured, as a displayed cell's content view does (`insetsLayoutMarginsFromSafeArea`).
        package func measureCell<Cell: UICollectionViewCell>(
            withIdentifier identifier: String, inSection section: Int? = nil, configuration: (Cell) -> Void
        ) -> TemplateMeasurement {
            let store = heightStore
            let item = heightItemGeometry(inSection: section)
            guard item.width > 0 else { return .unmeasurable }
            let traits = LayoutTraits(traitCollection)
            let make = templateFactories[identifier]
            let frame = TemplateLayout.Frame(width: item.width, margins: nil, normalHeight: fallbackItemHeight)
            return TemplateLayout.withTraits(of: self) {
                store.cells.use(traits)
                let template = store.cells.template(
                    identifier, as: Cell.self,
                    registration: "a template with ch.registerTemplateCell(forReuseIdentifier:make:)"
                ) {
                    make?()
                } prepareNew: {
                    IOSOnlyUIKit.overrideHeightTraits(of: $0, with: traitCollection)
                }
                guard let cell = template else { return .unmeasurable }
                cell.prepareForReuse()
                configuration(cell)
                let content = cell.contentView
                let own = content.layoutMargins
                let safeArea = content.insetsLayoutMarginsFromSafeArea ? item.safeAreaInside : .zero
                let margins = HorizontalInsets(left: own.left + safeArea.left, right: own.right + safeArea.right)
                if safeArea != .zero {
                    content.layoutMargins = UIEdgeInsets(
                        top: own.top, left: margins.left, bottom: own.bottom, right: margins.right)
                }
                defer { if safeArea != .zero { content.layoutMargins = own } }
                return TemplateLayout.measure(
                    cell, contentView: content, identifier: identifier, frame: frame,
                    signature: { _ in TemplateLayoutSignature(frameWidth: item.width, layoutMargins: margins) },
                    memo: &store.cells[memo: identifier])
            }
        }

        /// This collection view's store, created on first use; using it installs the hooks.
        package var heightStore: HeightStore {
            CellHeightHooks.install()
            return HeightStore.of(self)
        }

        fileprivate var templateFactories: [String: () -> UICollectionViewCell] {
            objc_getAssociatedObject(self, &templateFactoriesKey) as? [String: () -> UICollectionViewCell] ?? [:]
        }

        fileprivate func itemHeight<Cell: UICollectionViewCell>(
            _ key: ListHeightState.CacheKey, section: Int?, identifier: String, configuration: (Cell) -> Void
        ) -> CGFloat {
            let store = heightStore
            let height = store.state.height(key, in: heightLayoutContext) {
                measureCell(withIdentifier: identifier, inSection: section, configuration: configuration)
            }
            if height == nil { store.noteUnmeasured() }
            return height ?? fallbackItemHeight
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// The size of a full-width list item for `collectionView(_:layout:sizeForItemAt:)` of a
        /// vertical `UICollectionViewFlowLayout`: exact where the height is cached or the item is
        /// near the screen, estimated elsewhere, and corrected as the cache fills.
        ///
        /// A flow layout asks for every item's size while it prepares its layout, on the first
        /// layout and after every reload or invalidation. Measuring each one there would measure
        /// the whole list at once. So this returns, for the item at `indexPath`:
        /// - its cached height (`heightCache`, filled by `ch.precache` and by
        ///   earlier calls), exactly: O(1);
        /// - if uncached and within about a screen of the visible items (the first screen on the
        ///   first layout), the height measured now with the template for `identifier` and cached;
        /// - otherwise the mean of the cached heights (else the layout's estimated item height, else
        ///   44), and remembers that the item was estimated.
        ///
        /// When an estimated item is on screen after a layout pass, the layout's item sizes are
        /// invalidated and it asks again (measuring the items now near the screen), with the first
        /// visible item kept in place by the invalidation context's `contentOffsetAdjustment`; a
        /// precache run that finishes does the same for the whole list. Cost of such a refresh: one
        /// call of this method per item (O(1) each, except the items near the screen measured
        /// then). So it never runs while the list tracks a finger or decelerates: items that scroll
        /// in during a fling keep their estimate until the list stops, then one refresh runs. The
        /// width is ``listItemWidth(inSection:)``.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
        ///                     sizeForItemAt indexPath: IndexPath) -> CGSize {
        ///     collectionView.ch.sizeForListItem(at: indexPath, withIdentifier: "Feed", as: FeedItemCell.self) { cell in
        ///         cell.configure(with: feed[indexPath.item])
        ///     }
        /// }
        /// // and, to fill the cache while the app is idle:
        /// collectionView.ch.precache.isEnabled = true
        /// ```
        ///
        /// Leave the layout's `estimatedItemSize` at `.zero`: with self-sizing on, UIKit sizes the
        /// cells itself.
        ///
        /// - Parameters:
        ///   - indexPath: The item's index path, as UIKit gave it.
        ///   - identifier: A reuse identifier with a template (`registerTemplateCell(forReuseIdentifier:make:)`).
        ///   - cellType: The class of the template made for `identifier`, such as `FeedItemCell.self`: the
        ///     type `configuration` receives. Leave it out when the closure names its parameter's type.
        ///   - configuration: Configures the template as `collectionView(_:cellForItemAt:)` configures
        ///     the real cell; called only when the item is measured.
        public func sizeForListItem<Cell: UICollectionViewCell>(
            at indexPath: IndexPath, withIdentifier identifier: String, as cellType: Cell.Type = Cell.self,
            configuration: (Cell) -> Void
        ) -> CGSize {
            CGSize(
                width: base.heightItemWidth(inSection: indexPath.section),
                height: base.listItemHeight(at: indexPath, identifier: identifier, configuration: configuration))
        }
    }

    extension UICollectionView {
        fileprivate func listItemHeight<Cell: UICollectionViewCell>(
            at indexPath: IndexPath, identifier: String, configuration: (Cell) -> Void
        ) -> CGFloat {
            let store = heightStore
            if store.visibleSpan == nil {
                store.visibleSpan = .some(FlowLayoutEstimates.span(of: indexPathsForVisibleItems))
            }
            return store.flowEstimates.itemHeight(
                at: indexPath, in: store.state, context: heightLayoutContext, visible: store.visibleSpan ?? nil,
                viewportHeight: bounds.height - adjustedContentInset.top - adjustedContentInset.bottom,
                fallback: fallbackItemHeight, measuresEveryItem: store.measuresEveryItem
            ) {
                let measurement = measureCell(
                    withIdentifier: identifier, inSection: indexPath.section, configuration: configuration)
                if measurement.height == nil { store.noteUnmeasured() }
                return measurement
            }
        }
    }
#endif

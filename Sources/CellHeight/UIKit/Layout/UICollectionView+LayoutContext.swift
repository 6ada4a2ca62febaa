#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// Reports, once per process, a list API used with a horizontally scrolling flow layout.
    private let horizontalFlowLayout = OnceReporter()

    extension UICollectionView {
        /// The layout context now: the width of a full-width item and the safe area inside it
        /// (``heightItemGeometry(inSection:)`` with the layout's own section insets) and the height
        /// traits; for a compositional list with `ch.cellRegistration` cells, ``listHeightContext``.
        package var heightLayoutContext: LayoutContext {
            // A compositional list that answers self-sizing from its cache has a context of its own.
            if HeightStore.existing(self)?.listCells != nil { return listHeightContext }
            let item = heightItemGeometry(inSection: nil)
            return LayoutContext.flowList(
                itemWidth: item.width, safeAreaInsideItems: item.safeAreaInside, traits: LayoutTraits(traitCollection))
        }

        /// Switches this collection view's caches to its current layout context.
        package func useCurrentHeightLayoutContext() { heightStore.state.use(heightLayoutContext) }

        /// The width of a full-width item in `section` (see ``heightItemGeometry(inSection:)``).
        func heightItemWidth(inSection section: Int?) -> CGFloat { heightItemGeometry(inSection: section).width }

        /// The width of a full-width item in `section`, and how far the safe area reaches into it.
        ///
        /// For a vertical `UICollectionViewFlowLayout`, ``FlowLayoutList/itemEdges(reference:sectionInset:adjustedContentInset:safeArea:layoutMargins:)``
        /// with its `sectionInsetReference` and the section's insets (the delegate's
        /// `collectionView(_:layout:insetForSectionAt:)` when it implements it and `section` is
        /// given, else the layout's `sectionInset`). For other layouts (a compositional list), the
        /// content width: the bounds less the adjusted content insets. Width 0 for a horizontal
        /// flow layout, whose items do not span the width (reported once).
        func heightItemGeometry(inSection section: Int?) -> (width: CGFloat, safeAreaInside: HorizontalInsets) {
            let contentInset = TemplateLayout.horizontal(adjustedContentInset)
            let safeArea = TemplateLayout.horizontal(safeAreaInsets)
            let edges: HorizontalInsets
            if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
                guard flow.scrollDirection == .vertical else {
                    horizontalFlowLayout.report(
                        .misuse, key: "horizontal",
                        "the list height API measures full-width items of a vertically scrolling flow layout; this "
                            + "flow layout scrolls horizontally, so nothing is measured. Size its items yourself")
                    return (0, .zero)
                }
                var inset = flow.sectionInset
                if let section, let delegate = delegate as? any UICollectionViewDelegateFlowLayout,
                    let sectionInset = delegate.collectionView?(self, layout: flow, insetForSectionAt: section)
                {
                    inset = sectionInset
                }
                let reference = IOSOnlyUIKit.sectionInsetReference(of: flow)
                var margins = HorizontalInsets.zero
                if reference == .fromLayoutMargins {
                    let guide = layoutMarginsGuide.layoutFrame
                    margins = .inset(
                        ofFrameFrom: guide.minX, to: guide.maxX, boundsMinX: bounds.minX, boundsWidth: bounds.width)
                }
                edges = FlowLayoutList.itemEdges(
                    reference: reference, sectionInset: TemplateLayout.horizontal(inset),
                    adjustedContentInset: contentInset, safeArea: safeArea, layoutMargins: margins)
            } else {
                edges = contentInset
            }
            let width = bounds.width.isFinite ? max(0, bounds.width - edges.total) : 0
            return (width, FlowLayoutList.safeAreaInsideItem(itemEdges: edges, safeArea: safeArea))
        }

        /// The height for an item that cannot be measured, and the estimate while nothing is cached:
        /// the flow layout's `estimatedItemSize.height` if it is a real height (never the
        /// `automaticSize` placeholder), else 44.
        var fallbackItemHeight: CGFloat {
            guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
                return TemplateHeightRules.defaultEstimate
            }
            let estimated = flow.estimatedItemSize
            return FlowLayoutList.fallbackItemHeight(
                estimatedItemWidth: estimated.width, estimatedItemHeight: estimated.height,
                isAutomaticSize: estimated == UICollectionViewFlowLayout.automaticSize)
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// Items no registration takes, reported once per list and item type.
    private let noRegistration = OnceReporter()

    /// A data source that names its items: a diffable one (`UICollectionViewDiffableDataSource`
    /// conforms on iOS).
    @MainActor
    protocol DiffableItemSource: AnyObject {
        /// The item identifier at `indexPath`, or `nil` if there is none.
        func itemIdentifier(at indexPath: IndexPath) -> (key: AnyHashable, item: Any)?
        /// The outline levels of the items of section `index` (`level(of:)` of its section
        /// snapshot), read once per change of `stamp`; `nil` before iOS 14 or without a section.
        func outlineLevels(
            ofSectionAt index: Int, cached: inout (stamp: OutlineStamp, levels: [AnyHashable: Int])?, dataChanges: Int,
            itemCount: Int
        ) -> [AnyHashable: Int]?
    }

    extension UICollectionView {
        /// The layout context of a compositional list that answers self-sizing from its cache
        /// (``LayoutContext/compositionalList(contentWidth:layoutMargins:traits:isEditing:)``), with
        /// the corrections its displayed cells taught. The per-item path of every answer: a few
        /// property reads.
        package var listHeightContext: LayoutContext {
            let store = heightStore
            store.runBeforeFirstLayoutContext()
            return store.corrections.cacheContext(for: listRuleContext)
        }

        /// The layout context by the rules alone.
        var listRuleContext: LayoutContext {
            let inset = TemplateLayout.horizontal(adjustedContentInset)
            let width = bounds.width.isFinite ? max(0, bounds.width - inset.total) : 0
            var editing = false
            if #available(iOS 14.0, *) { editing = isEditing }
            return .compositionalList(
                contentWidth: width, layoutMargins: insets(of: layoutMarginsGuide),
                traits: LayoutTraits(traitCollection),
                isEditing: editing)
        }

        /// Where the item with frame `itemFrame` in the layout lies, and what its cell inherits
        /// (``ListCellGeometry``); the rule's prediction without a frame.
        func listCellGeometry(itemFrame: CGRect?) -> ListCellGeometry {
            let layoutItem = itemFrame.flatMap {
                ListCellGeometry.layoutItemEdges(
                    minX: $0.minX, maxX: $0.maxX, boundsMinX: bounds.minX, boundsWidth: bounds.width)
            }
            return ListCellGeometry(
                .init(
                    boundsWidth: bounds.width, contentInset: TemplateLayout.horizontal(adjustedContentInset),
                    safeArea: TemplateLayout.horizontal(safeAreaInsets), layoutMargins: insets(of: layoutMarginsGuide),
                    readableContent: layoutItem == nil ? insets(of: readableContentGuide) : .zero,
                    layoutItem: layoutItem))
        }

        /// The insets of `guide`'s layout frame from this view's edges.
        func insets(of guide: UILayoutGuide) -> HorizontalInsets {
            let frame = guide.layoutFrame
            return .inset(ofFrameFrom: frame.minX, to: frame.maxX, boundsMinX: bounds.minX, boundsWidth: bounds.width)
        }

        /// The key of the item at `indexPath` in a list that answers from its cache: its item
        /// identifier (a diffable data source), else its index path.
        func listCacheKey(at indexPath: IndexPath) -> ListHeightState.CacheKey {
            (dataSource as? DiffableItemSource)?.itemIdentifier(at: indexPath).map { .key($0.key) }
                ?? .indexPath(indexPath)
        }

        /// A cell of registration `registration` was configured for the item at `indexPath` by
        /// UIKit (the registration's handler ran for a displayed cell): it answers self-sizing from
        /// the cache from now on, and the registration is remembered for its item and place.
        func listCellWasConfigured(_ cell: UICollectionViewCell, at indexPath: IndexPath, registration: Int) {
            guard let cells = HeightStore.existing(self)?.listCells else { return }
            let key = (dataSource as? DiffableItemSource)?.itemIdentifier(at: indexPath)?.key
            ListCells.tag(cell, list: self, key: key, registration: registration)
            cells.choice.registrationConfigured(
                registration, key: key, section: indexPath.section, isFirstItem: indexPath.item == 0)
        }

        /// Whether this collection view has registrations made with `ch.cellRegistration(…)`: its
        /// items are measured with them, by item identifier.
        package var hasListCellRegistrations: Bool {
            !(HeightStore.existing(self)?.listCells?.registrations.isEmpty ?? true)
        }

        /// Whether this list answers self-sizing from its cache and is in editing mode (iOS 14): its
        /// precache waits then, as a table's does.
        package var listCellsAreEditing: Bool {
            guard hasListCellRegistrations else { return false }
            if #available(iOS 14.0, *) { return isEditing }
            return false
        }

        /// The height of the item at `indexPath` for a precache (``measureListItem(at:)``), counted
        /// in the list's mean height; `nil` if it cannot be measured now.
        package func precacheListItemHeight(at indexPath: IndexPath) -> CGFloat? {
            let height = measureListItem(at: indexPath).height
            if let height, let cells = HeightStore.existing(self)?.listCells {
                cells.heightWasStored(height, in: listHeightContext)
            }
            return height
        }

        /// The estimate for the item at `indexPath` in a list with `ch.cellRegistration` cells (its
        /// cached height, else the mean of the list's, else 44), or for any item without one (`nil`
        /// index path); `nil` for every other collection view. O(1).
        func listEstimatedHeight(at indexPath: IndexPath?) -> CGFloat? {
            guard let store = HeightStore.existing(self), let cells = store.listCells else { return nil }
            let context = listHeightContext
            store.state.use(context)
            if let indexPath, case .key(let key) = listCacheKey(at: indexPath),
                let cached = store.state.keyed.height(for: key)
            {
                return cached
            }
            return cells.meanHeight(in: context) ?? TemplateHeightRules.defaultEstimate
        }

        /// The item identifier at `indexPath` as a key, if the data source is diffable.
        package func listItemIdentifier(at indexPath: IndexPath) -> AnyHashable? {
            (dataSource as? DiffableItemSource)?.itemIdentifier(at: indexPath)?.key
        }

        /// Measures the item at `indexPath` on the template of its registration
        /// (``ListRegistrationChoice``), configured by the registration's handler with its item
        /// identifier and laid out as the layout lays it out (``TemplateLayout/measureListCell(_:in:store:)``).
        /// Uncached. Unmeasurable without a diffable data source, an item, or a registration that
        /// takes it (reported once per item type).
        package func measureListItem(at indexPath: IndexPath) -> TemplateMeasurement {
            let store = heightStore
            guard let cells = store.listCells, let source = dataSource as? DiffableItemSource,
                let identifier = source.itemIdentifier(at: indexPath)
            else { return .unmeasurable }
            let (key, item) = identifier
            let registrations = cells.registrations
            guard
                let index = cells.choice.registration(
                    for: key, section: indexPath.section, isFirstItem: indexPath.item == 0,
                    count: registrations.count, accepts: { registrations[$0].accepts(item) })
            else {
                noRegistration.report(
                    .misuse, key: "\(ObjectIdentifier(self)) \(type(of: item))",
                    "no cell registration made with ch.cellRegistration takes items of type \(type(of: item)); "
                        + "make the handler's item type the data source's item identifier type, or set the "
                        + "precache's measureRow. UIKit sizes those cells itself meanwhile")
                return .unmeasurable
            }
            let registration = registrations[index]
            let attributes = layoutAttributesForItem(at: indexPath)
            let geometry = listCellGeometry(itemFrame: attributes?.frame)
            guard geometry.isReady else { return .unmeasurable }
            let level = source.outlineLevels(
                ofSectionAt: indexPath.section, cached: &cells.outline, dataChanges: store.state.updates.dataChanges,
                itemCount: numberOfItems(inSection: indexPath.section))?[key]
            let rule = listRuleContext
            return TemplateLayout.withTraits(of: self) {
                store.cells.use(LayoutTraits(traitCollection))
                let template = store.cells.template(
                    registration.reuseIdentifier, as: UICollectionViewCell.self,
                    registration: "a cell registration with ch.cellRegistration"
                ) {
                    registration.make()
                } prepareNew: {
                    IOSOnlyUIKit.overrideHeightTraits(of: $0, with: traitCollection)
                }
                guard let cell = template else { return .unmeasurable }
                cell.prepareForReuse()
                let environment = cells.listEnvironments[indexPath.section] ?? cells.listEnvironments.values.first
                if let environment { IOSOnlyUIKit.setListEnvironment(environment, of: cell) }
                if let attributes { cell.apply(attributes) }
                IOSOnlyUIKit.setOutlineLevel(level ?? 0, of: cell)
                guard registration.configure(cell, indexPath, item) else { return .unmeasurable }
                let job = TemplateLayout.ListCellJob(
                    identifier: registration.reuseIdentifier, geometry: geometry,
                    collectionViewMargins: insets(of: layoutMarginsGuide), boundsWidth: bounds.width,
                    estimatedHeight: attributes?.size.height ?? TemplateHeightRules.defaultEstimate, rule: rule)
                return TemplateLayout.measureListCell(cell, in: job, store: store)
            }
        }
    }
#endif

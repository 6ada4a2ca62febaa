#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import UIKit

    /// Precaching of a list-style collection view's item heights while the main run loop is idle:
    /// `collectionView.ch.precache`. Sections and items map to the cache's sections and rows; everything
    /// else is as for ``TablePrecache``.
    ///
    /// ```swift
    /// let precache = collectionView.ch.precache
    /// precache.identifierForRow = { _ in "Feed" }
    /// precache.register(as: FeedItemCell.self, forReuseIdentifier: "Feed") { cell, indexPath in
    ///     cell.configure(with: feed[indexPath.item])
    /// }
    /// precache.isEnabled = true
    /// ```
    public final class CollectionPrecache: ListPrecache {
        private weak var collectionView: UICollectionView?

        init(collectionView: UICollectionView) {
            self.collectionView = collectionView
            super.init(
                heights: collectionView.heightStore.state, list: collectionView, sections: { $0.numberOfSections },
                rows: { $0.numberOfItems(inSection: $1) },
                dataSourceSections: { list in list.dataSource.map { $0.numberOfSections?(in: list) ?? 1 } },
                dataSourceRows: { list, section in
                    list.dataSource?.collectionView(list, numberOfItemsInSection: section)
                })
            passObserver = makeSignpostPassObserver()
            installFrameDeadlines(on: self)
            installWaitAnnouncements(on: self, list: collectionView)
            pendingWait = { [weak collectionView] in
                guard let collectionView else { return nil }
                let window = collectionView.window
                return PrecacheState.WaitReason.forList(
                    isDecelerating: collectionView.isDecelerating,
                    isRefreshing: collectionView.refreshControl?.isRefreshing == true,
                    hasWindow: window != nil,
                    isForeground: window?.windowScene.map { $0.activationState == .foregroundActive } ?? true,
                    width: collectionView.heightLayoutContext.width, isEditing: collectionView.listCellsAreEditing,
                    hasLoadedData: collectionView.heightDataIsLoaded(
                        dataSource: collectionView.dataSource.map { ObjectIdentifier($0) }))
            }
            prepareForPass = { [weak collectionView] in collectionView?.useCurrentHeightLayoutContext() }
            delegateHeight = { [weak collectionView] indexPath in
                guard let collectionView,
                    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
                else { return nil }
                // sizeForListItem(at:...) estimates items far from the screen; a pass measures them.
                let store = collectionView.heightStore
                store.measuresEveryItem = true
                defer { store.measuresEveryItem = false }
                return delegate.collectionView?(
                    collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath
                ).height
            }
            // A finished run leaves a flow layout with the estimates it handed out before: ask it
            // for every size again, now from the cache.
            runIsActiveDidChange = { [weak self, weak collectionView] active in
                guard !active, self?.state == .finished else { return }
                collectionView?.refreshEstimatedListItems()
            }
            delegateIdentity = { [weak collectionView] in collectionView?.delegate.map { ObjectIdentifier($0) } }
            // The height API returns the layout's estimate when it cannot measure: never stored.
            measurementFailures = { [weak collectionView] in
                collectionView.map { HeightStore.of($0).unmeasuredRequests } ?? 0
            }
            visibleRows = { [weak collectionView] in
                guard let collectionView else { return ([], 0) }
                return (collectionView.indexPathsForVisibleItems, collectionView.contentOffset.y)
            }
            HeightStore.of(collectionView).didLayout = { [weak self] in
                guard let self, wantsLayoutUpdates, let now = visibleRows?() else { return }
                listDidLayout(visible: now.rows, offset: now.offset)
            }
            // A compositional list's cell registrations (ch.cellRegistration) measure its items,
            // stored by item identifier: now, or once the first one is made.
            HeightStore.of(collectionView).listRegistrationsDidChange = { [weak self] in self?.useRegisteredCells() }
            HeightStore.of(collectionView).listCellSizedItself = { [weak self] in self?.listItemSizedItself() }
            useRegisteredCells()
        }

        private func useRegisteredCells() {
            guard let collectionView, collectionView.hasListCellRegistrations, registeredCells == nil else { return }
            measureWithRegisteredCells(
                { [weak collectionView] in collectionView?.precacheListItemHeight(at: $0) },
                key: { [weak collectionView] in collectionView?.listItemIdentifier(at: $0) })
        }

        /// Registers how items with reuse identifier `identifier` are configured for measuring: the
        /// same configuration as in `collectionView(_:layout:sizeForItemAt:)`, given the item's index
        /// path. ``ListPrecache/identifierForRow`` says which identifier each item uses.
        ///
        /// - Parameters:
        ///   - cellType: The cell class of `identifier`'s template, such as `FeedItemCell.self`: the
        ///     type `configuration` receives. Leave it out when the closure names its parameter's type.
        ///   - identifier: The reuse identifier, as registered with the collection view.
        ///   - configuration: Configures the template for the item at the index path; called on the
        ///     main thread during idle passes.
        public func register<Cell: UICollectionViewCell>(
            as cellType: Cell.Type = Cell.self, forReuseIdentifier identifier: String,
            configuration: @escaping @MainActor (Cell, IndexPath) -> Void
        ) {
            setMeasurer(forReuseIdentifier: identifier) { [weak collectionView = self.collectionView] indexPath in
                collectionView?.measureCell(withIdentifier: identifier, inSection: indexPath.section) { (cell: Cell) in
                    configuration(cell, indexPath)
                }.height
            }
        }
    }

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// The collection view's precache, created on first use (one per collection view, kept as long
        /// as it). Off until you set its ``ListPrecache/isEnabled``; see ``CollectionPrecache``.
        public var precache: CollectionPrecache {
            let store = HeightStore.of(base)
            if let precache = store.precache as? CollectionPrecache { return precache }
            CellHeightHooks.install()
            let precache = CollectionPrecache(collectionView: base)
            store.precache = precache
            return precache
        }
    }
#endif

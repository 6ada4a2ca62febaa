// iOS and Mac Catalyst (`os(iOS)`): cell registrations and diffable data sources exist there.
#if canImport(UIKit) && os(iOS)
    import UIKit

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// A cell registration for a compositional list whose displayed cells answer self-sizing from
        /// the cache: Apple's `UICollectionView.CellRegistration`, with your handler, that the
        /// package also measures its templates with.
        ///
        /// Write it where you make Apple's registration, with the same handler; the cell provider
        /// that dequeues with it does not change. Then turn on precaching, in one line:
        ///
        /// ```swift
        /// let registration = collectionView.ch.cellRegistration { (cell: UICollectionViewListCell, _, item: Item.ID) in
        ///     var content = cell.defaultContentConfiguration()
        ///     content.text = model[item]?.title
        ///     cell.contentConfiguration = content
        /// }
        /// dataSource = UICollectionViewDiffableDataSource<Section, Item.ID>(collectionView: collectionView) {
        ///     collectionView, indexPath, item in
        ///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        /// }
        /// collectionView.ch.precache.isEnabled = true   // with `import Precache`
        /// ```
        ///
        /// What it does:
        /// - **Idle measuring.** `ch.precache` measures each item while the main run loop is idle,
        ///   on a template cell of `Cell` configured by `handler` with the item identifier of the
        ///   list's diffable data source, and laid out as the layout lays out the item (its frame,
        ///   its layout attributes, its outline level, the collection view's margins and traits). The
        ///   height is stored in `ch.keyedHeightCache` under the item identifier, so it survives every
        ///   snapshot, and, with `ch.persistKeyedHeights(named:version:keyType:)`, a relaunch.
        /// - **Displayed cells answer from the cache.** When UIKit asks a displayed cell of this
        ///   registration for its size (`preferredLayoutAttributesFitting(_:)`), a cached item gets
        ///   its height without Auto Layout; an item not cached yet is sized by UIKit once, and its
        ///   height stored. A cell class that overrides `preferredLayoutAttributesFitting(_:)` keeps
        ///   its override: the answer is what its call to `super` returns.
        ///
        /// Why a registration of the package's: Apple's `CellRegistration` keeps its handler to
        /// itself (no property returns it), and UIKit lets a cell provider run only for a cell it
        /// displays, so the package has no other way to configure a template for an item on no
        /// screen. The handler, the cell class and the registration you get back are yours and
        /// Apple's; the package keeps a copy of the handler for its templates. The registration
        /// belongs to this collection view: make one per collection view, as its templates and
        /// heights are.
        ///
        /// The handler is called for templates too, with the item identifier (`Item` must be the
        /// data source's item identifier type, as in Apple's examples) and the item's index path;
        /// check `cell.ch.isTemplate` to skip work that does not change the height, such as loading
        /// images. When an item's content changes, reconfigure it with `ch.apply(_:to:)` (the
        /// snapshot's reconfigured and reloaded items lose their heights) or invalidate its height
        /// (`ch.keyedHeightCache.invalidateHeight(for:)`).
        ///
        /// - Parameters:
        ///   - cellType: The cell class, such as `UICollectionViewListCell.self`; leave it out when
        ///     the handler names its parameter's type.
        ///   - itemType: The item identifier type of the list's diffable data source; leave it out
        ///     when the handler names it.
        ///   - handler: Configures a cell for an item, as for Apple's `CellRegistration(handler:)`.
        /// - Returns: The registration to dequeue cells with
        ///   (`dequeueConfiguredReusableCell(using:for:item:)`).
        @available(iOS 14.0, *)
        public func cellRegistration<Cell: UICollectionViewCell, Item>(
            _ cellType: Cell.Type = Cell.self, item itemType: Item.Type = Item.self,
            handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler
        ) -> UICollectionView.CellRegistration<Cell, Item> {
            let index = base.addListCellRegistration(make: { Cell(frame: .zero) }, handler: handler)
            return UICollectionView.CellRegistration(handler: base.taggingHandler(handler, registration: index))
        }

        /// A cell registration whose cells come from `cellNib`, for a compositional list whose
        /// displayed cells answer self-sizing from the cache (see
        /// ``cellRegistration(_:item:handler:)``).
        ///
        /// - Parameters:
        ///   - cellNib: The nib whose first top-level object is a `Cell`.
        ///   - cellType: The cell class of the nib's cell.
        ///   - itemType: The item identifier type of the list's diffable data source.
        ///   - handler: Configures a cell for an item, as for Apple's `CellRegistration(cellNib:handler:)`.
        @available(iOS 14.0, *)
        public func cellRegistration<Cell: UICollectionViewCell, Item>(
            cellNib: UINib, _ cellType: Cell.Type = Cell.self, item itemType: Item.Type = Item.self,
            handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler
        ) -> UICollectionView.CellRegistration<Cell, Item> {
            let index = base.addListCellRegistration(
                make: { cellNib.instantiate(withOwner: nil, options: nil).first as? Cell }, handler: handler)
            return UICollectionView.CellRegistration(
                cellNib: cellNib, handler: base.taggingHandler(handler, registration: index))
        }
    }

    extension UICollectionView {
        /// Adds a registration to this collection view's ``ListCells`` (made on first use, with the
        /// self-sizing hooks) and returns its index.
        fileprivate func addListCellRegistration<Cell: UICollectionViewCell, Item>(
            make: @escaping () -> Cell?, handler: @escaping (Cell, IndexPath, Item) -> Void
        ) -> Int {
            let store = heightStore
            ListCellHooks.install()
            let cells = store.listCells ?? ListCells()
            store.listCells = cells
            defer { store.listRegistrationsDidChange?() }
            let index = cells.registrations.count
            return cells.add(
                ListCells.Registration(
                    reuseIdentifier: "CellHeight.registration.\(index).\(Cell.self)", make: make,
                    accepts: { $0 is Item },
                    configure: { cell, indexPath, item in
                        guard let cell = cell as? Cell, let item = item as? Item else { return false }
                        handler(cell, indexPath, item)
                        return true
                    }))
        }

        /// `handler`, followed by the tag that makes the displayed cell answer from the cache.
        fileprivate func taggingHandler<Cell: UICollectionViewCell, Item>(
            _ handler: @escaping (Cell, IndexPath, Item) -> Void, registration: Int
        ) -> (Cell, IndexPath, Item) -> Void {
            { [weak self] cell, indexPath, item in
                handler(cell, indexPath, item)
                self?.listCellWasConfigured(cell, at: indexPath, registration: registration)
            }
        }
    }
#endif

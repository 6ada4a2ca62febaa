// iOS and Mac Catalyst (`os(iOS)`): the platforms the package declares with UIKit, where the
// diffable data sources exist.
#if canImport(UIKit) && os(iOS)
    import UIKit

    @MainActor
    extension CellHeightWrapper where Base: UITableView {
        /// Applies `snapshot` to the table's diffable data source, keeping every height cached by
        /// index path with its item: use it instead of the data source's own
        /// `apply(_:animatingDifferences:completion:)`.
        ///
        /// A diffable data source may update the table through private UIKit paths that no hook
        /// sees, so index-path heights would stay at rows that now show other items. This reads the
        /// snapshot the table shows (`dataSource.snapshot()`), moves the cached heights from it to
        /// `snapshot` by identifier, then applies `snapshot` with the table's hooks passing straight
        /// through, so nothing is applied twice. Items the snapshot reloads or reconfigures lose
        /// their heights (a snapshot says which from iOS 15 on; before, invalidate them yourself),
        /// by index path and by key. A section is its identifier: one in both snapshots keeps its
        /// header and footer heights wherever it moves, unless the snapshot reloads it; a new one
        /// starts with none. Items moved out of a section that goes away or is reloaded are measured
        /// again, as UIKit makes their rows again. A precache of the table plans again by itself.
        ///
        /// ```swift
        /// var snapshot = dataSource.snapshot()
        /// snapshot.appendItems(newPosts.map(\.id))
        /// tableView.ch.apply(snapshot, to: dataSource)
        /// ```
        ///
        /// Apply every snapshot this way while heights are cached by index path: a snapshot that
        /// reaches the table otherwise is found at the next `ch.apply`, or after the next layout pass
        /// if it changed the number of items; the index-path heights are then dropped and it is
        /// reported once. Heights cached by key (`cacheByKey:`) need none of this.
        ///
        /// Complexity: O(n + s) for n items and s sections, plus the cache update.
        ///
        /// - Parameters:
        ///   - snapshot: The snapshot to show.
        ///   - dataSource: The table's diffable data source.
        ///   - animatingDifferences: Whether UIKit animates the changes, as for the data source's
        ///     `apply`.
        ///   - completion: Called by UIKit once the animations are done, as for the data source's
        ///     `apply`.
        public func apply<Section: Hashable & Sendable, Item: Hashable & Sendable>(
            _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>,
            to dataSource: UITableViewDiffableDataSource<Section, Item>, animatingDifferences: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            base.heightStore.apply(snapshot, over: dataSource.snapshot()) {
                dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
            }
        }
    }

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// Applies `snapshot` to the collection view's diffable data source, keeping every item
        /// height cached by index path with its item: use it instead of the data source's own
        /// `apply(_:animatingDifferences:completion:)` (see the table's `ch.apply(_:to:animatingDifferences:completion:)`).
        ///
        /// ```swift
        /// var snapshot = dataSource.snapshot()
        /// snapshot.appendItems(newPosts.map(\.id))
        /// collectionView.ch.apply(snapshot, to: dataSource)
        /// ```
        ///
        /// - Parameters:
        ///   - snapshot: The snapshot to show.
        ///   - dataSource: The collection view's diffable data source.
        ///   - animatingDifferences: Whether UIKit animates the changes.
        ///   - completion: Called by UIKit once the animations are done.
        public func apply<Section: Hashable & Sendable, Item: Hashable & Sendable>(
            _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>,
            to dataSource: UICollectionViewDiffableDataSource<Section, Item>, animatingDifferences: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            dataSource.followOutline(of: base)
            base.heightStore.apply(snapshot, over: dataSource.snapshot()) {
                dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
            }
        }
    }

    extension HeightStore {
        /// Moves the list's caches from `before` to `after` and runs `apply`. The list's data is
        /// about to change even where `apply` reaches UIKit through private paths that no hook sees:
        /// a table's section index titles may change, and a collection view's visible items will.
        fileprivate func apply<Section, Item>(
            _ after: NSDiffableDataSourceSnapshot<Section, Item>,
            over before: NSDiffableDataSourceSnapshot<Section, Item>, apply: () -> Void
        ) {
            listDataWillChange()
            state.performUpdates(from: before, to: after, apply: apply)
        }

        /// After a layout pass of `list`: if its data source is diffable, lets the list's state find
        /// a snapshot applied outside `ch.apply` (``DiffableSnapshotWatch``). The list's items are
        /// counted only when they may have changed since the last count (a data change, another data
        /// source, another content size), from the list's own row data (`numberOfRows(inSection:)`,
        /// `numberOfItems(inSection:)`, which UIKit keeps after its layout: O(sections), no call to
        /// the data source). A pass that only scrolled costs two comparisons. A collection view's data
        /// source is followed for its outline's expansions and collapses from the first pass that
        /// sees it.
        /// - Returns: `true` if such a snapshot was found and the index-path heights dropped: the
        ///   list must ask for its heights again.
        func diffableListDidLayout(_ list: UIScrollView, dataSource: AnyObject?) -> Bool {
            guard let dataSource else { return false }
            let identity = ObjectIdentifier(dataSource)
            if diffableDataSource?.identity != identity {
                let source = dataSource as? any DiffableListDataSource
                diffableDataSource = (identity, source != nil)
                source?.listWillBeWatched(list)
            }
            guard diffableDataSource?.isDiffable == true else { return false }
            let pass = DiffableSnapshotWatch.LayoutPass(
                dataSource: identity, contentSize: list.contentSize, dataChanges: state.updates.dataChanges)
            return state.diffableListDidLayout(pass) { Self.itemCount(of: list) }
        }

        /// The number of rows (items) of every section of `list`, as UIKit holds them. O(sections).
        private static func itemCount(of list: UIScrollView) -> Int {
            if let table = list as? UITableView {
                return (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
            }
            if let collection = list as? UICollectionView {
                return (0..<collection.numberOfSections).reduce(0) { $0 + collection.numberOfItems(inSection: $1) }
            }
            return 0
        }
    }

    /// A diffable data source, which a list follows from the first layout pass that sees it.
    @MainActor
    protocol DiffableListDataSource: AnyObject {
        /// `list` sees this data source for the first time.
        func listWillBeWatched(_ list: UIScrollView)
    }

    extension UITableViewDiffableDataSource: DiffableListDataSource {
        func listWillBeWatched(_ list: UIScrollView) {}
    }

    extension UICollectionViewDiffableDataSource: DiffableListDataSource {
        func listWillBeWatched(_ list: UIScrollView) {
            guard let collection = list as? UICollectionView else { return }
            followOutline(of: collection)
        }
    }

    extension NSDiffableDataSourceSnapshot: DiffableSnapshotProtocol {
        /// Reloaded and reconfigured items (iOS 15 and later; none before).
        package var itemIdentifiersWithNewContent: Set<ItemIdentifierType> {
            if #available(iOS 15.0, *) {
                return Set(reloadedItemIdentifiers).union(reconfiguredItemIdentifiers)
            }
            return []
        }

        /// Reloaded sections (iOS 15 and later; none before).
        package var sectionIdentifiersWithNewContent: Set<SectionIdentifierType> {
            if #available(iOS 15.0, *) { return Set(reloadedSectionIdentifiers) }
            return []
        }
    }
#endif

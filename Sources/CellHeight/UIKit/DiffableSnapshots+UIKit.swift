#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    @MainActor
    extension CellHeightWrapper where Base: UITableView {
        /// Applies a diffable data source's snapshot while keeping every cached height with its
        /// item: call the data source's `apply` inside `apply`.
        ///
        /// A diffable data source may update the table through private UIKit paths that no hook
        /// sees. This computes the difference between the two snapshots' identifiers
        /// (``CellHeight/TableUpdate/init(from:to:)``), moves the table's cached heights with their
        /// items (reloaded and reconfigured items, and reloaded sections, lose theirs), then runs
        /// `apply` with the table's hooks passing straight through, so nothing is applied twice.
        ///
        /// A section is its identifier, as in the snapshot: a section in both snapshots keeps its
        /// cached header and footer heights (`ch.heightForHeader(withIdentifier:as:inSection:configuration:)`)
        /// wherever it moves, unless `after` reloads it, even when every one of its items changes;
        /// a section new in `after` starts with none. Items moved out of a section that `after`
        /// deletes or reloads are measured again: with `[A: x, y]` becoming `[B: x, y]`, x and y
        /// are. Heights cached by key are not affected.
        /// A precache of the table plans again by itself. Call it on the main thread, where
        /// `apply` updates the table before it returns.
        ///
        /// ```swift
        /// var snapshot = dataSource.snapshot()
        /// snapshot.appendItems(newMessages.map(\.id))
        /// tableView.ch.performUpdates(from: dataSource.snapshot(), to: snapshot) {
        ///     dataSource.apply(snapshot, animatingDifferences: true)
        /// }
        /// ```
        ///
        /// Complexity: O(n + s) for n items and s sections, plus the cache update.
        ///
        /// - Parameters:
        ///   - before: The snapshot the table shows now (`dataSource.snapshot()`).
        ///   - after: The snapshot `apply` applies.
        ///   - apply: Applies `after` to the table, typically `dataSource.apply(after)`.
        public func performUpdates<Snapshot: DiffableSnapshotProtocol>(
            from before: Snapshot, to after: Snapshot, _ apply: () -> Void
        ) {
            base.heightStore.snapshotWillApply(from: before, to: after, apply: apply)
        }
    }

    extension HeightStore {
        /// Moves the list's caches from `before` to `after` and runs `apply`. The list's data is
        /// about to change even where `apply` reaches UIKit through private paths that no hook sees:
        /// a table's section index titles may change, and a collection view's visible items will.
        fileprivate func snapshotWillApply<Snapshot: DiffableSnapshotProtocol>(
            from before: Snapshot, to after: Snapshot, apply: () -> Void
        ) {
            listDataWillChange()
            state.performUpdates(from: before, to: after, apply: apply)
        }
    }

    @MainActor
    extension CellHeightWrapper where Base: UICollectionView {
        /// Applies a diffable data source's snapshot while keeping every cached item height with its
        /// item: call the data source's `apply` inside `apply`. See the table version,
        /// `tableView.ch.performUpdates(from:to:_:)`.
        ///
        /// - Parameters:
        ///   - before: The snapshot the collection view shows now (`dataSource.snapshot()`).
        ///   - after: The snapshot `apply` applies.
        ///   - apply: Applies `after` to the collection view, typically `dataSource.apply(after)`.
        public func performUpdates<Snapshot: DiffableSnapshotProtocol>(
            from before: Snapshot, to after: Snapshot, _ apply: () -> Void
        ) {
            base.heightStore.snapshotWillApply(from: before, to: after, apply: apply)
        }
    }
#endif

// iOS and Mac Catalyst (`os(iOS)`): the platforms the package declares with UIKit.
#if canImport(UIKit) && os(iOS)
    import UIKit

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

// iOS and Mac Catalyst (`os(iOS)`), iOS 14 and later: section snapshots and the outlines they make.
#if canImport(UIKit) && os(iOS)
    import UIKit

    // Stub gap (apple-typecheck): NSDiffableDataSourceSectionSnapshot and the data source's section
    // snapshot API (apply(_:to:animatingDifferences:completion:) for a section, snapshot(for:),
    // sectionSnapshotHandlers) are not stubbed. `!os(Linux)` keeps the code that names them out of the
    // Linux type-check until they are (it changes nothing on Apple, where UIKit exists); it was checked
    // with extra stubs of Apple's declarations. Remove it then.
    #if !os(Linux)
        @MainActor
        extension CellHeightWrapper where Base: UICollectionView {
            /// Applies `snapshot` to `section` of the collection view's diffable data source, keeping every
            /// item height cached by index path with its item: use it instead of the data source's own
            /// `apply(_:to:animatingDifferences:completion:)`.
            ///
            /// The section shows the snapshot's visible items: those at its top level and the children of
            /// expanded items. This reads what the collection view shows (`dataSource.snapshot()`), moves
            /// the cached heights from it to the same list with `section`'s items replaced by the
            /// snapshot's visible items (`section` is appended if the data source has no such section, as
            /// UIKit does), then applies `snapshot` with the collection view's hooks passing straight
            /// through. Items that stay keep their heights wherever they move in the section;
            /// items new to the list have none. A section snapshot reloads nothing: after changing an
            /// item's content, invalidate its height (`ch.heightCache.invalidateHeight(at:)`), or apply a
            /// full snapshot that reconfigures it with `apply(_:to:animatingDifferences:completion:)`.
            ///
            /// ```swift
            /// var section = NSDiffableDataSourceSectionSnapshot<Item>()
            /// section.append([folder])
            /// section.append(folder.children, to: folder)
            /// section.expand([folder])
            /// collectionView.ch.apply(section, to: .library, in: dataSource)
            /// ```
            ///
            /// The user's own expanding and collapsing of outline items (the disclosure accessory) is
            /// followed too: from the first `ch.apply` or layout pass that sees the data source, its
            /// `sectionSnapshotHandlers` also tell the caches, before UIKit expands or collapses an item,
            /// what the section will show (`willExpandItem` and `willCollapseItem` call yours first), so
            /// the items that stay keep their heights. Set your own handlers before that first `ch.apply`:
            /// handlers set later replace these, and an expansion is then found as a snapshot from
            /// outside.
            ///
            /// Complexity: O(n + s) for n items and s sections, plus the cache update.
            ///
            /// - Parameters:
            ///   - snapshot: The items of the section, as the data source's own `apply` takes them.
            ///   - section: The section to show them in.
            ///   - dataSource: The collection view's diffable data source.
            ///   - animatingDifferences: Whether UIKit animates the changes.
            ///   - completion: Called by UIKit once the animations are done.
            @available(iOS 14.0, *)
            public func apply<Section: Hashable & Sendable, Item: Hashable & Sendable>(
                _ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, to section: Section,
                in dataSource: UICollectionViewDiffableDataSource<Section, Item>, animatingDifferences: Bool = true,
                completion: (() -> Void)? = nil
            ) {
                dataSource.followOutline(of: base)
                let store = base.heightStore
                let old = ListIdentifiers(dataSource.snapshot())
                store.listDataWillChange()
                store.state.performUpdates(
                    from: old, to: old.replacingItems(ofSection: section, with: snapshot.visibleItems)
                ) {
                    dataSource.apply(
                        snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
                }
            }
        }
    #endif

    /// The key of the associated object that marks a data source whose outline is followed.
    nonisolated(unsafe) private var outlineFollowedKey: UInt8 = 0

    extension UICollectionViewDiffableDataSource {
        /// Tells `collectionView`'s caches of each expansion and collapse that UIKit makes by itself,
        /// before it makes it: wraps the `willExpandItem` and `willCollapseItem` section snapshot
        /// handlers (yours run first), once per data source. Nothing before iOS 14, which has no
        /// outlines.
        func followOutline(of collectionView: UICollectionView) {
            #if !os(Linux)  // the stub gap above
                guard #available(iOS 14.0, *), objc_getAssociatedObject(self, &outlineFollowedKey) == nil else {
                    return
                }
                objc_setAssociatedObject(self, &outlineFollowedKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                var handlers = sectionSnapshotHandlers
                let willExpand = handlers.willExpandItem
                let willCollapse = handlers.willCollapseItem
                handlers.willExpandItem = { [weak self, weak collectionView] item in
                    willExpand?(item)
                    MainActor.assumeIsolated { self?.outlineItem(item, willExpand: true, in: collectionView) }
                }
                handlers.willCollapseItem = { [weak self, weak collectionView] item in
                    willCollapse?(item)
                    MainActor.assumeIsolated { self?.outlineItem(item, willExpand: false, in: collectionView) }
                }
                sectionSnapshotHandlers = handlers
            #endif
        }

        #if !os(Linux)  // the stub gap above

            /// UIKit is about to expand (or collapse) `item`: the caches move to what its section will
            /// show, predicted from the section snapshot (``ListHeightState/outlineWillChange(from:to:)``).
            @available(iOS 14.0, *)
            private func outlineItem(_ item: ItemIdentifierType, willExpand expanding: Bool, in list: UICollectionView?)
            {
                guard let list, list.dataSource === self, let store = HeightStore.existing(list) else { return }
                let shown = snapshot()
                guard let section = shown.sectionIdentifier(containingItem: item) else { return }
                var outline = snapshot(for: section)
                guard outline.isExpanded(item) != expanding else { return }
                if expanding { outline.expand([item]) } else { outline.collapse([item]) }
                let old = ListIdentifiers(shown)
                store.listDataWillChange()
                store.state.outlineWillChange(
                    from: old, to: old.replacingItems(ofSection: section, with: outline.visibleItems))
            }
        #endif
    }
#endif

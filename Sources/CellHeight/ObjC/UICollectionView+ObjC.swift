#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    // The Swift names are the Objective-C ones: `ch_` keeps them apart from an app's own members.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The height API of list-style collection views for Objective-C: `ch_`-prefixed selectors, each
    /// a thin call into the `ch` API (`collectionView.ch`), which Swift code uses instead.
    ///
    /// ```objc
    /// [collectionView ch_registerTemplateCellForReuseIdentifier:@"Feed" make:^UICollectionViewCell * {
    ///     return [[FeedItemCell alloc] initWithFrame:CGRectZero];
    /// }];
    ///
    /// - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout
    ///     sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
    ///     return [collectionView ch_sizeForListItemAtIndexPath:indexPath withIdentifier:@"Feed"
    ///                                            configuration:^(FeedItemCell *cell) {
    ///         cell.entry = self.entries[indexPath.item];
    ///     }];
    /// }
    /// ```
    extension UICollectionView {
        /// Tells the height API how to make the measuring template for `identifier`:
        /// `ch.registerTemplateCell(forReuseIdentifier:make:)` for Objective-C.
        ///
        /// Objective-C: `-ch_registerTemplateCellForReuseIdentifier:make:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_registerTemplateCellForReuseIdentifier:make:)
        public func ch_registerTemplateCell(
            forReuseIdentifier identifier: String, make: @escaping () -> UICollectionViewCell
        ) {
            ch.registerTemplateCell(forReuseIdentifier: identifier, make: make)
        }

        /// The height of a full-width list cell configured by `configuration`, measured every time:
        /// `ch.heightForCell(withIdentifier:as:configuration:)` for Objective-C.
        ///
        /// Objective-C: `-ch_heightForCellWithIdentifier:configuration:`.
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier with a template
        ///     (``ch_registerTemplateCell(forReuseIdentifier:make:)``).
        ///   - configuration: Configures the template cell (a `UICollectionViewCell`; declare the
        ///     block's parameter as your cell class). Called once, synchronously.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightForCellWithIdentifier:configuration:)
        public func ch_heightForCell(withIdentifier identifier: String, configuration: (AnyObject) -> Void) -> CGFloat {
            ch.heightForCell(withIdentifier: identifier, as: UICollectionViewCell.self) { configuration($0) }
        }

        /// The height of the item at `indexPath`, from the index-path cache or measured and cached
        /// there: `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)` for Objective-C.
        ///
        /// Objective-C: `-ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:)
        public func ch_heightForCell(
            withIdentifier identifier: String, cacheByIndexPath indexPath: IndexPath, configuration: (AnyObject) -> Void
        ) -> CGFloat {
            ch.heightForCell(withIdentifier: identifier, as: UICollectionViewCell.self, cacheByIndexPath: indexPath) {
                configuration($0)
            }
        }

        /// The height of an item keyed by a model identity (any object with `isEqual:` and `hash`),
        /// from the keyed cache or measured and cached there:
        /// `ch.heightForCell(withIdentifier:as:cacheByKey:configuration:)` for Objective-C.
        ///
        /// Objective-C: `-ch_heightForCellWithIdentifier:cacheByKey:configuration:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightForCellWithIdentifier:cacheByKey:configuration:)
        public func ch_heightForCell(
            withIdentifier identifier: String, cacheByKey key: AnyHashable, configuration: (AnyObject) -> Void
        ) -> CGFloat {
            ch.heightForCell(withIdentifier: identifier, as: UICollectionViewCell.self, cacheByKey: key) {
                configuration($0)
            }
        }

        /// The size of a full-width list item for `collectionView:layout:sizeForItemAtIndexPath:`:
        /// exact where cached or near the screen, estimated elsewhere:
        /// `ch.sizeForListItem(at:withIdentifier:as:configuration:)` for Objective-C.
        ///
        /// Objective-C: `-ch_sizeForListItemAtIndexPath:withIdentifier:configuration:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_sizeForListItemAtIndexPath:withIdentifier:configuration:)
        public func ch_sizeForListItem(
            at indexPath: IndexPath, withIdentifier identifier: String, configuration: (AnyObject) -> Void
        ) -> CGSize {
            ch.sizeForListItem(at: indexPath, withIdentifier: identifier, as: UICollectionViewCell.self) {
                configuration($0)
            }
        }

        /// The estimate for an item: its cached height, else the mean of the cached heights, else the
        /// flow layout's estimate. O(1).
        ///
        /// Objective-C: `-ch_estimatedHeightForItemAtIndexPath:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_estimatedHeightForItemAtIndexPath:)
        public func ch_estimatedHeightForItem(at indexPath: IndexPath) -> CGFloat {
            ch.estimatedHeightForItem(at: indexPath)
        }

        /// Moves the cached height of the item at `sourceIndexPath` to `destinationIndexPath`, the items
        /// between sliding by one: `ch.moveCachedHeight(from:to:)` for Objective-C. Call it from
        /// `collectionView:moveItemAtIndexPath:toIndexPath:`.
        ///
        /// Objective-C: `-ch_moveCachedHeightFromIndexPath:toIndexPath:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_moveCachedHeightFromIndexPath:toIndexPath:)
        public func ch_moveCachedHeight(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            ch.moveCachedHeight(from: sourceIndexPath, to: destinationIndexPath)
        }

        /// The collection view's index-path height cache, for Objective-C.
        ///
        /// Objective-C: `ch_heightCache` (a new wrapper of the same cache on each read).
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightCache)
        public var ch_heightCache: ObjCIndexPathHeightCache {
            ObjCIndexPathHeightCache(ch.heightCache)
        }

        /// The collection view's keyed height cache, for Objective-C.
        ///
        /// Objective-C: `ch_keyedHeightCache` (a new wrapper of the same cache on each read).
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_keyedHeightCache)
        public var ch_keyedHeightCache: ObjCKeyedHeightCache {
            ObjCKeyedHeightCache(ch.keyedHeightCache)
        }
    }
#endif

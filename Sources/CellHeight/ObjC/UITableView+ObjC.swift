#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    // The Swift names are the Objective-C ones: `ch_` keeps them apart from an app's own members.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The height API for Objective-C: `ch_`-prefixed selectors shaped like FDTemplateLayoutCell's
    /// `fd_` ones, each a thin call into the `ch` API (`tableView.ch`), which Swift code uses instead.
    ///
    /// ```objc
    /// @import CellHeight;
    ///
    /// - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    ///     return [tableView ch_heightForCellWithIdentifier:@"Feed" cacheByIndexPath:indexPath
    ///                                        configuration:^(FeedCell *cell) {
    ///         cell.entry = self.entries[indexPath.row];
    ///     }];
    /// }
    /// ```
    extension UITableView {
        /// The height of a cell configured by `configuration`, measured every time (nothing cached):
        /// `ch.heightForCell(withIdentifier:as:configuration:)` for Objective-C.
        ///
        /// Objective-C: `-ch_heightForCellWithIdentifier:configuration:`.
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with this table.
        ///   - configuration: Configures the template cell (a `UITableViewCell`; declare the block's
        ///     parameter as your cell class) as `tableView:cellForRowAtIndexPath:` configures the real
        ///     cell. Called once, synchronously.
        /// - Returns: The height, or `UITableViewAutomaticDimension` if the cell cannot be measured
        ///   (reported through `Diagnostics`).
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightForCellWithIdentifier:configuration:)
        public func ch_heightForCell(withIdentifier identifier: String, configuration: (AnyObject) -> Void) -> CGFloat {
            ch.heightForCell(withIdentifier: identifier, as: UITableViewCell.self) { configuration($0) }
        }

        /// The height of the row at `indexPath`, from the index-path cache or measured and cached
        /// there: `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)` for Objective-C. The cache
        /// follows the table's data changes by itself.
        ///
        /// Objective-C: `-ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:`.
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with this table.
        ///   - indexPath: The row's index path, as UIKit gave it.
        ///   - configuration: Configures the template cell; called only on a cache miss.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:)
        public func ch_heightForCell(
            withIdentifier identifier: String, cacheByIndexPath indexPath: IndexPath, configuration: (AnyObject) -> Void
        ) -> CGFloat {
            ch.heightForCell(withIdentifier: identifier, as: UITableViewCell.self, cacheByIndexPath: indexPath) {
                configuration($0)
            }
        }

        /// The height of a row keyed by a model identity, from the keyed cache or measured and cached
        /// there: `ch.heightForCell(withIdentifier:as:cacheByKey:configuration:)` for Objective-C. Keys
        /// survive every data change; forget a key's height with
        /// ``ch_keyedHeightCache``'s `invalidateHeightForKey:` when its content changes.
        ///
        /// Objective-C: `-ch_heightForCellWithIdentifier:cacheByKey:configuration:`.
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with this table.
        ///   - key: The model's identity: any object with `isEqual:` and `hash` (an `NSString`, an
        ///     `NSNumber`, an `NSUUID` …). Strings and numbers equal Swift's: `@"42"` and Swift's
        ///     `"42"` are one key.
        ///   - configuration: Configures the template cell; called only on a cache miss.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightForCellWithIdentifier:cacheByKey:configuration:)
        public func ch_heightForCell(
            withIdentifier identifier: String, cacheByKey key: AnyHashable, configuration: (AnyObject) -> Void
        ) -> CGFloat {
            ch.heightForCell(withIdentifier: identifier, as: UITableViewCell.self, cacheByKey: key) {
                configuration($0)
            }
        }

        /// The estimate for `tableView:estimatedHeightForRowAtIndexPath:`: the row's cached height, else
        /// the mean of the cached heights, else the table's own estimate. O(1).
        ///
        /// Objective-C: `-ch_estimatedHeightForRowAtIndexPath:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_estimatedHeightForRowAtIndexPath:)
        public func ch_estimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
            ch.estimatedHeightForRow(at: indexPath)
        }

        /// Moves the cached height of the row at `sourceIndexPath` to `destinationIndexPath`, the rows
        /// between sliding by one: `ch.moveCachedHeight(from:to:)` for Objective-C. Call it from
        /// `tableView:moveRowAtIndexPath:toIndexPath:`, where UIKit tells only the data source.
        ///
        /// Objective-C: `-ch_moveCachedHeightFromIndexPath:toIndexPath:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_moveCachedHeightFromIndexPath:toIndexPath:)
        public func ch_moveCachedHeight(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            ch.moveCachedHeight(from: sourceIndexPath, to: destinationIndexPath)
        }

        /// The table's index-path height cache, for Objective-C: invalidate a row's height when its
        /// content changes without a data update, or every height.
        ///
        /// Objective-C: `ch_heightCache` (a new wrapper of the same cache on each read).
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_heightCache)
        public var ch_heightCache: ObjCIndexPathHeightCache {
            ObjCIndexPathHeightCache(ch.heightCache)
        }

        /// The table's keyed height cache, for Objective-C: invalidate a key's height when its model
        /// changes, or every height.
        ///
        /// Objective-C: `ch_keyedHeightCache` (a new wrapper of the same cache on each read).
        @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
        @objc(ch_keyedHeightCache)
        public var ch_keyedHeightCache: ObjCKeyedHeightCache {
            ObjCKeyedHeightCache(ch.keyedHeightCache)
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import Foundation

    /// A table's or collection view's ``IndexPathHeightCache`` as Objective-C sees it
    /// (`CHIndexPathHeightCache`, from `ch_heightCache`): its invalidation, in the shape of
    /// FDTemplateLayoutCell's `FDIndexPathHeightCache`. Each member is a call into the cache.
    ///
    /// ```objc
    /// [self.tableView.ch_heightCache invalidateHeightAtIndexPath:indexPath];
    /// ```
    ///
    /// Swift code uses the cache itself, `tableView.ch.heightCache`.
    @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
    @MainActor @objc(CHIndexPathHeightCache)
    public final class ObjCIndexPathHeightCache: NSObject {
        /// The cache this object calls into.
        let cache: IndexPathHeightCache

        init(_ cache: IndexPathHeightCache) { self.cache = cache }

        /// Forgets the height of the row at `indexPath` (its content changed without a data update):
        /// ``IndexPathHeightCache/invalidateHeight(at:)``.
        ///
        /// Objective-C: `-invalidateHeightAtIndexPath:`.
        @objc(invalidateHeightAtIndexPath:)
        public func invalidateHeight(at indexPath: IndexPath) { cache.invalidateHeight(at: indexPath) }

        /// Forgets every height: ``IndexPathHeightCache/invalidateAll()``.
        ///
        /// Objective-C: `-invalidateAllHeightCache`.
        @objc(invalidateAllHeightCache)
        public func invalidateAllHeightCache() { cache.invalidateAll() }
    }
#endif

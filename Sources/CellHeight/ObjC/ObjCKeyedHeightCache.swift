#if canImport(UIKit) && canImport(ObjectiveC)
    import Foundation

    /// A table's or collection view's keyed height cache as Objective-C sees it
    /// (`CHKeyedHeightCache`, from `ch_keyedHeightCache`): its invalidation, in the shape of
    /// FDTemplateLayoutCell's `FDKeyedHeightCache`. Each member is a call into the cache.
    ///
    /// Keys are objects with `isEqual:` and `hash`; `NSString` and `NSNumber` keys equal the Swift
    /// `String` and number keys of the same value.
    ///
    /// ```objc
    /// [self.tableView.ch_keyedHeightCache invalidateHeightForKey:post.identifier];
    /// ```
    ///
    /// Swift code uses the cache itself, `tableView.ch.keyedHeightCache`.
    @available(swift, obsoleted: 1, message: "Objective-C only: use the `ch` API")
    @MainActor @objc(CHKeyedHeightCache)
    public final class ObjCKeyedHeightCache: NSObject {
        /// The cache this object calls into.
        let cache: KeyedHeightCache<AnyHashable>

        init(_ cache: KeyedHeightCache<AnyHashable>) { self.cache = cache }

        /// Forgets the height of `key` (its model changed): ``KeyedHeightCache/invalidateHeight(for:)``.
        ///
        /// Objective-C: `-invalidateHeightForKey:`.
        @objc(invalidateHeightForKey:)
        public func invalidateHeight(forKey key: AnyHashable) { cache.invalidateHeight(for: key) }

        /// Forgets every height: ``KeyedHeightCache/invalidateAll()``.
        ///
        /// Objective-C: `-invalidateAllHeightCache`.
        @objc(invalidateAllHeightCache)
        public func invalidateAllHeightCache() { cache.invalidateAll() }
    }
#endif

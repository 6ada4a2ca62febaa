#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The key of the associated object that holds a list's ``HeightStore``.
    nonisolated(unsafe) private var heightStoreKey: UInt8 = 0

    /// What one table or collection view keeps for its heights, attached to it as an associated
    /// object (retained by the list, released with it): the caches and the update router
    /// (``ListHeightState``), the template views, and the hooks the precacher listens to.
    @MainActor
    package final class HeightStore {
        /// The caches and the router that feeds them the list's data changes.
        package let state = ListHeightState()
        /// Template cells by reuse identifier: never displayed, reused for every measurement.
        var cellTemplates: [String: UIView] = [:]
        /// Template header and footer views by reuse identifier.
        var headerFooterTemplates: [String: UIView] = [:]
        /// Called after each `layoutSubviews()` of the list (set by its precacher).
        package var didLayout: (() -> Void)?
        /// The list's precacher, kept alive as long as the list.
        package var precache: AnyObject?

        /// The store of `list`, created on first use.
        package static func of(_ list: UIScrollView) -> HeightStore {
            if let store = existing(list) { return store }
            let store = HeightStore()
            objc_setAssociatedObject(list, &heightStoreKey, store, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return store
        }

        /// The store of `list`, or `nil` if it never used the height API (its hooks then do nothing).
        package static func existing(_ list: UIScrollView) -> HeightStore? {
            objc_getAssociatedObject(list, &heightStoreKey) as? HeightStore
        }
    }
#endif

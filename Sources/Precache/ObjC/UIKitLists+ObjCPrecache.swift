#if canImport(UIKit) && canImport(ObjectiveC)
    import CellHeight
    import ObjectiveC
    import UIKit

    nonisolated(unsafe) private var objcPrecacheKey: UInt8 = 0

    // The Swift names are the Objective-C ones: `ch_` keeps them apart from an app's own members.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The precache switch and callbacks for Objective-C, in the shape of FDTemplateLayoutCell's
    /// `fd_precacheEnabled`: thin calls into `tableView.ch.precache`, which Swift code uses instead
    /// (these are hidden from Swift).
    ///
    /// ```objc
    /// @import Precache;
    ///
    /// self.tableView.ch_precacheEnabled = YES;
    /// ```
    extension UITableView {
        /// Whether precaching is on: `ch.precache.isEnabled`. With
        /// `ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:` in
        /// `tableView:heightForRowAtIndexPath:`, turning it on is all it takes.
        ///
        /// Objective-C: `ch_precacheEnabled`, `setCh_precacheEnabled:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use ch.precache.isEnabled")
        @objc(ch_precacheEnabled)
        public var ch_precacheEnabled: Bool {
            get { ch.precache.isEnabled }
            set { ch.precache.isEnabled = newValue }
        }

        /// The table's precache for Objective-C (one per table): its progress and callbacks.
        ///
        /// Objective-C: `ch_precache`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use ch.precache")
        @objc(ch_precache)
        public var ch_precache: ObjCPrecache { objcPrecache(for: ch.precache) }
    }

    // The Swift names are the Objective-C ones: `ch_` keeps them apart from an app's own members.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The precache switch and callbacks of list-style collection views for Objective-C: thin calls
    /// into `collectionView.ch.precache`.
    extension UICollectionView {
        /// Whether precaching is on: `ch.precache.isEnabled`.
        ///
        /// Objective-C: `ch_precacheEnabled`, `setCh_precacheEnabled:`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use ch.precache.isEnabled")
        @objc(ch_precacheEnabled)
        public var ch_precacheEnabled: Bool {
            get { ch.precache.isEnabled }
            set { ch.precache.isEnabled = newValue }
        }

        /// The collection view's precache for Objective-C (one per collection view): its progress
        /// and callbacks.
        ///
        /// Objective-C: `ch_precache`.
        @available(swift, obsoleted: 1, message: "Objective-C only: use ch.precache")
        @objc(ch_precache)
        public var ch_precache: ObjCPrecache { objcPrecache(for: ch.precache) }
    }

    extension UIScrollView {
        /// The Objective-C wrapper of `precache`, kept with the list so that the blocks set on it
        /// can be read back.
        @available(swift, obsoleted: 1)
        fileprivate func objcPrecache(for precache: ListPrecache) -> ObjCPrecache {
            if let wrapper = objc_getAssociatedObject(self, &objcPrecacheKey) as? ObjCPrecache { return wrapper }
            let wrapper = ObjCPrecache(precache)
            objc_setAssociatedObject(self, &objcPrecacheKey, wrapper, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return wrapper
        }
    }
#endif

#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The package's API on a table, a collection view or a cell, reached through one property:
    /// `ch`.
    ///
    /// ```swift
    /// tableView.ch.heightForCell(withIdentifier: "Feed", as: FeedCell.self, cacheByIndexPath: indexPath) { cell in
    ///     cell.configure(with: feed[indexPath.row])
    /// }
    /// tableView.ch.precache.isEnabled = true      // with `import Precache`
    /// cell.ch.forcesFrameLayout = true
    /// ```
    ///
    /// Members that a package adds to UIKit classes share one namespace with every app, subclass
    /// and library: an app's `UITableView` subclass with its own `precache` or `heightCache` would
    /// no longer compile. So everything hangs off `ch` (as Kingfisher's `kf` and RxSwift's `rx`
    /// do), which reads like FDTemplateLayoutCell's `fd_` prefix:
    /// `fd_heightForCellWithIdentifier:cacheByIndexPath:configuration:` becomes
    /// `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)`.
    public struct CellHeightWrapper<Base: AnyObject> {
        /// The table, collection view or cell this API acts on.
        public let base: Base

        /// Wraps `base`; apps use the `ch` property.
        package init(_ base: Base) { self.base = base }
    }

    /// A UIKit class whose instances offer the package's API as `ch` (tables, collection views,
    /// their cells and table header/footer views).
    public protocol CellHeightCompatible: AnyObject {}

    extension CellHeightCompatible {
        /// The package's API on this object; see ``CellHeightWrapper``.
        public var ch: CellHeightWrapper<Self> { CellHeightWrapper(self) }
    }

    extension UITableView: CellHeightCompatible {}
    extension UICollectionView: CellHeightCompatible {}
#endif

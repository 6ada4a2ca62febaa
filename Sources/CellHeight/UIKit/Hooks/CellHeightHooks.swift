#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// Makes every table's and collection view's data changes reach its height caches by themselves.
    ///
    /// ``install()`` hooks, once per process, `UITableView`'s `reloadData()`, `beginUpdates()`,
    /// `endUpdates()`, `performBatchUpdates(_:completion:)`, `insertRows(at:with:)`,
    /// `deleteRows(at:with:)`, `reloadRows(at:with:)`, `moveRow(at:to:)`, `reconfigureRows(at:)`
    /// (iOS 15 and later), `insertSections(_:with:)`, `deleteSections(_:with:)`,
    /// `reloadSections(_:with:)`, `moveSection(_:toSection:)` and `layoutSubviews()`, and the
    /// matching `UICollectionView` methods (items for rows). Each hook applies the change to the
    /// list's caches with UIKit's batch semantics, then calls UIKit's implementation; a batch is
    /// applied when its outermost bracket closes. `UITableView`'s `setEditing(_:animated:)` and
    /// `isEditing` setter are hooked too, only to record the value asked for: it tells editing
    /// mode (its own cache bucket) from swipe-to-delete (the normal one); a table already editing
    /// when it first uses the package starts in editing mode. A list that never used the height API
    /// pays one associated-object lookup per call and nothing else (its arguments reach UIKit
    /// unread); one whose `heightCache.automaticallyInvalidates` is `false` is left alone.
    /// Arguments reach UIKit's implementation unchanged, `nil` included.
    ///
    /// The hooks replace each method's implementation with a block that calls the original with
    /// the original selector (the technique of RSSwizzle and InterposeKit), so hooks that other
    /// libraries installed on the same methods before or after keep working. They are not
    /// main-actor isolated: a call off the main thread (a UIKit misuse, perhaps by another library)
    /// goes straight through, is reported once per method, and the list's heights are invalidated
    /// on the main thread afterwards.
    ///
    /// The first height call installs the hooks, so calling ``install()`` is optional; call it at
    /// launch (`application(_:didFinishLaunchingWithOptions:)`) if a list may be inside a batch
    /// when it first asks for a height.
    ///
    /// What the hooks cannot see: changes that do not go through these public methods (diffable
    /// data sources may apply snapshots through private paths: use the keyed cache or the
    /// snapshot helpers there), subclasses that override these methods without calling `super`,
    /// interactive reordering (report it with `moveCachedHeight(from:to:)` from
    /// `tableView(_:moveRowAt:to:)`), and `beginUpdates()`/`endUpdates()` with no changes (to
    /// animate a height change): invalidate that row yourself.
    public enum CellHeightHooks {
        /// Installs the hooks of both list classes; thread-safe and idempotent.
        /// - Returns: `false` if a method could not be hooked (reported as a ``Diagnostic``).
        @discardableResult
        public static func install() -> Bool {
            let tables = TableHooks.installed
            let collections = CollectionHooks.installed
            return tables && collections
        }
    }
#endif

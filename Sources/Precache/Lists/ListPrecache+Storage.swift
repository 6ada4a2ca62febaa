import CellHeight
import Foundation

extension ListPrecache {
    /// Where a list's precache stores the heights it measures: by index path in the list's
    /// `ch.heightCache` (the default), or by model key in the list's `ch.keyedHeightCache`, the
    /// cache that `ch.heightForCell(withIdentifier:cacheByKey:…)` reads. ``Precacher/Storage``
    /// spelled for a list, which owns its keyed cache.
    ///
    /// For a diffable data source the key is its item identifier:
    ///
    /// ```swift
    /// tableView.ch.precache.storage = .byKey { [weak dataSource] indexPath in
    ///     dataSource?.itemIdentifier(for: indexPath)
    /// }
    /// ```
    ///
    /// Heights stored by key survive every snapshot; a row is measured again only when its key is
    /// new or its height was invalidated. A precache that measures through the delegate needs no
    /// key: whichever cache the delegate's `heightForCell` stores in is where the row's height is.
    /// Set a key for the paths that do not go through the delegate (registered configurations,
    /// ``ListPrecache/measureRow``, background measuring).
    public struct Storage {
        /// The key of each row, or `nil` for by index path.
        let key: (@MainActor (IndexPath) -> AnyHashable?)?

        /// Heights go into the list's `ch.heightCache` under each row's index path.
        public static var byIndexPath: Storage { Storage(key: nil) }

        /// Heights go into the list's `ch.keyedHeightCache` under each row's key.
        ///
        /// - Parameter key: The key of the row at an index path, the same key the list's
        ///   `heightForCell(withIdentifier:cacheByKey:…)` uses, or `nil` if the row has none (it is
        ///   then counted as failed). Called on the main thread, right before the row is measured.
        @MainActor
        public static func byKey<Key: Hashable>(_ key: @escaping @MainActor (IndexPath) -> Key?) -> Storage {
            // Erased outside the isolated closure, which then captures no generic metatype.
            let erase: (Key) -> AnyHashable = { AnyHashable($0) }
            return Storage(key: { indexPath in key(indexPath).map(erase) })
        }
    }

    /// Where measured heights are stored: ``Storage/byIndexPath`` (the default) or
    /// ``Storage/byKey(_:)``. Changing it drops measurements in flight and plans again.
    public var storage: Storage {
        get { storageSetting }
        set {
            storageSetting = newValue
            storageIsDefault = false
            precacher.storage = newValue.key.map { .byKey(in: heights.keyed, key: $0) } ?? .byIndexPath
        }
    }
}

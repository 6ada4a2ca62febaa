import CellHeight
import Foundation

/// Storing precached heights by model key instead of by index path.
extension Precacher {
    /// Stores each precached height in `keyedCache` under the row's key instead of in ``cache``
    /// under its index path.
    ///
    /// The queue walks index paths in the same order as always (nearest the visible rows first); a
    /// row is done when its key has a height, so heights survive every insertion, deletion, move
    /// and snapshot, and a row whose data changed gets measured again only if its key changed or
    /// was invalidated. Data changes still reach the precacher through ``cache`` (the UIKit hooks,
    /// or `performUpdates(_:)`), which keeps the plan current; a change it is not told about never
    /// puts a height under the wrong key, since each row's key is read right before it is measured.
    /// Keep `keyedCache.layoutContext` equal to `cache.layoutContext` (the UIKit integration does).
    ///
    /// ```swift
    /// precacher.storeByKey(in: heights) { [weak dataSource] indexPath in
    ///     dataSource?.itemIdentifier(for: indexPath)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - keyedCache: Where the heights go: a keyed cache of any `Hashable` key type.
    ///   - key: The key of the row at an index path, or `nil` if the row has none (then it is
    ///     counted as failed). Called on the main thread.
    public func storeByKey<Key: Hashable>(in keyedCache: KeyedHeightCache<Key>, key: @escaping (IndexPath) -> Key?) {
        keyedStore = KeyedStore(cache: keyedCache, key: key)
        generation += 1
        needsPlan = true
    }

    /// Goes back to storing heights by index path in ``cache`` (the default).
    public func storeByIndexPath() {
        guard keyedStore != nil else { return }
        keyedStore = nil
        generation += 1
        needsPlan = true
    }

    /// Whether the row at (`section`, `row`) needs no measurement: it has a height where the
    /// precacher stores heights.
    func hasStoredHeight(section: Int, row: Int) -> Bool {
        guard let keyedStore else { return cache.containsHeight(row: row, section: section) }
        return keyedStore.containsHeight(IndexPath(rowIndex: row, sectionIndex: section))
    }

    /// Stores `height` for the row at `indexPath` where the precacher stores heights.
    /// - Returns: `true` if it was stored.
    func store(_ height: CGFloat, at indexPath: IndexPath) -> Bool {
        guard let keyedStore else { return cache.setHeight(height, at: indexPath) }
        return keyedStore.setHeight(height, indexPath)
    }

    /// How many of the rows have a height, as far as the store can tell at once: exact by index
    /// path; 0 by key (the keyed cache may hold keys of rows that are gone, so the run's total is
    /// an upper bound until the run ends).
    var storedCount: Int { keyedStore == nil ? cache.statistics.cachedCount : 0 }
}

/// A keyed cache and the key of each row, whatever the cache's key type.
@MainActor
struct KeyedStore {
    /// Whether the row has a key and its key a height (without marking it recently used).
    let containsHeight: @MainActor (IndexPath) -> Bool
    /// Stores a height under the row's key; `false` if the row has no key or the cache refused it.
    let setHeight: @MainActor (CGFloat, IndexPath) -> Bool

    init<Key: Hashable>(cache: KeyedHeightCache<Key>, key: @escaping (IndexPath) -> Key?) {
        containsHeight = { indexPath in key(indexPath).map(cache.containsHeight(for:)) ?? false }
        setHeight = { height, indexPath in key(indexPath).map { cache.setHeight(height, for: $0) } ?? false }
    }
}

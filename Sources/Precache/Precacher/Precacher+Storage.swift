import CellHeight
import Foundation

extension Precacher {
    /// Where a precacher stores the heights it measures: by index path in its ``heightCache`` (the
    /// default), or by model key in a keyed cache.
    ///
    /// By key, the queue walks index paths in the same order as always (nearest the visible rows
    /// first); a row is done when its key has a height, so heights survive every insertion,
    /// deletion, move and snapshot, and a row whose data changed is measured again only if its key
    /// changed or was invalidated. Data changes still reach the precacher through its
    /// ``heightCache`` (the UIKit hooks, or `performUpdates(_:)`), which keeps the plan current; a
    /// change it is not told about never puts a height under the wrong key, since each row's key
    /// is read right before it is measured. Keep the keyed cache's `layoutContext` equal to the
    /// height cache's (the UIKit integration does).
    ///
    /// ```swift
    /// precacher.storage = .byKey(in: heights) { [weak dataSource] indexPath in
    ///     dataSource?.itemIdentifier(for: indexPath)
    /// }
    /// ```
    ///
    /// A list's precache has its own: ``ListPrecache/Storage``, which uses the list's keyed cache.
    public struct Storage {
        /// The keyed cache and the key of each row, or `nil` for by index path.
        let keyed: KeyedStore?

        /// Heights go into the precacher's ``Precacher/heightCache`` under each row's index path.
        public static var byIndexPath: Storage { Storage(keyed: nil) }

        /// Heights go into `keyedCache` under each row's key.
        ///
        /// - Parameters:
        ///   - keyedCache: Where the heights go: a keyed cache of any `Hashable` key type.
        ///   - key: The key of the row at an index path, or `nil` if the row has none (then it is
        ///     counted as failed). Called on the main thread, right before the row is measured.
        @MainActor
        public static func byKey<Key: Hashable>(
            in keyedCache: KeyedHeightCache<Key>, key: @escaping @MainActor (IndexPath) -> Key?
        ) -> Storage {
            Storage(keyed: KeyedStore(cache: keyedCache, key: key))
        }
    }

    /// The stored heights changed place: measurements in flight are dropped and the next pass plans
    /// again.
    func storageDidChange() {
        generation += 1
        needsPlan = true
    }

    /// Whether the row at (`section`, `row`) needs no measurement: it has a height where the
    /// precacher stores heights, or its list stored one where the precacher cannot look
    /// (``noteStoredByList(_:height:)``).
    func hasStoredHeight(section: Int, row: Int) -> Bool {
        if hasRowsStoredByList, rowsStoredByList?.containsHeight(row: row, section: section) == true { return true }
        guard let keyedStore = storage.keyed else { return heightCache.containsHeight(row: row, section: section) }
        return keyedStore.containsHeight(IndexPath(rowIndex: row, sectionIndex: section))
    }

    /// Whether the row at `indexPath` needs no measurement (see ``hasStoredHeight(section:row:)``).
    func hasStoredHeight(_ indexPath: IndexPath) -> Bool {
        hasStoredHeight(section: indexPath[0], row: indexPath[1])
    }

    /// Whether the list stored the height of the row at `indexPath` where the precacher does not
    /// look (``noteStoredByList(_:height:)``). A `nil` check for every other data source.
    func isStoredByList(_ indexPath: IndexPath) -> Bool {
        guard hasRowsStoredByList else { return false }
        return rowsStoredByList?.containsHeight(row: indexPath[1], section: indexPath[0]) == true
    }

    /// Stores `height` for the row at `indexPath` where the precacher stores heights.
    /// - Returns: `true` if it was stored.
    func store(_ height: CGFloat, at indexPath: IndexPath) -> Bool {
        guard let keyedStore = storage.keyed else { return heightCache.setHeight(height, at: indexPath) }
        return keyedStore.setHeight(height, indexPath)
    }

    /// The list's delegate stored the height of the row at `indexPath` in one of the list's caches
    /// (by key, say, while the precacher stores by index path): the row is done, and nothing is
    /// written to the precacher's own cache. It is marked as done here, in a map of its own that
    /// follows the data changes the height cache hears of, so that the queue does not ask for it
    /// again when it plans again. A key invalidated in the keyed cache with no data change (no
    /// reload of its row) leaves its mark until the next one: UIKit measures that row on demand.
    func noteStoredByList(_ indexPath: IndexPath, height: CGFloat) {
        guard !hasStoredHeight(indexPath) else { return }
        let marks = rowsStoredByList ?? IndexPathHeightCache(maximumLayoutContexts: 1)
        rowsStoredByList = marks
        marks.setHeight(height, at: indexPath)
    }

    /// Keeps the marks of ``noteStoredByList(_:height:)`` on their rows through `change`.
    func followRowsStoredByList(through change: HeightCacheChange) {
        guard let marks = rowsStoredByList, marks.statistics.cachedCount > 0 else { return }
        switch change {
        case .updated(let update):
            // The height cache reported this update's problems already; the marks only follow it.
            let ignore: @Sendable (Diagnostic) -> Void = { _ in }
            Diagnostics.$capture.withValue(ignore, operation: { marks.performUpdates(update) })
        case .invalidated(let indexPath): marks.invalidateHeight(at: indexPath)
        case .invalidatedAll, .layoutContextChanged: marks.invalidateAll()
        }
    }

    /// How many of the rows have a height, as far as the store can tell at once: exact by index
    /// path (plus the rows the list stored elsewhere); 0 by key (the keyed cache may hold keys of
    /// rows that are gone, so the run's total is an upper bound until the run ends).
    var storedCount: Int {
        guard storage.keyed == nil else { return 0 }
        return heightCache.statistics.cachedCount + (rowsStoredByList?.statistics.cachedCount ?? 0)
    }
}

/// A keyed cache and the key of each row, whatever the cache's key type.
struct KeyedStore {
    /// Whether the row has a key and its key a height (without marking it recently used).
    let containsHeight: @MainActor (IndexPath) -> Bool
    /// Stores a height under the row's key; `false` if the row has no key or the cache refused it.
    let setHeight: @MainActor (CGFloat, IndexPath) -> Bool

    @MainActor
    init<Key: Hashable>(cache: KeyedHeightCache<Key>, key: @escaping @MainActor (IndexPath) -> Key?) {
        containsHeight = { indexPath in key(indexPath).map(cache.containsHeight(for:)) ?? false }
        setHeight = { height, indexPath in key(indexPath).map { cache.setHeight(height, for: $0) } ?? false }
    }
}

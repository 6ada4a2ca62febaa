import Foundation

extension KeyedHeightCache where Key: Sendable {
    /// A copy of every context's heights, the active context first, each most recently used first.
    ///
    /// Call it on the cache's thread; hand the snapshot to any thread. Taking it is O(1); the cache's
    /// next change copies its storage once (O(n)), as a value's copy-on-write does.
    public func snapshot() -> KeyedHeightSnapshot<Key> {
        guard owns("snapshot()") else { return KeyedHeightSnapshot() }
        return KeyedHeightSnapshot(buckets: nonEmptyBuckets)
    }

    /// Adds the heights of `snapshot` that the cache lacks, as its least recently used ones: a height
    /// the cache already has (measured since the snapshot was saved) is never replaced, and nothing is
    /// evicted for them. A context the cache has no room for is left out. Call it on the cache's thread.
    /// - Returns: How many heights were added.
    @discardableResult
    public func merge(_ snapshot: KeyedHeightSnapshot<Key>) -> Int {
        guard owns("merge(_:)") else { return 0 }
        return mergeBuckets(snapshot.buckets)
    }
}

extension KeyedHeightCache where Key == AnyHashable {
    /// A copy of the heights whose keys are of `keyType`, as ``snapshot()`` gives for a cache of such
    /// keys; `skipped` counts the heights under keys of other types. O(n), on the cache's thread.
    public func snapshot<FileKey: Hashable & Sendable>(
        keyType: FileKey.Type
    ) -> (snapshot: KeyedHeightSnapshot<FileKey>, skipped: Int) {
        guard owns("snapshot(keyType:)") else { return (KeyedHeightSnapshot(), 0) }
        var skipped = 0
        let buckets = nonEmptyBuckets.map { bucket in
            let (heights, lost) = bucket.heights.mapKeys { $0.base as? FileKey }
            skipped += lost
            return (context: bucket.context, heights: heights)
        }
        return (KeyedHeightSnapshot(buckets: buckets), skipped)
    }

    /// Adds the heights of `snapshot`, keyed by `AnyHashable(key)`, by the rule of the other
    /// `merge(_:)`: never over a height the cache has. O(n), on the cache's thread.
    @discardableResult
    public func merge<FileKey: Hashable & Sendable>(_ snapshot: KeyedHeightSnapshot<FileKey>) -> Int {
        guard owns("merge(_:)") else { return 0 }
        return mergeBuckets(snapshot.buckets.map { ($0.context, $0.heights.mapKeys { AnyHashable($0) }.store) })
    }
}

extension KeyedHeightCache {
    /// Every context with heights, the active one first.
    var nonEmptyBuckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)] {
        buckets.contextsAndBuckets.filter { $0.bucket.count > 0 }.map { (context: $0.context, heights: $0.bucket) }
    }

    /// The limits a file loaded into this cache must respect.
    var fileLimits: HeightFileLimits {
        HeightFileLimits(countLimit: limit, maximumLayoutContexts: buckets.limit)
    }

    /// Merges loaded buckets behind the cache's own (the rule of ``merge(_:)``). On the owner thread.
    func mergeBuckets(_ loaded: [(context: LayoutContext, heights: LRUStore<Key, Double>)]) -> Int {
        var added = 0
        for (context, heights) in loaded where heights.count > 0 {
            buckets.modifyBucket(for: context, empty: LRUStore(countLimit: limit)) { added += $0.mergeBehind(heights) }
        }
        return added
    }
}

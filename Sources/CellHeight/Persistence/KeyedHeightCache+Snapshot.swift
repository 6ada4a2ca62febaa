import Foundation

extension KeyedHeightCache where Key: Sendable {
    /// A copy of every context's heights, the active context first, each most recently used first,
    /// with the cache's limits and its place in the cache's history of invalidations.
    ///
    /// Hand the snapshot to any thread. Taking it is O(1); the cache's next change copies its
    /// storage once (O(n)), as a value's copy-on-write does.
    package func snapshot() -> KeyedHeightSnapshot<Key> {
        KeyedHeightSnapshot(buckets: nonEmptyBuckets, origin: origin, limits: fileLimits)
    }

    /// Adds the heights of `snapshot` that the cache lacks, as its least recently used ones: a height
    /// the cache already has (measured since the snapshot was saved) is never replaced, and nothing is
    /// evicted for them. The active context is merged first; a context the cache has no room for is
    /// left out.
    ///
    /// A height invalidated in this cache after the snapshot was taken (with
    /// ``invalidateHeight(for:)``, or all of them with ``invalidateAll()``) is never brought back; a
    /// snapshot of another cache, such as a file saved by an earlier launch, counts as older than
    /// every invalidation of this one. The cache remembers the last 1,024 invalidated keys; a
    /// snapshot older than an invalidation it has forgotten adds nothing.
    /// - Returns: How many heights were added.
    @discardableResult
    package func merge(_ snapshot: KeyedHeightSnapshot<Key>) -> Int {
        mergeBuckets(snapshot.buckets, origin: snapshot.origin).added
    }
}

extension KeyedHeightCache where Key == AnyHashable {
    /// A copy of the heights whose keys are of `keyType`, as ``snapshot()`` gives for a cache of such
    /// keys (contexts left without heights are left out); `skipped` counts the heights under keys of
    /// other types. O(n).
    package func snapshot<FileKey: Hashable & Sendable>(
        keyType: FileKey.Type
    ) -> (snapshot: KeyedHeightSnapshot<FileKey>, skipped: Int) {
        var skipped = 0
        let buckets = nonEmptyBuckets.compactMap {
            bucket -> (context: LayoutContext, heights: LRUStore<FileKey, Double>)? in
            let (heights, lost) = bucket.heights.mapKeys { $0.base as? FileKey }
            skipped += lost
            return heights.count > 0 ? (context: bucket.context, heights: heights) : nil
        }
        return (KeyedHeightSnapshot(buckets: buckets, origin: origin, limits: fileLimits), skipped)
    }

    /// Adds the heights of `snapshot`, keyed by `AnyHashable(key)`, by the rule of the other
    /// `merge(_:)`: never over a height the cache has, never one invalidated since the snapshot.
    /// O(n).
    @discardableResult
    package func merge<FileKey: Hashable & Sendable>(_ snapshot: KeyedHeightSnapshot<FileKey>) -> Int {
        let buckets = snapshot.buckets.map { ($0.context, $0.heights.mapKeys { AnyHashable($0) }.store) }
        return mergeBuckets(buckets, origin: snapshot.origin).added
    }
}

/// What a merge did with the heights it was given.
struct MergeCounts: Equatable {
    /// Heights added to the cache.
    var added = 0
    /// Heights left out for want of room: a context beyond `maximumLayoutContexts`, or a full one.
    var noRoom = 0
}

extension KeyedHeightCache {
    /// Every context with heights, the active one first.
    var nonEmptyBuckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)] {
        buckets.contextsAndBuckets.filter { $0.bucket.count > 0 }.map { (context: $0.context, heights: $0.bucket) }
    }

    /// This cache and its generation now, for a snapshot.
    var origin: HeightOrigin { HeightOrigin(cache: identifier, generation: invalidations.generation) }

    /// The limits a file saved from or loaded into this cache keeps to; the active context first.
    var fileLimits: HeightFileLimits {
        HeightFileLimits(countLimit: limit, maximumLayoutContexts: buckets.limit, preferredContext: buckets.context)
    }

    /// Merges loaded buckets behind the cache's own (the rule of `merge(_:)`): the active
    /// context first, then in their order; without the heights invalidated since `origin`. On the
    /// main actor. O(n) at most; O(1) a context into an empty bucket when nothing was invalidated.
    func mergeBuckets(_ loaded: [(context: LayoutContext, heights: LRUStore<Key, Double>)], origin: HeightOrigin)
        -> MergeCounts
    {
        let since = origin.cache == identifier ? origin.generation : 0
        let staleness = invalidations.staleness(since: since)
        guard staleness != .all else { return MergeCounts() }
        let active = buckets.context
        let ordered = loaded.filter { $0.context == active } + loaded.filter { $0.context != active }
        var counts = MergeCounts()
        for (context, loadedHeights) in ordered {
            var heights = loadedHeights
            if staleness == .some {
                heights = heights.mapKeys { invalidations.isStale($0, since: since) ? nil : $0 }.store
            }
            guard heights.count > 0 else { continue }
            if context == active { buckets.closeSpare() }
            // While the active bucket is empty (a new cache), its slot goes to the file's contexts.
            let usingSpare = buckets.active.count == 0
            var merged = (added: 0, noRoom: 0)
            let hasRoom = buckets.modifyBucket(for: context, empty: LRUStore(countLimit: limit), usingSpare: usingSpare)
            {
                merged = $0.mergeBehind(heights)
            }
            counts.added += hasRoom ? merged.added : 0
            counts.noRoom += hasRoom ? merged.noRoom : heights.count
        }
        return counts
    }
}

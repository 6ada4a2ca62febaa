import Foundation

/// A copy of a ``KeyedHeightCache``'s heights that can cross threads: taken on the main actor,
/// encoded to a height file on another thread; or decoded from a file on another thread and merged
/// into the cache on the main actor.
///
/// It holds every layout context of the cache, the active one first, each with its heights from
/// the most to the least recently used, at most the cache's `countLimit` per context.
///
/// ```swift
/// let snapshot = cache.snapshot()                       // on the main actor
/// DispatchQueue.global().async {
///     snapshot.save(to: url, identity: identity)
/// }
/// ```
///
/// It also records where it was taken (the cache and how many invalidations that cache had seen),
/// so that merging it never brings back a height invalidated after it was taken, and the cache's
/// limits, which its file keeps to.
package struct KeyedHeightSnapshot<Key: Hashable & Sendable>: Sendable {
    /// Each context with its heights, the active (or first read) one first.
    var buckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)]
    /// The cache and generation it was copied from (a file's: the saving cache's).
    var origin: HeightOrigin
    /// The limits of the cache it was copied from, or that it was decoded with.
    var limits: HeightFileLimits
    /// The offsets a list's displayed cells taught its template rules, kept beside the heights
    /// (the file's template-corrections section, ``HeightFileSections``): a relaunch restores them
    /// and measures its first screen with them (``TemplateCorrections/restore(_:)``).
    package var corrections: [TemplateCorrections.Offset] = []

    /// An empty snapshot.
    package init() {
        buckets = []
        origin = .unknown
        limits = HeightFileLimits(countLimit: 10_000, maximumLayoutContexts: 4)
    }

    init(
        buckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)], origin: HeightOrigin,
        limits: HeightFileLimits
    ) {
        self.buckets = buckets
        self.origin = origin
        self.limits = limits
    }

    /// The layout contexts, in order (the active or first read one first).
    package var contexts: [LayoutContext] { buckets.map(\.context) }

    /// How many heights it holds, over every context.
    package var count: Int { buckets.reduce(0) { $0 + $1.heights.count } }

    /// The heights of `context`, from the most to the least recently used.
    package func heights(in context: LayoutContext) -> [(key: Key, height: Double)] {
        var result: [(key: Key, height: Double)] = []
        for bucket in buckets where bucket.context == context {
            bucket.heights.forEachNewestFirst { result.append((key: $0, height: $1)) }
        }
        return result
    }
}

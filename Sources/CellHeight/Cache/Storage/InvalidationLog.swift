/// Where a snapshot of keyed heights was taken: the cache and its generation at that moment.
///
/// A snapshot, and a height file, carries it, so that a cache can tell which of its invalidations
/// came after the heights were copied. A snapshot of another cache (a file saved by an earlier
/// launch, or an origin of `0`) is older than every invalidation of this one.
struct HeightOrigin: Hashable, Sendable {
    /// The identifier of the cache the heights were copied from (`0`: unknown).
    var cache: UInt64
    /// That cache's ``InvalidationLog/generation`` when they were copied.
    var generation: UInt64

    /// An unknown origin: older than any invalidation.
    static let unknown = HeightOrigin(cache: 0, generation: 0)
}

/// The invalidations a keyed cache has received, so that a snapshot or file copied before one of
/// them never brings back the height it removed.
///
/// Each invalidation advances ``generation``; the log keeps, for the ``capacity`` most recently
/// invalidated keys, the generation of their last invalidation, and one generation for the whole
/// cache (`invalidateAll()`, or the newest record it had to forget). Memory: at most ``capacity``
/// entries of one ``LRUStore`` (the key in its table and in its node, the 8-byte generation, two
/// links and the table's slack: the key twice and about 40 bytes); nothing until the first
/// invalidation. Every operation is O(1).
struct InvalidationLog<Key: Hashable> {
    /// How many invalidated keys are remembered one by one.
    static var capacity: Int { 1024 }

    /// The number of invalidations so far.
    private(set) var generation: UInt64 = 0
    /// Everything copied before this generation is stale: the last `invalidateAll()`, or the newest
    /// forgotten key record.
    private var wholeCache: UInt64 = 0
    private var keys = LRUStore<Key, UInt64>(countLimit: capacity)

    /// Records that the height for `key` was removed.
    mutating func invalidate(_ key: Key) {
        generation += 1
        if keys.count >= Self.capacity, keys.peek(key) == nil, let oldest = keys.oldestEntry {
            // The oldest record is forgotten: whatever was copied before it is stale whole.
            wholeCache = max(wholeCache, oldest.value)
        }
        keys.set(generation, for: key)
    }

    /// Records that every height was removed.
    mutating func invalidateAll() {
        generation += 1
        wholeCache = generation
        keys.removeAll()
    }

    /// What the log says about heights copied at `generation` of this cache.
    func staleness(since generation: UInt64) -> Staleness {
        if wholeCache > generation { return .all }
        return self.generation > generation ? .some : .none
    }

    /// Whether the height for `key` copied at `generation` was invalidated since. O(1).
    func isStale(_ key: Key, since generation: UInt64) -> Bool {
        wholeCache > generation || (keys.peek(key) ?? 0) > generation
    }

    enum Staleness {
        /// Nothing was invalidated since.
        case none
        /// Some keys were: check each with ``InvalidationLog/isStale(_:since:)``.
        case some
        /// Every height was, or the log no longer knows which.
        case all
    }
}

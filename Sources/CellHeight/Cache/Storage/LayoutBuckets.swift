/// One bucket of heights per ``LayoutContext``: the active bucket stored inline, so that reads
/// never hash, and the others kept least recently used first, up to a limit.
struct LayoutBuckets<Bucket> {
    /// The bucket of ``context``, which reads and writes use.
    var active: Bucket
    /// The active layout context.
    private(set) var context = LayoutContext.unspecified
    private var inactive: LRUStore<LayoutContext, Bucket>

    /// How many contexts keep their buckets, the active one included (at least 1; the caches
    /// validate it with ``LimitValidation`` first).
    var limit: Int {
        didSet {
            limit = max(1, limit)
            if limit == 1 { inactive.removeAll() } else { inactive.countLimit = limit - 1 }
        }
    }

    init(limit: Int, empty: Bucket) {
        self.limit = max(1, limit)
        active = empty
        inactive = LRUStore(countLimit: max(1, self.limit - 1))
    }

    /// Makes `context` active, keeping the old bucket unless `keepingOld` is `false`. Returns
    /// `false` if it was active already. O(1).
    mutating func activate(
        _ context: LayoutContext, empty: @autoclosure () -> Bucket, keepingOld: Bool = true
    ) -> Bool {
        guard context != self.context else { return false }
        // Take the new bucket out before putting the old one in, so that it cannot be evicted.
        let next = inactive.peek(context) ?? empty()
        inactive.removeValue(for: context)
        if limit > 1 && keepingOld { inactive.set(active, for: self.context) }
        active = next
        self.context = context
        return true
    }

    /// Changes every bucket, the active one first.
    mutating func modifyAll(_ body: (inout Bucket) -> Void) {
        body(&active)
        inactive.modifyAll(body)
    }

    /// Drops the bucket of `context`: emptied if it is active, removed if not. O(1).
    mutating func remove(_ context: LayoutContext, empty: Bucket) {
        if context == self.context {
            active = empty
        } else {
            inactive.removeValue(for: context)
        }
    }

    /// Drops every inactive bucket and replaces the active one with `empty`.
    mutating func removeAll(empty: Bucket) {
        active = empty
        inactive.removeAll()
    }

    /// Hands the bucket of `context` to `body`: the active one, an inactive one, or a new one kept
    /// as the least recently used context if there is room for one more (never evicting one).
    ///
    /// With `usingSpare` (the caller's promise that the active bucket is empty), the active
    /// bucket's slot counts as free: an empty bucket holds nothing worth a slot, so one more
    /// inactive context may be kept until the active bucket gets something (then the caller calls
    /// ``closeSpare()``, or the active context changes to that one).
    /// - Returns: `false` if `context` has no bucket and there is no room for one.
    @discardableResult
    mutating func modifyBucket(
        for context: LayoutContext, empty: @autoclosure () -> Bucket, usingSpare: Bool = false,
        _ body: (inout Bucket) -> Void
    ) -> Bool {
        if context == self.context {
            body(&active)
            return true
        }
        if inactive.peek(context) != nil {
            inactive.modify(context, body)
            return true
        }
        let room = usingSpare ? limit : limit - 1
        guard inactive.count < room else { return false }
        if inactive.countLimit < room { inactive.countLimit = room }
        var bucket = empty()
        body(&bucket)
        return inactive.insertAsOldest(bucket, for: context)
    }

    /// Before the active bucket gets its first entry: gives the inactive contexts their usual room
    /// back (``limit`` - 1), so that if the spare slot (see ``modifyBucket(for:empty:usingSpare:_:)``)
    /// is taken, the least recently used inactive context is evicted and at most ``limit`` buckets
    /// hold entries. O(1).
    mutating func closeSpare() {
        if limit == 1 { inactive.removeAll() } else { inactive.countLimit = limit - 1 }
    }

    /// Every context with its bucket: the active one first, then from the most to the least
    /// recently used.
    var contextsAndBuckets: [(context: LayoutContext, bucket: Bucket)] {
        var result = [(context: context, bucket: active)]
        inactive.forEachNewestFirst { result.append((context: $0, bucket: $1)) }
        return result
    }

    /// Every bucket, the active one first.
    var all: [Bucket] { [active] + inactive.values }
}

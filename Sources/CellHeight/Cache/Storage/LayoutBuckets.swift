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

    /// Makes `context` active, keeping the old bucket. Returns `false` if it was active already.
    /// O(1).
    mutating func activate(_ context: LayoutContext, empty: @autoclosure () -> Bucket) -> Bool {
        guard context != self.context else { return false }
        // Take the new bucket out before putting the old one in, so that it cannot be evicted.
        let next = inactive.peek(context) ?? empty()
        inactive.removeValue(for: context)
        if limit > 1 { inactive.set(active, for: self.context) }
        active = next
        self.context = context
        return true
    }

    /// Changes every bucket, the active one first.
    mutating func modifyAll(_ body: (inout Bucket) -> Void) {
        body(&active)
        inactive.modifyAll(body)
    }

    /// Drops every inactive bucket and replaces the active one with `empty`.
    mutating func removeAll(empty: Bucket) {
        active = empty
        inactive.removeAll()
    }

    /// Every bucket, the active one first.
    var all: [Bucket] { [active] + inactive.values }
}

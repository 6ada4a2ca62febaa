import Foundation

/// Row heights keyed by a model identity, one bucket per ``LayoutContext``, bounded in size.
///
/// Use it when a row's height follows its content rather than its position: a key survives
/// every insertion, deletion and move, so no data update needs to reach this cache. Each bucket
/// keeps at most ``countLimit`` heights and evicts the least recently used one. All operations
/// are O(1).
///
/// ```swift
/// let heights = KeyedHeightCache<Message.ID>()   // or KeyedHeightCache() for AnyHashable keys
/// heights.layoutContext = LayoutContext(width: tableView.bounds.width)
/// let height = heights.height(for: message.id) ?? {
///     let measured = measure(message)
///     heights.setHeight(measured, for: message.id)
///     return measured
/// }()
/// ```
///
/// Besides its heights, it remembers its last 1,024 invalidated keys, each with an 8-byte
/// generation (an entry holds the key twice and about 40 bytes more; nothing before the first
/// invalidation), so that a height file older than an invalidation never brings the old height
/// back (see `load(from:identity:)`).
///
/// The cache is main-actor isolated, as UIKit's views are: the compiler refuses a call from any
/// other isolation domain. Its height files are read and written off the main thread by
/// `persistKeyedHeights(named:version:keyType:)` and by the asynchronous `load` and `save`.
@MainActor
public final class KeyedHeightCache<Key: Hashable> {
    // Internal, not private: the persistence extensions (Persistence/) read and merge buckets.
    var buckets: LayoutBuckets<LRUStore<Key, Double>>
    private(set) var limit: Int
    private var reportedUnequalKey = false
    private let refusals = HeightValidation.makeReporter()
    /// Run once before the first read: waits a bounded time for a height file being loaded.
    var beforeFirstRead: (() -> Void)?
    /// The invalidations a merged snapshot or file must not undo (see `merge(_:)`).
    private(set) var invalidations = InvalidationLog<Key>()
    /// This cache's identity in the snapshots it gives: random, made on first use.
    private(set) lazy var identifier = UInt64.random(in: 1...UInt64.max)
    /// Its asynchronous loads and saves under way, so that a save waits for those of its file asked
    /// before it (Persistence/HeightFileQueue).
    private(set) lazy var fileQueue = HeightFileQueue()

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - countLimit: The most heights kept per layout context (at least 1).
    ///   - maximumLayoutContexts: How many layout contexts keep their heights (at least 1).
    ///
    /// A limit below 1 is reported with a ``Diagnostic`` and 1 is used.
    public init(countLimit: Int = 10_000, maximumLayoutContexts: Int = 4) {
        limit = LimitValidation.atLeastOne(countLimit, "KeyedHeightCache.countLimit")
        let contexts = LimitValidation.atLeastOne(maximumLayoutContexts, "KeyedHeightCache.maximumLayoutContexts")
        buckets = LayoutBuckets(limit: contexts, empty: LRUStore(countLimit: limit))
    }

    deinit { HeightValidation.summarizeRefused(in: refusals, cache: "KeyedHeightCache") }

    /// The most heights kept per layout context (at least 1; a smaller value is reported with a
    /// ``Diagnostic`` and 1 is used); lowering it evicts the least recently used.
    public var countLimit: Int {
        get { limit }
        set {
            limit = LimitValidation.atLeastOne(newValue, "KeyedHeightCache.countLimit")
            buckets.modifyAll { [limit] in $0.countLimit = limit }
        }
    }

    /// How many layout contexts keep their heights, the active one included (at least 1; a
    /// smaller value is reported with a ``Diagnostic`` and 1 is used).
    public var maximumLayoutContexts: Int {
        get { buckets.limit }
        set {
            buckets.limit = LimitValidation.atLeastOne(newValue, "KeyedHeightCache.maximumLayoutContexts")
        }
    }

    /// The layout context that reads and writes use; setting another one switches buckets.
    public var layoutContext: LayoutContext {
        get { buckets.context }
        set {
            // An empty bucket is not kept: it would take the slot of a context with heights.
            _ = buckets.activate(newValue, empty: LRUStore(countLimit: limit), keepingOld: buckets.active.count > 0)
        }
    }

    /// The number of heights in the active layout context. O(1).
    public var cachedCount: Int { buckets.active.count }

    /// The height for `key` in the active context, marking it recently used, or `nil`.
    public func height(for key: Key) -> CGFloat? {
        if let beforeFirstRead { runBeforeFirstRead(beforeFirstRead) }
        return buckets.active.value(for: key).map { CGFloat($0) }
    }

    /// Whether `key` has a height in the active context, without marking it recently used. O(1).
    public func containsHeight(for key: Key) -> Bool {
        if let beforeFirstRead { runBeforeFirstRead(beforeFirstRead) }
        return buckets.active.peek(key) != nil
    }

    /// Stores `height` for `key` in the active context, evicting the least recently used height if
    /// the bucket is full. A NaN, negative, infinite or absurd height is refused with a ``Diagnostic``,
    /// and so is a key that is not equal to itself (such as one holding a NaN), which no lookup
    /// could ever find (reported once per cache).
    /// - Returns: `true` if the height was stored.
    @discardableResult
    public func setHeight(_ height: CGFloat, for key: Key) -> Bool {
        if let problem = HeightValidation.problem(with: Double(height)) {
            HeightValidation.reportRefused(Double(height), reason: problem, at: "key \(key)", in: refusals)
            return false
        }
        if buckets.active.count == 0 { buckets.closeSpare() }
        guard buckets.active.set(Double(height), for: key) else {
            if !reportedUnequalKey {
                reportedUnequalKey = true
                Diagnostics.report(
                    .misuse,
                    "refused a height for key \(key): the key is not equal to itself (a NaN?), so it could never be "
                        + "found again (this message is shown once per cache). Use keys whose == is reflexive, such "
                        + "as model identifiers")
            }
            return false
        }
        return true
    }

    /// Forgets the height for `key` in every context (its content changed). A height file saved
    /// before this call never brings the old height back.
    public func invalidateHeight(for key: Key) {
        buckets.modifyAll { $0.removeValue(for: key) }
        invalidations.invalidate(key)
    }

    /// Forgets every height of `context`, keeping the other contexts' (its heights were measured
    /// under rules found wrong since). O(1).
    package func removeHeights(in context: LayoutContext) {
        buckets.remove(context, empty: LRUStore(countLimit: limit))
    }

    /// Forgets every height in every context. A height file saved before this call brings none
    /// back.
    public func invalidateAll() {
        buckets.removeAll(empty: LRUStore(countLimit: limit))
        invalidations.invalidateAll()
    }

    private func runBeforeFirstRead(_ hook: () -> Void) {
        beforeFirstRead = nil
        hook()
    }
}

extension KeyedHeightCache where Key == AnyHashable {
    /// Creates an empty cache of `AnyHashable` keys with the default limits, so that
    /// `KeyedHeightCache()` needs no type annotation. Any `Hashable` value is a key
    /// (`heights.setHeight(88, for: AnyHashable(message.id))`); name a key type,
    /// `KeyedHeightCache<Message.ID>()`, for a cache of one kind of key.
    public convenience init() {
        self.init(countLimit: 10_000, maximumLayoutContexts: 4)
    }
}

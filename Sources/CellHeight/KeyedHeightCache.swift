import Foundation

/// Row heights keyed by a model identity, one bucket per ``LayoutContext``, bounded in size.
///
/// Use it when a row's height follows its content rather than its position: a key survives
/// every insertion, deletion and move, so no data update needs to reach this cache. Each bucket
/// keeps at most ``countLimit`` heights and evicts the least recently used one. All operations
/// are O(1).
///
/// ```swift
/// let heights = KeyedHeightCache<Message.ID>()
/// heights.layoutContext = LayoutContext(width: tableView.bounds.width)
/// let height = heights.height(for: message.id) ?? {
///     let measured = measure(message)
///     heights.setHeight(measured, for: message.id)
///     return measured
/// }()
/// ```
///
/// Not thread-safe: use it on the thread that owns the table (the main thread).
public final class KeyedHeightCache<Key: Hashable> {
    private var buckets: LayoutBuckets<LRUStore<Key, Double>>

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - countLimit: The most heights kept per layout context (at least 1).
    ///   - maximumLayoutContexts: How many layout contexts keep their heights (at least 1).
    public init(countLimit: Int = 10_000, maximumLayoutContexts: Int = 4) {
        self.countLimit = max(1, countLimit)
        buckets = LayoutBuckets(limit: maximumLayoutContexts, empty: LRUStore(countLimit: max(1, countLimit)))
    }

    /// The most heights kept per layout context; lowering it evicts the least recently used.
    public var countLimit: Int {
        didSet {
            countLimit = max(1, countLimit)
            buckets.modifyAll { $0.countLimit = countLimit }
        }
    }

    /// How many layout contexts keep their heights, the active one included (at least 1).
    public var maximumLayoutContexts: Int {
        get { buckets.limit }
        set { buckets.limit = newValue }
    }

    /// The layout context that reads and writes use; setting another one switches buckets.
    public var layoutContext: LayoutContext {
        get { buckets.context }
        set { _ = buckets.activate(newValue, empty: LRUStore(countLimit: countLimit)) }
    }

    /// The number of heights in the active context.
    public var count: Int { buckets.active.count }

    /// The height for `key` in the active context, marking it recently used, or `nil`.
    public func height(for key: Key) -> CGFloat? { buckets.active.value(for: key).map { CGFloat($0) } }

    /// Stores `height` for `key` in the active context, evicting the least recently used height if
    /// the bucket is full. A NaN, negative, infinite or absurd height is refused with a ``Diagnostic``.
    /// - Returns: `true` if the height was stored.
    @discardableResult
    public func setHeight(_ height: CGFloat, for key: Key) -> Bool {
        if let problem = HeightValidation.problem(with: Double(height)) {
            HeightValidation.reportRefused(Double(height), reason: problem, at: "key \(key)")
            return false
        }
        buckets.active.set(Double(height), for: key)
        return true
    }

    /// Forgets the height for `key` in every context (its content changed).
    public func invalidateHeight(for key: Key) {
        buckets.modifyAll { $0.removeValue(for: key) }
    }

    /// Forgets every height in every context.
    public func invalidateAll() {
        buckets.removeAll(empty: LRUStore(countLimit: countLimit))
    }
}

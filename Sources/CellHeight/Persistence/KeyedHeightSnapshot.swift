import Foundation

/// A copy of a ``KeyedHeightCache``'s heights that can cross threads: taken on the cache's thread,
/// encoded to a height file on another; or decoded from a file on another thread and merged into
/// the cache on its own.
///
/// It holds every layout context of the cache, the active one first, each with its heights from
/// the most to the least recently used, at most the cache's `countLimit` per context.
///
/// ```swift
/// let snapshot = cache.snapshot()                       // on the cache's thread
/// DispatchQueue.global().async {
///     let (data, _) = snapshot.encoded(identity: identity)
///     try? data.write(to: url, options: .atomic)
/// }
/// ```
public struct KeyedHeightSnapshot<Key: Hashable & Sendable>: Sendable {
    /// Each context with its heights, the active (or first read) one first.
    var buckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)]

    /// An empty snapshot.
    public init() { buckets = [] }

    init(buckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)]) { self.buckets = buckets }

    /// The layout contexts, in order (the active or first read one first).
    public var contexts: [LayoutContext] { buckets.map(\.context) }

    /// How many heights it holds, over every context.
    public var count: Int { buckets.reduce(0) { $0 + $1.heights.count } }

    /// The heights of `context`, from the most to the least recently used.
    public func heights(in context: LayoutContext) -> [(key: Key, height: Double)] {
        var result: [(key: Key, height: Double)] = []
        for bucket in buckets where bucket.context == context {
            bucket.heights.forEachNewestFirst { result.append((key: $0, height: $1)) }
        }
        return result
    }
}

/// What a save or a load of a height file did.
public struct HeightFileReport: Sendable, Equatable, CustomStringConvertible {
    /// What became of the file as a whole.
    public enum Outcome: Sendable, Equatable {
        /// The file was written, or read and its entries used (some may have been skipped).
        case done
        /// There was no file, or it could not be read yet (before the device's first unlock): not an
        /// error, the cache starts empty.
        case missing
        /// The file was damaged or written under another identity and was discarded whole; the reason
        /// was reported as a ``Diagnostic``.
        case discarded(reason: String)
        /// The file could not be written; the reason was reported as a ``Diagnostic``.
        case failed(reason: String)
    }

    /// What became of the file.
    public var outcome: Outcome
    /// How many heights were written, or read and kept.
    public var entries: Int
    /// How many were skipped: keys that cannot be encoded or do not decode to the key type, refused
    /// heights, duplicate keys, heights beyond the cache's limits.
    public var skipped: Int

    /// A report.
    public init(outcome: Outcome, entries: Int = 0, skipped: Int = 0) {
        self.outcome = outcome
        self.entries = entries
        self.skipped = skipped
    }

    /// `"done: 1200 heights, 3 skipped"`.
    public var description: String {
        let counts = "\(entries) heights, \(skipped) skipped"
        switch outcome {
        case .done: return "done: " + counts
        case .missing: return "missing"
        case .discarded(let reason): return "discarded (\(reason))"
        case .failed(let reason): return "failed (\(reason))"
        }
    }
}

import Foundation

/// Reads the two indexes of an `IndexPath` in one step, without calling into Foundation.
///
/// Foundation's `IndexPath` (in swift-foundation's FoundationEssentials, and in the file that
/// swift-corelibs-foundation and Apple's Swift overlay shared before it) is a struct around one
/// enum, `Storage`, with the cases
/// `empty`, `single(Int)`, `pair(Int, Int)` and `array([Int])`; every initializer and mutation
/// stores a two-index path as `pair`. Laid out, that is the two `Int`s at byte offsets 0 and 8
/// and the case tag in byte 16. None of its members is inlinable, so `count`, `[0]` and `[1]` are
/// three calls that each switch over the enum again, and while they run the cache must keep its
/// buffers retained.
///
/// This decoder reads the tag and, for a pair, the two indexes straight from the value's bytes.
/// That layout is not promised by Foundation, so it is verified once per process against
/// Foundation's own accessors (pairs of many values, and that no other length shares the pair's
/// tag); if anything differs, or if a path is not stored as a pair, it falls back to the public
/// accessors. The bytes read always lie inside the value, whatever its layout.
struct IndexPathDecoder: Sendable {
    /// The tag byte of a pair, or a value no byte has if the layout was not verified.
    private let pairTag: UInt16

    /// The decoder for this process's Foundation, verified on first use.
    static let current = IndexPathDecoder(verifying: ())

    /// `(section, row)` of a two-index path (either may be negative), or `nil` for another length.
    @inline(__always) func tableRow(_ indexPath: IndexPath) -> (section: Int, row: Int)? {
        if let pair = inlinePair(indexPath) { return pair }
        return indexPath.tableRow
    }

    /// The two indexes read from the bytes of a path stored as a pair, else `nil`.
    @inline(__always) private func inlinePair(_ indexPath: IndexPath) -> (section: Int, row: Int)? {
        guard pairTag <= UInt8.max else { return nil }
        // A pointer, not a buffer: its size would be a run-time query where Foundation is resilient.
        return withUnsafePointer(to: indexPath) { pointer in
            let bytes = UnsafeRawPointer(pointer)
            guard UInt16(bytes.load(fromByteOffset: 16, as: UInt8.self)) == pairTag else { return nil }
            return (bytes.load(fromByteOffset: 0, as: Int.self), bytes.load(fromByteOffset: 8, as: Int.self))
        }
    }

    private init(pairTag: UInt16) { self.pairTag = pairTag }

    private init(verifying: Void) {
        let publicAccessors = IndexPathDecoder(pairTag: UInt16.max)
        guard MemoryLayout<IndexPath>.size >= 17, MemoryLayout<IndexPath>.alignment >= MemoryLayout<Int>.alignment
        else {
            self = publicAccessors
            return
        }
        func tag(_ indexPath: IndexPath) -> UInt8 {
            withUnsafeBytes(of: indexPath) { $0.load(fromByteOffset: 16, as: UInt8.self) }
        }
        let candidate = IndexPathDecoder(pairTag: UInt16(tag(IndexPath(indexes: [3, 9]))))
        let values = [0, 1, 2, 7, -1, 1 << 20, 1 << 24, -(1 << 40), .max, .min]
        var pairs: [IndexPath] = []
        for first in values {
            for second in values {
                pairs.append(IndexPath(indexes: [first, second]))
                var appended = IndexPath(index: first)
                appended.append(second)
                pairs.append(appended)
                pairs.append(IndexPath(indexes: [first, second, 5]).dropLast())
            }
        }
        let others: [IndexPath] = [IndexPath(), IndexPath(index: 5), IndexPath(indexes: [1, 2, 3]), [4, 5, 6, 7]]
        let verified =
            pairs.allSatisfy { path in
                candidate.inlinePair(path).map { $0 == (path[0], path[1]) } ?? false
            }
            && others.allSatisfy { UInt16(tag($0)) != candidate.pairTag }
        self = verified ? candidate : publicAccessors
    }
}

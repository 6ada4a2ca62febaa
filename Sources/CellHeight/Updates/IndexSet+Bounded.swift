import Foundation

// swift-corelibs-foundation traps on most operations of an IndexSet that holds `Int.max`
// (iterating it, `formUnion`, `==`, `hashValue`, `last`), its `rangeView(of:)` drops ranges, and
// iterating a set such as `0..<Int.max` one index at a time would never end. So the cache reads a
// set it is given only through `isEmpty`, `first` and its ranges in ascending order, and stops at
// the first range that reaches beyond what it serves.
extension IndexSet {
    /// What a user-given set holds, read without trapping and without iterating its indexes.
    struct BoundedContents {
        /// The ranges of the set within `0..<limit`, ascending and disjoint.
        var ranges: [Range<Int>] = []
        /// The set holds a negative index (then ``ranges`` is left empty).
        var hasNegative = false
        /// The set holds an index at or above the limit.
        var hasBeyondLimit = false
    }

    /// The contents of the set within `0..<limit`, and whether it holds anything outside.
    /// O(ranges below the limit).
    func boundedContents(limit: Int) -> BoundedContents {
        var contents = BoundedContents()
        guard !isEmpty else { return contents }
        // swift-corelibs-foundation answers `nil` for the set `[Int.max]`, whose ranges trap.
        guard let first else {
            contents.hasBeyondLimit = true
            return contents
        }
        guard first >= 0 else {
            contents.hasNegative = true
            return contents
        }
        for range in rangeView {
            if range.upperBound > limit {
                if range.lowerBound < limit { contents.ranges.append(range.lowerBound..<limit) }
                contents.hasBeyondLimit = true
                break
            }
            contents.ranges.append(range)
        }
        return contents
    }

    /// The union of two user-given sets, computed without the operations that trap.
    ///
    /// Within `0..<limit` it is the exact union. Indexes outside are kept as one representative
    /// each (`-1` for negative ones, `limit` for too large ones), so that the cache still reports
    /// them, while the set never holds a value that makes Foundation trap.
    func boundedUnion(_ other: IndexSet, limit: Int) -> IndexSet {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let parts = [boundedContents(limit: limit), other.boundedContents(limit: limit)]
        var union = IndexSet()
        for range in parts.flatMap(\.ranges) { union.insert(integersIn: range) }
        if parts.contains(where: \.hasNegative) { union.insert(-1) }
        if parts.contains(where: \.hasBeyondLimit) { union.insert(limit) }
        return union
    }
}

/// A set of non-negative integers held as ascending, disjoint ranges, with the rank queries that
/// map indexes across a batch. Every query is O(log ranges).
struct SortedRanges {
    private(set) var ranges: [Range<Int>] = []
    /// `before[i]`: how many members lie in `ranges[0..<i]`.
    private var before: [Int] = [0]

    /// The set of the members of `ranges`, which must be disjoint (see ``overlaps(_:)``).
    init(_ ranges: [Range<Int>] = []) {
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = self.ranges.last, last.upperBound == range.lowerBound {
                self.ranges[self.ranges.count - 1] = last.lowerBound..<range.upperBound
                before[before.count - 1] += range.count
            } else {
                self.ranges.append(range)
                before.append(before[before.count - 1] + range.count)
            }
        }
    }

    /// `true` if two of `ranges` share a member.
    static func overlaps(_ ranges: [Range<Int>]) -> Bool {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        return zip(sorted, sorted.dropFirst()).contains { $0.upperBound > $1.lowerBound }
    }

    var isEmpty: Bool { ranges.isEmpty }
    /// The number of members.
    var count: Int { before[before.count - 1] }

    /// The number of ranges that start at or below `value`.
    private func rangesStarting(atOrBelow value: Int) -> Int {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func contains(_ value: Int) -> Bool {
        let index = rangesStarting(atOrBelow: value)
        return index > 0 && ranges[index - 1].contains(value)
    }

    /// How many members are smaller than `value`.
    func count(below value: Int) -> Int {
        let index = rangesStarting(atOrBelow: value)
        guard index > 0 else { return 0 }
        return before[index - 1] + min(ranges[index - 1].count, value - ranges[index - 1].lowerBound)
    }

    /// The `rank`-th (from 0) non-negative integer that is not a member.
    func nonMember(at rank: Int) -> Int {
        // Ranges starting at or before the answer are those with fewer than `rank + 1`
        // non-members before them: `lowerBound - before` grows with the range index.
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound - before[middle] <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + before[low]
    }
}

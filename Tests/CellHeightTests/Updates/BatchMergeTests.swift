import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// The building blocks of a batch, against naive versions: the one-pass row merge (in place and
/// into a new buffer), the index path decoder and the bounded reading of index sets.
@Suite struct BatchMergeTests {
    @Test func onePassMergeMatchesANaiveMerge() {
        let seed = testSeed("onePassMergeMatchesANaiveMerge")
        var random = SeededGenerator(seed: seed)
        for round in 0..<2000 {
            let count = Int.random(in: 0..<300, using: &random)
            let old = (0..<count).map { _ in
                Bool.random(using: &random) ? Double.random(in: 1..<100, using: &random) : .nan
            }
            let changes = Int.random(in: 0..<60, using: &random)
            let touched = Array((0..<(count + 20)).shuffled(using: &random).prefix(changes))
            let split = Int.random(in: 0...touched.count, using: &random)
            let removed = touched.prefix(split).sorted()
            let reloaded = touched.dropFirst(split).sorted()
            let survivors = (0..<(count + 20)).filter { !removed.contains($0) }.count
            let fixedRows = (0..<(survivors + 30)).shuffled(using: &random).prefix(
                Int.random(in: 0..<40, using: &random))
            let fixed = fixedRows.sorted().map { row in
                (row: row, height: Bool.random(using: &random) ? Double(row) + 0.5 : Double.nan)
            }
            var section = SectionHeights(heights: ContiguousArray(old))
            section.trimAbsentTail()
            if Bool.random(using: &random) { section.reserveCapacity(count + 50) }  // Room: merge in place.
            section.applyBatch(removed: removed, reloaded: reloaded, fixed: fixed)

            var expected = naiveMerge(old, removed: removed, reloaded: reloaded, fixed: fixed)
            while let last = expected.last, last.isNaN { expected.removeLast() }
            let actual = Array(section.heights)
            #expect(
                actual.count == expected.count
                    && zip(actual, expected).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) },
                "round \(round): \(actual) != \(expected)")
            var recounted = section
            recounted.recount()
            #expect(recounted.cachedCount == section.cachedCount && abs(recounted.sum - section.sum) < 1e-6)
            if actual.count != expected.count { return }
        }
    }

    /// UIKit's rules step by step: removals from the end, then insertions from the start.
    private func naiveMerge(_ old: [Double], removed: [Int], reloaded: [Int], fixed: [(row: Int, height: Double)])
        -> [Double]
    {
        var rows = old + Array(repeating: .nan, count: 400)
        for row in reloaded { rows[row] = .nan }
        for row in removed.reversed() { rows.remove(at: row) }
        for (row, height) in fixed { rows.insert(height, at: row) }
        return rows
    }

    @Test func insertingIntoAFullBufferAtRowZeroKeepsEveryHeight() {
        var section = SectionHeights()
        section.reserveCapacity(1000)
        let count = section.heights.capacity  // Full: the merge must copy into a new buffer.
        for row in 0..<count { section.set(Double(row), row: row) }
        section.applyBatch(removed: [], reloaded: [], fixed: [(0, .nan)])
        #expect(section.heights.count == count + 1 && section.heights[0].isNaN)
        #expect(section.heights[count] == Double(count - 1))
        #expect(section.cachedCount == count && section.sum == Double(count * (count - 1) / 2))
    }

    @Test func decoderAgreesWithFoundation() {
        let decoder = IndexPathDecoder.current
        let values = [0, 1, 5, -1, -7, 1 << 30, .max, .min]
        var paths: [IndexPath] = [IndexPath(), IndexPath(index: 3), [1, 2, 3], [4, 5, 6, 7]]
        for a in values {
            for b in values { paths += [IndexPath(indexes: [a, b]), IndexPath(indexes: [a, b, 0]).dropLast()] }
        }
        for path in paths {
            let decoded = decoder.tableRow(path)
            #expect(decoded?.section == (path.count == 2 ? path[0] : nil))
            #expect(decoded?.row == (path.count == 2 ? path[1] : nil))
        }
    }

    @Test func indexSetsAreReadWithoutTrapping() {
        let limit = IndexLimits.sections
        let cases: [(IndexSet, [Range<Int>], negative: Bool, beyond: Bool)] = [
            (IndexSet(), [], false, false),
            (IndexSet(integer: Int.max), [], false, true),
            (IndexSet(integersIn: 0..<Int.max), [0..<limit], false, true),
            (IndexSet(integersIn: 3..<7), [3..<7], false, false),
            (IndexSet(integersIn: -4..<2), [], true, false),
            (IndexSet([1, 5, 9]), [1..<2, 5..<6, 9..<10], false, false),
            (IndexSet(integersIn: (limit - 2)..<(limit + 2)), [(limit - 2)..<limit], false, true),
        ]
        for (set, ranges, negative, beyond) in cases {
            let contents = set.boundedContents(limit: limit)
            #expect(contents.ranges == ranges && contents.hasNegative == negative && contents.hasBeyondLimit == beyond)
        }
        let union = IndexSet(integer: Int.max).boundedUnion(IndexSet([2, 3]), limit: limit)
            .boundedUnion(IndexSet(integer: Int.max), limit: limit)
        #expect(union == IndexSet([2, 3, limit]))
    }

    /// The limit of a bounded read is exact: the last section served is read like any other, only
    /// indexes at or above the limit count as beyond it, and nothing past the limit is kept.
    @Test func indexSetsAreReadUpToTheLimitExactly() {
        let limit = IndexLimits.sections
        let cases: [(IndexSet, [Range<Int>], beyond: Bool)] = [
            (IndexSet(integersIn: (limit - 2)..<limit), [(limit - 2)..<limit], false),
            (IndexSet([3, limit - 1]), [3..<4, (limit - 1)..<limit], false),
            (IndexSet(integersIn: (limit - 1)..<(limit + 2)), [(limit - 1)..<limit], true),
            (IndexSet(integersIn: limit..<(limit + 2)), [], true),
            (IndexSet([3, limit]), [3..<4], true),
        ]
        for (set, ranges, beyond) in cases {
            let contents = set.boundedContents(limit: limit)
            #expect(contents.ranges == ranges && !contents.hasNegative && contents.hasBeyondLimit == beyond, "\(set)")
        }
    }

    @Test func sortedRangesRankQueries() {
        let set = SortedRanges([5..<8, 0..<2, 8..<9, 12..<13])
        #expect(set.ranges == [0..<2, 5..<9, 12..<13] && set.count == 7)
        #expect((0..<16).map(set.contains) == (0..<16).map { [0, 1, 5, 6, 7, 8, 12].contains($0) })
        #expect(
            (0..<16).map(set.count(below:)) == (0..<16).map { v in [0, 1, 5, 6, 7, 8, 12].filter { $0 < v }.count })
        #expect((0..<6).map(set.nonMember(at:)) == [2, 3, 4, 9, 10, 11])
        #expect(set.nonMember(at: 6) == 13)
        #expect(SortedRanges.overlaps([0..<3, 2..<4]) && !SortedRanges.overlaps([0..<3, 3..<4]))
    }
}

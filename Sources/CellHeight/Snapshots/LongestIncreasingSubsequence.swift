import Foundation

/// Marks one longest strictly increasing subsequence of `values`: the elements that can keep their
/// relative order while the others move. O(n log n) time, O(n) for values already in
/// order; O(n) space (patience sorting).
///
/// ```swift
/// longestIncreasingSubsequence([0, 3, 1, 2])   // [true, false, true, true]
/// ```
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var marks = Array(repeating: false, count: values.count)
    guard !values.isEmpty else { return marks }
    // tails[k]: the position of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: values.count)
    tails.reserveCapacity(values.count)
    for (position, value) in values.enumerated() {
        if let last = tails.last, values[last] < value {  // Extends the longest run: O(1) for sorted input.
            previous[position] = last
            tails.append(position)
            continue
        }
        // The first run whose last value is >= value: extending the run before it keeps it increasing.
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var position = tails[tails.count - 1]
    while position >= 0 {
        marks[position] = true
        position = previous[position]
    }
    return marks
}

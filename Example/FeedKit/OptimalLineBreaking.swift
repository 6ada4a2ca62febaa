/// Total-fit line breaking in the spirit of Knuth and Plass.
///
/// Among all ways to break the paragraph at its break opportunities so that every line fits,
/// choose one that uses the fewest lines and, among those, minimises the sum over all lines
/// except the last of the squared slack (unused columns). Ordering the costs as
/// *(lines, squared slack)* means the result never has more lines than greedy breaking (so a
/// cell never grows from being typeset better, and the line count is monotone in the width),
/// while its raggedness is never worse than greedy's.
///
/// The dynamic programme runs over every break opportunity: for each possible end of a line it
/// scans back over every start that still fits, which costs O(tokens × tokens per line).
extension ParagraphTokens {
    /// The cost of the best layout of the first `j` tokens, compared lexicographically.
    private struct Cost {
        var lines: Int
        var slack: Int

        static let unreachable = Cost(lines: .max, slack: .max)

        func isBetter(than other: Cost) -> Bool {
            lines < other.lines || (lines == other.lines && slack < other.slack)
        }
    }

    /// Returns the index of the first token of each line of an optimal layout; `[0]` for an empty paragraph.
    ///
    /// - Parameter maxColumns: The line width in columns, at least 1.
    func optimalLineStarts(maxColumns: Int) -> [Int] {
        let previous = optimalBreaks(maxColumns: maxColumns)
        var starts: [Int] = []
        var end = count
        while end > 0 {
            end = previous[end]
            starts.append(end)
        }
        return starts.isEmpty ? [0] : starts.reversed()
    }

    /// Returns the number of lines of an optimal layout: at least 1, even for an empty paragraph.
    ///
    /// - Parameter maxColumns: The line width in columns, at least 1.
    func optimalLineCount(maxColumns: Int) -> Int {
        let previous = optimalBreaks(maxColumns: maxColumns)
        var lines = 0
        var end = count
        while end > 0 {
            end = previous[end]
            lines += 1
        }
        return max(lines, 1)
    }

    /// Runs the dynamic programme; `previous[j]` is where the last line of the best layout of tokens `0..<j` starts.
    private func optimalBreaks(maxColumns: Int) -> [Int] {
        let tokenCount = count
        guard tokenCount > 0 else { return [0] }
        var best = [Cost](repeating: .unreachable, count: tokenCount + 1)
        var previous = [Int](repeating: 0, count: tokenCount + 1)
        best[0] = Cost(lines: 0, slack: 0)
        for end in 1...tokenCount {
            // The line holds tokens start..<end; walk start backwards while the line still fits.
            let isLastLine = end == tokenCount
            var width = 0
            var start = end - 1
            while start >= 0 {
                width += widths[start]
                if start < end - 1 {
                    width += gaps[start + 1]
                }
                // A single token wider than the line (a wide character on a 1-column line) may overflow alone.
                if width > maxColumns && start < end - 1 {
                    break
                }
                let reached = best[start]
                if reached.lines != .max {
                    let slack = isLastLine ? 0 : max(0, maxColumns - width)
                    let candidate = Cost(lines: reached.lines + 1, slack: reached.slack + slack * slack)
                    if candidate.isBetter(than: best[end]) {
                        best[end] = candidate
                        previous[end] = start
                    }
                }
                if mustStart[start] {
                    break  // no line may reach back across a token that must start a line
                }
                start -= 1
            }
        }
        return previous
    }
}

/// First-fit line breaking and the measures used to compare layouts.
///
/// Greedy breaking puts as many tokens on each line as fit, then moves on. It is the
/// reference the optimal breaker is measured against: it uses the fewest lines possible,
/// but often leaves a very ragged right edge.
extension ParagraphTokens {
    /// Returns the index of the first token of each line of the first-fit layout; `[0]` for an empty paragraph.
    ///
    /// - Parameter maxColumns: The line width in columns, at least 1.
    func greedyLineStarts(maxColumns: Int) -> [Int] {
        var starts = [0]
        var width = 0
        for token in 0..<count {
            if token == 0 {
                width = widths[0]
                continue
            }
            let extended = width + gaps[token] + widths[token]
            if mustStart[token] || extended > maxColumns {
                starts.append(token)
                width = widths[token]
            } else {
                width = extended
            }
        }
        return starts
    }

    /// The display width of the line made of tokens `start..<end`, spaces between them included.
    ///
    /// - Parameters:
    ///   - start: The first token of the line.
    ///   - end: One past the last token of the line.
    func lineWidth(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        var width = widths[start]
        for token in (start + 1)..<end {
            width += gaps[token] + widths[token]
        }
        return width
    }

    /// The sum of squared unused columns over all lines except the last: the raggedness the optimal breaker minimises.
    ///
    /// - Parameters:
    ///   - lineStarts: The first token of each line, as returned by the breakers.
    ///   - maxColumns: The line width in columns.
    func squaredSlack(lineStarts: [Int], maxColumns: Int) -> Int {
        var total = 0
        for (line, start) in lineStarts.enumerated().dropLast() {
            let slack = max(0, maxColumns - lineWidth(from: start, to: lineStarts[line + 1]))
            total += slack * slack
        }
        return total
    }
}

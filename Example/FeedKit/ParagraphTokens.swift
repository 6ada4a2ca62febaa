/// A paragraph cut into unbreakable pieces ("boxes") separated by break opportunities ("glue"),
/// the input of the line breaking dynamic programme.
///
/// A token is a run of text that cannot be broken: a word of narrow characters, or a single wide
/// character (ideograph, kana, Hangul syllable, emoji), since lines may break between any two of those.
/// Closing punctuation sticks to the token before it and opening punctuation to the token after it,
/// so every boundary between two tokens is a break opportunity.
///
/// A token wider than the line is broken between its grapheme clusters and must start a new line
/// (the CSS `overflow-wrap: break-word` behaviour), which keeps the minimal number of lines
/// monotone in the line width.
///
/// The data is kept as parallel arrays (structure of arrays) for a tight inner loop.
struct ParagraphTokens {
    /// The display width of each token, in columns.
    private(set) var widths: [Int] = []
    /// The columns of breakable space between token `i - 1` and token `i`; `gaps[0]` is always 0.
    private(set) var gaps: [Int] = []
    /// Whether token `i` must start a line (the first piece of an over-long word).
    private(set) var mustStart: [Bool] = []
    /// Where each token starts in the paragraph.
    private(set) var starts: [String.Index] = []
    /// Where each token ends in the paragraph.
    private(set) var ends: [String.Index] = []

    /// The number of tokens; 0 for an empty or all-space paragraph.
    var count: Int { widths.count }

    /// Tokenises one paragraph (text without newlines) for lines of at most `maxColumns` columns.
    ///
    /// Leading and trailing whitespace produce no token, so they never show up in a line.
    ///
    /// - Parameters:
    ///   - paragraph: The text to cut; it should not contain newlines.
    ///   - maxColumns: The line width, used to find tokens that must be broken.
    init(paragraph: Substring, maxColumns: Int) {
        var pendingGap = 0  // space columns since the last token
        var wordOpen = false  // the last token is a narrow word that the next narrow character extends
        var glueNext = false  // the last character was an opening bracket: no break after it
        var afterZeroWidthBreak = false
        var index = paragraph.startIndex
        for character in paragraph {
            let next = paragraph.utf8.index(index, offsetBy: character.utf8.count)
            defer { index = next }
            let kind = LineBreakClass.of(character)
            let width = DisplayWidth.of(character)
            switch kind {
            case .space:
                pendingGap += max(1, width)
                wordOpen = false
                glueNext = false
                continue
            case .zeroWidthBreak:
                wordOpen = false
                glueNext = false
                afterZeroWidthBreak = true
                continue
            case .closing, .opening, .other:
                break
            }
            let adjacent = count > 0 && pendingGap == 0 && !afterZeroWidthBreak
            if adjacent && (glueNext || kind == .closing || (wordOpen && width < 2)) {
                widths[count - 1] += width
                ends[count - 1] = next
            } else {
                splitLastIfTooWide(paragraph: paragraph, maxColumns: maxColumns)
                append(width: width, gap: count > 0 ? pendingGap : 0, from: index, to: next, mustStart: false)
            }
            // A wide character ends its token: the next character may start a new line.
            wordOpen = width < 2
            glueNext = kind == .opening
            pendingGap = 0
            afterZeroWidthBreak = false
        }
        splitLastIfTooWide(paragraph: paragraph, maxColumns: maxColumns)
    }

    /// Appends one token.
    private mutating func append(width: Int, gap: Int, from start: String.Index, to end: String.Index, mustStart: Bool)
    {
        widths.append(width)
        gaps.append(gap)
        self.mustStart.append(mustStart)
        starts.append(start)
        ends.append(end)
    }

    /// Replaces the last token by one token per grapheme cluster if it is wider than a line.
    ///
    /// The first piece must start a line; the others may break anywhere. A single cluster wider
    /// than the line (a wide character on a 1-column line) stays whole and overflows its line.
    private mutating func splitLastIfTooWide(paragraph: Substring, maxColumns: Int) {
        guard let last = widths.indices.last, widths[last] > maxColumns else { return }
        let gap = gaps[last]
        let piece = paragraph[starts[last]..<ends[last]]
        widths.removeLast()
        gaps.removeLast()
        mustStart.removeLast()
        starts.removeLast()
        ends.removeLast()
        var index = piece.startIndex
        var first = true
        for character in piece {
            let next = piece.utf8.index(index, offsetBy: character.utf8.count)
            append(width: DisplayWidth.of(character), gap: first ? gap : 0, from: index, to: next, mustStart: first)
            first = false
            index = next
        }
    }
}

/// Wraps text into lines of at most a given number of terminal columns, typesetting it the way
/// a text engine would: optimal (total-fit) line breaking over real grapheme widths.
///
/// - Text is split at every newline into paragraphs, each laid out separately. Every paragraph takes
///   at least one line, so `"a\n\nb"` has a blank middle line and a trailing newline adds a blank
///   line; the empty string has no lines at all.
/// - Lines break at spaces (which vanish at the break; runs of spaces inside a line are kept),
///   after a zero-width space, and between any two wide characters (CJK has no spaces; emoji
///   behave like ideographs). Closing punctuation never starts a line and opening punctuation
///   never ends one.
/// - A word wider than the line starts a new line and is broken between grapheme clusters.
/// - Among the layouts with the fewest lines, the one with the least sum of squared slack over
///   all lines but the last is chosen (see `ParagraphTokens.optimalLineStarts(maxColumns:)`).
/// - No line is wider than ``maxColumns``, with one unavoidable exception: a grapheme cluster wider
///   than the line (a wide character on a 1-column line, a 4-column skin-tone emoji on a 3-column
///   one; see ``DisplayWidth``) sits alone on its line and overflows it.
///
/// Widths come from ``DisplayWidth``.
public struct LineBreaker: Sendable, Hashable {
    /// The maximum display width of a line, in columns; at least 1.
    public let maxColumns: Int

    /// Creates a line breaker.
    ///
    /// - Parameter maxColumns: The line width in columns; values below 1 are treated as 1.
    public init(maxColumns: Int) {
        self.maxColumns = max(1, maxColumns)
    }

    /// Returns how many lines `text` takes; 0 for the empty string.
    ///
    /// This is what a height measurement needs, and does the same typesetting work as ``lines(of:)``
    /// without building the line strings.
    ///
    /// - Parameter text: The text to lay out; paragraphs are separated by newlines.
    public func lineCount(of text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        var total = 0
        for paragraph in Self.paragraphs(of: text) {
            total += ParagraphTokens(paragraph: paragraph, maxColumns: maxColumns)
                .optimalLineCount(maxColumns: maxColumns)
        }
        return total
    }

    /// Returns the lines of `text`, without the spaces at which they were broken; `[]` for the empty string.
    ///
    /// - Parameter text: The text to lay out; paragraphs are separated by newlines.
    public func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result: [String] = []
        for paragraph in Self.paragraphs(of: text) {
            let tokens = ParagraphTokens(paragraph: paragraph, maxColumns: maxColumns)
            result += Self.lines(
                of: paragraph, tokens: tokens, starts: tokens.optimalLineStarts(maxColumns: maxColumns))
        }
        return result
    }

    /// Splits text into paragraphs at every newline, exactly where `Character.isNewline` would:
    /// LF, CR, CR LF (one break), VT, FF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
    ///
    /// Scans UTF-8 code units rather than grapheme clusters; newlines are control characters, so
    /// grapheme clusters always break around them and the result is the same, only cheaper.
    static func paragraphs(of text: String) -> [Substring] {
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            var separatorEnd: String.Index?
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                separatorEnd = utf8.index(after: index)
            case 0x0D:
                let next = utf8.index(after: index)
                separatorEnd = next < utf8.endIndex && utf8[next] == 0x0A ? utf8.index(after: next) : next
            case 0xC2:  // U+0085 NEXT LINE is C2 85
                let next = utf8.index(after: index)
                if next < utf8.endIndex && utf8[next] == 0x85 { separatorEnd = utf8.index(after: next) }
            case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
                let second = utf8.index(after: index)
                if second < utf8.endIndex && utf8[second] == 0x80 {
                    let third = utf8.index(after: second)
                    if third < utf8.endIndex && (utf8[third] == 0xA8 || utf8[third] == 0xA9) {
                        separatorEnd = utf8.index(after: third)
                    }
                }
            default:
                break
            }
            if let end = separatorEnd {
                result.append(text[start..<index])
                start = end
                index = end
            } else {
                index = utf8.index(after: index)
            }
        }
        result.append(text[start..<utf8.endIndex])
        return result
    }

    /// Cuts the text of each line out of its paragraph.
    ///
    /// - Parameters:
    ///   - paragraph: The paragraph the tokens were made from.
    ///   - tokens: The paragraph's tokens.
    ///   - starts: The first token of each line.
    static func lines(of paragraph: Substring, tokens: ParagraphTokens, starts: [Int]) -> [String] {
        guard tokens.count > 0 else { return [""] }
        return starts.indices.map { line in
            let end = line + 1 < starts.count ? starts[line + 1] : tokens.count
            return String(paragraph[tokens.starts[starts[line]]..<tokens.ends[end - 1]])
        }
    }
}

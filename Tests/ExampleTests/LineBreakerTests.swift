import Testing

@testable import FeedKit

@Suite("LineBreaker edge cases")
struct LineBreakerTests {
    private func lines(_ text: String, _ columns: Int) -> [String] {
        LineBreaker(maxColumns: columns).lines(of: text)
    }

    @Test func emptyTextHasNoLines() {
        #expect(lines("", 10) == [])
        #expect(LineBreaker(maxColumns: 10).lineCount(of: "") == 0)
    }

    @Test func blankParagraphsTakeOneLineEach() {
        #expect(lines("   ", 10) == [""])
        #expect(lines("\n", 10) == ["", ""])
        #expect(lines("a\n", 10) == ["a", ""])
        #expect(lines("a\n\nb", 10) == ["a", "", "b"])
        #expect(lines("a\r\nb", 10) == ["a", "b"])
    }

    @Test func paragraphsSplitLikeCharacterIsNewline() {
        let samples = [
            "", "a", "\n", "a\r\nb", "a\r\rb", "a\n\rb", "x\u{85}y\u{2028}z\u{2029}w", "v\u{0B}f\u{0C}",
            "e\u{301}\n\u{301}", "\u{E2}\u{80}\u{A9}", "\u{2027}\u{202A}\u{C2}",
        ]
        for text in samples {
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            #expect(LineBreaker.paragraphs(of: text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func shortTextFitsOnOneLine() {
        #expect(lines("hello world", 40) == ["hello world"])
        #expect(lines("  padded  ", 40) == ["padded"])
    }

    @Test func exactFit() {
        #expect(lines("abc def", 7) == ["abc def"])
        #expect(lines("abc def", 6) == ["abc", "def"])
        #expect(lines("abcdef", 6) == ["abcdef"])
    }

    @Test func runsOfSpacesAreKeptInsideALineAndDroppedAtBreaks() {
        #expect(lines("a   b", 5) == ["a   b"])
        #expect(lines("a   b", 4) == ["a", "b"])
        #expect(lines("one  two  three", 8) == ["one  two", "three"])
    }

    @Test func paragraphsAreLaidOutSeparately() {
        #expect(lines("aa bb\ncc dd", 20) == ["aa bb", "cc dd"])
        #expect(lines("aa bb cc\ndd", 5) == ["aa bb", "cc", "dd"])
    }

    @Test func overLongWordIsSplitByGraphemeClusters() {
        #expect(lines("abcdefghij", 4) == ["abcd", "efgh", "ij"])
        #expect(lines("xy abcdefghij z", 4) == ["xy", "abcd", "efgh", "ij z"])
        // Decomposed accents stay with their base letter.
        #expect(lines("cafe\u{301}cafe\u{301}", 3) == ["caf", "e\u{301}ca", "fe\u{301}"])
    }

    @Test func cjkBreaksBetweenCharacters() {
        #expect(lines("你好世界你好", 4) == ["你好", "世界", "你好"])
        #expect(lines("日本語", 6) == ["日本語"])
        #expect(lines("日本語", 5) == ["日本", "語"])
        // Latin next to CJK may break without a space.
        #expect(lines("Hello世界", 6) == ["Hello", "世界"])
    }

    @Test func closingPunctuationNeverStartsALine() {
        #expect(lines("你好。世界", 4) == ["你", "好。", "世界"])
        #expect(lines("「世界」", 4) == ["「世", "界」"])
        #expect(lines("words 世界!", 6) == ["words", "世界!"])
    }

    @Test func emojiBehaveLikeIdeographs() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        #expect(lines(family + family + family, 4) == [family + family, family])
        #expect(lines("great\u{1F44D}\u{1F3FD}", 5) == ["great", "\u{1F44D}\u{1F3FD}"])
    }

    @Test func widthOne() {
        #expect(lines("ab c", 1) == ["a", "b", "c"])
        // A two-column character cannot fit: it sits alone on its line (the documented exception).
        #expect(lines("字字", 1) == ["字", "字"])
        #expect(LineBreaker(maxColumns: 0).maxColumns == 1)
    }

    @Test func zeroWidthSpaceIsABreakOpportunity() {
        #expect(lines("aaa\u{200B}bbb", 4) == ["aaa", "bbb"])
        #expect(lines("aaa\u{200B}bbb", 6) == ["aaa\u{200B}bbb"])
    }

    @Test func lineCountMatchesLines() {
        let breaker = LineBreaker(maxColumns: 13)
        for entry in FeedGenerator.makeFeed(count: 200, seed: 7) {
            #expect(breaker.lineCount(of: entry.body) == breaker.lines(of: entry.body).count)
        }
    }

    @Test func noLineIsWiderThanTheLimit() {
        let feed = FeedGenerator.makeFeed(count: 150, seed: 11)
        for columns in [2, 3, 5, 8, 13, 21, 34, 43, 80] {
            let breaker = LineBreaker(maxColumns: columns)
            for entry in feed {
                for line in breaker.lines(of: entry.body) {
                    // A cluster wider than the line (an emoji sequence of 4 or 6 columns) sits alone on it.
                    #expect(
                        DisplayWidth.of(line) <= columns || line.count == 1,
                        "\(line.debugDescription) at \(columns) columns")
                }
            }
        }
    }

    @Test func wrappingLosesNoContent() {
        // Joining the lines gives back the text up to the whitespace at breaks.
        let breaker = LineBreaker(maxColumns: 17)
        for entry in FeedGenerator.makeFeed(count: 200, seed: 3) {
            let original = entry.body.filter { !$0.isWhitespace }
            let wrapped = breaker.lines(of: entry.body).joined().filter { !$0.isWhitespace }
            #expect(wrapped == original)
        }
    }
}

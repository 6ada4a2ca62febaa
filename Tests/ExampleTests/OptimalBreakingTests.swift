import Testing

@testable import FeedKit

@Suite("Optimal versus greedy line breaking")
struct OptimalBreakingTests {
    private func slack(_ text: String, _ columns: Int, optimal: Bool) -> (lines: Int, slack: Int) {
        let tokens = ParagraphTokens(paragraph: Substring(text), maxColumns: columns)
        let starts =
            optimal ? tokens.optimalLineStarts(maxColumns: columns) : tokens.greedyLineStarts(maxColumns: columns)
        return (starts.count, tokens.squaredSlack(lineStarts: starts, maxColumns: columns))
    }

    @Test func optimalIsStrictlyBetterOnACraftedParagraph() {
        // Greedy: "aaa bb" | "cc" | "ddddd" leaves 0² + 4² = 16.
        // Optimal: "aaa" | "bb cc" | "ddddd" leaves 3² + 1² = 10, with the same number of lines.
        let greedy = slack("aaa bb cc ddddd", 6, optimal: false)
        let optimal = slack("aaa bb cc ddddd", 6, optimal: true)
        #expect(greedy.lines == 3 && greedy.slack == 16)
        #expect(optimal.lines == 3 && optimal.slack == 10)
        #expect(LineBreaker(maxColumns: 6).lines(of: "aaa bb cc ddddd") == ["aaa", "bb cc", "ddddd"])
    }

    @Test func optimalIsNeverWorseThanGreedy() {
        let feed = FeedGenerator.makeFeed(count: 150, seed: 5)
        var strictlyBetter = 0
        for columns in [4, 9, 20, 43, 60] {
            for entry in feed {
                for paragraph in LineBreaker.paragraphs(of: entry.body) {
                    let text = String(paragraph)
                    let greedy = slack(text, columns, optimal: false)
                    let optimal = slack(text, columns, optimal: true)
                    #expect(optimal.lines == greedy.lines)
                    #expect(optimal.slack <= greedy.slack)
                    if optimal.slack < greedy.slack { strictlyBetter += 1 }
                }
            }
        }
        #expect(strictlyBetter > 0)
    }

    @Test func emptyParagraphHasOneLine() {
        let tokens = ParagraphTokens(paragraph: "", maxColumns: 10)
        #expect(tokens.count == 0)
        #expect(tokens.optimalLineStarts(maxColumns: 10) == [0])
        #expect(tokens.optimalLineCount(maxColumns: 10) == 1)
        #expect(tokens.greedyLineStarts(maxColumns: 10) == [0])
    }

    @Test func lineCountNeverGrowsWithWidth() {
        let feed = FeedGenerator.makeFeed(count: 60, seed: 9)
        for entry in feed {
            var previous = Int.max
            for columns in 1...60 {
                let count = LineBreaker(maxColumns: columns).lineCount(of: entry.body)
                #expect(count <= previous, "entry \(entry.id) at \(columns) columns")
                previous = count
            }
        }
    }
}

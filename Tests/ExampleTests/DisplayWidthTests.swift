import Testing

@testable import FeedKit

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("Z", 1), ("~", 1), (" ", 1), ("ß", 1), ("ж", 1),
            ("字", 2), ("あ", 2), ("カ", 2), ("한", 2), ("。", 2), ("\u{3000}", 2),
            ("Ａ", 2), ("ｚ", 2), ("！", 2),
            ("\u{1F600}", 2), ("\u{1F44D}\u{1F3FD}", 4), ("\u{2764}\u{FE0F}", 2), ("\u{1F1EF}\u{1F1F5}", 2),
            ("1\u{FE0F}\u{20E3}", 2), ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2),
            ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 2),
            ("e\u{301}", 1), ("\u{E9}", 1), ("n\u{303}", 1),
            ("\u{263A}", 1), ("\u{263A}\u{FE0F}", 2),
            ("\u{301}", 0), ("\u{200D}", 0), ("\u{200B}", 0), ("\u{FE0F}", 0),
            ("\u{7}", 0), ("\t", 0), ("\n", 0), ("\r\n", 0), ("\u{85}", 0),
        ] as [(String, Int)])
    func widthOfOneCluster(text: String, expected: Int) {
        #expect(text.count == 1, "test input must be a single grapheme cluster")
        #expect(DisplayWidth.of(Character(text)) == expected)
    }

    /// Emoji sequences as two kinds of terminal draw them: `tmux` is the cursor advance measured in
    /// tmux 3.3a (`printf` the cluster in a pane, then `tmux display -p '#{cursor_x}'`), `cluster`
    /// what terminals that lay out grapheme clusters draw. The width must be at least both, so a
    /// line never overflows in either; it is exactly the wider one.
    @Test(
        arguments: [
            // (cluster, tmux 3.3a, cluster-laying-out terminals)
            ("\u{1F600}", 2, 2),  // grinning face
            ("\u{2764}", 1, 1),  // heart, text presentation by default
            ("\u{2764}\u{FE0F}", 1, 2),  // heart + VS16: tmux 3.3 does not widen
            ("\u{263A}\u{FE0F}", 1, 2),  // smiling face + VS16
            ("\u{1F600}\u{FE0E}", 2, 1),  // grinning face + VS15
            ("\u{1F44D}\u{1F3FD}", 4, 2),  // thumbs up, medium skin tone: the modifier is a second wide cell
            ("\u{1F44B}\u{1F3FB}", 4, 2),  // waving hand, light skin tone
            ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 2, 2),  // family: ZWJ joins
            ("\u{1F469}\u{200D}\u{1F4BB}", 2, 2),  // woman technologist
            ("\u{1F9D1}\u{1F3FE}\u{200D}\u{1F680}", 4, 2),  // astronaut, medium-dark skin tone
            ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 1, 2),  // rainbow flag
            ("\u{2764}\u{FE0F}\u{200D}\u{1F525}", 1, 2),  // heart on fire
            ("\u{1F469}\u{1F3FC}\u{200D}\u{1F91D}\u{200D}\u{1F469}\u{1F3FE}", 6, 2),  // women holding hands
            ("\u{1F1EF}\u{1F1F5}", 2, 2),  // flag: two regional indicators of 1
            ("1\u{FE0F}\u{20E3}", 1, 2),  // keycap one
            ("\u{1100}\u{1161}\u{11A8}", 2, 2),  // Hangul syllable from conjoining jamo
        ] as [(String, Int, Int)])
    func emojiSequencesNeverNarrowerThanATerminalDrawsThem(text: String, tmux: Int, cluster: Int) {
        #expect(text.count == 1, "test input must be a single grapheme cluster")
        #expect(DisplayWidth.of(Character(text)) == max(tmux, cluster))
    }

    @Test func everyEmojiOfTheFeedIsCountedAtLeastAsWideAsTmuxDrawsIt() {
        // The vocabulary's emoji, each measured in tmux 3.3a as above, in the vocabulary's order.
        let tmux = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 4, 4, 4, 2, 2, 4, 1, 1, 6, 2, 2, 2, 1]
        #expect(FeedVocabulary.emoji.count == tmux.count)
        for (emoji, drawn) in zip(FeedVocabulary.emoji, tmux) {
            #expect(DisplayWidth.of(emoji) >= drawn, "\(emoji.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(DisplayWidth.of(emoji) >= 2, "an emoji sequence is at least one wide glyph")
        }
    }

    @Test func zwjFamilyIsOneClusterOfTwoColumns() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        #expect(family.unicodeScalars.count == 7)
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
    }

    @Test func mixedScriptStringsAddUp() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("Hi 世界!") == 8)
        #expect(DisplayWidth.of("ok \u{1F44B}\u{1F3FB}\u{1F469}\u{200D}\u{1F4BB}") == 9)
        #expect(DisplayWidth.of("ＦＵＬＬ width") == 14)
        #expect(DisplayWidth.of(Substring("a\u{200B}b")) == 2)
    }

    @Test func wideTableIsSortedAndDisjoint() {
        let ranges = DisplayWidth.wideRanges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound)
        }
        #expect(DisplayWidth.isWide(0x4E00))
        #expect(DisplayWidth.isWide(0x9FFF))
        #expect(!DisplayWidth.isWide(0x4DC0))  // Yijing hexagram symbols are narrow
        #expect(!DisplayWidth.isWide(0x41))
        #expect(DisplayWidth.isWide(0x2A6D6))  // CJK Extension B
    }
}

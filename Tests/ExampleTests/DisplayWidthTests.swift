import Testing

@testable import FeedKit

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("Z", 1), ("~", 1), (" ", 1), ("ß", 1), ("ж", 1),
            ("字", 2), ("あ", 2), ("カ", 2), ("한", 2), ("。", 2), ("\u{3000}", 2),
            ("Ａ", 2), ("ｚ", 2), ("！", 2),
            ("\u{1F600}", 2), ("\u{1F44D}\u{1F3FD}", 2), ("\u{2764}\u{FE0F}", 2), ("\u{1F1EF}\u{1F1F5}", 2),
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
        #expect(DisplayWidth.of("ok \u{1F44B}\u{1F3FB}\u{1F469}\u{200D}\u{1F4BB}") == 7)
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

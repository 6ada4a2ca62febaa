import CellHeight
import Foundation
import Testing

/// The digest that names a rule correction: the same words give the same digest in every launch
/// and every version (height files store it), and its description names it.
@Suite struct RuleCorrectionTests {
    /// No correction is described as "none", any other by its digest in hexadecimal.
    @Test func theDescriptionNamesTheDigest() {
        #expect(RuleCorrection.none.description == "none")
        #expect(RuleCorrection(rawValue: 0x1f2e).description == "0x1f2e")
    }

    /// A NaN or infinite length adds one fixed word (all bits set) and never traps.
    @Test func aLengthThatIsNotFiniteAddsAFixedWord() {
        var fixed = StableHasher()
        fixed.combine(UInt64.max)
        for points in [CGFloat.nan, .infinity, -.infinity] {
            var hasher = StableHasher()
            hasher.combine(points)
            #expect(hasher.value == fixed.value, "\(points)")
        }
    }

    /// A string adds its UTF-8 length, then its bytes eight to a little-endian word, each word on
    /// its own; the digest of one string is fixed for ever (FNV-1a over those words).
    @Test func aStringAddsItsLengthThenItsBytesEightToAWord() {
        let string = "reuse identifier 7"  // 18 bytes: two full words and one of two bytes
        let bytes = Array(string.utf8)
        var expected = StableHasher()
        expected.combine(bytes.count)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            let word = bytes[start..<min(start + 8, bytes.count)].enumerated().reduce(UInt64(0)) {
                $0 | UInt64($1.element) << (8 * UInt64($1.offset))
            }
            expected.combine(word)
        }
        var hasher = StableHasher()
        hasher.combine(string)
        #expect(hasher.value == expected.value)
        #expect(hasher.value == 0x4f6b_1d64_928b_dfe0)
    }
}

/// How a grapheme cluster behaves at a potential line break: a much reduced form of the
/// Unicode line breaking classes (UAX #14) plus the most common Japanese *kinsoku* rules.
enum LineBreakClass: Equatable {
    /// Breakable whitespace: a line may end here, and the space disappears at the break.
    case space
    /// A zero-width break opportunity (U+200B ZERO WIDTH SPACE).
    case zeroWidthBreak
    /// Must not start a line: closing brackets, commas, full stops, small kana, the prolonged sound mark, ….
    case closing
    /// Must not end a line: opening brackets and quotes.
    case opening
    /// Anything else: letters, digits, ideographs, emoji, non-breaking spaces.
    case other

    /// Classifies a grapheme cluster by its first scalar.
    ///
    /// - Parameter character: The cluster to classify.
    static func of(_ character: Character) -> LineBreakClass {
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0x20, 0x09:
            return .space
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D:
            return .closing
        case 0x28, 0x5B, 0x7B:
            return .opening
        case 0x00...0x7F:
            return .other
        case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            // Unicode space separators, except the non-breaking ones (U+00A0, U+2007, U+202F).
            return .space
        case 0x200B:
            return .zeroWidthBreak
        default:
            return closingScalars.contains(scalar.value)
                ? .closing : openingScalars.contains(scalar.value) ? .opening : .other
        }
    }

    /// Non-ASCII characters that must not start a line.
    private static let closingScalars: Set<UInt32> = [
        0x2019, 0x201D, 0x2025, 0x2026,  // ’ ” ‥ …
        0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301F,
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,  // small hiragana
        0x309D, 0x309E,  // hiragana iteration marks
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3,  // small katakana
        0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,  // small katakana
        0x30FB, 0x30FC, 0x30FD, 0x30FE,  // middle dot, prolonged sound mark, katakana iteration marks
        0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF63,  // fullwidth punctuation
    ]

    /// Non-ASCII characters that must not end a line.
    private static let openingScalars: Set<UInt32> = [
        0x2018, 0x201C,  // ‘ “
        0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301D,
        0xFF08, 0xFF3B, 0xFF5B, 0xFF62,  // fullwidth brackets
    ]
}

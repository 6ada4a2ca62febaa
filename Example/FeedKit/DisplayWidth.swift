/// The number of terminal columns a grapheme cluster (a Swift `Character`) or a string occupies.
///
/// Terminals disagree about emoji sequences, so each cluster gets the wider of two widths, and a
/// line measured here never runs past the edge in either kind of terminal (where a terminal draws a
/// cluster narrower, the line just ends a column or two early):
/// - **Cluster width**, what terminals that lay out grapheme clusters draw (kitty, WezTerm,
///   Ghostty, iTerm2; later tmux versions join skin-tone modifiers and regional indicators and can
///   widen after U+FE0F, option `variation-selector-always-wide`): the first scalar's width,
///   and 2 for a whole emoji sequence: an emoji followed by U+FE0F (presentation selector), U+20E3
///   (keycap), a skin-tone modifier or a zero-width joiner; a pair of regional indicators (a flag).
///   U+FE0E (text presentation) makes a narrow emoji 1.
/// - **Code-point width**, what `wcwidth`-based terminals draw, tmux 3.3 included (measured in tmux
///   3.3a with `#{cursor_x}`): the sum of each scalar's width, except that a scalar right after a
///   zero-width joiner adds nothing (tmux joins it to the previous cell). So a skin-tone modifier is
///   a second wide character (`"👍🏽"` is 4 columns), `"👩🏼‍🤝‍👩🏾"` is 6, a family joined by ZWJs is 2,
///   each regional indicator is 1, and U+FE0F widens nothing (`"❤️"` is 1 there, 2 above).
///
/// Each scalar's width:
/// - Printable ASCII is 1 column; C0/C1 control characters (including `"\n"`, `"\t"`) are 0.
/// - Nonspacing and enclosing marks and format characters (combining accents, zero-width joiner,
///   zero-width space, variation selectors, soft hyphen) and Hangul medial vowels and final
///   consonants are 0, so `"e\u{301}"` is 1 column.
/// - East Asian Wide and Fullwidth characters (CJK ideographs, Hiragana, Katakana, Hangul syllables,
///   fullwidth forms, …; see the table below) and emoji with emoji presentation by default
///   (`Emoji_Presentation`, skin-tone modifiers included; regional indicators excepted) are 2.
/// - Everything else is 1.
///
/// Approximations: East Asian *Ambiguous* characters (Greek, Cyrillic, box drawing, block elements,
/// …) count as 1, as in non-CJK locales; the wide table covers whole blocks, so unassigned code
/// points inside them count as 2; terminals that neither lay out clusters nor join after a ZWJ
/// (each scalar drawn apart) draw ZWJ sequences wider than counted here. Emoji and general-category
/// data come from the standard library's Unicode tables.
public enum DisplayWidth {
    /// Returns the display width of one grapheme cluster: 0 to a few columns (see the type's rules).
    ///
    /// - Parameter character: The grapheme cluster to measure.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // Also covers "\r\n", whose asciiValue is 0x0A.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var scalars = character.unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return 0 }
        var cluster = scalarWidth(base)
        var codePoints = codePointWidth(base)
        var afterJoiner = false
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0xFE0F, 0x20E3, 0x200D, 0x1F3FB...0x1F3FF:
                // Emoji presentation selector, combining keycap, ZWJ, skin-tone modifiers.
                if base.properties.isEmoji { cluster = 2 }
            case 0xFE0E:
                // Text presentation selector.
                if base.properties.isEmoji && !isWide(base.value) { cluster = 1 }
            default:
                break
            }
            if !afterJoiner { codePoints += codePointWidth(scalar) }
            afterJoiner = scalar.value == 0x200D
        }
        return max(cluster, codePoints)
    }

    /// Returns the display width of a string: the sum of the widths of its grapheme clusters.
    ///
    /// - Parameter text: The text to measure; newlines count as 0 columns.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The width of a scalar that starts a cluster.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            // Latin-1 and Latin Extended: only C1 controls and the soft hyphen are zero-width.
            return value < 0xA0 ? (value >= 0x20 && value < 0x7F ? 1 : 0) : (value == 0xAD ? 0 : 1)
        }
        if isWide(value) {
            return 2
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if value >= 0x231A && properties.isEmojiPresentation {
            return 2
        }
        return 1
    }

    /// The width `wcwidth` gives a scalar: ``scalarWidth(_:)``, except that a regional indicator is
    /// 1 (East Asian Width N) and Hangul medial vowels and final consonants are 0 (they join the
    /// leading consonant before them).
    static func codePointWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1F1E6...0x1F1FF: return 1
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0
        default: return scalarWidth(scalar)
        }
    }

    /// Whether a code point is East Asian Wide or Fullwidth according to ``wideRanges``.
    static func isWide(_ value: UInt32) -> Bool {
        if value < wideRanges[0].lowerBound {
            return false
        }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, sorted and non-overlapping.
    ///
    /// Whole blocks are listed rather than every assigned code point, which keeps the table short.
    /// Emoji are not listed here: they are recognised through `Emoji_Presentation` instead.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants (trailing jamo combine and add nothing)
        0x2E80...0x3029,  // CJK Radicals, Kangxi Radicals, Ideographic Description, CJK Symbols and Punctuation
        0x302E...0x303E,  // (U+302A–U+302D are combining tone marks, left out)
        0x3041...0x3096,  // Hiragana
        0x309B...0x30FF,  // Kana voicing marks (spacing forms), Katakana
        0x3105...0x312F,  // Bopomofo
        0x3131...0x318E,  // Hangul Compatibility Jamo
        0x3190...0x31E3,  // Kanbun, Bopomofo Extended, CJK Strokes
        0x31F0...0x321E,  // Katakana Phonetic Extensions, Enclosed CJK (parenthesised Hangul)
        0x3220...0x3247,  // Enclosed CJK: parenthesised ideographs, circled numbers on black
        0x3250...0x4DBF,  // Enclosed CJK, CJK Compatibility, CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4C6,  // Yi Syllables and Radicals
        0xA960...0xA97C,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul Syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // Vertical Forms
        0xFE30...0xFE6B,  // CJK Compatibility Forms, Small Form Variants
        0xFF01...0xFF60,  // Fullwidth ASCII variants and brackets
        0xFFE0...0xFFE6,  // Fullwidth signs (cent, pound, yen, …)
        0x16FE0...0x16FE4,  // Ideographic symbols and punctuation
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana Supplement and Extended, Nushu
        0x1F200...0x1F2FF,  // Enclosed Ideographic Supplement
        0x20000...0x3FFFD,  // CJK Extensions B and later (Supplementary and Tertiary Ideographic Planes)
    ]
}

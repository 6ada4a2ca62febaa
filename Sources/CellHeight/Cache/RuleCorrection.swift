import Foundation

/// Which corrections of the template-geometry rules a ``LayoutContext``'s heights were measured
/// under: part of the context's identity, so that heights measured before a displayed cell
/// corrected a rule and heights measured after never share a bucket.
///
/// The UIKit integration measures a table's templates by rules (``TableCellGeometry``); when a
/// displayed cell shows that a rule was off, the difference is learned for that cell's kind (its
/// reuse identifier and template signature, ``TemplateCellKind``; ``TemplateCorrections``) and the
/// table's caches move to a context whose correction names the learned differences. The value is a
/// 64-bit digest of those kinds and differences, the same in every launch for the same ones (it
/// hashes their values, never a process-seeded hash), so heights saved under a corrected context are
/// found again once the same differences are learned or restored again, and never before.
///
/// A height file stores it with each context (one byte when there is none, nine when there is), so
/// that this holds across launches too. Format version 3 made the digest per cell kind; a version 2
/// file's digests were of the geometry alone and can never recur, so its corrected contexts are
/// dropped when it is read (its other heights load).
package struct RuleCorrection: Hashable, Sendable, CustomStringConvertible {
    /// The digest; 0 is ``none``.
    package let rawValue: UInt64

    /// A correction from its stored digest (as read back from a file).
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No rule was corrected: the heights were measured by the rules alone.
    package static let none = RuleCorrection(rawValue: 0)

    /// The correction made of `offsets`, each the content-width difference learned for one kind of
    /// cell (itself hashed by `digest`, ``TemplateCellKind/stableDigest``): ``none`` without offsets,
    /// otherwise a digest that does not depend on their order and is never 0. O(offsets).
    package static func of<Kind>(_ offsets: [Kind: CGFloat], digest: (Kind) -> UInt64) -> RuleCorrection {
        guard !offsets.isEmpty else { return .none }
        var sum: UInt64 = 0
        for (kind, offset) in offsets {
            var hasher = StableHasher()
            hasher.combine(digest(kind))
            hasher.combine(offset)
            sum &+= hasher.value
        }
        let mixed = StableHasher.mix(sum)
        return RuleCorrection(rawValue: mixed == 0 ? 1 : mixed)
    }

    /// `"0x1f2e…"`, or `"none"`.
    package var description: String { self == .none ? "none" : "0x" + String(rawValue, radix: 16) }
}

/// FNV-1a over 64-bit words: the same value for the same inputs in every process (unlike
/// `Hasher`, which is seeded per launch), for identities that are saved to files.
package struct StableHasher {
    /// The digest so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty digest.
    package init() {}

    /// Adds one word.
    package mutating func combine(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01b3 }

    /// Adds a length in points, rounded to 1/1024 point so that the same layout read twice gives the
    /// same word (a NaN or infinite value adds a fixed word).
    package mutating func combine(_ points: CGFloat) {
        guard points.isFinite else { return combine(UInt64.max) }
        combine(UInt64(bitPattern: Int64((Double(points) * 1024).rounded())))
    }

    /// Adds an integer.
    package mutating func combine(_ integer: Int) { combine(UInt64(bitPattern: Int64(integer))) }

    /// Adds a flag.
    package mutating func combine(_ flag: Bool) { combine(flag ? UInt64(1) : 2) }

    /// Adds a string: its UTF-8 length, then its bytes eight to a word.
    package mutating func combine(_ string: String) {
        let bytes = Array(string.utf8)
        combine(bytes.count)
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            word |= UInt64(byte) << (UInt64(index % 8) * 8)
            if index % 8 == 7 || index == bytes.count - 1 {
                combine(word)
                word = 0
            }
        }
    }

    /// Spreads the bits of `word` (the finalizer of SplitMix64), so that sums of digests stay
    /// well mixed.
    package static func mix(_ word: UInt64) -> UInt64 {
        var z = word &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

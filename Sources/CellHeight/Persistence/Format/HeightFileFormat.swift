import Foundation

/// The layout of a height file, all numbers little-endian:
///
/// ```
/// header (24 bytes)  "CHHF" | format version u16 | key kind u8 | 0 u8 | payload length u64 | checksum u64
/// payload            identity: app version, system version, language (varint length + UTF-8 each),
///                    display scale f64
///                    key type: its fully qualified name (varint length + UTF-8)
///                    origin: the saving cache's identifier u64, its generation u64
///                    context count (varint), then per context:
///                      width f64, content-size category (string), margins left f64, right f64,
///                      size classes u8 u8, bold text u8, display scale f64, editing u8,
///                      rule correction: 0 u8, or 1 u8 and its digest u64 (``RuleCorrection``),
///                      entry count (varint), entries most recently used first: key, height f64
///                    section count (varint), then per section: tag (varint), length (varint), bytes
/// ```
///
/// Keys: a `String` is a varint length and its UTF-8, an `Int` 8 bytes, a `UUID` 16 bytes, any other
/// `Codable` key a varint length and its JSON. The checksum (``HeightFileChecksum``) covers the
/// payload. Strings of the identity and the contexts have no limit of their own: the file's size
/// limit bounds them (``HeightFileLimits/maximumFileSize``).
///
/// Sections are where later additions go without a new format version (such as per-layout
/// corrections learned from displayed cells): a reader skips a tag it does not know. This version
/// writes none.
enum HeightFileFormat {
    static let magic: [UInt8] = Array("CHHF".utf8)
    /// The version of this layout. Version 2 added the key type, the origin and each context's
    /// correction of the template rules (version 1 files are discarded, as a changed identity is);
    /// version 3 made that correction a digest per cell kind (``TemplateCellKind``), with the same
    /// layout.
    static let version: UInt16 = 3
    /// The versions a reader reads. A version 2 file is migrated: its contexts without a correction
    /// load, its corrected ones are dropped (their digest was of the geometry alone, which no
    /// correction learned since can match). A file of any other version is discarded whole.
    static let readableVersions: ClosedRange<UInt16> = 2...3
    /// The version whose corrected contexts are dropped when read.
    static let geometryOnlyCorrections: UInt16 = 2
    static let headerSize = 24
    static let payloadLengthOffset = 8
    static let checksumOffset = 16
    /// The longest key the writer writes and the reader accepts, in bytes.
    static let maximumKeyLength = 4096
}

/// FNV-1a over 64-bit little-endian words (then the last bytes one at a time): each step is a xor
/// and a multiplication by an odd prime, a bijection, so a change within any one word always changes
/// the result. Eight times fewer steps than the byte-wise FNV-1a-64.
enum HeightFileChecksum {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = offsetBasis
        let words = bytes.count / 8
        var offset = 0
        for _ in 0..<words {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* prime
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* prime
            offset += 1
        }
        return hash
    }
}

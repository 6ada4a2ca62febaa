import Foundation

/// The layout of a height file, all numbers little-endian:
///
/// ```
/// header (24 bytes)  "CHHF" | format version u16 | key kind u8 | 0 u8 | payload length u64 | checksum u64
/// payload            identity: app version, system version, language (varint length + UTF-8 each),
///                    display scale f64
///                    context count (varint), then per context:
///                      width f64, content-size category (string), margins left f64, right f64,
///                      size classes u8 u8, bold text u8, display scale f64, editing u8,
///                      entry count (varint), entries most recently used first: key, height f64
/// ```
///
/// Keys: a `String` is a varint length and its UTF-8, an `Int` 8 bytes, a `UUID` 16 bytes, any other
/// `Codable` key a varint length and its JSON. The checksum (``HeightFileChecksum``) covers the
/// payload.
enum HeightFileFormat {
    static let magic: [UInt8] = Array("CHHF".utf8)
    /// The version of this layout; a file of another version is discarded whole.
    static let version: UInt16 = 1
    static let headerSize = 24
    static let checksumOffset = 16
    /// The smallest encoded context without its entries.
    static let minimumContextSize = 8 + 1 + 16 + 4 + 8 + 1
    /// The longest string or key the reader accepts.
    static let maximumFieldLength = 4096
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

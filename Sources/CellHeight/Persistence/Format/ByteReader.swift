import Foundation

/// Why a height file was discarded whole.
struct FileDamage: Error, Equatable {
    let reason: HeightFileReport.DiscardReason
    /// A file damaged as `detail` says.
    init(_ detail: String) { reason = .damaged(detail) }
    init(_ reason: HeightFileReport.DiscardReason) { self.reason = reason }
}

/// Reads the height file's little-endian fields from a byte buffer, checking every length against
/// the bytes left before it reads, allocates or loops: a damaged file throws, it never traps.
struct ByteReader {
    private let base: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ base: UnsafeRawBufferPointer, offset: Int = 0) {
        self.base = base
        self.offset = offset
    }

    /// The bytes not read yet.
    var remaining: Int { base.count - offset }

    mutating func byte() throws(FileDamage) -> UInt8 {
        guard remaining >= 1 else { throw FileDamage("truncated") }
        defer { offset += 1 }
        return base[offset]
    }

    mutating func uint16() throws(FileDamage) -> UInt16 {
        guard remaining >= 2 else { throw FileDamage("truncated") }
        defer { offset += 2 }
        return UInt16(base[offset]) | UInt16(base[offset + 1]) << 8
    }

    mutating func uint64() throws(FileDamage) -> UInt64 {
        guard remaining >= 8 else { throw FileDamage("truncated") }
        defer { offset += 8 }
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    mutating func double() throws(FileDamage) -> Double { Double(bitPattern: try uint64()) }

    /// A LEB128 varint of at most 63 bits.
    mutating func varint() throws(FileDamage) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return Int(result) }
            shift += 7
            guard shift <= 56 else { throw FileDamage("a number is out of range") }
        }
    }

    /// A count of items of at least `minimumSize` bytes each, checked against the bytes left.
    mutating func count(ofItemsAtLeast minimumSize: Int, _ what: String) throws(FileDamage) -> Int {
        let count = try varint()
        guard count <= remaining / max(1, minimumSize) else {
            throw FileDamage("it claims \(count) \(what), more than its \(remaining) bytes can hold")
        }
        return count
    }

    /// A varint length and that many bytes, handed to `body` without copying.
    mutating func blob<T>(
        maximum: Int, _ body: (UnsafeRawBufferPointer) throws(FileDamage) -> T
    ) throws(FileDamage) -> T {
        let length = try varint()
        guard length <= remaining else { throw FileDamage("truncated") }
        guard length <= maximum else { throw FileDamage("a field of \(length) bytes exceeds \(maximum)") }
        defer { offset += length }
        return try body(UnsafeRawBufferPointer(rebasing: base[offset..<offset + length]))
    }

    /// A length-prefixed UTF-8 string (invalid UTF-8 is repaired, as `String(decoding:as:)` does:
    /// the checksum has already vouched for the bytes), no longer than the bytes left.
    mutating func string(maximum: Int = .max) throws(FileDamage) -> String {
        try blob(maximum: maximum) { String(decoding: $0, as: UTF8.self) }
    }

    /// `count` raw bytes.
    mutating func bytes(_ count: Int) throws(FileDamage) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw FileDamage("truncated") }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: base[offset..<offset + count])
    }
}

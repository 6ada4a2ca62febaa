import Foundation

/// Appends the height file's little-endian fields to a growing byte buffer.
struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func uint64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func double(_ value: Double) { uint64(value.bitPattern) }

    /// LEB128: seven bits a byte, low bits first; one byte below 128.
    mutating func varint(_ value: Int) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The bytes `varint(value)` appends.
    static func varintSize(_ value: Int) -> Int {
        var (rest, size) = (UInt64(max(0, value)), 1)
        while rest >= 0x80 {
            rest >>= 7
            size += 1
        }
        return size
    }

    /// A varint length followed by the bytes.
    mutating func blob<Bytes: Collection>(_ value: Bytes) where Bytes.Element == UInt8 {
        varint(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { blob($0) }
    }

    /// Overwrites 8 bytes at `offset` (a field reserved earlier).
    mutating func patchUInt64(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
        }
    }
}

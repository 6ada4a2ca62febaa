import Foundation

extension KeyedHeightSnapshot where Key: Codable {
    /// The height file of this snapshot, written under `identity` (see ``HeightFileIdentity``).
    /// Safe on any thread.
    ///
    /// A key that cannot be encoded (JSON fails, or it is longer than 4 KiB) is skipped and counted
    /// in the report, never a failure. A `String` key takes its UTF-8 and one length byte (two above
    /// 127 bytes), an `Int` 8 bytes, a `UUID` 16, and each height 8.
    public func encoded(identity: HeightFileIdentity) -> (data: Data, report: HeightFileReport) {
        let coder = HeightFileKeyCoder<Key>.forKey
        var writer = ByteWriter(capacity: HeightFileFormat.headerSize + 64 + count * 30)
        writer.bytes.append(contentsOf: HeightFileFormat.magic)
        writer.uint16(HeightFileFormat.version)
        writer.byte(coder.kind)
        writer.byte(0)
        writer.uint64(0)  // payload length
        writer.uint64(0)  // checksum
        identity.write(to: &writer)
        writer.varint(buckets.count)
        var entries = ByteWriter()
        var (written, skipped) = (0, 0)
        for bucket in buckets {
            entries.bytes.removeAll(keepingCapacity: true)
            var kept = 0
            bucket.heights.forEachNewestFirst { key, height in
                guard coder.write(key, &entries) else {
                    skipped += 1
                    return
                }
                entries.double(height)
                kept += 1
            }
            bucket.context.write(to: &writer)
            writer.varint(kept)
            writer.bytes.append(contentsOf: entries.bytes)
            written += kept
        }
        let payloadLength = writer.bytes.count - HeightFileFormat.headerSize
        writer.patchUInt64(UInt64(payloadLength), at: 8)
        let checksum = writer.bytes.withUnsafeBytes {
            HeightFileChecksum.of(UnsafeRawBufferPointer(rebasing: $0[HeightFileFormat.headerSize...]))
        }
        writer.patchUInt64(checksum, at: HeightFileFormat.checksumOffset)
        return (Data(writer.bytes), HeightFileReport(outcome: .done, entries: written, skipped: skipped))
    }
}

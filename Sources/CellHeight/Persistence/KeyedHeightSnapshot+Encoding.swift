import Foundation

extension KeyedHeightSnapshot where Key: Codable {
    /// The height file of this snapshot, written under `identity` (see ``HeightFileIdentity``).
    /// Safe on any thread.
    ///
    /// The file records the key type (a file of another key type is discarded on load) and where
    /// the snapshot was taken (so that a load never brings back a height invalidated since), and
    /// keeps to the limits of the cache it was taken from, so that a cache with the same limits
    /// loads every height it holds. If the heights would make it larger than
    /// ``HeightFileLimits/maximumFileSize``, the least recently used ones are left out, counted as
    /// skipped and reported with a ``Diagnostic``. If the identity and the contexts alone are larger,
    /// the data is empty and the outcome ``HeightFileReport/Outcome/refused(_:)``.
    ///
    /// A key that cannot be encoded (JSON fails, or it is longer than 4 KiB) is skipped and counted
    /// in the report, never a failure. A `String` key takes its UTF-8 and one length byte (two above
    /// 127 bytes), an `Int` 8 bytes, a `UUID` 16, and each height 8. O(n).
    package func encoded(identity: HeightFileIdentity) -> (data: Data, report: HeightFileReport) {
        let coder = HeightFileKeyCoder<Key>.forKey
        let maximumSize = limits.maximumFileSize
        var writer = ByteWriter(capacity: min(maximumSize, HeightFileFormat.headerSize + 256 + count * 30))
        writer.bytes.append(contentsOf: HeightFileFormat.magic)
        writer.uint16(HeightFileFormat.version)
        writer.byte(coder.kind)
        writer.byte(0)
        writer.uint64(0)  // payload length
        writer.uint64(0)  // checksum
        identity.write(to: &writer)
        writer.string(HeightFileKeyCoder<Key>.typeName)
        writer.uint64(origin.cache)
        writer.uint64(origin.generation)
        writer.varint(buckets.count)

        // What cannot be left out: the contexts (each with the widest entry count it may need) and
        // the sections. The heights fill the rest, the most recently used first.
        let contexts = buckets.map { bucket in
            var context = ByteWriter()
            bucket.context.write(to: &context)
            return context.bytes
        }
        let sections = HeightFileSections.encoded(corrections: corrections)
        let fixed =
            writer.bytes.count + sections.count
            + zip(contexts, buckets).reduce(0) { $0 + $1.0.count + ByteWriter.varintSize($1.1.heights.count) }
        guard fixed <= maximumSize else {
            let reason = HeightFileReport.RefusalReason.identityTooLarge(size: fixed, limit: maximumSize)
            Diagnostics.report(
                .invalidFile,
                "a height file was not written: \(reason) (it has \(identity.appVersion.utf8.count) bytes)")
            return (Data(), HeightFileReport(outcome: .refused(reason)))
        }
        var room = maximumSize - fixed
        var entries = ByteWriter()
        var (written, skipped, cut) = (0, 0, 0)
        for (bucket, context) in zip(buckets, contexts) {
            entries.bytes.removeAll(keepingCapacity: true)
            var kept = 0
            bucket.heights.forEachNewestFirst { key, height in
                guard room > 0 else {
                    cut += 1
                    return
                }
                let before = entries.bytes.count
                guard coder.write(key, &entries) else {
                    skipped += 1
                    return
                }
                entries.double(height)
                let size = entries.bytes.count - before
                guard size <= room else {
                    // Too large: it and every less recently used height are left out.
                    entries.bytes.removeLast(size)
                    room = 0
                    cut += 1
                    return
                }
                room -= size
                kept += 1
            }
            writer.bytes.append(contentsOf: context)
            writer.varint(kept)
            writer.bytes.append(contentsOf: entries.bytes)
            written += kept
        }
        writer.bytes.append(contentsOf: sections)
        if cut > 0 {
            Diagnostics.report(
                .invalidFile,
                "a height file left out its \(cut) least recently used heights: with them it would be larger than "
                    + "the \(maximumSize) bytes its cache's limits allow (about 256 bytes a height). Use shorter "
                    + "keys, such as model identifiers")
        }
        let payloadLength = writer.bytes.count - HeightFileFormat.headerSize
        writer.patchUInt64(UInt64(payloadLength), at: HeightFileFormat.payloadLengthOffset)
        let checksum = writer.bytes.withUnsafeBytes {
            HeightFileChecksum.of(UnsafeRawBufferPointer(rebasing: $0[HeightFileFormat.headerSize...]))
        }
        writer.patchUInt64(checksum, at: HeightFileFormat.checksumOffset)
        let report = HeightFileReport(outcome: .done, entryCount: written, skippedCount: skipped + cut)
        return (Data(writer.bytes), report)
    }
}

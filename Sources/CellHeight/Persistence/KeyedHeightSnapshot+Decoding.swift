import Foundation

/// The limits a loaded file must respect: the cache's, read on its thread before decoding.
public struct HeightFileLimits: Sendable, Equatable {
    /// The most heights kept per context (the cache's `countLimit`); the rest, least recently used,
    /// are skipped.
    public var countLimit: Int
    /// The most contexts kept (the cache's `maximumLayoutContexts`); the rest are skipped.
    public var maximumLayoutContexts: Int
    /// The largest file read, in bytes (64 MiB by default); a larger one is discarded unread.
    public var maximumFileSize: Int

    /// Limits; values below 1 count as 1.
    public init(countLimit: Int, maximumLayoutContexts: Int, maximumFileSize: Int = 64 << 20) {
        self.countLimit = max(1, countLimit)
        self.maximumLayoutContexts = max(1, maximumLayoutContexts)
        self.maximumFileSize = max(1, maximumFileSize)
    }
}

extension KeyedHeightSnapshot where Key: Codable {
    /// Reads a height file written by ``encoded(identity:)``. Safe on any thread; never traps.
    ///
    /// A file that is empty, truncated, damaged (its checksum differs), of another format version or
    /// key type, or written under another `identity` is discarded whole. Entries whose key does not
    /// decode to `Key`, whose height is NaN, negative, infinite or absurd, that repeat a key, or that
    /// lie beyond `limits` are skipped. Each cause is reported once, as a ``Diagnostic`` naming
    /// `fileName`. Every count is checked against the bytes left before anything is allocated.
    public static func decode(
        _ data: Data, identity: HeightFileIdentity, limits: HeightFileLimits, fileName: String
    ) -> (snapshot: KeyedHeightSnapshot<Key>, report: HeightFileReport) {
        var problems = HeightFileProblems(fileName: fileName)
        guard data.count <= limits.maximumFileSize else {
            let reason = "it has \(data.count) bytes, more than the \(limits.maximumFileSize) allowed"
            problems.reportDiscarded(reason)
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .discarded(reason: reason)))
        }
        let result = data.withUnsafeBytes { raw in
            Result { () throws(FileDamage) -> KeyedHeightSnapshot<Key> in
                try read(raw, identity: identity, limits: limits, problems: &problems)
            }
        }
        switch result {
        case .success(let snapshot):
            problems.report()
            let report = HeightFileReport(outcome: .done, entries: snapshot.count, skipped: problems.skippedCount)
            return (snapshot, report)
        case .failure(let damage):
            problems.reportDiscarded(damage.reason)
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .discarded(reason: damage.reason)))
        }
    }

    private static func read(
        _ raw: UnsafeRawBufferPointer, identity: HeightFileIdentity, limits: HeightFileLimits,
        problems: inout HeightFileProblems
    ) throws(FileDamage) -> KeyedHeightSnapshot<Key> {
        let coder = HeightFileKeyCoder<Key>.forKey
        var reader = try checkedPayload(raw, keyKind: coder.kind)
        let written = try HeightFileIdentity.read(from: &reader)
        if let difference = identity.difference(from: written) {
            throw FileDamage("it was written under another identity (\(difference))")
        }
        let contextCount = try reader.count(
            ofItemsAtLeast: HeightFileFormat.minimumContextSize + 1, "layout contexts")
        var buckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)] = []
        for _ in 0..<contextCount {
            let context = try LayoutContext.read(from: &reader)
            let entryCount = try reader.count(ofItemsAtLeast: coder.minimumEntrySize, "entries")
            let isDuplicate = buckets.contains { $0.context == context }
            let isBeyondLimit = buckets.count >= limits.maximumLayoutContexts
            var heights = LRUStore<Key, Double>(countLimit: limits.countLimit)
            if !isDuplicate && !isBeyondLimit { heights.reserveCapacity(entryCount) }
            for _ in 0..<entryCount {
                let key = try coder.read(&reader)
                let height = try reader.double()
                if isDuplicate {
                    problems.skip("a layout context that appears twice")
                } else if isBeyondLimit {
                    problems.skip("contexts beyond maximumLayoutContexts \(limits.maximumLayoutContexts)")
                } else if let problem = HeightValidation.problem(with: height) {
                    problems.skip("\(problem) heights")
                } else if let key {
                    if heights.count >= limits.countLimit {
                        problems.skip("beyond countLimit \(limits.countLimit) in a context")
                    } else if !heights.insertAsOldest(height, for: key) {
                        problems.skip("duplicate keys")
                    }
                } else {
                    problems.skip("keys that do not decode to \(Key.self)")
                }
            }
            if !isDuplicate && !isBeyondLimit { buckets.append((context, heights)) }
        }
        guard reader.remaining == 0 else { throw FileDamage("it has \(reader.remaining) bytes after its last entry") }
        return KeyedHeightSnapshot(buckets: buckets)
    }

    /// A reader of the payload, after checking the header and the checksum.
    private static func checkedPayload(_ raw: UnsafeRawBufferPointer, keyKind: UInt8) throws(FileDamage) -> ByteReader {
        guard !raw.isEmpty else { throw FileDamage("it is empty") }
        var header = ByteReader(raw)
        let magic = try header.bytes(HeightFileFormat.magic.count)
        guard magic.elementsEqual(HeightFileFormat.magic) else { throw FileDamage("it is not a height file") }
        let version = try header.uint16()
        guard version == HeightFileFormat.version else {
            throw FileDamage("it has format version \(version), not \(HeightFileFormat.version)")
        }
        let kind = try header.byte()
        guard kind == keyKind else {
            let names = (HeightFileKeyCoder<Key>.name(ofKind: kind), HeightFileKeyCoder<Key>.name(ofKind: keyKind))
            throw FileDamage("it holds \(names.0) keys, not \(names.1) keys")
        }
        guard try header.byte() == 0 else { throw FileDamage("its header is damaged") }
        let length = try header.uint64()
        let checksum = try header.uint64()
        guard length == UInt64(header.remaining) else {
            throw FileDamage(
                length > UInt64(header.remaining)
                    ? "it is truncated" : "it has \(UInt64(header.remaining) - length) bytes more than its header says")
        }
        let payload = UnsafeRawBufferPointer(rebasing: raw[HeightFileFormat.headerSize...])
        guard HeightFileChecksum.of(payload) == checksum else { throw FileDamage("its checksum does not match") }
        return ByteReader(raw, offset: HeightFileFormat.headerSize)
    }
}

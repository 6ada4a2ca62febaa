import Foundation

extension KeyedHeightSnapshot where Key: Codable {
    /// Reads a height file written by ``encoded(identity:)``. Safe on any thread; never traps.
    ///
    /// A file that is empty, truncated, damaged (its checksum differs), of a format version it does
    /// not read (``HeightFileFormat/readableVersions``), key kind or key type, written under another `identity`, or larger than
    /// ``HeightFileLimits/maximumFileSize`` is discarded whole. Entries whose key does not decode to
    /// `Key`, whose height is NaN, negative, infinite or absurd, that repeat a key, or that lie
    /// beyond `limits` are skipped, and so are the heights of a version 2 file's corrected contexts
    /// (``RuleCorrection``: their digests can never recur); when the file has more contexts than `limits` allows, the
    /// ``HeightFileLimits/preferredContext`` is kept first, then the file's order. Each cause is
    /// reported once, as a ``Diagnostic`` naming `fileName`. Every count is checked against the
    /// bytes left before anything is allocated. O(size of the file).
    package static func decode(
        _ data: Data, identity: HeightFileIdentity, limits: HeightFileLimits, fileName: String
    ) -> (snapshot: KeyedHeightSnapshot<Key>, report: HeightFileReport) {
        var problems = HeightFileProblems(fileName: fileName)
        guard data.count <= limits.maximumFileSize else {
            let reason = HeightFileReport.DiscardReason.tooLarge(size: data.count, limit: limits.maximumFileSize)
            problems.reportDiscarded(reason)
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .discarded(reason)))
        }
        let result = data.withUnsafeBytes { raw in
            Result { () throws(FileDamage) -> KeyedHeightSnapshot<Key> in
                try read(raw, identity: identity, limits: limits, problems: &problems)
            }
        }
        switch result {
        case .success(let snapshot):
            problems.report()
            let report = HeightFileReport(
                outcome: .done, entryCount: snapshot.count, skippedCount: problems.skippedCount)
            return (snapshot, report)
        case .failure(let damage):
            problems.reportDiscarded(damage.reason)
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .discarded(damage.reason)))
        }
    }

    private static func read(
        _ raw: UnsafeRawBufferPointer, identity: HeightFileIdentity, limits: HeightFileLimits,
        problems: inout HeightFileProblems
    ) throws(FileDamage) -> KeyedHeightSnapshot<Key> {
        let coder = HeightFileKeyCoder<Key>.forKey
        let (payload, version) = try checkedPayload(raw, keyKind: coder.kind)
        var reader = payload
        let written = try HeightFileIdentity.read(from: &reader)
        guard identity.difference(from: written) == nil else {
            throw FileDamage(.identityChanged(written: written, current: identity))
        }
        let typeName = try reader.string()
        guard typeName == HeightFileKeyCoder<Key>.typeName else {
            throw FileDamage(.keyTypeChanged(written: typeName, current: HeightFileKeyCoder<Key>.typeName))
        }
        let origin = HeightOrigin(cache: try reader.uint64(), generation: try reader.uint64())
        let contextCount = try reader.count(ofItemsAtLeast: LayoutContext.minimumEncodedSize, "layout contexts")
        var buckets: [(context: LayoutContext, heights: LRUStore<Key, Double>)] = []
        for _ in 0..<contextCount {
            let context = try LayoutContext.read(from: &reader)
            let entryCount = try reader.count(ofItemsAtLeast: coder.minimumEntrySize, "entries")
            let isDuplicate = buckets.contains { $0.context == context }
            let isObsolete = version == HeightFileFormat.geometryOnlyCorrections && context.ruleCorrection != .none
            let isKept =
                !isDuplicate && !isObsolete && makeRoom(for: context, in: &buckets, limits: limits, problems: &problems)
            var heights = LRUStore<Key, Double>(countLimit: limits.countLimit)
            if isKept { heights.reserveCapacity(entryCount) }
            for _ in 0..<entryCount {
                let key = try coder.read(&reader)
                let height = try reader.double()
                if isDuplicate {
                    problems.skip("a layout context that appears twice")
                } else if isObsolete {
                    problems.skip("corrected by an earlier version of the package, learned again per cell kind")
                } else if !isKept {
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
                    problems.skip("keys that do not decode to \(DiagnosticText.quoted(String(describing: Key.self)))")
                }
            }
            // A context without heights takes no slot.
            if isKept && heights.count > 0 { buckets.append((context, heights)) }
        }
        try skipSections(&reader)
        guard reader.remaining == 0 else { throw FileDamage("it has \(reader.remaining) bytes after its last entry") }
        return KeyedHeightSnapshot(buckets: buckets, origin: origin, limits: limits)
    }

    /// Whether `context` gets a slot: while there is room, in the file's order; the preferred
    /// context always, in place of the last one kept (whose heights are then skipped).
    private static func makeRoom(
        for context: LayoutContext, in buckets: inout [(context: LayoutContext, heights: LRUStore<Key, Double>)],
        limits: HeightFileLimits, problems: inout HeightFileProblems
    ) -> Bool {
        if buckets.count < limits.maximumLayoutContexts { return true }
        guard context == limits.preferredContext, let last = buckets.popLast() else { return false }
        problems.skip(
            "contexts beyond maximumLayoutContexts \(limits.maximumLayoutContexts)", count: last.heights.count)
        return true
    }

    /// Skips the sections: this version knows no tag.
    private static func skipSections(_ reader: inout ByteReader) throws(FileDamage) {
        let count = try reader.count(ofItemsAtLeast: 2, "sections")
        for _ in 0..<count {
            _ = try reader.varint()  // tag
            _ = try reader.bytes(try reader.varint())
        }
    }

    /// A reader of the payload and the file's format version, after checking the header and the
    /// checksum.
    private static func checkedPayload(
        _ raw: UnsafeRawBufferPointer, keyKind: UInt8
    ) throws(FileDamage) -> (reader: ByteReader, version: UInt16) {
        guard !raw.isEmpty else { throw FileDamage("it is empty") }
        var header = ByteReader(raw)
        let magic = try header.bytes(HeightFileFormat.magic.count)
        guard magic.elementsEqual(HeightFileFormat.magic) else { throw FileDamage("it is not a height file") }
        let version = try header.uint16()
        guard HeightFileFormat.readableVersions.contains(version) else {
            throw FileDamage(.formatVersionChanged(written: Int(version)))
        }
        let kind = try header.byte()
        guard kind == keyKind else {
            let names = (HeightFileKeyCoder<Key>.name(ofKind: kind), HeightFileKeyCoder<Key>.name(ofKind: keyKind))
            throw FileDamage(.keyTypeChanged(written: names.0 + " keys", current: names.1 + " keys"))
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
        return (ByteReader(raw, offset: HeightFileFormat.headerSize), version)
    }
}

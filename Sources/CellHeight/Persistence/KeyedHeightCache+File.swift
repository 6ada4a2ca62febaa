import Foundation

extension KeyedHeightCache where Key: Codable & Sendable {
    /// Writes every context's heights to `url`, atomically, under `identity`; on the cache's thread
    /// (see ``snapshot()`` and ``KeyedHeightSnapshot/encoded(identity:)`` to write on another).
    /// A key that cannot be encoded is skipped and counted.
    @discardableResult
    public func save(to url: URL, identity: HeightFileIdentity) -> HeightFileReport {
        HeightFileSaving.save(snapshot(), to: url, identity: identity)
    }

    /// Reads the heights saved at `url` under `identity` and merges them by the rule of
    /// `merge(_:)`: never over a height the cache has; on the cache's thread. A missing or
    /// unreadable file loads nothing, silently; a bad one is discarded whole or per entry, with one
    /// ``Diagnostic`` per cause naming the file.
    @discardableResult
    public func load(from url: URL, identity: HeightFileIdentity) -> HeightFileReport {
        guard owns("load(from:identity:)") else { return HeightFileReport(outcome: .missing) }
        var (snapshot, report) = HeightFileLoading.read(url, identity: identity, limits: fileLimits, as: Key.self)
        report.entries = merge(snapshot)
        return report
    }
}

extension KeyedHeightCache where Key == AnyHashable {
    /// Writes the heights whose keys are of `keyType` to `url`, as ``save(to:identity:)`` does; heights
    /// under keys of other types are skipped and counted.
    @discardableResult
    public func save<FileKey: Codable & Hashable & Sendable>(
        to url: URL, identity: HeightFileIdentity, keyType: FileKey.Type
    ) -> HeightFileReport {
        let (snapshot, skipped) = snapshot(keyType: keyType)
        var report = HeightFileSaving.save(snapshot, to: url, identity: identity)
        report.skipped += skipped
        return report
    }

    /// Reads heights saved with keys of `keyType`, as ``load(from:identity:)`` does; an entry whose
    /// key does not decode to `keyType` is skipped and counted.
    @discardableResult
    public func load<FileKey: Codable & Hashable & Sendable>(
        from url: URL, identity: HeightFileIdentity, keyType: FileKey.Type
    ) -> HeightFileReport {
        guard owns("load(from:identity:keyType:)") else { return HeightFileReport(outcome: .missing) }
        var (snapshot, report) = HeightFileLoading.read(url, identity: identity, limits: fileLimits, as: keyType)
        report.entries = merge(snapshot)
        return report
    }
}

/// Saving a snapshot to a file, on any thread.
enum HeightFileSaving {
    static func save<Key: Codable & Hashable & Sendable>(
        _ snapshot: KeyedHeightSnapshot<Key>, to url: URL, identity: HeightFileIdentity
    ) -> HeightFileReport {
        var (data, report) = snapshot.encoded(identity: identity)
        if let reason = HeightFileIO.write(data, to: url) {
            Diagnostics.report(
                .invalidFile,
                "height file \(url.lastPathComponent) could not be written (\(reason)); check that its folder is "
                    + "writable")
            report.outcome = .failed(reason: reason)
        }
        return report
    }
}

/// Loading a file into a snapshot, on any thread.
enum HeightFileLoading {
    static func read<Key: Codable & Hashable & Sendable>(
        _ url: URL, identity: HeightFileIdentity, limits: HeightFileLimits, as _: Key.Type
    ) -> (snapshot: KeyedHeightSnapshot<Key>, report: HeightFileReport) {
        switch HeightFileIO.read(url, maximumSize: limits.maximumFileSize) {
        case .missing:
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .missing))
        case .oversized(let size):
            let reason = "it has \(size) bytes, more than the \(limits.maximumFileSize) allowed"
            HeightFileProblems(fileName: url.lastPathComponent).reportDiscarded(reason)
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .discarded(reason: reason)))
        case .data(let data):
            return KeyedHeightSnapshot<Key>.decode(
                data, identity: identity, limits: limits, fileName: url.lastPathComponent)
        }
    }
}

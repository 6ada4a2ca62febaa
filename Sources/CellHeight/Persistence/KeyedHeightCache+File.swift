import Foundation

extension KeyedHeightCache where Key: Codable & Sendable {
    /// Writes every context's heights to `url` under `identity`, blocking the main thread while it
    /// encodes and writes (O(n)). To keep the main thread free, use the
    /// asynchronous form instead: `await cache.save(to: url, identity: identity)`.
    ///
    /// ```swift
    /// let identity = HeightFileIdentity.current(appVersion: build, displayScale: 3)
    /// cache.save(to: url, identity: identity)
    /// ```
    ///
    /// The write is atomic: the file is written under a temporary name in the same folder and
    /// renamed over `url`, so that a crash or a kill mid-save leaves the old file (and at worst a
    /// temporary file, removed by the next save or load of `url` once its process is gone). Two
    /// processes (an app and its extension) may save the same `url` at once: each save replaces the
    /// file whole. A key that cannot be encoded is skipped and counted. If the identity and the
    /// layout contexts alone would make the file larger than the cache's limits allow, nothing is
    /// written and the outcome is ``HeightFileReport/Outcome/refused(_:)``. It does not wait for an
    /// asynchronous `load(from:identity:)` of `url` under way (the asynchronous save does): await
    /// that load first, or the file is written without the heights it had.
    @discardableResult
    public func save(to url: URL, identity: HeightFileIdentity) -> HeightFileReport {
        return snapshot().save(to: url, identity: identity)
    }

    /// Reads the heights saved at `url` under `identity` and merges them behind the cache's own:
    /// never over a height the cache has, never one invalidated since the file was saved (the cache
    /// remembers its last 1,024 invalidated keys; a file of another cache counts as older than every
    /// invalidation of this one), the active context first. A missing or unreadable file loads
    /// nothing, silently; a bad one is discarded whole or per entry, with one ``Diagnostic`` per
    /// cause naming the file. The report counts the heights that entered the cache.
    ///
    /// It blocks the calling thread while it reads and decodes the file: in the benchmark (release
    /// build), 0.5 to 1 µs a height with 20-character `String` keys, several times longer
    /// with other `Codable` keys, and never a file larger than the cache's size limit
    /// (which scales with ``countLimit``: 256 bytes a height, 4 KiB a context and 64 KiB more). To
    /// keep the main thread free, use the asynchronous form instead (`await cache.load(from: url,
    /// identity: identity)`), or let `persistKeyedHeights(named:version:keyType:)` keep a list's file.
    ///
    /// ```swift
    /// cache.layoutContext = LayoutContext(width: 390)   // its heights load first
    /// let report = cache.load(from: url, identity: identity)
    /// ```
    @discardableResult
    public func load(from url: URL, identity: HeightFileIdentity) -> HeightFileReport {
        let (snapshot, report) = KeyedHeightSnapshot<Key>.load(from: url, identity: identity, limits: fileLimits)
        return mergeLoaded(snapshot.buckets, origin: snapshot.origin, report: report, fileName: url.lastPathComponent)
    }
}

extension KeyedHeightCache where Key == AnyHashable {
    /// Writes the heights whose keys are of `keyType` to `url`, as the `save(to:identity:)` of a typed cache does; heights
    /// under keys of other types are skipped and counted.
    @discardableResult
    public func save<FileKey: Codable & Hashable & Sendable>(
        to url: URL, identity: HeightFileIdentity, keyType: FileKey.Type
    ) -> HeightFileReport {
        let (snapshot, skipped) = snapshot(keyType: keyType)
        var report = snapshot.save(to: url, identity: identity)
        report.skippedCount += skipped
        return report
    }

    /// Reads heights saved with keys of `keyType`, as the `load(from:identity:)` of a typed cache does; a file saved
    /// with another key type is discarded, and an entry whose key does not decode to `keyType` is
    /// skipped and counted.
    @discardableResult
    public func load<FileKey: Codable & Hashable & Sendable>(
        from url: URL, identity: HeightFileIdentity, keyType: FileKey.Type
    ) -> HeightFileReport {
        let (snapshot, report) = KeyedHeightSnapshot<FileKey>.load(from: url, identity: identity, limits: fileLimits)
        let buckets = snapshot.buckets.map { ($0.context, $0.heights.mapKeys { AnyHashable($0) }.store) }
        return mergeLoaded(buckets, origin: snapshot.origin, report: report, fileName: url.lastPathComponent)
    }
}

extension KeyedHeightCache {
    /// Merges a loaded file and completes its report: `entries` counts the heights that entered
    /// the cache, `skipped` adds those it had no room for (reported once, naming the fix). On the
    /// main actor.
    func mergeLoaded(
        _ loaded: [(context: LayoutContext, heights: LRUStore<Key, Double>)], origin: HeightOrigin,
        report: HeightFileReport, fileName: String
    ) -> HeightFileReport {
        guard report.outcome == .done else { return report }
        let counts = mergeBuckets(loaded, origin: origin)
        var problems = HeightFileProblems(fileName: fileName)
        problems.skip(
            "no room in the cache: maximumLayoutContexts \(buckets.limit), countLimit \(limit); set layoutContext "
                + "before loading so that the active context loads first, or raise the limits",
            count: counts.noRoom)
        problems.report()
        var report = report
        report.entryCount = counts.added
        report.skippedCount += counts.noRoom
        return report
    }
}

import Foundation

extension KeyedHeightCache where Key: Codable & Sendable {
    /// Reads the heights saved at `url` under `identity` off the main thread, and merges them here by
    /// the rule of the blocking `load(from:identity:)`: never over a height the cache has, never
    /// one invalidated since the file was saved (or while it was read), the active context first.
    ///
    /// The main thread only merges (O(n)); reading, checking and decoding the file run in a
    /// child task, off the main actor. Use it for a cache of your own (a table's `keyedHeightCache` has
    /// `persistKeyedHeights(named:version:keyType:)`).
    ///
    /// ```swift
    /// let cache = KeyedHeightCache<Post.ID>()
    /// Task {
    ///     let report = await cache.load(from: url, identity: .current(appVersion: build, displayScale: 3))
    ///     print("loaded \(report)")
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func load(from url: URL, identity: HeightFileIdentity) async -> HeightFileReport {
        await fileQueue.run(on: url, waitingForEarlier: false) {
            let limits = fileLimits
            // A child task: it runs off the main actor, and the caller's task-local values reach it.
            async let read = KeyedHeightSnapshot<Key>.load(from: url, identity: identity, limits: limits)
            let (snapshot, report) = await read
            return mergeLoaded(
                snapshot.buckets, origin: snapshot.origin, report: report, fileName: url.lastPathComponent)
        }
    }

    /// Writes every context's heights to `url` under `identity`, as the blocking
    /// `save(to:identity:)` does, off the main thread: the main thread only takes the cache's
    /// snapshot (O(1) now, one O(n) copy at the cache's next change); encoding and the atomic write
    /// run in a child task, off the main actor.
    ///
    /// A save waits (suspended, not blocking) for this cache's asynchronous loads and saves of the
    /// same file asked before it, and takes its snapshot after them: a save asked while the file
    /// is still being loaded writes the file's heights too, and saves reach the file in the order
    /// they were asked for. The blocking `save(to:identity:)` cannot wait: await the load first.
    ///
    /// ```swift
    /// Task { await cache.save(to: url, identity: identity) }
    /// ```
    @MainActor
    @discardableResult
    public func save(to url: URL, identity: HeightFileIdentity) async -> HeightFileReport {
        await fileQueue.run(on: url, waitingForEarlier: true) {
            let snapshot = snapshot()
            async let written = snapshot.save(to: url, identity: identity)
            return await written
        }
    }
}

extension KeyedHeightCache where Key == AnyHashable {
    /// Reads heights saved with keys of `keyType` off the main thread, and merges them here, as the
    /// asynchronous `load(from:identity:)` of a typed cache does; a file saved with another key type
    /// is discarded, and an entry whose key does not decode to `keyType` is skipped and counted.
    ///
    /// ```swift
    /// let heights = KeyedHeightCache()   // AnyHashable keys
    /// Task { await heights.load(from: url, identity: identity, keyType: Post.ID.self) }
    /// ```
    @MainActor
    @discardableResult
    public func load<FileKey: Codable & Hashable & Sendable>(
        from url: URL, identity: HeightFileIdentity, keyType: FileKey.Type
    ) async -> HeightFileReport {
        await fileQueue.run(on: url, waitingForEarlier: false) {
            let limits = fileLimits
            async let read = LoadedHeights.read(FileKey.self, from: url, identity: identity, limits: limits)
            let loaded = await read
            return mergeLoaded(
                loaded.buckets, origin: loaded.origin, report: loaded.report, fileName: url.lastPathComponent)
        }
    }

    /// Writes the heights whose keys are of `keyType` to `url` off the main thread, as the
    /// asynchronous `save(to:identity:)` of a typed cache does; heights under keys of other types
    /// are skipped and counted. The main thread takes the snapshot: O(n). It waits for the loads and
    /// saves of the same file asked before it, as the typed cache's does.
    @MainActor
    @discardableResult
    public func save<FileKey: Codable & Hashable & Sendable>(
        to url: URL, identity: HeightFileIdentity, keyType: FileKey.Type
    ) async -> HeightFileReport {
        await fileQueue.run(on: url, waitingForEarlier: true) {
            let (snapshot, skipped) = snapshot(keyType: keyType)
            async let written = snapshot.save(to: url, identity: identity)
            var report = await written
            report.skippedCount += skipped
            return report
        }
    }
}

import Foundation

/// The height file that keeps a list's keyed heights across launches, as
/// `tableView.ch.persistKeyedHeights(named:version:keyType:)` returns it.
///
/// The list keeps it: the file is read when it is made, and saved when the app goes to the
/// background and when the list goes away. Keep the handle only to save at another moment, to read
/// what the load did, or to remove the file.
///
/// ```swift
/// let heights = tableView.ch.persistKeyedHeights(named: "feed", version: build, keyType: Post.ID.self)
/// // When the user signs out:
/// tableView.ch.keyedHeightCache.invalidateAll()
/// heights.removeFile()
/// ```
///
/// Its work on the file (reading, writing, removing) runs on a serial queue of its own, in the order
/// it was asked for; the main thread only takes the cache's snapshot or merges what was read.
@MainActor
public final class HeightFile {
    private let keeper: any HeightFileKeeping

    package init(keeper: any HeightFileKeeping) { self.keeper = keeper }

    /// What the load did: how many heights entered the cache, or why the file was missing or
    /// discarded. `nil` until the file has been read and merged, which the first height request
    /// waits for at most 4 ms.
    public var loadReport: HeightFileReport? { keeper.loadReport }

    /// Saves the cache: the main thread takes its snapshot (an O(n) copy), and the encoding and the
    /// atomic write run in the background. A save asked for before the file has been read and merged
    /// waits for the read (off the main thread; the read is bounded by the file's size limit) and
    /// takes its snapshot after the merge, so that it never writes fewer heights than the file and
    /// the cache hold together (other than by the cache's limits).
    ///
    /// - Parameter completion: Called on the main thread with what the save did, once the file is
    ///   written (or could not be).
    public func save(completion: (@MainActor @Sendable (HeightFileReport) -> Void)? = nil) {
        guard let completion else { return keeper.save { _ in } }
        keeper.save { report in
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(report) } }
        }
    }

    /// Removes the file, after any save asked for before (and after the file's read). The cache keeps
    /// its heights (invalidate them too to forget them), and the next save writes the file again.
    public func removeFile() { keeper.removeFile() }
}

/// What a ``HeightFile`` asks of the object that keeps its cache in the file.
@MainActor
package protocol HeightFileKeeping: AnyObject {
    /// The report of the load, once merged.
    var loadReport: HeightFileReport? { get }
    /// Saves the cache; `completion` runs when the file is written, on the background executor.
    func save(completion: @escaping @Sendable (HeightFileReport) -> Void)
    /// Removes the file, after the work asked for before.
    func removeFile()
}

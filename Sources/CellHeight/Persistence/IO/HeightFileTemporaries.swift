import Foundation

/// The temporary files a save writes beside its height file before renaming them over it, and the
/// removal of those that a save killed mid-write left behind.
///
/// A temporary file is named `.cellheight-tmp-<file>-<process>-<random>`: `<file>` is a hash of the
/// height file's name (so that the name stays short whatever the height file's), `<process>` the
/// writing process's identifier. A process removes its own on failure; one of another process is
/// stale, since a save of an earlier launch that did not finish will never finish.
enum HeightFileTemporaries {
    /// The prefix of every temporary file.
    static let prefix = ".cellheight-tmp-"

    /// A new temporary file's URL beside `url`.
    static func newURL(besides url: URL) -> URL {
        let name = filePrefix(of: url) + "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return url.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Removes the temporary files of `url` that other processes left (and this process's own with
    /// `includingOwn`, when no save of it can be running). O(files in the folder).
    static func removeStale(besides url: URL, includingOwn: Bool = false) {
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let ours = filePrefix(of: url)
        let alive = "\(getpid())-"
        for name in names where name.hasPrefix(ours) && (includingOwn || !name.dropFirst(ours.count).hasPrefix(alive)) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// `.cellheight-tmp-<hash of the file's name>-`.
    private static func filePrefix(of url: URL) -> String {
        let hash = Array(url.lastPathComponent.utf8).withUnsafeBytes { HeightFileChecksum.of($0) }
        let hex = String(hash, radix: 16)
        return prefix + String(repeating: "0", count: 16 - hex.count) + hex + "-"
    }
}

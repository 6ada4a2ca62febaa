import Foundation

/// The temporary files a save writes beside its height file before renaming them over it, and the
/// removal of those that a save which will never finish left behind.
///
/// A temporary file is named `.cellheight-tmp-<file>-<process>-<random>`: `<file>` is a hash of the
/// height file's name (so that the name stays short whatever the height file's), `<process>` the
/// writing process's identifier. Several processes may save one file at once (an app and its
/// extension sharing an app group, two launches racing after a crash), so a save or a load removes
/// only the temporary files that are stale (``isStale(_:age:)``): never one that a live process
/// may still rename over the file.
enum HeightFileTemporaries {
    /// The prefix of every temporary file.
    static let prefix = ".cellheight-tmp-"

    /// How old another process's temporary file must be to be removed whatever that process's
    /// state: one hour. A save renames its temporary file within milliseconds of writing it, so one
    /// this old belongs to a save that will never finish, even when its process identifier is in use
    /// (taken again by another process, or of a process this one may not signal, as a sandboxed app
    /// and its extensions may not signal each other).
    static let maximumAge: TimeInterval = 60 * 60

    /// What is known of the process that wrote a temporary file.
    enum Writer: Equatable {
        /// This process: one of its saves may be under way.
        case thisProcess
        /// A process with that identifier exists (it may be one this process may not signal).
        case running
        /// No process has that identifier: its save will never finish.
        case gone
        /// The name holds no process identifier, or the system did not say.
        case unknown
    }

    /// Whether a temporary file written by `writer` and last modified `age` seconds ago is stale:
    /// its process is gone, or it is another process's and older than ``maximumAge``. This
    /// process's own are never stale (``removeStale(besides:includingOwn:)`` removes them only when
    /// no save of this process can be running); a negative age (the clock was set back) is young.
    static func isStale(_ writer: Writer, age: TimeInterval) -> Bool {
        switch writer {
        case .thisProcess: return false
        case .gone: return true
        case .running, .unknown: return age > maximumAge
        }
    }

    /// A new temporary file's URL beside `url`.
    static func newURL(besides url: URL) -> URL {
        let name = filePrefix(of: url) + "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return url.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Removes the stale temporary files of `url` (and this process's own with `includingOwn`, when
    /// no save of it can be running). O(files in the folder).
    static func removeStale(besides url: URL, includingOwn: Bool = false) {
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let ours = filePrefix(of: url)
        for name in names where name.hasPrefix(ours) {
            let file = folder.appendingPathComponent(name)
            let writer = writer(ofNameAfterPrefix: name.dropFirst(ours.count))
            let remove =
                writer == .thisProcess ? includingOwn : isStale(writer, age: writer == .gone ? 0 : age(of: file))
            if remove { try? FileManager.default.removeItem(at: file) }
        }
    }

    /// What is known of the writer of a temporary file whose name goes on with `rest` after its
    /// file's prefix (`<process>-<random>`).
    static func writer(ofNameAfterPrefix rest: Substring) -> Writer {
        let digits = rest.prefix { $0 != "-" }
        // Only a positive identifier: 0 and negative ones name process groups to `kill`.
        guard digits.allSatisfy({ ("0"..."9").contains($0) }), let process = pid_t(digits), process > 0 else {
            return .unknown
        }
        return process == getpid() ? .thisProcess : HeightFilePlatform.processState(process)
    }

    /// Seconds since the file was last modified; 0 if that cannot be read (it was just removed).
    private static func age(of file: URL) -> TimeInterval {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes?[.modificationDate] as? Date).map { -$0.timeIntervalSinceNow } ?? 0
    }

    /// `.cellheight-tmp-<hash of the file's name>-`.
    private static func filePrefix(of url: URL) -> String {
        let hash = Array(url.lastPathComponent.utf8).withUnsafeBytes { HeightFileChecksum.of($0) }
        let hex = String(hash, radix: 16)
        return prefix + String(repeating: "0", count: 16 - hex.count) + hex + "-"
    }
}

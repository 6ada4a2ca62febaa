import Foundation

/// What a save or a load of a height file did.
///
/// ```swift
/// let report = cache.load(from: url, identity: identity)
/// if case .discarded(let reason) = report.outcome {
///     logger.notice("heights measured again: \(reason)")
/// }
/// ```
public struct HeightFileReport: Sendable, Equatable, CustomStringConvertible {
    /// What became of the file as a whole.
    public enum Outcome: Sendable, Equatable {
        /// The file was written, or read and its entries used (some may have been skipped).
        case done
        /// There was no file, or it could not be read yet (before the device's first unlock): not an
        /// error, the cache starts empty.
        case missing
        /// The file was discarded whole (read, or refused unread); the reason was also reported as a
        /// ``Diagnostic``.
        case discarded(DiscardReason)
        /// The file could not be written; the reason was also reported as a ``Diagnostic``.
        case failed(FailureReason)
        /// The call did nothing, to the file or to the cache; the reason was also reported as a
        /// ``Diagnostic``, and the file is as it was.
        case refused(RefusalReason)
    }

    /// What became of the file.
    public package(set) var outcome: Outcome
    /// How many heights were written, or read and added to the cache (a height the cache already
    /// had, or invalidated after the file was saved, is not added and not counted).
    public package(set) var entryCount: Int
    /// How many were skipped: keys that cannot be encoded or do not decode to the key type, refused
    /// heights, duplicate keys, heights beyond the cache's limits or its file size limit, and
    /// heights of a context the cache had no room for.
    public package(set) var skippedCount: Int

    /// A report.
    package init(outcome: Outcome, entryCount: Int = 0, skippedCount: Int = 0) {
        self.outcome = outcome
        self.entryCount = entryCount
        self.skippedCount = skippedCount
    }

    /// `"done: 1200 heights, 3 skipped"`, or what became of the file and why.
    public var description: String {
        switch outcome {
        case .done: return "done: \(entryCount) heights, \(skippedCount) skipped"
        case .missing: return "missing"
        case .discarded(let reason): return "discarded: \(reason)"
        case .failed(let reason): return "failed: \(reason)"
        case .refused(let reason): return "refused: \(reason)"
        }
    }
}

extension HeightFileReport {
    /// Why a height file was discarded whole. Its heights are measured again, and the next save
    /// rewrites the file.
    public enum DiscardReason: Sendable, Equatable, CustomStringConvertible {
        /// It was written under another identity: the app's version, the OS version, the preferred
        /// language or the display scale changed since (expected after an update).
        case identityChanged(written: HeightFileIdentity, current: HeightFileIdentity)
        /// It holds keys of another type (named as the file records it), or of another kind
        /// (`String`, `Int`, `UUID` or other `Codable` keys): the list's key type changed, or was
        /// renamed or moved to another module.
        case keyTypeChanged(written: String, current: String)
        /// It was written in another format version, by another version of the package.
        case formatVersionChanged(written: Int)
        /// It is not a regular file: a FIFO, a device or a folder, which is never read.
        case notARegularFile
        /// It could not be opened or read: the POSIX error `code` (`EACCES`: the app may not read
        /// it). A protected file before the device's first unlock is not this case but
        /// ``HeightFileReport/Outcome/missing``.
        case unreadable(code: Int32)
        /// It is larger than the cache's limits allow (`size` is `nil` if it grew while it was read).
        case tooLarge(size: Int?, limit: Int)
        /// It is damaged: empty, truncated, not a height file, or its checksum does not match.
        case damaged(String)

        /// What happened, and what to do about it.
        public var description: String {
            switch self {
            case .identityChanged(let written, let current):
                return "it was written under another identity (\(current.difference(from: written) ?? "\(written)")): "
                    + "expected after an update, or a new language or screen"
            case .keyTypeChanged(let written, let current):
                return
                    "it holds keys of type \(DiagnosticText.quoted(written)), not \(DiagnosticText.quoted(current)): "
                    + "the key type changed or was renamed (or keyType names the wrong type)"
            case .formatVersionChanged(let written):
                return "it has format version \(written), not \(HeightFileFormat.version): written by another "
                    + "version of CellHeight"
            case .notARegularFile:
                return HeightFileReport.notARegularFile
            case .unreadable(let code):
                return "it could not be read (\(String(cString: strerror(code)))): remove it, or let the app read it "
                    + "(its owner and permissions); the next save replaces it if its folder is writable"
            case .tooLarge(let size, let limit):
                let bytes = size.map { "it has \($0) bytes" } ?? "it grew while it was read"
                return "\(bytes), more than the \(limit) the cache's limits allow: load it into a cache with the "
                    + "countLimit and maximumLayoutContexts of the cache that saved it"
            case .damaged(let detail):
                return "it is damaged (\(detail)): check that nothing else writes to its path"
            }
        }
    }

    /// Why a height file could not be written. The file is as it was.
    public enum FailureReason: Sendable, Equatable, CustomStringConvertible {
        /// Its folder could not be created.
        case folderNotCreated
        /// A file system call (`open`, `write`, `close`, `rename`) failed with the POSIX error `code`
        /// (`ENOSPC`: the device is full; `EACCES`: the folder is not writable; `ENAMETOOLONG`: the
        /// file's name is too long).
        case fileSystem(call: String, code: Int32)

        /// What happened, and what to do about it.
        public var description: String {
            switch self {
            case .folderNotCreated:
                return "its folder could not be created: check that the path lies in a writable folder"
            case .fileSystem(let call, let code):
                let fix: String
                switch code {
                case ENOSPC, EDQUOT: fix = "free some space on the device"
                case EACCES, EPERM, EROFS: fix = "check that its folder is writable"
                case ENAMETOOLONG: fix = "give the file a shorter name"
                default: fix = "check that its folder is writable and has space"
                }
                return "\(call): \(String(cString: strerror(code))): \(fix)"
            }
        }
    }

    /// Why a save or a load did nothing.
    public enum RefusalReason: Sendable, Equatable, CustomStringConvertible {
        /// The file's identity and layout contexts alone take `size` bytes, more than the `limit`
        /// its cache's limits allow.
        case identityTooLarge(size: Int, limit: Int)
        /// Its path holds something other than a regular file (a FIFO, a device, a socket or a
        /// folder, or a symbolic link to one), which a save never replaces and a load never reads.
        case notARegularFile

        /// What happened, and what to do about it.
        public var description: String {
            switch self {
            case .identityTooLarge(let size, let limit):
                return "its identity and layout contexts alone take \(size) bytes, more than the \(limit) its "
                    + "limits allow: use a shorter app version"
            case .notARegularFile:
                return HeightFileReport.notARegularFile
            }
        }
    }

    /// Why a path that is not a regular file is neither read nor written, and what to do: one
    /// wording for a load and a save.
    static let notARegularFile =
        "it is not a regular file (a FIFO, a device or a folder): remove what is at its path, or give the file "
        + "another name"
}

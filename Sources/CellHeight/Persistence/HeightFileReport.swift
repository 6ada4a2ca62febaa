import Foundation

/// What a save or a load of a height file did.
public struct HeightFileReport: Sendable, Equatable, CustomStringConvertible {
    /// What became of the file as a whole.
    public enum Outcome: Sendable, Equatable {
        /// The file was written, or read and its entries used (some may have been skipped).
        case done
        /// There was no file, or it could not be read yet (before the device's first unlock): not an
        /// error, the cache starts empty.
        case missing
        /// The file was damaged or written under another identity and was discarded whole; the reason
        /// was reported as a ``Diagnostic``.
        case discarded(reason: String)
        /// The file could not be written; the reason was reported as a ``Diagnostic``.
        case failed(reason: String)
        /// The call did nothing, to the file or to the cache: it was made on a thread the cache
        /// does not belong to, or (a save) the file would be larger than the cache's limits allow
        /// to read back. The reason was reported as a ``Diagnostic``; the file is as it was.
        case refused(reason: String)
    }

    /// What became of the file.
    public var outcome: Outcome
    /// How many heights were written, or read and added to the cache (a height the cache already
    /// had, or invalidated after the file was saved, is not added and not counted).
    public var entries: Int
    /// How many were skipped: keys that cannot be encoded or do not decode to the key type, refused
    /// heights, duplicate keys, heights beyond the cache's limits or its file size limit, and
    /// heights of a context the cache had no room for.
    public var skipped: Int

    /// A report.
    public init(outcome: Outcome, entries: Int = 0, skipped: Int = 0) {
        self.outcome = outcome
        self.entries = entries
        self.skipped = skipped
    }

    /// `"done: 1200 heights, 3 skipped"`.
    public var description: String {
        let counts = "\(entries) heights, \(skipped) skipped"
        switch outcome {
        case .done: return "done: " + counts
        case .missing: return "missing"
        case .discarded(let reason): return "discarded (\(reason))"
        case .failed(let reason): return "failed (\(reason))"
        case .refused(let reason): return "refused (\(reason))"
        }
    }
}

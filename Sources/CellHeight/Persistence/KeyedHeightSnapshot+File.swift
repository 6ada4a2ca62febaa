import Foundation

extension KeyedHeightSnapshot where Key: Codable {
    /// Writes this snapshot's height file (``encoded(identity:)``) to `url`, atomically, creating its
    /// folder; safe on any thread.
    ///
    /// The file is written under a temporary name in the same folder (`.cellheight-tmp-…`) and
    /// renamed over `url`: a crash or a kill mid-save leaves the old file, and the temporary files of
    /// a save that will not finish (its process is gone, or it is over an hour old) are removed by
    /// the next save or load of `url`; several processes may save `url` at once. On iOS the file is
    /// readable from the device's first unlock on; on Apple platforms it is excluded from backups.
    /// A refused snapshot, or one too large for its limits, writes nothing; so does a save to a path
    /// that holds something other than a regular file (a FIFO, a device, a socket or a folder, or a
    /// link to one): it is refused with the reason a load gives, and nothing there is replaced. O(n).
    @discardableResult
    package func save(to url: URL, identity: HeightFileIdentity) -> HeightFileReport {
        let (data, report) = encoded(identity: identity)
        guard report.outcome == .done, let outcome = HeightFileWriter.save(data, to: url) else { return report }
        let name = DiagnosticText.quoted(url.lastPathComponent)
        if case .refused(let reason) = outcome {
            Diagnostics.report(.invalidFile, "height file \(name) was not written: \(reason)")
        } else if case .failed(let reason) = outcome {
            Diagnostics.report(.invalidFile, "height file \(name) could not be written: \(reason)")
        }
        return HeightFileReport(outcome: outcome, skippedCount: report.skippedCount)
    }

    /// Reads the height file at `url` (written by ``save(to:identity:)``) under `identity` and
    /// `limits`; safe on any thread, which it blocks while it reads (O(size of the file)). Merge the
    /// snapshot on the main actor with `merge(_:)`.
    ///
    /// Only a regular file (a symbolic link's target) of at most ``HeightFileLimits/maximumFileSize``
    /// bytes is read, and never more than that: a FIFO, a device or a folder is discarded unread. A
    /// missing file, or one that cannot be opened yet (a protected file before the device's first
    /// unlock), is ``HeightFileReport/Outcome/missing``, quietly; one that cannot be read (no read
    /// permission) is discarded with a diagnostic that says why. Otherwise as
    /// ``decode(_:identity:limits:fileName:)``.
    ///
    /// ```swift
    /// let limits = HeightFileLimits(
    ///     countLimit: cache.countLimit, maximumLayoutContexts: cache.maximumLayoutContexts,
    ///     preferredContext: cache.layoutContext)
    /// DispatchQueue.global().async {
    ///     let (snapshot, _) = KeyedHeightSnapshot<Post.ID>.load(from: url, identity: identity, limits: limits)
    ///     DispatchQueue.main.async { cache.merge(snapshot) }
    /// }
    /// ```
    package static func load(
        from url: URL, identity: HeightFileIdentity, limits: HeightFileLimits
    ) -> (snapshot: KeyedHeightSnapshot<Key>, report: HeightFileReport) {
        HeightFileTemporaries.removeStale(besides: url)
        let problems = HeightFileProblems(fileName: url.lastPathComponent)
        let discarded = { (reason: HeightFileReport.DiscardReason) -> (KeyedHeightSnapshot<Key>, HeightFileReport) in
            problems.reportDiscarded(reason)
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .discarded(reason)))
        }
        switch HeightFileReader.contents(of: url, maximumSize: limits.maximumFileSize) {
        case .missing:
            return (KeyedHeightSnapshot(), HeightFileReport(outcome: .missing))
        case .notRegular:
            return discarded(.notARegularFile)
        case .unreadable(let code):
            return discarded(.unreadable(code: code))
        case .oversized(let size):
            return discarded(.tooLarge(size: size, limit: limits.maximumFileSize))
        case .data(let data):
            return decode(data, identity: identity, limits: limits, fileName: url.lastPathComponent)
        }
    }
}

import Foundation

/// Writes a height file atomically: to a temporary file of its own in the same folder (see
/// ``HeightFileTemporaries``), given the file's attributes there, then renamed over the file. A
/// crash or a kill mid-write leaves the old file. It replaces only a regular file (or nothing):
/// a FIFO, a device, a socket or a folder at the path is refused, as a load refuses to read one.
enum HeightFileWriter {
    /// Writes `data` to `url`, creating its folder and removing stale temporary files first.
    /// - Returns: Why nothing was written (``HeightFileReport/Outcome/failed(_:)`` or
    ///   ``HeightFileReport/Outcome/refused(_:)``), or `nil`.
    static func save(
        _ data: Data, to url: URL, attributes: HeightFileAttributes = .standard,
        applying apply: HeightFileAttributes.Applier = HeightFilePlatform.apply
    ) -> HeightFileReport.Outcome? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            return .failed(.folderNotCreated)
        }
        HeightFileTemporaries.removeStale(besides: url)
        let temporary = HeightFileTemporaries.newURL(besides: url)
        if let problem = writeNew(data, to: temporary) {
            remove(temporary)
            return .failed(problem)
        }
        apply(attributes, temporary)
        // Right before the rename, which would replace whatever is there (as root, even a device).
        guard !HeightFilePlatform.holdsOtherThanARegularFile(url) else {
            remove(temporary)
            return .refused(.notARegularFile)
        }
        let renamed = temporary.withUnsafeFileSystemRepresentation { from in
            url.withUnsafeFileSystemRepresentation { to in
                guard let from, let to else { return Int32(-1) }
                return rename(from, to)
            }
        }
        guard renamed == 0 else {
            let problem = failure("rename")
            remove(temporary)
            return .failed(problem)
        }
        return nil
    }

    /// Creates `url` (which must not exist) and writes `data` to it.
    private static func writeNew(_ data: Data, to url: URL) -> HeightFileReport.FailureReason? {
        let descriptor = url.withUnsafeFileSystemRepresentation { path in
            path.map { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) } ?? -1
        }
        guard descriptor >= 0 else { return failure("open") }
        var written = 0
        while written < data.count {
            let count = InterruptedCall.retried {
                data.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            }
            guard count > 0 else {
                let problem = failure("write")
                close(descriptor)
                return problem
            }
            written += count
        }
        return close(descriptor) == 0 ? nil : failure("close")
    }

    private static func remove(_ url: URL) {
        _ = url.withUnsafeFileSystemRepresentation { path in path.map { unlink($0) } }
    }

    /// The failed call and `errno`, never a path.
    private static func failure(_ call: String) -> HeightFileReport.FailureReason {
        .fileSystem(call: call, code: errno)
    }
}

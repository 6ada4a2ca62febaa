import Foundation

/// Reading and writing height files: atomic writes, and a file that cannot be read counted as
/// missing (before the device's first unlock, a protected file cannot be opened; that is not damage).
enum HeightFileIO {
    /// The file's bytes, or `nil` if it does not exist or cannot be read now. A file larger than
    /// `maximumSize` is returned empty-handed as `.oversized` without being read.
    static func read(_ url: URL, maximumSize: Int) -> ReadResult {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
        guard let size else { return .missing }
        guard size <= maximumSize else { return .oversized(size) }
        guard let data = try? Data(contentsOf: url) else { return .missing }
        return .data(data)
    }

    enum ReadResult {
        case data(Data)
        case missing
        case oversized(Int)
    }

    /// Writes `data` to `url` atomically (a crash mid-write leaves the old file), creating the folder.
    /// - Returns: The reason it failed, or `nil`.
    static func write(_ data: Data, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: writeOptions)
            excludeFromBackup(url)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Heights are measured again after a restore: keep them out of backups.
    private static func excludeFromBackup(_ url: URL) {
        #if os(iOS) || os(macOS) || os(tvOS) || os(visionOS) || os(watchOS)
            var url = url
            var values = URLResourceValues()
            values.isExcludedFromBackup = true
            try? url.setResourceValues(values)
        #endif
    }

    /// Atomic; on iOS, readable from the first unlock on (so that a launch in the background can
    /// read it).
    private static var writeOptions: Data.WritingOptions {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            [.atomic, .completeFileProtectionUntilFirstUserAuthentication]
        #else
            [.atomic]
        #endif
    }
}

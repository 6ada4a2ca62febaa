import Foundation

/// What height files need from the platform: the kind of an opened file, whether another process
/// runs, and the attributes only Apple platforms have. The one place where the file code differs
/// between Apple and Linux.
enum HeightFilePlatform {
    /// Whether `status` (of `fstat`) is a regular file's. `st_mode` is a `UInt16` on Apple
    /// platforms and a `UInt32` on Linux; the file-type bits are POSIX's on both.
    static func isRegularFile(_ status: stat) -> Bool {
        UInt32(status.st_mode) & 0o170000 == 0o100000
    }

    /// Whether files can be protected until the device's first unlock (data protection): iOS,
    /// tvOS, watchOS and visionOS, where ``apply`` asks for it.
    static let hasDataProtection: Bool = {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            return true
        #else
            return false
        #endif
    }()

    /// Whether a failed `open` of a height file for reading, with the POSIX error `code`, means that
    /// the file is missing for now, which a load says quietly: there is none (`ENOENT`, `ENOTDIR`),
    /// or, with data protection, `EPERM`, which opening a protected file gives before the device's
    /// first unlock (permission bits give `EACCES`). Anything else makes the file unreadable, which
    /// a load reports; without data protection (macOS, Linux) `EPERM` is a refusal too (the sandbox,
    /// privacy controls, a file flag).
    static func isMissingForNow(openError code: Int32, dataProtection: Bool = hasDataProtection) -> Bool {
        code == ENOENT || code == ENOTDIR || (dataProtection && code == EPERM)
    }

    /// Whether something other than a regular file is at `url`, or behind a symbolic link there: a
    /// FIFO, a device, a socket or a folder. Nothing there (or a link to nothing) is not.
    static func holdsOtherThanARegularFile(_ url: URL) -> Bool {
        var status = stat()
        let found = url.withUnsafeFileSystemRepresentation { path in path.map { stat($0, &status) == 0 } ?? false }
        return found && !isRegularFile(status)
    }

    /// Whether the process `id` (positive) exists, asked with `kill(id, 0)`, which sends no signal:
    /// `ESRCH` says no process has that identifier; `EPERM` says one does but this process may not
    /// signal it (another user's, or on iOS another sandboxed process, such as the app's extension:
    /// sandboxed apps and their extensions may not signal each other), so it counts as running. The
    /// same on Apple platforms and Linux (POSIX).
    static func processState(_ id: pid_t) -> HeightFileTemporaries.Writer {
        precondition(id > 0, "0 and negative identifiers name process groups")
        guard kill(id, 0) != 0 else { return .running }
        switch errno {
        case ESRCH: return .gone
        case EPERM: return .running
        default: return .unknown
        }
    }

    /// Sets `attributes` with Foundation: the data protection class on iOS, tvOS, watchOS and
    /// visionOS, the backup exclusion on every Apple platform; nothing on Linux, which has neither.
    static let apply: HeightFileAttributes.Applier = { attributes, url in
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            if attributes.isProtectedUntilFirstUnlock {
                try? FileManager.default.setAttributes(
                    [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication], ofItemAtPath: url.path)
            }
        #endif
        #if os(iOS) || os(macOS) || os(tvOS) || os(visionOS) || os(watchOS)
            if attributes.isExcludedFromBackup {
                var url = url
                var values = URLResourceValues()
                values.isExcludedFromBackup = true
                try? url.setResourceValues(values)
            }
        #endif
    }
}

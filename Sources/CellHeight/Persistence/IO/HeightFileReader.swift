import Foundation

/// Reads a height file with the checks a file from disk needs: what is checked is the file actually
/// opened (a symbolic link's target, not the link), only a regular file is read (a FIFO or a device
/// can block or never end), and never more than the size limit, whatever the size said.
enum HeightFileReader {
    enum Contents {
        case data(Data)
        /// It does not exist, or cannot be opened yet (a protected file before the first unlock: see
        /// ``HeightFilePlatform/isMissingForNow(openError:)``).
        case missing
        /// It exists but could not be opened or read: the POSIX error (`EACCES`: no read permission).
        case unreadable(code: Int32)
        /// A FIFO, a device, a socket or a folder: not read.
        case notRegular
        /// Larger than the limit: its size, or `nil` if it grew past the limit while being read.
        case oversized(Int?)
    }

    /// The bytes of the file at `url`, read with one `open`, one `fstat` and `read`s into one
    /// buffer of the file's size; never more than `maximumSize` bytes. O(size).
    static func contents(of url: URL, maximumSize: Int) -> Contents {
        // Non-blocking, so that opening a FIFO returns at once (it is refused right after).
        let descriptor = url.withUnsafeFileSystemRepresentation { path in
            path.map { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } ?? -1
        }
        guard descriptor >= 0 else {
            let code = errno
            return HeightFilePlatform.isMissingForNow(openError: code) ? .missing : .unreadable(code: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(code: errno) }
        guard HeightFilePlatform.isRegularFile(status) else { return .notRegular }
        let size = Int(status.st_size)
        guard size <= maximumSize else { return .oversized(size) }
        // One byte more than the size, to see a file that grew; never more than the limit + 1.
        let ceiling = maximumSize == .max ? maximumSize : maximumSize + 1
        var data = Data(count: min(size + 1, ceiling))
        var total = 0
        while true {
            // Full: at the ceiling, a byte past the limit was read (the only way past it: a read
            // never goes beyond the buffer, which grows only here).
            if total == data.count {
                guard total <= maximumSize else { return .oversized(nil) }
                data.count = min(ceiling, max(4096, data.count * 2))
            }
            let count = InterruptedCall.retried {
                data.withUnsafeMutableBytes { buffer in
                    read(descriptor, buffer.baseAddress! + total, buffer.count - total)
                }
            }
            guard count >= 0 else { return .unreadable(code: errno) }
            if count == 0 { break }
            total += count
        }
        data.count = total
        return .data(data)
    }
}

import Foundation

/// Progress lines on standard error, so standard output carries only the table or the JSON.
enum Progress {
    static func log(_ message: String) {
        FileHandle.standardError.write(Data("[bench] \(message)\n".utf8))
    }
}

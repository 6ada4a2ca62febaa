import Foundation

/// The system's load averages from /proc/loadavg (runnable and waiting threads, averaged over 1, 5
/// and 15 minutes): above the core count, other processes were competing for the CPU. Nil where
/// that file does not exist.
enum LoadAverage {
    static func current() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ").prefix(3)
        return fields.count == 3 ? fields.joined(separator: " ") : nil
    }
}

import Foundation

/// Debug logging and Instruments signposts of the UIKit integration.
///
/// Logging is off by default. Turn it on with one switch, typically in a debug build:
///
/// ```swift
/// #if DEBUG
/// CellHeightLogging.isEnabled = true
/// #endif
/// ```
///
/// On Apple platforms messages go to the unified logging system (`os.Logger`, subsystem
/// ``subsystem``, categories `Measurement`, `Updates` and `Precache`), so Console and Xcode can
/// filter them; elsewhere they go to standard error. Each precache pass is also an
/// `os_signpost` interval named "Precache pass" in the `Precache` category, which Instruments'
/// os_signpost and Points of Interest tools show; ``signpostsAreEnabled`` turns those off.
///
/// Messages are built only while logging is on. Thread-safe.
public enum CellHeightLogging {
    /// The subsystem of every log message and signpost: `"CellHeight"`.
    public static let subsystem = "CellHeight"

    /// What a message is about (the log category).
    package enum Category: String, Sendable, CaseIterable {
        /// Template measurements: identifier, method, width and height.
        case measurement = "Measurement"
        /// Data changes reaching the caches through the UIKit hooks.
        case updates = "Updates"
        /// Precache runs and passes.
        case precache = "Precache"
    }

    /// Where enabled messages go (replaceable in tests).
    package typealias Sink = @Sendable (Category, String) -> Void

    private static let lock = NSLock()
    nonisolated(unsafe) private static var enabled = false
    nonisolated(unsafe) private static var signposts = true
    nonisolated(unsafe) private static var currentSink: Sink = platformSink

    /// Whether debug messages are written. `false` by default.
    public static var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Whether each precache pass is recorded as an `os_signpost` interval on Apple platforms.
    /// `true` by default: a signpost costs next to nothing unless Instruments is recording.
    public static var signpostsAreEnabled: Bool {
        get { lock.withLock { signposts } }
        set { lock.withLock { signposts = newValue } }
    }

    /// The function enabled messages are written to.
    package static var sink: Sink {
        get { lock.withLock { currentSink } }
        set { lock.withLock { currentSink = newValue } }
    }

    /// Writes `message` to `category` if logging is on; `message` is not evaluated otherwise.
    package static func debug(_ category: Category, _ message: @autoclosure () -> String) {
        let sink: Sink? = lock.withLock { enabled ? currentSink : nil }
        sink?(category, message())
    }

    /// The sink installed at launch: the unified logging system on Apple platforms, standard error
    /// elsewhere.
    package static let platformSink: Sink = { category, message in
        #if canImport(os)
            UnifiedLogSink.write(message, category: category)
        #else
            FileHandle.standardError.write(Data("[\(subsystem)] \(category.rawValue): \(message)\n".utf8))
        #endif
    }
}

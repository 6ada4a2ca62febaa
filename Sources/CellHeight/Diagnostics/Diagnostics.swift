import Foundation

/// A message about bad input or API misuse that the package recovered from.
///
/// The package never crashes the host app over bad input: it refuses the input, keeps its caches
/// consistent, and reports what happened here, naming the fix.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem was recovered from.
    public enum Kind: String, Sendable {
        /// A height that is NaN, negative, infinite or absurdly large was refused.
        case invalidHeight
        /// An index path that is malformed or out of range was ignored or its section invalidated.
        case invalidIndexPath
        /// A data update that contradicts itself; the affected part of the cache was invalidated.
        case invalidUpdate
        /// A measurer threw, returned a bad value or changed the data while it was measuring.
        case measurementFailed
        /// The public API was used in a way that cannot work as written.
        case misuse
        /// A saved height file was damaged, written under another identity, or held entries that
        /// were refused; what it held was discarded whole or per entry.
        case invalidFile
    }

    /// What kind of problem was recovered from.
    public var kind: Kind
    /// A sentence that names the problem and the fix.
    public var message: String

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// `"[CellHeight] <kind>: <message>"`.
    public var description: String { "[CellHeight] \(kind.rawValue): \(message)" }
}

/// Where the package's diagnostics go.
///
/// By default, debug builds print each diagnostic to standard error and release builds stay
/// silent. Install your own handler to route them to your logger or to fail a test:
///
/// ```swift
/// Diagnostics.handler = { diagnostic in logger.warning("\(diagnostic.description)") }
/// ```
///
/// The handler may be called on any thread the package runs on (the main thread for UIKit).
public enum Diagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _handler: @Sendable (Diagnostic) -> Void = defaultHandler

    /// The function that receives every diagnostic. Thread-safe to read and replace.
    public static var handler: @Sendable (Diagnostic) -> Void {
        get { lock.withLock { _handler } }
        set { lock.withLock { _handler = newValue } }
    }

    /// The handler installed at launch: prints in debug builds, silent in release builds.
    public static let defaultHandler: @Sendable (Diagnostic) -> Void = { diagnostic in
        #if DEBUG
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        #endif
    }

    /// Where the diagnostics of the current task go instead of ``handler``, while it is bound:
    /// `Diagnostics.$capture.withValue(sink) { ... }`.
    ///
    /// The package's tests capture the diagnostics each test provokes this way, so that tests that
    /// run concurrently never see each other's diagnostics and none replaces the process-wide
    /// handler. A task-local value reaches the code of its task and its child tasks, and synchronous
    /// code on the thread that bound it (a run loop spun inside the scope included); not other
    /// threads, whose diagnostics go to ``handler``.
    @TaskLocal package static var capture: (@Sendable (Diagnostic) -> Void)?

    /// Sends a diagnostic to the current task's ``capture`` if one is bound, else to the handler.
    package static func report(_ kind: Diagnostic.Kind, _ message: @autoclosure () -> String) {
        let diagnostic = Diagnostic(kind, message())
        if let capture { capture(diagnostic) } else { handler(diagnostic) }
    }
}

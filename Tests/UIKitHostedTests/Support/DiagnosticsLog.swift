#if canImport(UIKit)
    import CellHeight
    import Foundation

    /// The package's diagnostics collected from any thread while a test runs.
    final class DiagnosticsLog: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [Diagnostic] = []

        /// Everything reported so far.
        var all: [Diagnostic] { lock.withLock { collected } }

        /// Collects every diagnostic reported while `body` runs (and passes each on to the handler
        /// that was installed), then puts that handler back.
        static func recording<Result>(_ body: (DiagnosticsLog) throws -> Result) rethrows -> Result {
            let log = DiagnosticsLog()
            let previous = Diagnostics.handler
            Diagnostics.handler = { diagnostic in
                log.lock.withLock { log.collected.append(diagnostic) }
                previous(diagnostic)
            }
            defer { Diagnostics.handler = previous }
            return try body(log)
        }
    }

    /// A flag set on one thread and read on another.
    final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
#endif

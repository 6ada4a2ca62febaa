import CellHeight

#if canImport(os)
    import os

    /// Records each precache pass as an `os_signpost` interval named "Precache pass" (subsystem
    /// `CellHeight`, category `Precache`), ending with the number of rows measured, so Instruments
    /// shows every pass on its timeline. `OSSignposter` on iOS 15, tvOS 15, macOS 12 and later,
    /// `os_signpost` before. Off while `CellHeightLogging.signpostsAreEnabled` is `false`.
    @MainActor
    final class SignpostPassObserver: PrecachePassObserver {
        private static let name: StaticString = "Precache pass"
        private let log = OSLog(subsystem: CellHeightLogging.subsystem, category: "Precache")
        /// The open interval: an `OSSignpostIntervalState`, or the `OSSignpostID` of an `os_signpost` one.
        private var interval: Any?

        func precachePassWillBegin() {
            interval = nil
            guard CellHeightLogging.signpostsAreEnabled else { return }
            if #available(iOS 15.0, tvOS 15.0, macOS 12.0, watchOS 8.0, *) {
                let signposter = OSSignposter(logHandle: log)
                interval = signposter.beginInterval(Self.name, id: signposter.makeSignpostID())
            } else {
                let id = OSSignpostID(log: log)
                os_signpost(.begin, log: log, name: Self.name, signpostID: id)
                interval = id
            }
        }

        func precachePassDidEnd(rows: Int) {
            defer { interval = nil }
            if #available(iOS 15.0, tvOS 15.0, macOS 12.0, watchOS 8.0, *),
                let state = interval as? OSSignpostIntervalState
            {
                OSSignposter(logHandle: log).endInterval(Self.name, state, "\(rows) rows")
            } else if let id = interval as? OSSignpostID {
                os_signpost(.end, log: log, name: Self.name, signpostID: id)
            }
        }
    }
#endif

/// The pass observer that records Instruments signposts where the unified logging system exists.
@MainActor
func makeSignpostPassObserver() -> (any PrecachePassObserver)? {
    #if canImport(os)
        SignpostPassObserver()
    #else
        nil
    #endif
}

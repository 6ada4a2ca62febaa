#if canImport(os)
    import os

    /// Writes CellHeight's debug messages to the unified logging system with `os.Logger`
    /// (iOS 14, tvOS 14, macOS 11 and later; earlier systems get no debug messages).
    enum UnifiedLogSink {
        /// Writes `message` at the debug level in `category` of the ``CellHeightLogging/subsystem``.
        static func write(_ message: String, category: CellHeightLogging.Category) {
            if #available(iOS 14.0, tvOS 14.0, macOS 11.0, watchOS 7.0, *) {
                let logger = Logger(subsystem: CellHeightLogging.subsystem, category: category.rawValue)
                logger.debug("\(message, privacy: .public)")
            }
        }
    }
#endif

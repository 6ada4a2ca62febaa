/// The limits a height file must respect, on save and on load: the cache's, read on its thread.
///
/// A file that a cache saves always loads back into a cache with the same limits: the save keeps
/// to them (it leaves out the least recently used heights that would make the file too large, and
/// counts them), and the load checks them.
package struct HeightFileLimits: Sendable, Equatable {
    /// The most heights kept per context (the cache's `countLimit`); the rest, least recently used,
    /// are skipped.
    package var countLimit: Int
    /// The most contexts kept (the cache's `maximumLayoutContexts`); the rest are skipped.
    package var maximumLayoutContexts: Int
    /// The largest file read or written, in bytes; a larger one is discarded unread. By default it
    /// scales with the cache: 256 bytes a height (a 20-character `String` key and its height take
    /// 29), 4 KiB a context and 64 KiB for the rest, about 10 MB for the default cache (10,000
    /// heights in 4 contexts). It scales because a load blocks its caller for as long as it reads.
    package var maximumFileSize: Int
    /// The layout context kept first, whatever its place in the file: the cache's active context,
    /// so that a cache with fewer context slots than the file still gets the heights it reads now.
    /// `nil` keeps the file's order (the saving cache's active context first).
    package var preferredContext: LayoutContext?

    /// Limits; values below 1 count as 1.
    package init(
        countLimit: Int, maximumLayoutContexts: Int, maximumFileSize: Int? = nil,
        preferredContext: LayoutContext? = nil
    ) {
        self.countLimit = max(1, countLimit)
        self.maximumLayoutContexts = max(1, maximumLayoutContexts)
        self.maximumFileSize = max(
            1,
            maximumFileSize
                ?? Self.defaultMaximumFileSize(
                    countLimit: self.countLimit, maximumLayoutContexts: self.maximumLayoutContexts))
        self.preferredContext = preferredContext
    }

    /// The default ``maximumFileSize``: a generous size for a full cache; at most `Int.max`.
    static func defaultMaximumFileSize(countLimit: Int, maximumLayoutContexts: Int) -> Int {
        let perContext = max(1, countLimit).multipliedReportingOverflow(by: 256)
        let context = perContext.partialValue.addingReportingOverflow(4096)
        let all = context.partialValue.multipliedReportingOverflow(by: max(1, maximumLayoutContexts))
        let total = all.partialValue.addingReportingOverflow(64 << 10)
        let overflow = perContext.overflow || context.overflow || all.overflow || total.overflow
        return overflow ? .max : total.partialValue
    }
}

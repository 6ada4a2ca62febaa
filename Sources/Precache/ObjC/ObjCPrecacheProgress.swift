#if canImport(ObjectiveC)
    import Foundation

    /// A ``PrecacheProgress`` as Objective-C sees it (`CHPrecacheProgress`): the same fields, in an
    /// immutable object, handed to the Objective-C progress and completion blocks of `CHPrecache`.
    /// Objective-C only: Swift code gets a `PrecacheProgress`.
    ///
    /// ```objc
    /// tableView.ch_precache.progressHandler = ^(CHPrecacheProgress *progress) {
    ///     NSLog(@"%ld of %ld rows", (long)progress.completedCount, (long)progress.totalCount);
    /// };
    /// ```
    @available(swift, obsoleted: 1, message: "Objective-C only: use PrecacheProgress")
    @objc(CHPrecacheProgress) @objcMembers
    public final class ObjCPrecacheProgress: NSObject {
        /// Rows measured and cached in this run: ``PrecacheProgress/completedCount``.
        public let completedCount: Int
        /// Rows whose measurement failed in this run: ``PrecacheProgress/failedCount``.
        public let failedCount: Int
        /// Rows this run has to handle: ``PrecacheProgress/totalCount``.
        public let totalCount: Int
        /// The index path of the last row handled, if any: ``PrecacheProgress/lastIndexPath``.
        public let lastIndexPath: IndexPath?
        /// Whether the run has handled every row: ``PrecacheProgress/isFinished``.
        public let isFinished: Bool
        /// `(completedCount + failedCount) / totalCount`, 1 when finished:
        /// ``PrecacheProgress/fractionCompleted``.
        public let fractionCompleted: Double

        /// The Objective-C view of `progress`.
        init(_ progress: PrecacheProgress) {
            completedCount = progress.completedCount
            failedCount = progress.failedCount
            totalCount = progress.totalCount
            lastIndexPath = progress.lastIndexPath
            isFinished = progress.isFinished
            fractionCompleted = progress.fractionCompleted
        }

        /// The fields in a few words: "3 measured, 2 failed of 10".
        public override var description: String {
            "\(completedCount) measured, \(failedCount) failed of \(totalCount)\(isFinished ? ", finished" : "")"
        }
    }
#endif

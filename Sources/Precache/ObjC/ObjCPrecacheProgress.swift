import Foundation

/// A ``PrecacheProgress`` as Objective-C sees it (`CHPrecacheProgress`): the same fields, in an
/// immutable object, handed to the Objective-C progress and completion blocks of ``ObjCPrecache``.
///
/// ```objc
/// tableView.ch_precache.progressHandler = ^(CHPrecacheProgress *progress) {
///     NSLog(@"%ld of %ld rows", (long)progress.completed, (long)progress.total);
/// };
/// ```
///
/// Platform-neutral (without its Objective-C names elsewhere), so that the conversion is tested on
/// every platform.
#if canImport(ObjectiveC)
    @objc(CHPrecacheProgress) @objcMembers
#endif
public final class ObjCPrecacheProgress: NSObject {
    /// Rows measured and cached in this run: ``PrecacheProgress/completed``.
    public let completed: Int
    /// Rows whose measurement failed in this run: ``PrecacheProgress/failed``.
    public let failed: Int
    /// Rows this run has to handle: ``PrecacheProgress/total``.
    public let total: Int
    /// The index path of the last row handled, if any: ``PrecacheProgress/lastIndexPath``.
    public let lastIndexPath: IndexPath?
    /// Whether the run has handled every row: ``PrecacheProgress/isFinished``.
    public let isFinished: Bool
    /// `(completed + failed) / total`, 1 when finished: ``PrecacheProgress/fractionCompleted``.
    public let fractionCompleted: Double

    /// The Objective-C view of `progress`.
    public init(_ progress: PrecacheProgress) {
        completed = progress.completed
        failed = progress.failed
        total = progress.total
        lastIndexPath = progress.lastIndexPath
        isFinished = progress.isFinished
        fractionCompleted = progress.fractionCompleted
    }

    /// The fields, as `PrecacheProgress` prints them.
    public override var description: String {
        "\(completed) measured, \(failed) failed of \(total)\(isFinished ? ", finished" : "")"
    }
}

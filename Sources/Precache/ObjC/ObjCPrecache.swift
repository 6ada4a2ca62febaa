import Foundation

/// A list's ``ListPrecache`` as Objective-C sees it (`CHPrecache`, from `ch_precache` on a table or
/// collection view): its progress and its progress and completion callbacks as blocks. The switch
/// is the list's `ch_precacheEnabled`, as FDTemplateLayoutCell's was `fd_precacheEnabled`.
///
/// ```objc
/// @import Precache;
///
/// __weak typeof(self) weakSelf = self;
/// self.tableView.ch_precache.progressHandler = ^(CHPrecacheProgress *progress) {
///     weakSelf.navigationItem.prompt = [NSString stringWithFormat:@"%.0f %%", progress.fractionCompleted * 100];
/// };
/// self.tableView.ch_precache.completionHandler = ^(CHPrecacheProgress *progress) {
///     weakSelf.navigationItem.prompt = nil;
/// };
/// self.tableView.ch_precacheEnabled = YES;
/// ```
///
/// The blocks are ``ListPrecache/onProgress`` and ``ListPrecache/onCompletion``: setting one here
/// replaces the Swift closure, and the other way round. They are called on the main thread. The
/// list keeps them: capture `self` weakly.
///
/// Platform-neutral (without its Objective-C names elsewhere), so that it is tested on every platform.
#if canImport(ObjectiveC)
    @objc(CHPrecache) @objcMembers
#endif
@MainActor
public final class ObjCPrecache: NSObject {
    /// The precache this object calls into.
    public let precache: ListPrecache
    private var progressBlock: ((ObjCPrecacheProgress) -> Void)?
    private var completionBlock: ((ObjCPrecacheProgress) -> Void)?

    init(_ precache: ListPrecache) { self.precache = precache }

    /// The current run's progress: ``ListPrecache/progress``.
    public var progress: ObjCPrecacheProgress { ObjCPrecacheProgress(precache.progress) }

    /// Called on the main thread after each pass that measured rows, and when a run finishes:
    /// ``ListPrecache/onProgress``.
    public var progressHandler: ((ObjCPrecacheProgress) -> Void)? {
        get { progressBlock }
        set {
            progressBlock = newValue
            precache.onProgress = newValue.map { block in { block(ObjCPrecacheProgress($0)) } }
        }
    }

    /// Called on the main thread once per run, when every row has a height (or failed to get one):
    /// ``ListPrecache/onCompletion``.
    public var completionHandler: ((ObjCPrecacheProgress) -> Void)? {
        get { completionBlock }
        set {
            completionBlock = newValue
            precache.onCompletion = newValue.map { block in { block(ObjCPrecacheProgress($0)) } }
        }
    }
}

#if canImport(ObjectiveC)
    import Foundation

    /// A list's ``ListPrecache`` as Objective-C sees it (`CHPrecache`, from `ch_precache` on a table
    /// or collection view): its progress and its progress and completion callbacks as blocks. The
    /// switch is the list's `ch_precacheEnabled`, as FDTemplateLayoutCell's was `fd_precacheEnabled`.
    /// Objective-C only: Swift code uses `ch.precache`.
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
    @available(swift, obsoleted: 1, message: "Objective-C only: use ch.precache")
    @objc(CHPrecache) @objcMembers
    @MainActor
    public final class ObjCPrecache: NSObject {
        /// The precache this object calls into.
        let precache: ListPrecache
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
                precache.onProgress = newValue.map(Self.callback(calling:))
            }
        }

        /// Called on the main thread once per run, when every row has a height (or failed to get
        /// one): ``ListPrecache/onCompletion``.
        public var completionHandler: ((ObjCPrecacheProgress) -> Void)? {
            get { completionBlock }
            set {
                completionBlock = newValue
                precache.onCompletion = newValue.map(Self.callback(calling:))
            }
        }

        /// The Swift callback that calls `block` with the Objective-C view of each progress.
        private static func callback(
            calling block: @escaping (ObjCPrecacheProgress) -> Void
        ) -> @MainActor (PrecacheProgress) -> Void {
            { progress in block(ObjCPrecacheProgress(progress)) }
        }
    }
#endif

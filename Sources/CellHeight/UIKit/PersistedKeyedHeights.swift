#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The key of the associated object that keeps a list's height file.
    nonisolated(unsafe) private var persistedHeightsKey: UInt8 = 0

    extension CellHeightWrapper where Base: UITableView {
        /// Keeps `keyedHeightCache` across launches in a file named `name`; see
        /// <doc:KeepingHeightsAcrossLaunches>.
        ///
        /// Call it once, where you set the table up (`viewDidLoad`). It starts reading the file off the
        /// main thread at once; the first keyed height request waits for it at most 4 ms, then goes on
        /// without it, and heights loaded later never replace heights measured meanwhile nor come
        /// back after an invalidation. The cache is saved when the app goes to the background (inside
        /// a background task) and when the table is deallocated: the main thread only takes the
        /// snapshot, and a save that comes before the file has been read waits for the read (off the
        /// main thread), so that it keeps the file's heights. The file lives in Library/Caches, excluded from backup. In an app extension (no
        /// `UIApplication.shared`) it is saved only when the table is deallocated. The corrections the
        /// table's displayed cells taught its template rules are kept in the file too, and restored
        /// before its first layout, so that the next launch's first screen is measured with them.
        ///
        /// ```swift
        /// tableView.ch.persistKeyedHeights(named: "feed", version: "3", keyType: Post.ID.self)
        /// ```
        ///
        /// - Parameters:
        ///   - name: The file's name, unique among the app's lists.
        ///   - version: Changes whenever a change of the app could change a height: the cells' layout,
        ///     constraints, fonts or formatting (the app's build number is the safe choice). The OS
        ///     version, the preferred language and the screen scale are added by the library.
        ///   - keyType: The type of the keys the table's heights are cached by; heights under keys of
        ///     other types are not saved.
        /// - Returns: The table's height file: its load report, and `save()` and `removeFile()` for
        ///   other moments. A second call for the same table returns the first call's file.
        @MainActor @discardableResult
        public func persistKeyedHeights<Key: Codable & Hashable & Sendable>(
            named name: String, version: String, keyType: Key.Type
        ) -> HeightFile {
            PersistedKeyedHeights.attach(Key.self, to: base, cache: keyedHeightCache, name: name, version: version)
        }
    }

    extension CellHeightWrapper where Base: UICollectionView {
        /// Keeps `keyedHeightCache` across launches in a file named `name`, as a table's
        /// `persistKeyedHeights(named:version:keyType:)` does.
        ///
        /// ```swift
        /// collectionView.ch.persistKeyedHeights(named: "gallery", version: "3", keyType: Photo.ID.self)
        /// ```
        ///
        /// - Parameters:
        ///   - name: The file's name, unique among the app's lists.
        ///   - version: Changes whenever a change of the app could change a height (the cells'
        ///     layout, constraints, fonts or formatting).
        ///   - keyType: The type of the keys the list's heights are cached by.
        /// - Returns: The collection view's height file (see the table's).
        @MainActor @discardableResult
        public func persistKeyedHeights<Key: Codable & Hashable & Sendable>(
            named name: String, version: String, keyType: Key.Type
        ) -> HeightFile {
            PersistedKeyedHeights.attach(Key.self, to: base, cache: keyedHeightCache, name: name, version: version)
        }
    }

    /// A list's height file, attached to the list (released with it, on the main thread), which saves
    /// it when the app goes to the background and when the list goes away.
    @MainActor
    final class PersistedKeyedHeights {
        let file: HeightFile
        /// The background notification's observer: set once on the main thread, removed in `deinit`.
        nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

        private init(file: HeightFile) { self.file = file }

        /// The folder of the files: Library/Caches.
        nonisolated static var folder: URL {
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
                ?? FileManager.default.temporaryDirectory
        }

        static func attach<Key: Codable & Hashable & Sendable>(
            _ keyType: Key.Type, to list: UIScrollView, cache: KeyedHeightCache<AnyHashable>, name: String,
            version: String
        ) -> HeightFile {
            if let attached = attached(to: list) {
                Diagnostics.report(
                    .misuse,
                    "persistKeyedHeights(named: \"\(name)\") was called again for the same list; the first call's "
                        + "file stays in use. Call it once, where the list is set up")
                return attached.file
            }
            let scale = list.window?.screen.scale ?? UIScreen.main.scale
            let queue = DispatchQueue(label: "CellHeight.HeightFile", qos: .utility)
            let keeper = KeyedHeightFileKeeper<Key>(
                cache: cache, url: KeyedHeightFileKeeper<Key>.fileURL(named: name, in: folder),
                identity: .current(appVersion: version, displayScale: scale),
                background: { queue.async(execute: $0) },
                toOwner: { work in DispatchQueue.main.async { MainActor.assumeIsolated { work() } } })
            let persisted = PersistedKeyedHeights(file: HeightFile(keeper: keeper))
            objc_setAssociatedObject(list, &persistedHeightsKey, persisted, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // The corrections the list's displayed cells taught, kept beside its heights: restored
            // before its first layout context, so that its first screen is measured with them.
            let store = HeightStore.of(list)
            keeper.corrections = (
                saved: { [weak store] in store?.corrections.saved(keeping: $0) ?? [] },
                restore: { [weak store] in store?.corrections.restore($0) }
            )
            store.beforeFirstLayoutContext = { [weak keeper] in keeper?.waitBeforeFirstLayoutContext() }
            keeper.start()
            persisted.saveWhenTheAppGoesToTheBackground()
            return persisted.file
        }

        /// The height file attached to `list`, if any.
        static func attached(to list: UIScrollView) -> PersistedKeyedHeights? {
            objc_getAssociatedObject(list, &persistedHeightsKey) as? PersistedKeyedHeights
        }

        /// The app, found without `UIApplication.shared`, which app extensions cannot use.
        private static var application: UIApplication? {
            UIApplication.value(forKey: "sharedApplication") as? UIApplication
        }

        private func saveWhenTheAppGoesToTheBackground() {
            guard Self.application != nil else { return }  // an app extension
            observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
            ) { [weak self] _ in MainActor.assumeIsolated { self?.saveInBackgroundTask() } }
        }

        /// Saves inside a background-task assertion, so that the app is not suspended mid-write.
        private func saveInBackgroundTask() {
            guard let application = Self.application else { return file.save() }
            let task = BackgroundTask()
            task.identifier = application.beginBackgroundTask(withName: "CellHeight: save heights") {
                Self.application?.endBackgroundTask(task.take())
            }
            file.save { _ in Self.application?.endBackgroundTask(task.take()) }
        }

        deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
            // UIKit releases a list on the main thread; should anything else release it, the save
            // still runs there.
            let file = file
            if Thread.isMainThread {
                MainActor.assumeIsolated { file.save() }
            } else {
                Task { @MainActor in file.save() }
            }
        }
    }

    /// A background task's identifier, ended once by whichever comes first: the save or the expiry.
    private final class BackgroundTask: @unchecked Sendable {
        private let lock = NSLock()
        private var value = UIBackgroundTaskIdentifier.invalid

        var identifier: UIBackgroundTaskIdentifier {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }

        /// The identifier, once; `.invalid` afterwards.
        func take() -> UIBackgroundTaskIdentifier {
            lock.withLock {
                defer { value = .invalid }
                return value
            }
        }
    }
#endif

import CoreFoundation
import Foundation
import Precache

/// FDTemplateLayoutCell 1.2's precache, rebuilt from its published description.
///
/// Enable walks every section and row, asks the cache `hasCachedHeight` (an O(row) build pass
/// each), boxes every uncached index path as an `NSIndexPath` into an array, and copies that array
/// twice (`copy`, then `mutableCopy`). A repeating default-mode `beforeWaiting` observer then takes
/// the first index path per callback, removes it by value (`removeObject:`, a full scan with
/// `isEqual:`), and schedules its measurement into the next pass (Objective-C used
/// `performSelector:onThread:…modes:`; here `CFRunLoopPerformBlock` plus `CFRunLoopWakeUp`).
/// One row per pass; when the array is empty the observer removes itself.
@MainActor
final class ClassicPrecache: PrecacheStrategy {
    static let displayName = "classic"
    static let role = ContenderRole.baseline
    static var heightCacheType: (any BenchmarkHeightCache.Type)? { ClassicHeightCache.self }

    private let table: TableShape
    private let measurer: RowMeasurer
    private let probe: PassProbe
    private let runLoop: CFRunLoop = CFRunLoopGetCurrent()
    private let cache = ClassicHeightCache()
    private var indexPathsToBePrecached: NSMutableArray?
    private var observer: CFRunLoopObserver?
    private var scheduledBlocks = 0
    private var isDisabled = false

    init(table: TableShape, measurer: @escaping RowMeasurer, probe: PassProbe) {
        self.table = table
        self.measurer = measurer
        self.probe = probe
    }

    func enable() {
        let all = allIndexPathsToBePrecached()
        guard let pending = all.mutableCopy() as? NSMutableArray else { return }
        indexPathsToBePrecached = pending
        let observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
        ) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.observerFired() }
        }!
        CFRunLoopAddObserver(runLoop, observer, RunLoopPlatform.defaultMode)
        self.observer = observer
    }

    var isComplete: Bool {
        guard let pending = indexPathsToBePrecached else { return false }
        return scheduledBlocks == 0 && pending.count == 0
    }

    func cachedHeight(at indexPath: IndexPath) -> Double? {
        cache.boxedHeight(section: indexPath[0], row: indexPath[1])
    }

    func disable() {
        isDisabled = true
        removeObserver()
        indexPathsToBePrecached = nil
    }

    /// `fd_allIndexPathsToBePrecached`: every uncached row, boxed, then an immutable copy.
    private func allIndexPathsToBePrecached() -> NSArray {
        let all = NSMutableArray()
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = NSIndexPath(indexes: [section, row], length: 2)
                if !cache.hasCachedHeight(section: section, row: row) { all.add(indexPath) }
            }
        }
        return (all.copy() as? NSArray) ?? all
    }

    private func observerFired() {
        guard let pending = indexPathsToBePrecached, pending.count > 0 else {
            removeObserver()
            return
        }
        let token = probe.beginBlock()
        let indexPath = FoundationArray.element(pending, at: 0, as: NSIndexPath.self)
        FoundationArray.removeEvery(equalTo: indexPath, from: pending)
        scheduledBlocks += 1
        RunLoopPlatform.perform(on: runLoop, in: RunLoopPlatform.defaultMode) { [weak self] in
            MainActor.assumeIsolated { self?.precacheIfNeeded(indexPath) }
        }
        probe.endBlock(token)
    }

    /// `fd_precacheIndexPathIfNeeded:`
    private func precacheIfNeeded(_ indexPath: NSIndexPath) {
        scheduledBlocks -= 1
        guard !isDisabled else { return }
        let token = probe.beginBlock()
        defer { probe.endBlock(token) }
        let section = indexPath.index(atPosition: 0)
        let row = indexPath.index(atPosition: 1)
        if cache.hasCachedHeight(section: section, row: row) { return }
        // The data source may have changed while the block was queued.
        guard section < table.numberOfSections, row < table.numberOfRows(inSection: section) else { return }
        let height = measurer(TableShape.indexPath(section: section, row: row))
        cache.cacheHeight(height, section: section, row: row)
    }

    private func removeObserver() {
        if let observer { CFRunLoopObserverInvalidate(observer) }
        observer = nil
    }
}

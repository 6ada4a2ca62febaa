import CoreFoundation
import Foundation
import Precache

/// Texture's ASRunLoopQueue style: enable queues every uncached row; a repeating `beforeWaiting`
/// observer in the common modes drains a fixed batch of rows per callback, measuring them right
/// inside the callback, and wakes the run loop while work remains so another pass follows.
/// (Texture signals a run-loop source and wakes the loop; a bare `CFRunLoopWakeUp` gives the same
/// next pass one iteration sooner.) The cache is a plain `[[Double]]` with NaN for "not cached".
@MainActor
final class FixedBatchQueue: PrecacheStrategy {
    static let displayName = "fixed batch"
    static let role = ContenderRole.baseline
    static var heightCacheType: (any BenchmarkHeightCache.Type)? { FlatHeightCache.self }
    static let defaultBatchSize = 10

    private let table: TableShape
    private let measurer: RowMeasurer
    private let probe: PassProbe
    private let batchSize: Int
    private let runLoop: CFRunLoop = CFRunLoopGetCurrent()
    private let cache = FlatHeightCache()
    private var queue = IndexPathQueue()
    private var observer: CFRunLoopObserver?
    private var isEnabled = false

    convenience init(table: TableShape, measurer: @escaping RowMeasurer, probe: PassProbe) {
        self.init(table: table, measurer: measurer, probe: probe, batchSize: Self.defaultBatchSize)
    }

    init(table: TableShape, measurer: @escaping RowMeasurer, probe: PassProbe, batchSize: Int) {
        precondition(batchSize > 0, "batch size must be positive")
        self.table = table
        self.measurer = measurer
        self.probe = probe
        self.batchSize = batchSize
    }

    func enable() {
        cache.reset(to: table)
        queue.reserveCapacity(table.totalRows)
        table.forEachIndexPath { indexPath in
            if cache.height(section: indexPath[0], row: indexPath[1]) == nil { queue.append(indexPath) }
        }
        isEnabled = true
        let observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
        ) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.drainBatch() }
        }!
        CFRunLoopAddObserver(runLoop, observer, RunLoopPlatform.commonModes)
        self.observer = observer
    }

    var isComplete: Bool { isEnabled && queue.isEmpty }

    func cachedHeight(at indexPath: IndexPath) -> Double? {
        cache.height(section: indexPath[0], row: indexPath[1])
    }

    func disable() {
        removeObserver()
        queue.removeAll()
    }

    private func drainBatch() {
        guard !queue.isEmpty else {
            removeObserver()
            return
        }
        let token = probe.beginBlock()
        var drained = 0
        while drained < batchSize, let indexPath = queue.popFirst() {
            let section = indexPath[0]
            let row = indexPath[1]
            if cache.height(section: section, row: row) == nil {
                cache.store(measurer(indexPath), section: section, row: row)
            }
            drained += 1
        }
        probe.endBlock(token)
        if queue.isEmpty { removeObserver() } else { CFRunLoopWakeUp(runLoop) }
    }

    private func removeObserver() {
        if let observer { CFRunLoopObserverInvalidate(observer) }
        observer = nil
    }
}

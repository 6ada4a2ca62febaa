import CellHeight
import Foundation
import Testing

@testable import FeedKit

/// Measuring off the main thread: the layout gives the same heights on any thread, at once, and
/// the worker log counts every measurement.
@Suite("Background measuring")
struct BackgroundMeasurerTests {
    @Test func feedCellLayoutGivesTheSameHeightsOnManyThreadsAtOnce() {
        let entries = FeedGenerator.makeFeed(count: 400, seed: 21)
        let layout = FeedCellLayout()
        let serial = entries.map { layout.height(for: $0, width: 375) }
        let results = ResultBox(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            results.set(index, layout.height(for: entries[index], width: 375))
        }
        #expect(results.values == serial)
    }

    @Test func theBackgroundMeasurerMeasuresAsTheTableDoesAndLogsEachRow() {
        let entries = FeedGenerator.makeFeed(count: 50, seed: 22)
        let log = WorkerLog()
        let measurer = BackgroundFeedMeasurer(layout: FeedCellLayout(), addedCost: 0, log: log)
        let results = ResultBox(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            results.set(index, Double(measurer.height(of: entries[index], in: LayoutContext(width: 320))))
        }
        #expect(results.values == entries.map { FeedCellLayout().height(for: $0, width: 320) })
        #expect(log.count == entries.count)
        #expect(log.durations.count == entries.count)
    }

    @Test func anAddedCostIsPaidByTheWorker() {
        let log = WorkerLog()
        let measurer = BackgroundFeedMeasurer(layout: FeedCellLayout(), addedCost: 1_000_000, log: log)
        let entry = FeedGenerator.makeFeed(count: 1, seed: 23)[0]
        _ = measurer.height(of: entry, in: LayoutContext(width: 375))
        #expect(log.durations.allSatisfy { $0 >= 1_000_000 }, "a busy wait of at least the added cost")
    }
}

/// Results written by concurrent iterations, one slot each. Thread-safe.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Double?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Double) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    var values: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

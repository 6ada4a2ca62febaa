import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Data changes told from another thread than the main one (a misuse: the cache belongs to the
/// main thread): refused with a message, repaired on the main thread, and the precacher never
/// measures a row that no longer exists.
final class PrecacherOffMainThreadTests: XCTestCase {
    func testAChangeOffTheMainThreadIsRefusedAndPrecachingStaysInRange() {
        MainActor.assumeIsolated {
            let h = Harness([40])
            var outOfRange: [IndexPath] = []
            h.table.hook = { [unowned h] indexPath in
                if indexPath[1] >= h.table.sections[0].count { outOfRange.append(indexPath) }
                return indexPath[1] < h.table.sections[0].count ? nil : 44
            }
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 5 })
            // Misuse: the app shrinks its data and tells the cache from a background thread while
            // the main thread waits (so nothing races here but the call's thread). The cache
            // belongs to the main thread: the call is refused with a message, and the precacher,
            // which checks every row against the data source before measuring it, stays in range
            // until the invalidation that follows on the main thread makes it plan again.
            h.table.sections[0].removeLast(20)
            let cache = UncheckedBox(h.cache)
            let done = DispatchSemaphore(value: 0)
            let diagnostics = DiagnosticCapture()  // recorded on both threads
            diagnostics.record {
                Thread.detachNewThread {
                    var update = TableUpdate()
                    update.deleteRows(at: (20..<40).map { IndexPath(indexes: [0, $0]) })
                    diagnostics.record { cache.value.performUpdates(update) }
                    done.signal()
                }
                done.wait()
                h.runToCompletion()
            }
            let messages = diagnostics.all
            XCTAssertTrue(messages.contains { $0.message.contains("was refused") }, "\(messages)")
            XCTAssertEqual(outOfRange, [])
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0)
        }
    }

    func testARefusedChangeOffTheMainThreadIsRepairedThereAndPlannedAgain() {
        MainActor.assumeIsolated {
            // Misuse: after a finished run the app drops its first 20 rows and tells the cache from
            // a background thread. The call is refused, but the data did change: the heights are
            // invalidated on the main thread, and the precacher hears it there and plans again.
            let h = Harness([40])
            h.precacher.start()
            h.runToCompletion()
            h.table.sections[0].removeFirst(20)
            let cache = UncheckedBox(h.cache)
            let drained = DrainFlag()
            let done = DispatchSemaphore(value: 0)
            let diagnostics = DiagnosticCapture()  // recorded on both threads
            diagnostics.record {
                Thread.detachNewThread {
                    var update = TableUpdate()
                    update.deleteRows(at: (0..<20).map { IndexPath(indexes: [0, $0]) })
                    diagnostics.record { cache.value.performUpdates(update) }
                    DispatchQueue.main.async { drained.isSet = true }  // runs after the repair
                    done.signal()
                }
                done.wait()
                MainLoop.run(until: { drained.isSet && h.precacher.state == .finished && !h.precacher.hasObserver })
            }
            let messages = diagnostics.all
            XCTAssertTrue(messages.contains { $0.message.contains("was refused") }, "\(messages)")
            XCTAssertEqual(h.table.mismatches(in: h.cache), [], "no height of the old rows 0..<20 is left")
            XCTAssertEqual(h.cache.statistics.cachedCount, 20, "no height beyond the data")
            XCTAssertEqual(h.table.uncachedCount(in: h.cache), 0, "planned again and measured")
            XCTAssertEqual(h.completions, 2)
        }
    }
}

/// Set on the main queue, read on the main thread.
private final class DrainFlag: @unchecked Sendable {
    var isSet = false
}

/// Moves a non-Sendable value to another thread in a test that keeps the two from running at once.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

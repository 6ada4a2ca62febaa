import CellHeight
import Foundation
import TestSupport
import XCTest

/// A data change told to a main-thread cache from another thread is refused (the cache is not
/// thread-safe), but the data did change: the heights it concerns are invalidated on the main
/// thread afterwards, never left stale. XCTest, so that the caches belong to the main thread.
final class OffThreadChangeTests: XCTestCase {
    func testARefusedDataChangeIsFollowedByAnInvalidationOnTheMainThread() {
        let rows = IndexPathHeightCache()
        rows.setHeight(10, at: IndexPath(0, 0))
        rows.setHeight(20, at: IndexPath(0, 1))
        let keyed = KeyedHeightCache<String>()
        keyed.setHeight(1, for: "a")
        keyed.setHeight(2, for: "b")
        let caches = UncheckedBox((rows, keyed))
        let drained = UncheckedBox(false)
        let messages = onAnotherThread {
            var update = TableUpdate()
            update.deleteRows(at: [IndexPath(0, 0)])
            caches.value.0.performUpdates(update)
            XCTAssertFalse(caches.value.0.setHeight(5, at: IndexPath(0, 0)))
            caches.value.1.invalidateHeight(for: "a")
            // The main queue runs blocks in order: this one runs after the repairs.
            DispatchQueue.main.async { drained.value = true }
        }
        XCTAssertEqual(rows.statistics.cachedCount, 2, "refused: nothing changed from the other thread")
        XCTAssertEqual(keyed.height(for: "a"), 1)
        Self.runMainLoop(until: { drained.value })
        XCTAssertEqual(rows.statistics.cachedCount, 0, "the update's heights cannot be trusted: all invalidated")
        XCTAssertNil(keyed.height(for: "a"), "the key the call named is invalidated")
        XCTAssertEqual(keyed.height(for: "b"), 2, "and only that key")
        XCTAssertEqual(messages.count, 2, "one message per cache")
        XCTAssertTrue(messages.allSatisfy { $0.kind == .misuse })
        XCTAssertTrue(
            messages.allSatisfy { $0.message.contains("invalidates the heights it concerns on the main thread") },
            "\(messages)")
    }

    /// Runs `body` on a new thread, waits for it, and returns the diagnostics it reported.
    private func onAnotherThread(_ body: @escaping @Sendable () -> Void) -> [Diagnostic] {
        let done = DispatchSemaphore(value: 0)
        let collected = UncheckedBox<[Diagnostic]>([])
        Thread.detachNewThread {
            collected.value = collectDiagnostics(body)
            done.signal()
        }
        done.wait()
        return collected.value
    }

    /// Runs the main run loop (and with it the main queue) until `condition` holds, at most 20 s.
    private static func runMainLoop(until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(20)
        while !condition(), Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date() + 0.01) }
        XCTAssertTrue(condition(), "the condition did not hold within 20 s", file: file, line: line)
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// A cache belongs to the thread that created it: a call from another thread is refused and
/// reported once, and never touches the cache's storage. The other thread runs while this one
/// waits for it, so nothing here races (the thread sanitizer run stays clean).
@Suite(.serialized) struct ThreadCheckTests {
    @Test func indexPathCacheRefusesAnotherThread() {
        let cache = makeCache([[1, 2, 3]])
        let box = UncheckedBox(cache)
        let messages = onAnotherThread {
            var update = TableUpdate()
            update.deleteRows(at: [IndexPath(0, 0)])
            #expect(!box.value.setHeight(9, at: IndexPath(0, 1)))
            box.value.performUpdates(update)
            box.value.invalidateAll()
            box.value.layoutContext = LayoutContext(width: 999)
            #if DEBUG
                #expect(box.value.height(at: IndexPath(0, 0)) == nil, "debug builds refuse reads too")
            #endif
        }
        #expect(messages.count == 1, "reported once per cache")
        let message = messages.first?.message ?? ""
        #expect(messages.first?.kind == .misuse)
        #expect(message.contains("IndexPathHeightCache.setHeight(_:at:) was called on a secondary thread"))
        #expect(message.contains("use it only on the thread that created it"))
        #expect(dump(cache, shape: [3]) == [[1, 2, 3]], "nothing changed")
        #expect(cache.layoutContext == LayoutContext(width: 320))
        #expect(collectDiagnostics { cache.setHeight(4, at: IndexPath(0, 3)) }.isEmpty, "the owner still writes")
    }

    @Test func keyedCacheRefusesAnotherThread() {
        let cache = KeyedHeightCache<String>()
        cache.setHeight(10, for: "a")
        let box = UncheckedBox(cache)
        let messages = onAnotherThread {
            #expect(box.value.height(for: "a") == nil, "a read reorders the LRU list, so it is refused too")
            #expect(!box.value.setHeight(20, for: "b"))
            box.value.invalidateAll()
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.message.contains("KeyedHeightCache.height(for:) was called on a secondary thread") == true)
        #expect(cache.height(for: "a") == 10 && cache.cachedCount == 1)
    }

    /// Runs `body` on a new thread, waits for it, and returns the diagnostics it reported.
    private func onAnotherThread(_ body: @escaping @Sendable () -> Void) -> [Diagnostic] {
        let done = DispatchSemaphore(value: 0)
        let collected = UncheckedBox<[Diagnostic]>([])
        let thread = Thread {
            collected.value = collectDiagnostics(body)
            done.signal()
        }
        thread.start()
        done.wait()
        return collected.value
    }
}

/// Hands a value to another thread in a test where the threads never run at the same time.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

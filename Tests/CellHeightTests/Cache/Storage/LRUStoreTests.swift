import Foundation
import Testing

@testable import CellHeight

/// The least-recently-used store's edges: inserting as the oldest entry never evicts, and an empty
/// store has no oldest entry.
@Suite struct LRUStoreTests {
    /// `insertAsOldest` stores behind every entry while there is room, and refuses (storing
    /// nothing) a full store, a key already there, and a key not equal to itself.
    @Test func insertingAsTheOldestNeverEvictsNorReplaces() {
        var store = LRUStore<Double, Int>(countLimit: 2)
        let (first, second) = (store.insertAsOldest(1, for: 1), store.insertAsOldest(2, for: 2))
        #expect(first && second && store.oldestEntry?.key == 2)
        let full = store.insertAsOldest(3, for: 3)
        #expect(!full)
        #expect(store.count == 2 && store.peek(1) == 1 && store.peek(2) == 2 && store.peek(3) == nil)

        var roomy = LRUStore<Double, Int>(countLimit: 5)
        let unequal = roomy.insertAsOldest(1, for: .nan)
        #expect(!unequal && roomy.count == 0)
        roomy.set(1, for: 1)
        let present = roomy.insertAsOldest(9, for: 1)
        #expect(!present && roomy.peek(1) == 1 && roomy.count == 1)
    }

    /// A new store and one emptied again have no oldest entry.
    @Test func anEmptyStoreHasNoOldestEntry() {
        var store = LRUStore<Int, Int>(countLimit: 3)
        #expect(store.oldestEntry == nil)
        store.set(1, for: 1)
        #expect(store.oldestEntry?.key == 1)
        store.removeValue(for: 1)
        #expect(store.oldestEntry == nil)
    }
}

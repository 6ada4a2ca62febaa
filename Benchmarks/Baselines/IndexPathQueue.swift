import Foundation

/// First-in first-out index paths: an array plus a head index, so popping is O(1).
struct IndexPathQueue {
    private var storage: [IndexPath] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }
    var count: Int { storage.count - head }

    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    mutating func append(_ indexPath: IndexPath) {
        storage.append(indexPath)
    }

    mutating func popFirst() -> IndexPath? {
        guard head < storage.count else { return nil }
        defer { head += 1 }
        return storage[head]
    }

    /// Drops everything, releasing the storage.
    mutating func removeAll() {
        storage = []
        head = 0
    }
}

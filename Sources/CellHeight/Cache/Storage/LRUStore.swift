/// A dictionary with a count limit that evicts its least recently used entry.
///
/// Entries live densely in one array, threaded by a doubly linked list of indexes (no per-entry
/// allocation); lookup, insertion, promotion and eviction are all O(1). A removed entry's slot is
/// filled by the last one, so nothing removed stays alive.
struct LRUStore<Key: Hashable, Value> {
    fileprivate struct Node {
        var key: Key
        var value: Value
        var newer: Int
        var older: Int
    }

    private var slots: [Key: Int] = [:]
    private var nodes: [Node] = []
    private var newest = -1
    private var oldest = -1

    /// The most entries kept; inserting one more evicts the least recently used.
    var countLimit: Int {
        didSet { trim() }
    }

    init(countLimit: Int) { self.countLimit = max(1, countLimit) }

    var count: Int { slots.count }

    /// The value for `key`, marking it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        promote(slot)
        return nodes[slot].value
    }

    /// The value for `key`, without changing the recency order.
    func peek(_ key: Key) -> Value? { slots[key].map { nodes[$0].value } }

    /// Stores `value` for `key` as the most recently used entry, evicting the oldest if needed.
    ///
    /// A key that is not equal to itself (one holding a NaN) is refused: no lookup could find it
    /// again, and eviction, which removes the oldest entry by its key, would never end.
    /// - Returns: `false` if `key` was refused.
    @discardableResult
    mutating func set(_ value: Value, for key: Key) -> Bool {
        guard key == key else { return false }
        if let slot = slots[key] {
            nodes[slot].value = value
            promote(slot)
            return true
        }
        nodes.append(Node(key: key, value: value, newer: -1, older: newest))
        let slot = nodes.count - 1
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
        slots[key] = slot
        trim()
        return true
    }

    /// Changes the value for `key` in place, if present, without changing the recency order.
    mutating func modify(_ key: Key, _ body: (inout Value) -> Void) {
        guard let slot = slots[key] else { return }
        body(&nodes[slot].value)
    }

    /// Changes every value in place.
    mutating func modifyAll(_ body: (inout Value) -> Void) {
        for slot in slots.values { body(&nodes[slot].value) }
    }

    /// Removes the entry for `key`, if any.
    mutating func removeValue(for key: Key) {
        guard let slot = slots.removeValue(forKey: key) else { return }
        unlink(slot)
        let last = nodes.count - 1
        if slot != last {
            // Move the last node into the freed slot and repoint its neighbours.
            nodes.swapAt(slot, last)
            let moved = nodes[slot]
            slots[moved.key] = slot
            if moved.newer >= 0 { nodes[moved.newer].older = slot } else { newest = slot }
            if moved.older >= 0 { nodes[moved.older].newer = slot } else { oldest = slot }
        }
        nodes.removeLast()
    }

    mutating func removeAll() { self = LRUStore(countLimit: countLimit) }

    /// Calls `body` with each entry, from the most to the least recently used.
    func forEachNewestFirst(_ body: (Key, Value) throws -> Void) rethrows {
        var slot = newest
        while slot >= 0 {
            try body(nodes[slot].key, nodes[slot].value)
            slot = nodes[slot].older
        }
    }

    /// Stores `value` for `key` as the least recently used entry, if `key` is absent, equal to
    /// itself, and the store has room: it never replaces nor evicts an entry. One hash lookup.
    /// - Returns: `true` if the entry was stored.
    mutating func insertAsOldest(_ value: Value, for key: Key) -> Bool {
        guard slots.count < countLimit, key == key else { return false }
        let slot = nodes.count
        var inserted = false
        Self.claim(&slots[key], slot, &inserted)
        guard inserted else { return false }
        nodes.append(Node(key: key, value: value, newer: oldest, older: -1))
        if oldest >= 0 { nodes[oldest].older = slot }
        oldest = slot
        if newest < 0 { newest = slot }
        return true
    }

    /// Makes room for `count` entries in all, so that filling the store never reallocates.
    mutating func reserveCapacity(_ count: Int) {
        let count = min(count, countLimit)
        slots.reserveCapacity(count)
        nodes.reserveCapacity(count)
    }

    private static func claim(_ entry: inout Int?, _ slot: Int, _ inserted: inout Bool) {
        if entry == nil {
            entry = slot
            inserted = true
        }
    }

    /// The least recently used entry, without changing the order. O(1).
    var oldestEntry: (key: Key, value: Value)? { oldest >= 0 ? (nodes[oldest].key, nodes[oldest].value) : nil }

    /// The values from most to least recently used.
    var values: [Value] {
        var result: [Value] = []
        forEachNewestFirst { result.append($1) }
        return result
    }

    private mutating func trim() {
        while slots.count > countLimit, oldest >= 0 { removeValue(for: nodes[oldest].key) }
    }

    private mutating func promote(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        nodes[slot].older = newest
        nodes[slot].newer = -1
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (nodes[slot].newer, nodes[slot].older)
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
    }
}

/// A store of sendable keys and values can be handed to another thread (copy-on-write value).
extension LRUStore: Sendable where Key: Sendable, Value: Sendable {}
extension LRUStore.Node: Sendable where Key: Sendable, Value: Sendable {}

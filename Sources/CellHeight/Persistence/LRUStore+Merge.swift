extension LRUStore {
    /// Adds the entries of `older` that this store lacks, as less recently used than all of its own,
    /// in `older`'s order, while there is room: an entry already here is never replaced (it was
    /// measured since `older` was saved). O(1) into an empty store, else O(older.count).
    /// - Returns: How many entries were added, and how many were left out for want of room (an
    ///   entry already here is neither).
    mutating func mergeBehind(_ older: LRUStore) -> (added: Int, noRoom: Int) {
        if count == 0 {
            let limit = countLimit
            self = older
            countLimit = limit
            return (count, older.count - count)
        }
        var (added, noRoom) = (0, 0)
        older.forEachNewestFirst { key, value in
            guard peek(key) == nil else { return }
            if insertAsOldest(value, for: key) { added += 1 } else { noRoom += 1 }
        }
        return (added, noRoom)
    }

    /// The same entries in the same order, under keys `transform` gives; entries it maps to `nil`
    /// are left out. O(n).
    func mapKeys<Other: Hashable>(_ transform: (Key) -> Other?) -> (store: LRUStore<Other, Value>, skipped: Int) {
        var result = LRUStore<Other, Value>(countLimit: countLimit)
        result.reserveCapacity(count)
        var skipped = 0
        forEachNewestFirst { key, value in
            if let other = transform(key), result.insertAsOldest(value, for: other) { return }
            skipped += 1
        }
        return (result, skipped)
    }
}

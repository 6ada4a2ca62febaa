/// The invalidations a cache received while a height file was being loaded into it: the file was
/// saved before them, so its heights for these keys (or all of them) are stale and are not merged.
final class LoadInvalidations<Key: Hashable> {
    private(set) var keys = Set<Key>()
    private(set) var all = false

    func invalidate(_ key: Key) { keys.insert(key) }
    func invalidateAll() { all = true }

    /// Whether a loaded height for `key` may still be merged.
    func allows(_ key: Key) -> Bool { !all && !keys.contains(key) }
}

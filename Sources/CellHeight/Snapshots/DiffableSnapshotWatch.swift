/// Tells when a snapshot reached a list outside `ch.apply`: the rule behind the diagnostic for lists
/// whose data source is diffable and whose heights are cached by index path.
///
/// A diffable data source may change its list through paths that no hook sees, so a snapshot
/// applied with the data source's own `apply` can leave index-path heights at rows that now show
/// other items. Two checks find it:
/// - ``willApply(before:after:itemCount:hasIndexPathHeights:)``, at each `ch.apply`: the data
///   source's current snapshot (its identifiers' digest) is not the one the previous `ch.apply` left.
///   Exact, whatever changed.
/// - ``listDidLayout(itemCount:dataSource:hasIndexPathHeights:)``, after each layout pass: the data
///   source's item count is not the one the caches were left with (by the last `ch.apply`, or as
///   first seen). O(1) here; finds every snapshot that changes the number of items, also in a list
///   that never uses `ch.apply`.
///
/// Both forget what they knew when the index-path heights are all dropped (``heightsWereDropped()``,
/// after `reloadData()` for one). Neither is asked while `ch.apply` runs.
package struct DiffableSnapshotWatch: Sendable {
    /// The digest of the identifiers of the snapshot the last `ch.apply` applied.
    private var appliedDigest: Int?
    /// The item count the caches match: the last `ch.apply`'s, or the first one a layout pass saw.
    private var itemCount: Int?
    /// The data source the item count is of.
    private var dataSource: ObjectIdentifier?

    package init() {}

    /// `ch.apply` is about to apply `after` (digest, item count) over `before` (the data source's
    /// snapshot now). Returns `true` if a snapshot reached the list outside `ch.apply` since the
    /// last one, while the list had index-path heights.
    package mutating func willApply(before: Int, after: Int, itemCount: Int, hasIndexPathHeights: Bool) -> Bool {
        let outside = hasIndexPathHeights && appliedDigest.map { $0 != before } ?? false
        appliedDigest = after
        self.itemCount = itemCount
        return outside
    }

    /// After a layout pass of a list whose data source (`dataSource`) is diffable and holds
    /// `itemCount` items. Returns `true` if a snapshot reached the list outside `ch.apply`.
    package mutating func listDidLayout(itemCount: Int, dataSource: ObjectIdentifier, hasIndexPathHeights: Bool)
        -> Bool
    {
        guard hasIndexPathHeights, self.dataSource == dataSource, let expected = self.itemCount else {
            // A new data source, or nothing to protect yet: what the list shows now is the baseline.
            self.dataSource = dataSource
            self.itemCount = itemCount
            if !hasIndexPathHeights { appliedDigest = nil }
            return false
        }
        self.itemCount = itemCount
        return expected != itemCount
    }

    /// Every index-path height was dropped (`reloadData()`, an invalidation): nothing cached can be
    /// at the wrong row, so what the list shows from now on is the baseline.
    package mutating func heightsWereDropped() {
        appliedDigest = nil
        itemCount = nil
    }
}

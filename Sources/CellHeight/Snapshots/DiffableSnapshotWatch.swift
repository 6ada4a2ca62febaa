import Foundation

/// Tells when a snapshot reached a list outside `ch.apply`: the rule behind the diagnostic for lists
/// whose data source is diffable and whose heights are cached by index path.
///
/// A diffable data source may change its list through paths that no hook sees, so a snapshot
/// applied with the data source's own `apply` can leave index-path heights at rows that now show
/// other items. Two checks find it:
/// - ``willApply(before:after:itemCount:hasIndexPathHeights:predicted:)``, at each known change
///   (`ch.apply`): the data source's current snapshot (its identifiers' digest) is not the one the
///   previous known change left. Exact, whatever changed.
/// - ``listDidLayout(_:hasIndexPathHeights:itemCount:)``, after a layout pass: the data source's item
///   count is not the one the caches were left with (by the last known change, or as first seen).
///   It finds every snapshot that changes the number of items, also in a list that never uses
///   `ch.apply`.
///
/// Counting the items reads every section's count, O(sections), so it is done only when they may
/// have changed since the last count: after a data-change call reached the list's router (a hooked
/// call or a known change), when the list's data source or its content size changed, or when there
/// is nothing to compare with. A pass that only scrolled counts nothing; a snapshot applied behind
/// the hooks' back changes the content size with the number of items.
///
/// A known change can be *predicted* rather than applied: UIKit's own expand or collapse of an
/// outline item, which UIKit announces before it makes it (see
/// ``ListHeightState/outlineWillChange(from:to:)``). If the data source then shows something else,
/// the prediction was wrong (an app's `snapshotForExpandingParent` gave other children): that is
/// ``Finding/predictionMissed``, not a misuse.
///
/// Both checks forget what they knew when the index-path heights are all dropped
/// (``heightsWereDropped()``, after `reloadData()` for one). Neither is asked while `ch.apply` runs.
package struct DiffableSnapshotWatch: Sendable {
    /// What a layout pass knows for free: whether the data source's items may have changed since
    /// the last count.
    package struct LayoutPass: Equatable, Sendable {
        /// The list's data source.
        package var dataSource: ObjectIdentifier
        /// The list's content size after the pass.
        package var contentSize: CGSize
        /// The router's count of data-change calls (``ListUpdateRouter/dataChanges``).
        package var dataChanges: Int

        package init(dataSource: ObjectIdentifier, contentSize: CGSize, dataChanges: Int) {
            self.dataSource = dataSource
            self.contentSize = contentSize
            self.dataChanges = dataChanges
        }
    }

    /// What a check found.
    package enum Finding: Equatable, Sendable {
        /// The caches match the data source as far as can be told.
        case nothing
        /// A snapshot reached the list outside `ch.apply`: a misuse.
        case snapshotOutsideApply
        /// The last known change was predicted, and the data source shows something else.
        case predictionMissed
    }

    /// The digest of the identifiers the last known change left.
    private var appliedDigest: Int?
    /// The item count the caches match: the last known change's, or the first one counted.
    private var itemCount: Int?
    /// The data source the item count is of.
    private var dataSource: ObjectIdentifier?
    /// The layout pass of the last count.
    private var lastCount: LayoutPass?
    /// Whether the last known change was predicted.
    private var predicted = false
    /// How many times the data source's items were counted (for tests and benchmarks).
    package private(set) var itemCounts = 0

    package init() {}

    /// A known change is about to move the caches from `before` (the data source's snapshot now,
    /// its identifiers' digest) to `after` (digest, item count); `predicted` if UIKit makes it
    /// without saying when (an outline's expand or collapse).
    /// - Returns: What the data source's snapshot says about the change before it: another
    ///   snapshot reached the list since the last known change, while it had index-path heights.
    package mutating func willApply(
        before: Int, after: Int, itemCount: Int, hasIndexPathHeights: Bool, predicted: Bool = false
    ) -> Finding {
        let finding: Finding
        if hasIndexPathHeights, let digest = appliedDigest, digest != before {
            finding = self.predicted ? .predictionMissed : .snapshotOutsideApply
        } else {
            finding = .nothing
        }
        appliedDigest = after
        self.itemCount = itemCount
        self.predicted = predicted
        return finding
    }

    /// After a layout pass of a list whose data source is diffable: counts its items with
    /// `itemCount` if they may have changed since the last count (see the type's documentation).
    /// - Returns: What the count says: a snapshot reached the list outside `ch.apply`, or a
    ///   predicted change did not happen as predicted.
    package mutating func listDidLayout(
        _ pass: LayoutPass, hasIndexPathHeights: Bool, itemCount: () -> Int
    ) -> Finding {
        guard hasIndexPathHeights else {
            // Nothing to protect: whatever the list shows next is the baseline.
            (appliedDigest, self.itemCount, lastCount, predicted) = (nil, nil, nil, false)
            return .nothing
        }
        if pass == lastCount, self.itemCount != nil { return .nothing }
        let count = itemCount()
        itemCounts &+= 1
        lastCount = pass
        guard dataSource == pass.dataSource, let expected = self.itemCount else {
            // A new data source, or no count to compare with: what the list shows now is the baseline.
            dataSource = pass.dataSource
            self.itemCount = count
            return .nothing
        }
        self.itemCount = count
        guard count != expected else { return .nothing }
        return predicted ? .predictionMissed : .snapshotOutsideApply
    }

    /// Every index-path height was dropped (`reloadData()`, an invalidation): nothing cached can be
    /// at the wrong row, so what the list shows from now on is the baseline.
    package mutating func heightsWereDropped() {
        (appliedDigest, itemCount, predicted) = (nil, nil, false)
    }
}

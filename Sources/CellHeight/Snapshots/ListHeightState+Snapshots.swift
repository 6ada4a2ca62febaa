import Foundation

extension ListHeightState {
    /// Moves every cache of the list from snapshot `before` to `after`, then runs `apply` (which
    /// applies `after` to the list) with the list's data-change hooks passing straight through, so
    /// the change reaches the caches exactly once, whatever path `apply` takes inside UIKit. Keyed
    /// heights stored under an item identifier are forgotten for the items `after` reloads or
    /// reconfigures.
    ///
    /// If `before` is not the snapshot the last such call applied (another one reached the list in
    /// between, see ``DiffableSnapshotWatch``), the index-path heights cannot be trusted: they are
    /// dropped, and the first time it is reported.
    package func performUpdates<Snapshot: DiffableSnapshotProtocol>(
        from before: Snapshot, to after: Snapshot, apply: () -> Void
    ) {
        let (old, new) = (ListIdentifiers(before), ListIdentifiers(after))
        if snapshots.willApply(
            before: old.hashValue, after: new.hashValue, itemCount: new.itemIdentifiers.count,
            hasIndexPathHeights: rows.cachedCount > 0)
        {
            snapshotReachedTheListOutsideApply()
        }
        let newContent = after.itemIdentifiersWithNewContent
        if rows.automaticallyInvalidates {
            for item in newContent { keyed.invalidateHeight(for: AnyHashable(item)) }
        }
        let update = TableUpdate(
            from: old, to: new, reloading: newContent, reloadingSections: after.sectionIdentifiersWithNewContent)
        updates.apply(update, thenPerform: apply)
    }

    /// After a layout pass of a list whose data source, `dataSource`, is diffable and holds
    /// `itemCount` items: drops the index-path heights if a snapshot reached the list outside
    /// ``performUpdates(from:to:apply:)`` (see ``DiffableSnapshotWatch``). O(1).
    /// - Returns: `true` if it dropped them: the list must ask for its heights again.
    @discardableResult
    package func diffableListDidLayout(itemCount: Int, dataSource: ObjectIdentifier) -> Bool {
        let rowsCached = rows.cachedCount > 0
        guard !updates.isApplyingKnownUpdate,
            snapshots.listDidLayout(itemCount: itemCount, dataSource: dataSource, hasIndexPathHeights: rowsCached)
        else { return false }
        snapshotReachedTheListOutsideApply()
        return true
    }

    /// Drops the heights that follow rows and sections, and reports it once per list.
    private func snapshotReachedTheListOutsideApply() {
        if !reportedSnapshotOutsideApply {
            reportedSnapshotOutsideApply = true
            Diagnostics.report(
                .misuse,
                "a snapshot reached a list whose heights are cached by index path without going through ch.apply, so "
                    + "they may belong to other rows now: they were invalidated (this message is shown once per "
                    + "list). Apply every snapshot with ch.apply(_:to:animatingDifferences:completion:), or cache by "
                    + "key with ch.heightForCell(withIdentifier:as:cacheByKey:configuration:)")
        }
        rows.invalidateAll()
        supplementary.invalidateAll()
    }
}

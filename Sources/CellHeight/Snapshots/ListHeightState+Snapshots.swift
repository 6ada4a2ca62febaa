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
        performUpdates(
            from: ListIdentifiers(before), to: ListIdentifiers(after), reloading: after.itemIdentifiersWithNewContent,
            reloadingSections: after.sectionIdentifiersWithNewContent, apply: apply)
    }

    /// ``performUpdates(from:to:apply:)`` with identifiers: the list moves from `old` to `new`, and
    /// the items of `reloading` and the sections of `reloadingSections` have new content (a section
    /// snapshot's `apply` reloads none).
    package func performUpdates<Section: Hashable, Item: Hashable>(
        from old: ListIdentifiers<Section, Item>, to new: ListIdentifiers<Section, Item>,
        reloading: Set<Item> = [], reloadingSections: Set<Section> = [], apply: () -> Void
    ) {
        check(
            snapshots.willApply(
                before: old.hashValue, after: new.hashValue, itemCount: new.itemIdentifiers.count,
                hasIndexPathHeights: rows.cachedCount > 0))
        if rows.automaticallyInvalidates {
            for item in reloading { keyed.invalidateHeight(for: AnyHashable(item)) }
        }
        let update = TableUpdate(from: old, to: new, reloading: reloading, reloadingSections: reloadingSections)
        updates.apply(update, thenPerform: apply)
    }

    /// UIKit is about to expand or collapse an outline item by itself (the user tapped its
    /// disclosure), moving the list from `old` to `new` as predicted from the data source's section
    /// snapshot: every cache moves now, before UIKit asks for the heights of the new layout, and the
    /// list's hooked calls pass through until this turn of the main run loop ends (UIKit applies
    /// the change right after announcing it, by whatever path), `reloadData()` excepted. The
    /// heights of the items that stay are kept. If the list then shows something else, its
    /// index-path heights are dropped, with a debug line (``DiffableSnapshotWatch``).
    package func outlineWillChange<Section: Hashable, Item: Hashable>(
        from old: ListIdentifiers<Section, Item>, to new: ListIdentifiers<Section, Item>
    ) {
        check(
            snapshots.willApply(
                before: old.hashValue, after: new.hashValue, itemCount: new.itemIdentifiers.count,
                hasIndexPathHeights: rows.cachedCount > 0, predicted: true))
        updates.applyAhead(TableUpdate(from: old, to: new, reloading: [], reloadingSections: []))
    }

    /// After a layout pass of a list whose data source is diffable: drops the index-path heights if
    /// a snapshot reached the list outside ``performUpdates(from:to:apply:)`` (see
    /// ``DiffableSnapshotWatch``). `itemCount` counts the list's items, O(sections); it is called
    /// only when they may have changed since the last count, never on a pass that only scrolled.
    /// - Returns: `true` if it dropped them: the list must ask for its heights again.
    @discardableResult
    package func diffableListDidLayout(_ pass: DiffableSnapshotWatch.LayoutPass, itemCount: () -> Int) -> Bool {
        guard !updates.isApplyingKnownUpdate else { return false }
        return check(snapshots.listDidLayout(pass, hasIndexPathHeights: rows.cachedCount > 0, itemCount: itemCount))
    }

    /// Acts on what the watch found: drops the heights that follow rows and sections; a snapshot
    /// applied outside `ch.apply` is reported once per list, a missed prediction in the debug log.
    /// - Returns: `true` if the heights were dropped.
    @discardableResult
    private func check(_ finding: DiffableSnapshotWatch.Finding) -> Bool {
        switch finding {
        case .nothing:
            return false
        case .predictionMissed:
            CellHeightLogging.debug(
                .updates,
                "an outline item expanded or collapsed into other items than its section snapshot had: "
                    + "index-path heights invalidated")
        case .snapshotOutsideApply where !reportedSnapshotOutsideApply:
            reportedSnapshotOutsideApply = true
            Diagnostics.report(
                .misuse,
                "a snapshot reached a list whose heights are cached by index path without going through ch.apply, so "
                    + "they may belong to other rows now: they were invalidated (this message is shown once per "
                    + "list). Apply every snapshot with ch.apply(_:to:animatingDifferences:completion:) (a section "
                    + "snapshot with ch.apply(_:to:in:animatingDifferences:completion:)), or cache by key with "
                    + "ch.heightForCell(withIdentifier:as:cacheByKey:configuration:)")
        case .snapshotOutsideApply:
            break
        }
        rows.invalidateAll()
        supplementary.invalidateAll()
        return true
    }
}

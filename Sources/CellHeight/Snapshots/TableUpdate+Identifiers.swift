import Foundation

extension TableUpdate {
    /// The update that keeps an ``IndexPathHeightCache`` in step with a list whose sections and
    /// items have identifiers, such as one fed by a diffable data source.
    ///
    /// The identifiers are the ground truth. After ``IndexPathHeightCache/performUpdates(_:)`` with
    /// this update, every height in the cache belongs to the same item as before, wherever the item
    /// went (another row, another section, a moved or newly inserted section), and the items in
    /// `reloadedItems` or in a section of `reloadedSections` have no height.
    ///
    /// ```swift
    /// let before = ListIdentifiers([("Inbox", ["a", "b", "c"]), ("Done", ["d"])])
    /// let after = ListIdentifiers([("Done", ["d", "a"]), ("Inbox", ["c", "e"])])
    /// let update = TableUpdate(from: before, to: after, reloading: ["c"])
    /// cache.performUpdates(update)
    /// // "a" and "d" keep their heights at their new index paths; "b" is gone; "c" and "e" have none.
    /// ```
    ///
    /// From a diffable data source, apply the cache update just before the snapshot, on the main
    /// queue, so that the table's height requests during `apply` already find the new index paths,
    /// and keep the UIKit integration from applying the same change a second time if `apply` calls
    /// the table's public update methods:
    ///
    /// ```swift
    /// func identifiers(_ snapshot: Snapshot) -> ListIdentifiers<Section, Item> {
    ///     ListIdentifiers(snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    /// }
    /// let update = TableUpdate(
    ///     from: identifiers(dataSource.snapshot()), to: identifiers(new),
    ///     reloading: Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers),
    ///     reloadingSections: Set(new.reloadedSectionIdentifiers))
    /// cache.performUpdates(update)
    /// let automatic = cache.automaticallyInvalidates
    /// cache.automaticallyInvalidates = false
    /// dataSource.apply(new, animatingDifferences: true)
    /// cache.automaticallyInvalidates = automatic
    /// ```
    ///
    /// The update describes moves as UIKit's batch rules define them (see ``TableUpdate``), with as
    /// few moves as the identifiers allow. It is meant for the cache, not for the table: where
    /// UIKit's own diff deletes a section and inserts another, a section that disappears while
    /// some of its items live on is treated as renamed into a section that appears, so those items
    /// keep their heights (when more such sections disappear than appear, the items of the last
    /// ones are measured again); and a section none of whose items keeps its height is deleted
    /// and inserted whole rather than row by row. The result in the cache is the same.
    ///
    /// Identifiers must be unique, as UIKit requires. A section or item identifier that appears
    /// more than once in either list is reported with a ``Diagnostic`` and treated as deleted and
    /// inserted: those items lose their heights, and nothing else is affected.
    ///
    /// Complexity: O(n + s) expected time and memory for n items and s sections before and after
    /// (one hash-table pass over each list), plus O(k log k) to order the k items that stay in
    /// their section when some of them changed order; never quadratic.
    ///
    /// - Parameters:
    ///   - before: The sections and items the cache's heights belong to.
    ///   - after: The sections and items the list shows next.
    ///   - reloadedItems: Items whose heights must be measured again (reloaded or reconfigured).
    ///     Identifiers that are not in `after` are ignored.
    ///   - reloadedSections: Sections whose items' heights must all be measured again.
    @inlinable
    public init<Section: Hashable, Item: Hashable>(
        from before: ListIdentifiers<Section, Item>, to after: ListIdentifiers<Section, Item>,
        reloading reloadedItems: Set<Item> = [], reloadingSections reloadedSections: Set<Section> = []
    ) {
        // Only the pairing sees the identifiers, and is specialized for them in the caller's module.
        self = IdentifierDiff.update(
            items: IdentifierMatching(
                before: before.itemIdentifiers, after: after.itemIdentifiers, marking: reloadedItems),
            sections: IdentifierMatching(
                before: before.sectionIdentifiers, after: after.sectionIdentifiers, marking: reloadedSections),
            beforeStarts: before.sectionStarts, afterStarts: after.sectionStarts)
        rowCountsAfter = (0..<after.numberOfSections).map { after.itemIdentifiers(inSectionAt: $0).count }
    }
}

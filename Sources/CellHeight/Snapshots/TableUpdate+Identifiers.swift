import Foundation

extension TableUpdate {
    /// The update that keeps an ``IndexPathHeightCache`` in step with a list whose sections and
    /// items have identifiers, such as one fed by a diffable data source.
    ///
    /// The identifiers are the ground truth, as in `NSDiffableDataSourceSnapshot`: a section is its
    /// identifier, and so is an item. After ``IndexPathHeightCache/performUpdates(_:)`` with this
    /// update, every height in the cache belongs to the same item as before:
    /// - A section in both lists stays or moves, never deleted and inserted: it keeps its header and
    ///   footer heights (in the UIKit integration's cache) unless it is in `reloadedSections`, and
    ///   the heights of its items. A section only in `after` is inserted with nothing cached; one
    ///   only in `before` is deleted. A section is never paired with another identifier: with
    ///   `[A: x, y]` becoming `[B: x, y]`, A is deleted and B inserted, and x and y are measured
    ///   again, as UIKit re-creates those rows.
    /// - An item keeps its height wherever it goes (another row, another section, a moved or newly
    ///   inserted section), unless it is in `reloadedItems`, lands in a section of
    ///   `reloadedSections`, or leaves a section that is deleted or reloaded (``TableUpdate``'s
    ///   rules move no height out of those).
    ///
    /// Heights cached by key are not affected.
    ///
    /// ```swift
    /// let before = ListIdentifiers([("Inbox", ["a", "b", "c"]), ("Done", ["d"])])
    /// let after = ListIdentifiers([("Done", ["d", "a"]), ("Inbox", ["c", "e"])])
    /// let update = TableUpdate(from: before, to: after, reloading: ["c"])
    /// cache.performUpdates(update)
    /// // "Done" moves, "Inbox" stays: both keep their header and footer heights.
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
    /// few moves as the identifiers allow. It is meant for the cache, not for the table: rows
    /// moved into an inserted section, and a reloaded section that also moves (a section move plus
    /// a section reload of the same index), are batches UIKit would not accept. A reloaded section
    /// is one section change, with no row changes inside it.
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
    ///   - reloadedSections: Sections whose items', header's and footer's heights must all be
    ///     measured again. Identifiers that are not in `after` are ignored.
    @inlinable
    package init<Section: Hashable, Item: Hashable>(
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

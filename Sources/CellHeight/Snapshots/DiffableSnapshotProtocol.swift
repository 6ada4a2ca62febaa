import Foundation

/// A snapshot of a diffable data source as the height caches read it: its section and item
/// identifiers, and which of them have new content.
///
/// `NSDiffableDataSourceSnapshot` conforms on iOS. Conform your own snapshot type to keep a cache
/// in step with any identifier-driven list (see ``TableUpdate/init(from:to:)``).
package protocol DiffableSnapshotProtocol {
    /// The type of the section identifiers.
    associatedtype SectionIdentifierType: Hashable
    /// The type of the item identifiers.
    associatedtype ItemIdentifierType: Hashable

    /// The sections, in order.
    var sectionIdentifiers: [SectionIdentifierType] { get }
    /// The items of the section `identifier`, in order.
    func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]
    /// Items whose content this snapshot changed: reloaded or reconfigured items (their heights
    /// must be measured again).
    var itemIdentifiersWithNewContent: Set<ItemIdentifierType> { get }
    /// Sections whose content this snapshot changed: reloaded sections.
    var sectionIdentifiersWithNewContent: Set<SectionIdentifierType> { get }
}

extension ListIdentifiers {
    /// The identifiers of `snapshot`, section by section.
    package init<Snapshot: DiffableSnapshotProtocol>(_ snapshot: Snapshot)
    where Snapshot.SectionIdentifierType == Section, Snapshot.ItemIdentifierType == Item {
        self.init(snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }
}

extension TableUpdate {
    /// The update that keeps a height cache in step when a list moves from snapshot `before` to
    /// snapshot `after`: every height stays with its item and every section with its identifier,
    /// and the items and sections that `after` reloads or reconfigures lose theirs. See
    /// ``init(from:to:reloading:reloadingSections:)``.
    ///
    /// Complexity: O(n + s) for n items and s sections, as for identifier lists.
    package init<Snapshot: DiffableSnapshotProtocol>(from before: Snapshot, to after: Snapshot) {
        self.init(
            from: ListIdentifiers(before), to: ListIdentifiers(after), reloading: after.itemIdentifiersWithNewContent,
            reloadingSections: after.sectionIdentifiersWithNewContent)
    }
}

import Foundation

/// The identifiers of a list's sections and of the items in each, in display order: what a diffable
/// data source's snapshot says about the list's shape.
///
/// Give two of them to ``TableUpdate/init(from:to:reloading:reloadingSections:)`` to get the
/// update that keeps an ``IndexPathHeightCache`` in step with the list.
///
/// ```swift
/// var identifiers = ListIdentifiers<String, Int>()
/// identifiers.appendSection("Pinned", items: [7, 3])
/// identifiers.appendSection("Recent", items: [12, 5, 9])
/// identifiers.itemIdentifiers(inSectionAt: 1)   // [12, 5, 9]
/// ```
///
/// The items of all sections are stored in one array, so building one costs O(items) and holds no
/// per-section allocation. Identifiers should be unique, as UIKit requires; duplicates are allowed
/// here and handled by the diff (see ``TableUpdate/init(from:to:reloading:reloadingSections:)``).
@usableFromInline
package struct ListIdentifiers<Section: Hashable, Item: Hashable> {
    /// The section identifiers, in order.
    @usableFromInline package private(set) var sectionIdentifiers: [Section] = []
    /// The item identifiers of every section, in order: section 0's items, then section 1's, and so on.
    @usableFromInline package private(set) var itemIdentifiers: [Item] = []
    /// Where each section's items start in ``itemIdentifiers``, and where the last one ends:
    /// `sectionIdentifiers.count + 1` offsets.
    @usableFromInline private(set) var sectionStarts: [Int] = [0]

    /// An empty list: no sections.
    package init() {}

    /// A list with these sections and items, in order.
    ///
    /// ```swift
    /// // From a diffable data source's snapshot:
    /// let identifiers = ListIdentifiers(
    ///     snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    /// ```
    package init(_ sections: some Sequence<(Section, [Item])>) {
        for (section, items) in sections { appendSection(section, items: items) }
    }

    /// Adds a section with these items at the end. O(items).
    package mutating func appendSection(_ section: Section, items: some Sequence<Item>) {
        sectionIdentifiers.append(section)
        itemIdentifiers.append(contentsOf: items)
        sectionStarts.append(itemIdentifiers.count)
    }

    /// This list with the items of `section` replaced by `items`, or with `section` appended with
    /// them if it has no such section (what a section snapshot applied to `section` does). O(items).
    package func replacingItems(ofSection section: Section, with items: some Sequence<Item>) -> Self {
        guard let index = sectionIdentifiers.firstIndex(of: section) else {
            var list = self
            list.appendSection(section, items: items)
            return list
        }
        var list = Self()
        for (position, identifier) in sectionIdentifiers.enumerated() {
            if position == index {
                list.appendSection(identifier, items: items)
            } else {
                list.appendSection(identifier, items: itemIdentifiers(inSectionAt: position))
            }
        }
        return list
    }

    /// The number of sections.
    @usableFromInline package var numberOfSections: Int { sectionIdentifiers.count }

    /// The item identifiers of the section at index `section`, in order. O(1).
    ///
    /// - Precondition: `section` is in `0..<numberOfSections`.
    @usableFromInline package func itemIdentifiers(inSectionAt section: Int) -> ArraySlice<Item> {
        itemIdentifiers[sectionStarts[section]..<sectionStarts[section + 1]]
    }
}

extension ListIdentifiers: Hashable {}
extension ListIdentifiers: Sendable where Section: Sendable, Item: Sendable {}

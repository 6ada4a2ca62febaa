import Foundation

/// Computes the ``TableUpdate`` that turns one ``ListIdentifiers`` into another, for the height cache,
/// from positions only: ``IdentifierMatching`` has paired the identifiers already.
///
/// The identifiers are the ground truth: an item keeps its height wherever it goes unless it is
/// reloaded. The steps, each O(items + sections) except the orderings (O(k log k), and O(k) when
/// nothing moved):
/// 1. Pair sections and items by identifier (hashing). Repeated identifiers are never paired.
/// 2. Pair each section that disappears while some of its items live on with a section that
///    appears, in order, as if it had been renamed: its items then move with their heights.
///    (UIKit animates a deletion and an insertion there; the cache only needs a valid batch.)
///    Conversely, a section none of whose items keeps its height is deleted and inserted whole.
/// 3. Sections: the longest run of paired sections in the same order stays; the other paired
///    sections move; the rest are deleted or inserted.
/// 4. Items of each paired section: the longest run of its own items in the same order stays;
///    every other paired item moves (or, when invalidated, is deleted and inserted); stayers that
///    are invalidated are reloaded; unpaired items are deleted or inserted. Sections that are
///    inserted get no row insertions: all their rows start without a height.
@usableFromInline
struct IdentifierDiff {
    private(set) var update = TableUpdate()
    private let items: IdentifierMatching
    private var sections: IdentifierMatching
    /// Where each section's items start in the flat list, and where the last one ends.
    private let beforeStarts: [Int]
    private let afterStarts: [Int]
    private let oldSectionOfItem: [Int]

    /// The update between two lists, given the pairings of their items and sections and where
    /// their sections start; reports repeated identifiers.
    @usableFromInline
    static func update(
        items: IdentifierMatching, sections: IdentifierMatching, beforeStarts: [Int], afterStarts: [Int]
    ) -> TableUpdate {
        for (matching, noun) in [(sections, "section"), (items, "item")] where matching.duplicateCount > 0 {
            Diagnostics.report(
                .invalidUpdate,
                "\(matching.describeDuplicates(noun)) more than once in a list: those items were treated "
                    + "as deleted and inserted and lose their heights. Give every section and every item a unique "
                    + "identifier, as UIKit's diffable data sources require")
        }
        var diff = IdentifierDiff(
            items: items, sections: sections, beforeStarts: beforeStarts, afterStarts: afterStarts)
        diff.run()
        return diff.update
    }

    private init(items: IdentifierMatching, sections: IdentifierMatching, beforeStarts: [Int], afterStarts: [Int]) {
        self.items = items
        self.sections = sections
        self.beforeStarts = beforeStarts
        self.afterStarts = afterStarts
        var oldSectionOfItem = [Int]()
        oldSectionOfItem.reserveCapacity(items.afterIndex.count)
        for section in 0..<beforeStarts.count - 1 {
            oldSectionOfItem += repeatElement(section, count: beforeStarts[section + 1] - beforeStarts[section])
        }
        self.oldSectionOfItem = oldSectionOfItem
    }

    private mutating func run() {
        var invalidated = [Bool](repeating: false, count: items.beforeIndex.count)
        for position in items.marked { invalidated[position] = true }
        for section in sections.marked {
            for position in afterStarts[section]..<afterStarts[section + 1] { invalidated[position] = true }
        }
        // Which old sections hold an item that keeps its height.
        var carries = [Bool](repeating: false, count: sections.afterIndex.count)
        for (position, newPosition) in items.afterIndex.enumerated() where newPosition >= 0 && !invalidated[newPosition]
        {
            carries[oldSectionOfItem[position]] = true
        }
        pairAbandonedSections(carries: carries)
        replaceSectionsWithNothingToKeep(carries: carries)
        diffSections()
        for newSection in 0..<afterStarts.count - 1 { diffRows(of: newSection, invalidated: invalidated) }
        // Items that are gone, from sections that stay (a deleted section takes its rows with it).
        for (position, newPosition) in items.afterIndex.enumerated() where newPosition < 0 {
            let oldSection = oldSectionOfItem[position]
            guard sections.afterIndex[oldSection] >= 0 else { continue }
            update.deletedRows.append(oldPath(position))
        }
    }

    /// The index path before of the item at flat position `position` before.
    private func oldPath(_ position: Int) -> IndexPath {
        let section = oldSectionOfItem[position]
        return IndexPath(rowIndex: position - beforeStarts[section], sectionIndex: section)
    }

    /// Step 2: pairs each unpaired old section that holds an item keeping its height with an unpaired new section.
    private mutating func pairAbandonedSections(carries: [Bool]) {
        let appeared = sections.beforeIndex.indices.filter { sections.beforeIndex[$0] < 0 }
        guard !appeared.isEmpty else { return }
        let abandoned = sections.afterIndex.indices.filter { sections.afterIndex[$0] < 0 && carries[$0] }
        for (oldSection, newSection) in zip(abandoned, appeared) { sections.pair(oldSection, newSection) }
    }

    /// Step 2b: a paired section that had items but none that keeps its height is replaced as a
    /// whole (deleted and inserted): the same result in the cache, and two section changes instead
    /// of a row change per item when a large section is replaced or reloaded.
    private mutating func replaceSectionsWithNothingToKeep(carries: [Bool]) {
        for oldSection in carries.indices
        where !carries[oldSection] && sections.afterIndex[oldSection] >= 0
            && beforeStarts[oldSection + 1] > beforeStarts[oldSection]
        {
            sections.unpair(oldSection)
        }
    }

    /// Step 3.
    private mutating func diffSections() {
        for (oldSection, newSection) in sections.afterIndex.enumerated() where newSection < 0 {
            update.deletedSections.insert(oldSection)
        }
        let pairedNew = sections.beforeIndex.indices.filter { sections.beforeIndex[$0] >= 0 }
        let stays = longestIncreasingSubsequence(pairedNew.map { sections.beforeIndex[$0] })
        for (newSection, stays) in zip(pairedNew, stays) where !stays {
            update.movedSections.append(.init(from: sections.beforeIndex[newSection], to: newSection))
        }
        for (newSection, oldSection) in sections.beforeIndex.enumerated() where oldSection < 0 {
            update.insertedSections.insert(newSection)
        }
    }

    /// Step 4, for the items of new section `newSection`.
    private mutating func diffRows(of newSection: Int, invalidated: [Bool]) {
        let rows = afterStarts[newSection]..<afterStarts[newSection + 1]
        let pairedSection = sections.beforeIndex[newSection]
        // Items that were in the paired old section: the longest run in the same order stays.
        var ownRows: [Int] = []
        var ownPositions: [Int] = []
        if pairedSection >= 0 {
            for position in rows {
                let oldPosition = items.beforeIndex[position]
                guard oldPosition >= 0, oldSectionOfItem[oldPosition] == pairedSection else { continue }
                ownPositions.append(position)
                ownRows.append(oldPosition - beforeStarts[pairedSection])
            }
        }
        var stays = longestIncreasingSubsequence(ownRows)[...]
        var nextOwn = 0
        for position in rows {
            let newPath = IndexPath(rowIndex: position - rows.lowerBound, sectionIndex: newSection)
            let isOwn = nextOwn < ownPositions.count && ownPositions[nextOwn] == position
            if isOwn { nextOwn += 1 }
            let oldPosition = items.beforeIndex[position]
            guard oldPosition >= 0, sections.afterIndex[oldSectionOfItem[oldPosition]] >= 0 else {
                // New, or from a section that is deleted: nothing to keep.
                if pairedSection >= 0 { update.insertedRows.append(newPath) }
                continue
            }
            let staysInPlace = isOwn && stays.popFirst() == true
            switch (staysInPlace, invalidated[position]) {
            case (true, false): break
            case (true, true): update.reloadedRows.append(oldPath(oldPosition))
            case (false, false): update.movedRows.append(.init(from: oldPath(oldPosition), to: newPath))
            case (false, true):
                // A row cannot be moved and reloaded in one batch: it leaves and comes back without a height.
                update.deletedRows.append(oldPath(oldPosition))
                if pairedSection >= 0 { update.insertedRows.append(newPath) }
            }
        }
    }
}

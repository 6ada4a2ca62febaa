import Foundation

/// Computes the ``TableUpdate`` that turns one ``ListIdentifiers`` into another, for the height cache.
///
/// The identifiers are the ground truth: an item keeps its height wherever it goes unless it is
/// reloaded. The steps, each O(items + sections) except the orderings (O(k log k), and O(k) when
/// nothing moved):
/// 1. Pair sections and items by identifier (hashing). Repeated identifiers are never paired.
/// 2. Pair each section that disappears while some of its items live on with a section that
///    appears, in order, as if it had been renamed: its items then move with their heights.
///    (UIKit animates a deletion and an insertion there; the cache only needs a valid batch.)
/// 3. Sections: the longest run of paired sections in the same order stays; the other paired
///    sections move; the rest are deleted or inserted.
/// 4. Items of each paired section: the longest run of its own items in the same order stays;
///    every other paired item moves (or, when invalidated, is deleted and inserted); stayers that
///    are invalidated are reloaded; unpaired items are deleted or inserted. Sections that are
///    inserted get no row insertions: all their rows start without a height.
struct IdentifierDiff {
    private(set) var update = TableUpdate()
    /// Sentences about repeated identifiers, for diagnostics.
    private(set) var problems: [String] = []

    init<Section, Item>(
        from before: ListIdentifiers<Section, Item>, to after: ListIdentifiers<Section, Item>,
        reloadedItems: Set<Item>, reloadedSections: Set<Section>
    ) {
        let items = IdentifierMatching(before: before.itemIdentifiers, after: after.itemIdentifiers)
        var sections = IdentifierMatching(before: before.sectionIdentifiers, after: after.sectionIdentifiers)
        if sections.duplicateCount > 0 { problems.append(sections.describeDuplicates("section")) }
        if items.duplicateCount > 0 { problems.append(items.describeDuplicates("item")) }
        let oldSectionOfItem = before.sectionOfEachItem()
        Self.pairAbandonedSections(&sections, items: items, oldSectionOfItem: oldSectionOfItem)
        diffSections(sections)
        let invalidatedSections = after.sectionIdentifiers.map { reloadedSections.contains($0) }
        for newSection in 0..<after.numberOfSections {
            let rows = after.range(ofSection: newSection)
            let invalidated = { (position: Int) in
                invalidatedSections[newSection]
                    || (!reloadedItems.isEmpty && reloadedItems.contains(after.itemIdentifiers[position]))
            }
            diffRows(
                of: newSection, rows: rows, sections: sections, items: items, before: before,
                oldSectionOfItem: oldSectionOfItem, invalidated: invalidated)
        }
        // Items that are gone, from sections that stay (a deleted section takes its rows with it).
        for (position, newPosition) in items.afterIndex.enumerated() where newPosition < 0 {
            let oldSection = oldSectionOfItem[position]
            guard sections.afterIndex[oldSection] >= 0 else { continue }
            let oldRow = position - before.range(ofSection: oldSection).lowerBound
            update.deletedRows.append(IndexPath(rowIndex: oldRow, sectionIndex: oldSection))
        }
    }

    /// Step 2: pairs each unpaired old section that holds a paired item with an unpaired new section.
    private static func pairAbandonedSections(
        _ sections: inout IdentifierMatching, items: IdentifierMatching, oldSectionOfItem: [Int]
    ) {
        let appeared = sections.beforeIndex.indices.filter { sections.beforeIndex[$0] < 0 }
        guard !appeared.isEmpty else { return }
        var abandoned: [Int] = []
        for (position, newPosition) in items.afterIndex.enumerated() where newPosition >= 0 {
            let oldSection = oldSectionOfItem[position]
            if sections.afterIndex[oldSection] < 0, abandoned.last != oldSection { abandoned.append(oldSection) }
        }
        for (oldSection, newSection) in zip(abandoned, appeared) { sections.pair(oldSection, newSection) }
    }

    /// Step 3.
    private mutating func diffSections(_ sections: IdentifierMatching) {
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

    /// Step 4, for the items of new section `newSection` (flat positions `rows` after the update).
    private mutating func diffRows<Section, Item>(
        of newSection: Int, rows: Range<Int>, sections: IdentifierMatching, items: IdentifierMatching,
        before: ListIdentifiers<Section, Item>, oldSectionOfItem: [Int], invalidated: (Int) -> Bool
    ) {
        let pairedSection = sections.beforeIndex[newSection]
        // Items that were in the paired old section: the longest run in the same order stays.
        var ownRows: [Int] = []
        var ownPositions: [Int] = []
        if pairedSection >= 0 {
            let oldStart = before.range(ofSection: pairedSection).lowerBound
            for position in rows {
                let oldPosition = items.beforeIndex[position]
                guard oldPosition >= 0, oldSectionOfItem[oldPosition] == pairedSection else { continue }
                ownPositions.append(position)
                ownRows.append(oldPosition - oldStart)
            }
        }
        var stays = longestIncreasingSubsequence(ownRows)[...]
        var nextOwn = ownPositions.startIndex
        for position in rows {
            let newPath = IndexPath(rowIndex: position - rows.lowerBound, sectionIndex: newSection)
            let isOwn = nextOwn < ownPositions.count && ownPositions[nextOwn] == position
            if isOwn { nextOwn += 1 }
            let oldPosition = items.beforeIndex[position]
            let oldSection = oldPosition >= 0 ? oldSectionOfItem[oldPosition] : -1
            guard oldPosition >= 0, sections.afterIndex[oldSection] >= 0 else {
                // New, or from a section that is deleted: nothing to keep.
                if pairedSection >= 0 { update.insertedRows.append(newPath) }
                continue
            }
            let oldPath = IndexPath(
                rowIndex: oldPosition - before.range(ofSection: oldSection).lowerBound, sectionIndex: oldSection)
            let staysInPlace = isOwn && stays.popFirst() == true
            switch (staysInPlace, invalidated(position)) {
            case (true, false): break
            case (true, true): update.reloadedRows.append(oldPath)
            case (false, false): update.movedRows.append(.init(from: oldPath, to: newPath))
            case (false, true):
                // A row cannot be moved and reloaded in one batch: it leaves and comes back without a height.
                update.deletedRows.append(oldPath)
                if pairedSection >= 0 { update.insertedRows.append(newPath) }
            }
        }
    }
}

import Foundation

/// Computes the ``TableUpdate`` that turns one ``ListIdentifiers`` into another, for the height cache,
/// from positions only: ``IdentifierMatching`` has paired the identifiers already.
///
/// The identifiers are the ground truth, as in `NSDiffableDataSourceSnapshot`: a section is its
/// identifier, and an item keeps its height wherever ``TableUpdate``'s rules let it go unless it is
/// reloaded. The steps, each O(items + sections) except the orderings (O(k log k), and O(k) when
/// nothing moved):
/// 1. Pair sections and items by identifier (hashing). Repeated identifiers are never paired.
/// 2. Sections: the longest run of paired sections in the same order stays; the other paired
///    sections move; paired sections that are reloaded are reloaded too (in place or moved); the
///    rest are deleted or inserted. A section in both lists is never deleted and inserted, and
///    never paired with another identifier: its header and footer stay its own.
/// 3. Items of each paired section that is not reloaded: the longest run of its own items in the
///    same order stays; every other item from a section that keeps its rows moves (or, when
///    invalidated, is deleted and inserted); stayers that are invalidated are reloaded; the other
///    items are deleted or inserted. Sections that are inserted or reloaded get no row insertions:
///    all their rows start without a height, but for rows moved into an inserted section. Items
///    from a deleted or reloaded section arrive without a height.
@usableFromInline
struct IdentifierDiff {
    private(set) var update = TableUpdate()
    private let items: IdentifierMatching
    private let sections: IdentifierMatching
    /// For each section before, whether it stays (or moves) and is reloaded.
    private let reloadedOld: [Bool]
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
        var reloadedOld = [Bool](repeating: false, count: sections.afterIndex.count)
        for newSection in sections.marked where sections.beforeIndex[newSection] >= 0 {
            reloadedOld[sections.beforeIndex[newSection]] = true
        }
        self.reloadedOld = reloadedOld
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
        diffSections()
        for newSection in 0..<afterStarts.count - 1 { diffRows(of: newSection, invalidated: invalidated) }
        // Items that are gone, from sections that keep their rows (a deleted or reloaded section
        // takes its rows with it).
        for (position, newPosition) in items.afterIndex.enumerated() where newPosition < 0 {
            guard keepsRows(oldSection: oldSectionOfItem[position]) else { continue }
            update.deletedRows.append(oldPath(position))
        }
    }

    /// `true` if old section `oldSection` is in the list after and not reloaded: its rows keep
    /// their heights, wherever they go.
    private func keepsRows(oldSection: Int) -> Bool {
        sections.afterIndex[oldSection] >= 0 && !reloadedOld[oldSection]
    }

    /// The index path before of the item at flat position `position` before.
    private func oldPath(_ position: Int) -> IndexPath {
        let section = oldSectionOfItem[position]
        return IndexPath(rowIndex: position - beforeStarts[section], sectionIndex: section)
    }

    /// Step 2.
    private mutating func diffSections() {
        for (oldSection, newSection) in sections.afterIndex.enumerated() where newSection < 0 {
            update.deletedSections.insert(oldSection)
        }
        let pairedNew = sections.beforeIndex.indices.filter { sections.beforeIndex[$0] >= 0 }
        let stays = longestIncreasingSubsequence(pairedNew.map { sections.beforeIndex[$0] })
        for (newSection, stays) in zip(pairedNew, stays) where !stays {
            update.movedSections.append(.init(from: sections.beforeIndex[newSection], to: newSection))
        }
        for (oldSection, reloaded) in reloadedOld.enumerated() where reloaded {
            update.reloadedSections.insert(oldSection)
        }
        for (newSection, oldSection) in sections.beforeIndex.enumerated() where oldSection < 0 {
            update.insertedSections.insert(newSection)
        }
    }

    /// Step 3, for the items of new section `newSection`.
    private mutating func diffRows(of newSection: Int, invalidated: [Bool]) {
        let rows = afterStarts[newSection]..<afterStarts[newSection + 1]
        let pairedSection = sections.beforeIndex[newSection]
        if pairedSection >= 0, reloadedOld[pairedSection] {
            // Reloaded: every row comes back without a height; the items it takes in leave their sections.
            for position in rows {
                let oldPosition = items.beforeIndex[position]
                if oldPosition >= 0, keepsRows(oldSection: oldSectionOfItem[oldPosition]) {
                    update.deletedRows.append(oldPath(oldPosition))
                }
            }
            return
        }
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
            guard oldPosition >= 0, keepsRows(oldSection: oldSectionOfItem[oldPosition]) else {
                // New, or from a section that is deleted or reloaded: nothing to keep.
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

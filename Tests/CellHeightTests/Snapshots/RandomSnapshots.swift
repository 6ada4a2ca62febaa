import CellHeight
import Foundation
import TestSupport

/// A random change of a list with identifiers: the lists before and after, and what is reloaded.
struct SnapshotChange: CustomStringConvertible {
    var before = ListIdentifiers<Int, Int>()
    var after = ListIdentifiers<Int, Int>()
    var reloadedItems: Set<Int> = []
    var reloadedSections: Set<Int> = []
    /// Whether an identifier was repeated on purpose (UIKit would reject the snapshot).
    var hasDuplicates = false

    var description: String {
        func render(_ list: ListIdentifiers<Int, Int>) -> String {
            list.sectionIdentifiers.indices.map {
                "s\(list.sectionIdentifiers[$0]):\(Array(list.itemIdentifiers(inSectionAt: $0)))"
            }
            .joined(separator: " ")
        }
        return "before [\(render(before))] after [\(render(after))] reloading \(reloadedItems.sorted()) "
            + "sections \(reloadedSections.sorted())"
    }
}

/// Makes random ``SnapshotChange``s: sections and items deleted, inserted, moved within and across
/// sections (into new sections too), reordered, reloaded; empty sections; all-new, all-deleted and
/// unchanged lists; now and then a repeated identifier.
struct SnapshotMaker {
    var random: SeededGenerator
    private var nextID = 0

    init(random: SeededGenerator) { self.random = random }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
    private mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func fresh() -> Int {
        nextID += 1
        return nextID
    }
    private mutating func freshList(sections: Int, itemsUpTo most: Int) -> [(Int, [Int])] {
        (0..<sections).map { _ in (fresh(), (0..<int(0..<most + 1)).map { _ in fresh() }) }
    }

    mutating func make() -> SnapshotChange {
        let most = chance(0.03) ? 300 : 8
        let before = freshList(sections: int(0..<6), itemsUpTo: most)
        var after: [(Int, [Int])]
        switch int(0..<100) {
        case 0..<5: after = freshList(sections: int(0..<6), itemsUpTo: most)  // All new.
        case 5..<10: after = chance(0.5) ? [] : before.map { ($0.0, []) }  // All deleted.
        case 10..<15: after = before  // Unchanged, maybe reloaded.
        default: after = mutate(before, itemsUpTo: most)
        }
        var change = SnapshotChange()
        var beforeList = before
        if chance(0.04), duplicate(in: &after) { change.hasDuplicates = true }
        if chance(0.04), duplicate(in: &beforeList) { change.hasDuplicates = true }
        change.before = ListIdentifiers(beforeList)
        change.after = ListIdentifiers(after)
        let afterItems = change.after.itemIdentifiers
        for item in afterItems where chance(0.1) { change.reloadedItems.insert(item) }
        if chance(0.1) { change.reloadedItems.insert(fresh()) }  // Not in the list: ignored.
        for section in change.after.sectionIdentifiers where chance(0.08) { change.reloadedSections.insert(section) }
        return change
    }

    /// Repeats an item or a section identifier of `list`; `false` if it has neither.
    private mutating func duplicate(in list: inout [(Int, [Int])]) -> Bool {
        if chance(0.5), let item = list.flatMap(\.1).randomElement(using: &random) {
            let section = int(0..<list.count)
            list[section].1.insert(item, at: int(0..<list[section].1.count + 1))
            if chance(0.2) { list[section].1.insert(item, at: int(0..<list[section].1.count + 1)) }  // Thrice.
            return true
        }
        guard let section = list.randomElement(using: &random) else { return false }
        list.insert((section.0, chance(0.5) ? [] : [fresh()]), at: int(0..<list.count + 1))
        return true
    }

    /// A random edit of `list`: section deletions, insertions and moves; item deletions,
    /// insertions, moves within and across sections.
    private mutating func mutate(_ list: [(Int, [Int])], itemsUpTo most: Int) -> [(Int, [Int])] {
        var sections = list.map(\.0).filter { _ in !chance(0.2) }
        for _ in 0..<int(0..<3) { sections.insert(fresh(), at: int(0..<sections.count + 1)) }
        if chance(0.3) {
            sections.shuffle(using: &random)
        } else {
            for _ in 0..<int(0..<3) where sections.count > 1 {
                sections.insert(sections.remove(at: int(0..<sections.count)), at: int(0..<sections.count))
            }
        }
        guard !sections.isEmpty else { return [] }
        let old = Dictionary(uniqueKeysWithValues: list)
        var content: [Int: [Int]] = [:]
        for section in sections {
            content[section] = (old[section] ?? []).filter { _ in !chance(0.15) }
            if old[section] == nil, chance(0.5) { content[section] = (0..<int(0..<most + 1)).map { _ in fresh() } }
        }
        // Items leave their section for another one, or come from sections that are gone.
        var travellers = list.filter { !sections.contains($0.0) }.flatMap(\.1).filter { _ in chance(0.7) }
        for section in sections {
            content[section]!.removeAll { item in
                guard chance(0.1) else { return false }
                travellers.append(item)
                return true
            }
        }
        travellers += (0..<int(0..<5)).map { _ in fresh() }
        for item in travellers {
            let section = sections.randomElement(using: &random)!
            content[section]!.insert(item, at: int(0..<content[section]!.count + 1))
        }
        // Reorder within sections.
        for section in sections where chance(0.3) && content[section]!.count > 1 {
            if chance(0.2) {
                content[section]!.shuffle(using: &random)
            } else {
                for _ in 0..<int(1..<4) {
                    let item = content[section]!.remove(at: int(0..<content[section]!.count))
                    content[section]!.insert(item, at: int(0..<content[section]!.count + 1))
                }
            }
        }
        return sections.map { ($0, content[$0]!) }
    }
}

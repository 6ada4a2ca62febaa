import CellHeight
import Foundation

/// SplitMix64: a small, fast, seedable generator, so that every random test can be replayed.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed of a randomised test: `CELLHEIGHT_SEED` if set (to replay a failure), else a fresh one.
public func testSeed(_ name: String) -> UInt64 {
    let seed =
        ProcessInfo.processInfo.environment["CELLHEIGHT_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: 1...UInt64.max)
    print("\(name): seed \(seed) (replay with CELLHEIGHT_SEED=\(seed))")
    return seed
}

extension IndexPath {
    /// `[section, row]`.
    public init(_ section: Int, _ row: Int) { self.init(indexes: [section, row]) }
}

/// Makes random *valid* batch updates for a table of the given shape, and the row counts of the
/// sections they insert.
public struct RandomUpdateMaker {
    /// The randomness every choice comes from.
    public var random: SeededGenerator

    /// A maker drawing from `random`.
    public init(random: SeededGenerator) { self.random = random }

    /// `true` with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
    /// A random integer in `range`.
    public mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

    /// Picks up to `count` distinct elements of `pool`.
    public mutating func pick<T>(_ count: Int, from pool: [T]) -> [T] {
        Array(pool.shuffled(using: &random).prefix(count))
    }

    /// A random valid update of a table with these row counts, and the row counts of the sections
    /// it inserts.
    public mutating func makeUpdate(rowCounts: [Int]) -> (TableUpdate, insertedSectionRows: [Int: Int]) {
        var update = TableUpdate()
        let singleKind = chance(0.4) ? int(0..<8) : -1  // 40%: an update of one kind only, as single calls make.
        func allowed(_ kind: Int) -> Bool { singleKind < 0 || singleKind == kind }
        let sectionCount = rowCounts.count
        // Section changes, old side: disjoint deletions, reloads and move sources.
        var oldSections = pick(sectionCount, from: Array(0..<sectionCount))
        func takeSections(_ kind: Int, _ most: Int) -> [Int] {
            guard allowed(kind), !oldSections.isEmpty, chance(0.3) else { return [] }
            let taken = Array(oldSections.prefix(int(1..<(min(most, oldSections.count) + 1))))
            oldSections.removeFirst(taken.count)
            return taken
        }
        let deletedSections = takeSections(0, 2)
        let reloadedSections = takeSections(1, 2)
        let movedFrom = takeSections(2, 2)
        update.deleteSections(IndexSet(deletedSections))
        update.reloadSections(IndexSet(reloadedSections))
        // Row changes, old side, in sections that stay or move (not deleted, not reloaded).
        let rowSections = (0..<sectionCount).filter { !deletedSections.contains($0) && !reloadedSections.contains($0) }
        var oldRows = pick(1000, from: rowSections.flatMap { s in (0..<rowCounts[s]).map { IndexPath(s, $0) } })
        func takeRows(_ kind: Int, _ most: Int) -> [IndexPath] {
            guard allowed(kind), !oldRows.isEmpty, chance(0.5) else { return [] }
            let taken = Array(oldRows.prefix(int(1..<(min(most, oldRows.count) + 1))))
            oldRows.removeFirst(taken.count)
            return taken
        }
        update.deleteRows(at: takeRows(3, 4))
        update.reloadRows(at: takeRows(4, 3))
        let movedRowsFrom = takeRows(5, 3)
        // Survivors: sections that stay, with their remaining row counts.
        var remainingRows: [Int: Int] = [:]
        for s in rowSections {
            remainingRows[s] = rowCounts[s] - (update.deletedRows + movedRowsFrom).filter { $0[0] == s }.count
        }
        for s in reloadedSections { remainingRows[s] = rowCounts[s] }
        // Section changes, new side: inserted sections and move destinations among the final indexes.
        let insertedCount = allowed(6) && chance(0.3) ? int(1..<3) : 0
        let finalCount = sectionCount - deletedSections.count + insertedCount
        let fixed = pick(insertedCount + movedFrom.count, from: Array(0..<finalCount)).sorted()
        let moveSlots = pick(movedFrom.count, from: fixed)
        var origins = [Int?](repeating: nil, count: finalCount)  // Old section of each final one.
        var insertedSectionRows: [Int: Int] = [:]
        for (from, to) in zip(movedFrom, moveSlots) {
            update.moveSection(from, toSection: to)
            origins[to] = from
        }
        for slot in fixed where !moveSlots.contains(slot) {
            update.insertSections(IndexSet(integer: slot))
            insertedSectionRows[slot] = int(0..<4)
        }
        var survivors = (0..<sectionCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for slot in 0..<finalCount where !fixed.contains(slot) { origins[slot] = survivors.next() }
        // Rows, new side: move destinations and insertions in final sections that came from old ones.
        let targets = (0..<finalCount).filter { origins[$0] != nil && !reloadedSections.contains(origins[$0]!) }
        var incoming: [Int: Int] = [:]  // Final section -> rows moved or inserted into it.
        var destinations: [Int] = []
        for _ in movedRowsFrom {
            guard let target = targets.randomElement(using: &random) else { break }
            destinations.append(target)
            incoming[target, default: 0] += 1
        }
        let movedRows = Array(movedRowsFrom.prefix(destinations.count))
        var insertions: [Int] = []
        if allowed(7), !targets.isEmpty, chance(0.5) {
            for _ in 0..<int(1..<5) {
                let target = targets.randomElement(using: &random)!
                insertions.append(target)
                incoming[target, default: 0] += 1
            }
        }
        var freeSlots: [Int: [Int]] = [:]
        for (section, count) in incoming {
            let finalRows = remainingRows[origins[section]!]! + count
            freeSlots[section] = pick(count, from: Array(0..<finalRows))
        }
        for (from, section) in zip(movedRows, destinations) {
            update.moveRow(at: from, to: IndexPath(section, freeSlots[section]!.removeLast()))
        }
        for section in insertions { update.insertRows(at: [IndexPath(section, freeSlots[section]!.removeLast())]) }
        // Moved-away rows that found no destination are deleted instead, so the update stays valid.
        update.deleteRows(at: Array(movedRowsFrom.dropFirst(destinations.count)))
        return (update, insertedSectionRows)
    }
}

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
    public init(_ section: Int, _ row: Int) {
        self.init(index: section)
        append(row)
    }
}

/// Makes random *valid* batch updates for a table of the given shape, and the row counts of the
/// sections that arrive new.
///
/// Every kind of change can meet every other in one batch: rows changed inside reloaded sections,
/// rows inserted or moved into inserted and reloaded sections, reloaded sections whose row count
/// changes, several inserted, deleted, reloaded and moved sections, and up to ``Limits`` row
/// changes of each kind. An update is empty only if the table offers nothing to change.
public struct RandomUpdateMaker {
    /// The most changes of each kind in one update.
    public struct Limits: Sendable {
        /// Deleted, reloaded or moved sections, each.
        public var sectionChanges = 3
        /// Inserted sections.
        public var insertedSections = 5
        /// Deleted, reloaded or moved rows, each.
        public var rowChanges = 8
        /// Inserted rows.
        public var insertedRows = 8
        /// Limits for small tables.
        public init() {}
    }

    /// The randomness every choice comes from.
    public var random: SeededGenerator
    /// The most changes of each kind.
    public var limits = Limits()

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

    /// A random valid update of a table with these row counts, and, for each section that arrives
    /// new (inserted or reloaded), by its index after the update, its fresh rows besides those
    /// inserted or moved into it.
    public mutating func makeUpdate(rowCounts: [Int]) -> (TableUpdate, insertedSectionRows: [Int: Int]) {
        var made = (TableUpdate(), insertedSectionRows: [Int: Int]())
        for _ in 0..<8 {  // Rarely empty: try again with other choices.
            made = makeAttempt(rowCounts)
            if !made.0.isEmpty { break }
        }
        return made
    }

    private mutating func makeAttempt(_ rowCounts: [Int]) -> (TableUpdate, insertedSectionRows: [Int: Int]) {
        var update = TableUpdate()
        let singleKind = chance(0.25) ? int(0..<8) : -1  // Some updates of one kind only, as single calls make.
        func allowed(_ kind: Int) -> Bool { singleKind < 0 || singleKind == kind }
        let sectionCount = rowCounts.count
        // Section changes, old side: disjoint deletions, reloads and move sources.
        var oldSections = pick(sectionCount, from: Array(0..<sectionCount))
        func takeSections(_ kind: Int) -> [Int] {
            guard allowed(kind), !oldSections.isEmpty, chance(0.35) else { return [] }
            let taken = Array(oldSections.prefix(int(1..<(min(limits.sectionChanges, oldSections.count) + 1))))
            oldSections.removeFirst(taken.count)
            return taken
        }
        let deletedSections = takeSections(0)
        let reloadedSections = takeSections(1)
        let movedFrom = takeSections(2)
        update.deleteSections(IndexSet(deletedSections))
        update.reloadSections(IndexSet(reloadedSections))
        // Row changes, old side, in every section that is not deleted (reloaded ones included).
        let rowSections = (0..<sectionCount).filter { !deletedSections.contains($0) }
        var oldRows = pick(2000, from: rowSections.flatMap { s in (0..<rowCounts[s]).map { IndexPath(s, $0) } })
        func takeRows(_ kind: Int) -> [IndexPath] {
            guard allowed(kind), !oldRows.isEmpty, chance(0.5) else { return [] }
            let taken = Array(oldRows.prefix(int(1..<(min(limits.rowChanges, oldRows.count) + 1))))
            oldRows.removeFirst(taken.count)
            return taken
        }
        update.deleteRows(at: takeRows(3))
        update.reloadRows(at: takeRows(4))
        let movedRowsFrom = takeRows(5)
        // Section changes, new side: inserted sections and move destinations among the final indexes.
        let insertedCount = allowed(6) && chance(0.35) ? int(1..<(limits.insertedSections + 1)) : 0
        let finalCount = sectionCount - deletedSections.count + insertedCount
        let fixed = pick(insertedCount + movedFrom.count, from: Array(0..<finalCount)).sorted()
        let moveSlots = pick(movedFrom.count, from: fixed)
        var origins = [Int?](repeating: nil, count: finalCount)  // Old section of each final one.
        for (from, to) in zip(movedFrom, moveSlots) {
            update.moveSection(from, toSection: to)
            origins[to] = from
        }
        var insertedSectionRows: [Int: Int] = [:]
        for slot in fixed where !moveSlots.contains(slot) {
            update.insertSections(IndexSet(integer: slot))
            insertedSectionRows[slot] = int(0..<5)
        }
        var survivors = (0..<sectionCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for slot in 0..<finalCount where !fixed.contains(slot) { origins[slot] = survivors.next() }
        // Rows each final section has before insertions and moves into it.
        let removedRows = update.deletedRows + movedRowsFrom
        var baseRows = [Int](repeating: 0, count: finalCount)
        for slot in 0..<finalCount {
            if let origin = origins[slot], reloadedSections.contains(origin) {
                insertedSectionRows[slot] = int(0..<(rowCounts[origin] + 4))  // Its row count may change.
            }
            if let rows = insertedSectionRows[slot] {
                baseRows[slot] = rows
            } else if let origin = origins[slot] {
                baseRows[slot] = rowCounts[origin] - removedRows.filter { $0[0] == origin }.count
            }
        }
        // Rows, new side: move destinations and insertions, into any final section.
        var incoming = [Int](repeating: 0, count: finalCount)
        var destinations: [Int] = []
        for _ in movedRowsFrom where finalCount > 0 {
            let target = int(0..<finalCount)
            destinations.append(target)
            incoming[target] += 1
        }
        var insertions: [Int] = []
        if allowed(7), finalCount > 0, chance(0.5) {
            for _ in 0..<int(1..<(limits.insertedRows + 1)) {
                let target = int(0..<finalCount)
                insertions.append(target)
                incoming[target] += 1
            }
        }
        var freeSlots = (0..<finalCount).map { pick(incoming[$0], from: Array(0..<(baseRows[$0] + incoming[$0]))) }
        for (from, section) in zip(movedRowsFrom, destinations) {
            update.moveRow(at: from, to: IndexPath(section, freeSlots[section].removeLast()))
        }
        for section in insertions { update.insertRows(at: [IndexPath(section, freeSlots[section].removeLast())]) }
        // Moved-away rows that found no destination are deleted instead, so the update stays valid.
        update.deleteRows(at: Array(movedRowsFrom.dropFirst(destinations.count)))
        return (update, insertedSectionRows)
    }
}

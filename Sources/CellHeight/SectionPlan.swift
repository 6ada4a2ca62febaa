import Foundation

/// Where each section of a batch's result comes from, resolved and validated from a ``TableUpdate``.
struct SectionPlan {
    /// The source of one section of the result.
    enum Origin: Equatable {
        /// An old section that stays (shifted) or moves; its rows come along.
        case old(Int)
        /// An old section that stays in place (shifted) but whose rows must be measured again.
        case reloaded(Int)
        /// A new section: every row is absent.
        case inserted
    }

    /// Sections at or above this index (1,048,576) are out of range for any table the cache serves.
    static let maximumSection = 1 << 20

    /// The origin of each section of the result, by its new index.
    private(set) var origins: [Origin] = []
    /// The new index of each old section that survives (stays, moves or reloads).
    private(set) var newIndex: [Int: Int] = [:]
    let deleted: Set<Int>
    let reloaded: Set<Int>

    /// Resolves the section half of `update`. Returns `nil` if the section changes contradict each
    /// other (the caller then invalidates everything, since no section can be mapped with certainty).
    init?(_ update: TableUpdate, storedSections: Int, problems: inout [String]) {
        deleted = Set(update.deletedSections)
        reloaded = Set(update.reloadedSections)
        let moveSources = update.movedSections.map(\.from)
        var before = Set<Int>()
        for section in Array(update.deletedSections) + Array(update.reloadedSections) + moveSources
        where !before.insert(section).inserted || !(0..<Self.maximumSection).contains(section) {
            problems.append("section \(section) is deleted, reloaded or moved more than once, or out of range")
            return nil
        }
        var fixed: [Int: Origin] = [:]
        for section in update.insertedSections { fixed[section] = .inserted }
        for move in update.movedSections {
            guard fixed.updateValue(.old(move.from), forKey: move.to) == nil else {
                problems.append("two sections are inserted or moved to section \(move.to)")
                return nil
            }
        }
        guard fixed.count == update.insertedSections.count + update.movedSections.count,
            fixed.keys.allSatisfy({ (0..<Self.maximumSection).contains($0) })
        else {
            problems.append("a section is inserted twice or moved onto an inserted section, or out of range")
            return nil
        }
        // Old sections named by row changes must get a new index too, even beyond the stored ones.
        let rowSections = (update.deletedRows + update.reloadedRows + update.movedRows.map(\.from))
            .lazy.filter(\.isTableRow).map { $0[0] }.filter { $0 < Self.maximumSection }
        let oldLimit = max(storedSections, (rowSections.max() ?? -1) + 1)
        let removed = deleted.union(moveSources)
        let placed = fixed.sorted { $0.key < $1.key }.map { (index: $0.key, element: $0.value) }
        let survivors = (0..<oldLimit).lazy.filter { !removed.contains($0) }.map { old in
            Origin.old(old)
        }
        origins = Array(
            mergeBatch(survivors: survivors, fixed: placed, filler: .inserted) { $0 == .inserted })
        for (new, origin) in origins.enumerated() {
            guard case .old(let old) = origin else { continue }
            newIndex[old] = new
            if reloaded.contains(old) { origins[new] = .reloaded(old) }
        }
    }

    /// The sections of the result, before row changes: moved and surviving sections keep their rows,
    /// reloaded and inserted ones start empty.
    func sections(from old: [SectionHeights]) -> [SectionHeights] {
        origins.map { origin in
            guard case .old(let index) = origin, index < old.count else { return SectionHeights() }
            return old[index]
        }
    }

    /// The old section that a new section's rows come from, if its rows are kept.
    func keptOldSection(ofNew section: Int) -> Int? {
        guard section < origins.count, case .old(let old) = origins[section] else { return nil }
        return old
    }
}

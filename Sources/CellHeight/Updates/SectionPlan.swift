import Foundation

/// Where each section of a batch's result comes from, resolved and validated once from a
/// ``TableUpdate`` and then applied to every bucket.
///
/// Survivors (old sections neither deleted nor moved away) keep their order and fill the new
/// indexes that no insertion or move destination takes. Sections at or above
/// ``IndexLimits/sections`` hold no heights, so changes there are reported and otherwise ignored:
/// they cannot move a section the cache stores. Every query is O(log section changes); nothing
/// iterates the update's index sets one index at a time.
struct SectionPlan {
    /// The source of one section of the result.
    enum Origin: Equatable {
        /// An old section that stays (shifted) or moves; its rows come along.
        case kept(Int)
        /// An old section that stays (shifted) or moves, but whose rows must be measured again.
        case reloaded(Int)
        /// A new section, or one whose rows the cache cannot know: every row is absent.
        case inserted
    }

    /// Old sections that leave: deleted or moved away.
    private(set) var removed = SortedRanges()
    private(set) var deleted = SortedRanges()
    private(set) var reloaded = SortedRanges()
    /// New sections that no survivor fills: inserted or moved to.
    private(set) var fixed = SortedRanges()
    /// Moves by destination, and by source.
    private var moveSources: [Int: Int] = [:]
    private var moveDestinations: [Int: Int] = [:]
    /// `false` if the update changes no section: then every section keeps its index.
    private(set) var changesSections = false

    /// An update that changes no section.
    init() {}

    /// Resolves the section half of `update`. Returns `nil` if the section changes contradict each
    /// other or name a negative section (the caller then invalidates everything, since no section
    /// can be mapped with certainty). Problems are added to `problems`.
    init?(_ update: TableUpdate, problems: inout [String]) {
        let limit = IndexLimits.sections
        let sets = [
            ("deleted", update.deletedSections), ("inserted", update.insertedSections),
            ("reloaded", update.reloadedSections),
        ].map { (name: $0.0, contents: $0.1.boundedContents(limit: limit)) }
        var bad: [String] = []
        for set in sets where set.contents.hasNegative { bad.append("\(set.name) sections hold a negative index") }
        for set in sets where set.contents.hasBeyondLimit {
            problems.append(
                "ignored \(set.name) section indexes at or above \(IndexLimits.sectionsText), more sections than the "
                    + "cache serves")
        }
        var sources: [Range<Int>] = []
        var destinations: [Range<Int>] = []
        for move in update.movedSections {
            guard move.from >= 0, move.to >= 0 else {
                bad.append("section move \(move.from) -> \(move.to) names a negative section")
                continue
            }
            if move.from >= limit || move.to >= limit {
                problems.append(
                    "section move \(move.from) -> \(move.to) reaches beyond section \(IndexLimits.sectionsText); "
                        + "the moved section's heights were dropped")
            }
            if move.from < limit { sources.append(move.from..<move.from + 1) }
            if move.to < limit { destinations.append(move.to..<move.to + 1) }
            if move.from < limit, move.to < limit {
                moveSources[move.to] = move.from
                moveDestinations[move.from] = move.to
            }
        }
        // A section may be moved and reloaded (UIKit rejects it; the cache reads it as a move that
        // arrives without heights), but not deleted and then reloaded or moved, nor moved twice.
        let deletedOrMoved = sets[0].contents.ranges + sources
        let deletedOrReloaded = sets[0].contents.ranges + sets[2].contents.ranges
        if SortedRanges.overlaps(deletedOrMoved) || SortedRanges.overlaps(deletedOrReloaded) {
            bad.append("a section is deleted, reloaded or moved more than once")
        }
        if SortedRanges.overlaps(sets[1].contents.ranges + destinations) {
            bad.append("two sections are inserted or moved to the same index")
        }
        guard bad.isEmpty else {
            problems += bad.map { "\($0); every height was invalidated" }
            return nil
        }
        deleted = SortedRanges(sets[0].contents.ranges)
        reloaded = SortedRanges(sets[2].contents.ranges)
        removed = SortedRanges(sets[0].contents.ranges + sources)
        fixed = SortedRanges(sets[1].contents.ranges + destinations)
        changesSections = !removed.isEmpty || !reloaded.isEmpty || !fixed.isEmpty
    }

    /// The new index of old section `section`, or `nil` if it is deleted or lands beyond what the
    /// cache serves. A reloaded section has a new index too (its rows are absent there).
    func newIndex(ofOld section: Int) -> Int? {
        guard changesSections else { return section }
        if let destination = moveDestinations[section] { return destination }
        guard !removed.contains(section) else { return nil }
        let index = fixed.nonMember(at: section - removed.count(below: section))
        return index < IndexLimits.sections ? index : nil
    }

    /// Where new section `section` comes from.
    func origin(ofNew section: Int) -> Origin {
        guard changesSections else { return .kept(section) }
        if let source = moveSources[section] { return reloaded.contains(source) ? .reloaded(source) : .kept(source) }
        guard !fixed.contains(section) else { return .inserted }
        let old = removed.nonMember(at: section - fixed.count(below: section))
        return reloaded.contains(old) ? .reloaded(old) : .kept(old)
    }

    /// `true` if old section `section` keeps its rows (it is neither deleted nor reloaded).
    func keepsRows(ofOld section: Int) -> Bool {
        !changesSections || (!deleted.contains(section) && !reloaded.contains(section))
    }

    /// The sections of the result, before row changes: moved and surviving sections keep their
    /// rows, the others are empty. Takes the buffers out of `old` without copying them.
    /// O(stored sections x log(section changes)).
    func rearrange(_ old: inout [SectionHeights]) -> [SectionHeights] {
        var placed: [(index: Int, section: Int)] = []
        for section in old.indices where !old[section].heights.isEmpty && keepsRows(ofOld: section) {
            if let index = newIndex(ofOld: section) { placed.append((index, section)) }
        }
        guard let last = placed.map(\.index).max() else { return [] }
        var result = [SectionHeights](repeating: SectionHeights(), count: last + 1)
        for (index, section) in placed { swap(&result[index], &old[section]) }
        return result
    }
}

import CellHeight
import Foundation

/// A deliberately naive table (of heights, or of content ids) that applies UIKit's documented
/// batch rules step by step: first every deletion (old indexes, descending), then every insertion
/// (new indexes, ascending). The cache computes the same result in a completely different way;
/// the tests compare the two.
///
/// Where UIKit would throw, the model follows the cache's documented choices (see `TableUpdate`):
/// a reloaded section is deleted and inserted again (its old rows and their changes go; it comes
/// back with fresh rows and the rows inserted or moved into it); a row moved out of a deleted or
/// reloaded section arrives fresh.
public struct ReferenceModel<Element: Equatable>: Equatable {
    /// The rows of each section.
    public var sections: [[Element]]
    /// The element of a row that is inserted, or reloaded (a new element for the same place).
    public var fresh: () -> Element

    /// A model with these rows; `fresh` makes the element of each inserted or reloaded row.
    public init(sections: [[Element]], fresh: @escaping () -> Element) {
        self.sections = sections
        self.fresh = fresh
    }

    /// Equal if the rows are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sections == rhs.sections }

    /// Applies a valid update.
    ///
    /// - Parameters:
    ///   - insertedSectionRows: For each section that arrives new, by its index after the batch
    ///     (inserted, or reloaded), how many fresh rows it has besides those inserted or moved
    ///     into it. A reloaded section missing here keeps its row count.
    ///   - isKnown: If given, the model is a cache's knowledge (see `TableUpdate`): a moved row
    ///     whose destination lies beyond the rows known to exist after the batch arrives fresh.
    ///     A section is known to have its rows up to the last known one, and those the batch names.
    public mutating func apply(
        _ update: TableUpdate, insertedSectionRows: [Int: Int], isKnown: ((Element) -> Bool)? = nil
    ) {
        let deleted = Set(update.deletedSections)
        let reloaded = Set(update.reloadedSections)
        let gone = deleted.union(reloaded)
        // Old section of each section after the batch (nil: inserted).
        var arrangement: [Int?] = Array(sections.indices)
        for section in (Array(deleted) + update.movedSections.map(\.from)).sorted(by: >) {
            arrangement.remove(at: section)
        }
        let placed = update.insertedSections.map { ($0, Int?.none) } + update.movedSections.map { ($0.to, $0.from) }
        for (section, origin) in placed.sorted(by: { $0.0 < $1.0 }) { arrangement.insert(origin, at: section) }
        let limits = isKnown.map { knownRowCounts(update, arrangement, gone, $0) }
        // Values carried by moves, before anything changes.
        let movedValues = update.movedRows.map { gone.contains($0.from[0]) ? fresh() : value($0.from) }
        for indexPath in update.reloadedRows where !gone.contains(indexPath[0]) {
            sections[indexPath[0]][indexPath[1]] = fresh()
        }
        let removedRows = (update.deletedRows + update.movedRows.map(\.from)).filter { !gone.contains($0[0]) }
        for indexPath in removedRows.sorted(by: >) { sections[indexPath[0]].remove(at: indexPath[1]) }
        let old = sections
        sections = arrangement.enumerated().map { section, origin in
            if let origin, !reloaded.contains(origin) { return old[origin] }
            let count = insertedSectionRows[section] ?? origin.map { old[$0].count } ?? 0
            return (0..<count).map { _ in fresh() }
        }
        var rows: [(IndexPath, Element)] = update.insertedRows.map { ($0, fresh()) }
        for (move, value) in zip(update.movedRows, movedValues) {
            let beyond = limits.map { move.to[1] >= $0[move.to[0]] } ?? false
            rows.append((move.to, beyond ? fresh() : value))
        }
        for (indexPath, value) in rows.sorted(by: { $0.0 < $1.0 }) {
            sections[indexPath[0]].insert(value, at: indexPath[1])
        }
    }

    /// For each section after the batch, the rows a cache knows it has (see `apply`).
    private func knownRowCounts(
        _ update: TableUpdate, _ arrangement: [Int?], _ gone: Set<Int>, _ isKnown: (Element) -> Bool
    ) -> [Int] {
        let oldSide = update.deletedRows + update.reloadedRows + update.movedRows.map(\.from)
        let removed = update.deletedRows + update.movedRows.map(\.from)
        let incoming = update.insertedRows + update.movedRows.map(\.to)
        return arrangement.enumerated().map { section, origin in
            let fixed = incoming.filter { $0[0] == section }.count
            guard let origin, !gone.contains(origin) else { return fixed }
            let extent = (sections[origin].lastIndex(where: isKnown) ?? -1) + 1
            let named = (oldSide.filter { $0[0] == origin }.map { $0[1] }.max() ?? -1) + 1
            return max(extent, named) - removed.filter { $0[0] == origin }.count + fixed
        }
    }

    private func value(_ indexPath: IndexPath) -> Element { sections[indexPath[0]][indexPath[1]] }
}

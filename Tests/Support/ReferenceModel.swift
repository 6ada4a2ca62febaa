import CellHeight
import Foundation

/// A deliberately naive table (of heights, or of content ids) that applies UIKit's documented batch rules step by step:
/// first every deletion (old indexes, descending), then every insertion (new indexes, ascending).
/// The cache computes the same result in a completely different way; the tests compare the two.
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

    func value(_ indexPath: IndexPath) -> Element { sections[indexPath[0]][indexPath[1]] }

    /// Applies a valid update. `insertedSectionRows[s]` is the row count of inserted section `s`.
    public mutating func apply(_ update: TableUpdate, insertedSectionRows: [Int: Int]) {
        let movedRowValues = update.movedRows.map { value($0.from) }
        let reloadedSections = Set(update.reloadedSections)
        // Reloads: the rows stay, their heights go.
        for section in reloadedSections { sections[section] = sections[section].map { _ in fresh() } }
        for indexPath in update.reloadedRows { sections[indexPath[0]][indexPath[1]] = fresh() }
        // Row deletions (deleted and moved-away rows) in old coordinates, from the end.
        let removedRows = (update.deletedRows + update.movedRows.map(\.from)).sorted(by: >)
        for indexPath in removedRows where !update.deletedSections.contains(indexPath[0]) {
            sections[indexPath[0]].remove(at: indexPath[1])
        }
        // Section deletions (deleted and moved-away sections), from the end; keep what moves.
        var movedSectionContent: [Int: [Element]] = [:]
        for move in update.movedSections { movedSectionContent[move.from] = sections[move.from] }
        let removedSections = (Array(update.deletedSections) + update.movedSections.map(\.from)).sorted(by: >)
        for section in removedSections { sections.remove(at: section) }
        // Section insertions in new coordinates, ascending.
        var placed: [(Int, [Element])] = update.insertedSections.map {
            ($0, (0..<(insertedSectionRows[$0] ?? 0)).map { _ in fresh() })
        }
        placed += update.movedSections.map { ($0.to, movedSectionContent[$0.from]!) }
        for (section, content) in placed.sorted(by: { $0.0 < $1.0 }) { sections.insert(content, at: section) }
        // Row insertions in new coordinates, ascending.
        var rows: [(IndexPath, Element)] = update.insertedRows.map { ($0, fresh()) }
        rows += zip(update.movedRows, movedRowValues).map { ($0.to, $1) }
        for (indexPath, value) in rows.sorted(by: { $0.0 < $1.0 }) {
            sections[indexPath[0]].insert(value, at: indexPath[1])
        }
    }
}

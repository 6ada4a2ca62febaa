import CellHeight
import Foundation

extension TableUpdate {
    /// Where the row at `indexPath` (an index before the update) is after it, with UIKit's batch
    /// rules (deletions and reloads in old indexes, insertions in new ones, moves that are moves);
    /// `nil` if the row is deleted or reloaded, or its section is deleted or reloaded.
    ///
    /// For the precacher's few failed rows: O(changes) a row.
    func destination(of indexPath: IndexPath) -> IndexPath? {
        let (section, row) = (indexPath[0], indexPath[1])
        guard !deletedSections.contains(section), !reloadedSections.contains(section),
            !deletedRows.contains(indexPath), !reloadedRows.contains(indexPath),
            let newSection = destination(ofSection: section)
        else { return nil }
        if let move = movedRows.first(where: { $0.from == indexPath }) { return move.to }
        let removed = (deletedRows + movedRows.map(\.from)).filter { $0[0] == section && $0[1] < row }.count
        var newRow = row - removed
        let incoming = (insertedRows + movedRows.map(\.to)).filter { $0[0] == newSection }.map { $0[1] }
        for target in incoming.sorted() where target <= newRow { newRow += 1 }
        return IndexPath(indexes: [newSection, newRow])
    }

    /// Where section `section` (an index before the update) is after it; reloaded sections stay.
    private func destination(ofSection section: Int) -> Int? {
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        let removed = deletedSections.count(in: 0..<section) + movedSections.filter { $0.from < section }.count
        var newSection = section - removed
        for target in (Array(insertedSections) + movedSections.map(\.to)).sorted() where target <= newSection {
            newSection += 1
        }
        return newSection
    }
}

import Foundation

/// The row half of a batch, grouped by section, sorted and validated once from a ``TableUpdate``.
///
/// Old-side changes (deletions, reloads, move sources) are grouped by their section before the
/// batch; new-side changes (insertions, move destinations) by their section after it. Building it
/// is O(changes x log changes); applying it to a bucket is one pass per touched section.
struct RowPlan {
    /// The changes that rows of one old section go through, by index before the batch.
    struct OldRows {
        /// Rows that leave the section (deleted or moved away), ascending.
        var removed: [Int] = []
        /// Rows that stay but must be measured again, ascending.
        var reloaded: [Int] = []
        /// One past the largest row named: the section had at least this many rows.
        var end = 0
        /// Why the section's heights cannot be kept, if its changes contradict each other.
        var problem: String?
    }

    /// The rows that land in one new section, by index after the batch.
    struct NewRows {
        /// Inserted rows (`move == nil`) and moved-in rows (an index into ``RowPlan/moves``), by row.
        var fixed: [(row: Int, move: Int?)] = []
        var problem: String?
    }

    /// The source of a row that is moved in, and whether its height may come along.
    struct MoveSource {
        var section: Int
        var row: Int
        /// `false` if the source section is deleted, reloaded or invalidated: the row arrives absent.
        var keepsHeight: Bool
    }

    private(set) var oldSide: [Int: OldRows] = [:]
    private(set) var newSide: [Int: NewRows] = [:]
    private(set) var moves: [MoveSource] = []
    /// The new sections that row changes touch, ascending, with where their rows come from.
    private(set) var touched: [(section: Int, origin: SectionPlan.Origin)] = []

    init(_ update: TableUpdate, sections plan: SectionPlan, problems: inout [String]) {
        var log = ProblemLog()
        func place(_ indexPath: IndexPath, _ role: String, newSide isNew: Bool) -> (section: Int, row: Int)? {
            guard let (section, row) = indexPath.tableRow, section >= 0 else {
                log.ignore(role, indexPath, "a table row is [section, row] with both indexes >= 0")
                return nil
            }
            guard section < IndexLimits.sections else {
                log.ignore(role, indexPath, "sections at or above \(IndexLimits.sectionsText) are beyond the cache")
                return nil
            }
            guard row >= 0, row < IndexLimits.rows else {
                let problem = "\(role) row \(indexPath) is out of range"
                if isNew {
                    newSide[section, default: NewRows()].problem = problem
                } else {
                    oldSide[section, default: OldRows()].problem = problem
                }
                return nil
            }
            return (section, row)
        }
        for (paths, role) in [(update.deletedRows, "deleted"), (update.reloadedRows, "reloaded")] {
            for indexPath in paths {
                guard let (section, row) = place(indexPath, role, newSide: false) else { continue }
                if role == "deleted" {
                    oldSide[section, default: OldRows()].removed.append(row)
                } else {
                    oldSide[section, default: OldRows()].reloaded.append(row)
                }
            }
        }
        for indexPath in update.insertedRows {
            guard let (section, row) = place(indexPath, "inserted", newSide: true) else { continue }
            newSide[section, default: NewRows()].fixed.append((row, nil))
        }
        for move in update.movedRows {
            let source = place(move.from, "moved-from", newSide: false)
            if let (section, row) = source { oldSide[section, default: OldRows()].removed.append(row) }
            guard let (section, row) = place(move.to, "moved-to", newSide: true) else { continue }
            var moveIndex: Int?
            if let source {
                moveIndex = moves.count
                moves.append(MoveSource(section: source.section, row: source.row, keepsHeight: true))
            }
            newSide[section, default: NewRows()].fixed.append((row, moveIndex))
        }
        finish(plan)
        problems += log.messages
        problems += oldSide.sorted { $0.key < $1.key }.compactMap { section, rows in
            rows.problem.map { "section \(section) (before the batch): \($0); its heights were invalidated" }
        }
        problems += newSide.sorted { $0.key < $1.key }.compactMap { section, rows in
            rows.problem.map { "section \(section) (after the batch): \($0); its heights were invalidated" }
        }
    }

    /// Sorts each section's changes, finds rows named twice, and lists the touched sections.
    private mutating func finish(_ plan: SectionPlan) {
        for (section, var rows) in oldSide {
            rows.removed.sort()
            rows.reloaded.sort()
            rows.end = max(rows.removed.last ?? -1, rows.reloaded.last ?? -1) + 1
            let all = (rows.removed + rows.reloaded).sorted()
            if let twice = zip(all, all.dropFirst()).first(where: { $0 == $1 })?.0, rows.problem == nil {
                rows.problem = "row \(twice) is deleted, reloaded or moved more than once"
            }
            oldSide[section] = rows
        }
        for (section, var rows) in newSide {
            rows.fixed.sort { $0.row < $1.row }
            if let twice = zip(rows.fixed, rows.fixed.dropFirst()).first(where: { $0.row == $1.row })?.0.row,
                rows.problem == nil
            {
                rows.problem = "two rows are inserted or moved to row \(twice)"
            }
            newSide[section] = rows
        }
        for index in moves.indices where moves[index].keepsHeight {
            let section = moves[index].section
            moves[index].keepsHeight = plan.keepsRows(ofOld: section) && oldSide[section]?.problem == nil
        }
        var sections: [Int: SectionPlan.Origin] = [:]
        for section in newSide.keys { sections[section] = plan.origin(ofNew: section) }
        for section in oldSide.keys where plan.keepsRows(ofOld: section) {
            if let new = plan.newIndex(ofOld: section) { sections[new] = .kept(section) }
        }
        touched = sections.map { ($0.key, $0.value) }.sorted { $0.section < $1.section }
    }
}

/// Index paths a batch ignored, counted by role and reason, so that a thousand bad paths make one
/// message rather than a thousand.
private struct ProblemLog {
    private var ignored: [String: (count: Int, first: IndexPath)] = [:]
    private var order: [String] = []

    mutating func ignore(_ role: String, _ indexPath: IndexPath, _ reason: String) {
        let key = "\(role) row|\(reason)"
        if let entry = ignored[key] {
            ignored[key] = (entry.count + 1, entry.first)
        } else {
            ignored[key] = (1, indexPath)
            order.append(key)
        }
    }

    var messages: [String] {
        order.map { key in
            let (count, first) = ignored[key]!
            let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
            let what = count == 1 ? "\(parts[0]) \(first)" : "\(count) \(parts[0])s (such as \(first))"
            return "ignored \(what): \(parts[1])"
        }
    }
}

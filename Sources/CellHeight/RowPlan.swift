import Foundation

/// The row half of a batch, grouped by section, resolved and validated from a ``TableUpdate``.
///
/// Old-side changes (deletions, reloads, move sources) are grouped by their section before the
/// batch; new-side changes (insertions, move destinations) by their section after it.
struct RowPlan {
    /// The row changes that one section of the result goes through.
    struct Operations {
        /// Old rows that leave the section (deleted or moved away).
        var removed = Set<Int>()
        /// Old rows that stay but must be measured again.
        var reloaded = Set<Int>()
        /// Rows at their new index: inserted (absent) or moved in (with their height).
        var fixed: [(index: Int, element: Double)] = []
        /// Why the section's changes cannot be applied, if they contradict each other.
        var problem: String?

        /// The section after these changes.
        func rebuild(_ section: SectionHeights) -> SectionHeights {
            let survivors = section.heights.indices.lazy.filter { !removed.contains($0) }.map { row in
                reloaded.contains(row) ? SectionHeights.absent : section.heights[row]
            }
            let heights = mergeBatch(
                survivors: survivors, fixed: fixed.sorted { $0.index < $1.index }, filler: SectionHeights.absent
            ) { $0.isNaN }
            return SectionHeights(heights: heights)
        }
    }

    private var oldSide: [Int: Operations] = [:]
    private var newSide: [Int: Operations] = [:]

    init(_ update: TableUpdate, sectionPlan plan: SectionPlan, old: [SectionHeights], problems: inout [String]) {
        func valid(_ indexPath: IndexPath, _ role: String) -> Bool {
            if indexPath.isTableRow, indexPath[0] < SectionPlan.maximumSection,
                indexPath[1] < HeightTable.maximumIndex
            {
                return true
            }
            if indexPath.count == 2, indexPath[0] >= 0 {
                // The section is known: invalidate it rather than guess where its rows went.
                let section = min(indexPath[0], SectionPlan.maximumSection - 1)
                let message = "\(role) row \(indexPath) is out of range"
                if role == "inserted" || role == "moved-to" {
                    newSide[section, default: Operations()].problem = message
                } else {
                    oldSide[section, default: Operations()].problem = message
                }
            } else {
                problems.append("ignored \(role) index path \(indexPath): a table row has two non-negative indexes")
            }
            return false
        }
        // Old side. Rows of deleted or reloaded sections need no work: those sections are gone or empty.
        func addOld(_ indexPath: IndexPath, role: String, reload: Bool = false) {
            guard valid(indexPath, role) else { return }
            let (section, row) = (indexPath[0], indexPath[1])
            guard !plan.deleted.contains(section), !plan.reloaded.contains(section) else { return }
            var ops = oldSide[section, default: Operations()]
            if ops.removed.contains(row) || ops.reloaded.contains(row) {
                ops.problem = "row \(row) is deleted, reloaded or moved more than once"
            } else if reload {
                ops.reloaded.insert(row)
            } else {
                ops.removed.insert(row)
            }
            oldSide[section] = ops
        }
        for indexPath in update.deletedRows { addOld(indexPath, role: "deleted") }
        for indexPath in update.reloadedRows { addOld(indexPath, role: "reloaded", reload: true) }
        for move in update.movedRows { addOld(move.from, role: "moved-from") }
        // New side.
        func addNew(_ indexPath: IndexPath, role: String, height: Double) {
            guard valid(indexPath, role) else { return }
            let (section, row) = (indexPath[0], indexPath[1])
            var ops = newSide[section, default: Operations()]
            if ops.fixed.contains(where: { $0.index == row }) {
                ops.problem = "two rows are inserted or moved to row \(row)"
            }
            ops.fixed.append((row, height))
            newSide[section] = ops
        }
        for indexPath in update.insertedRows { addNew(indexPath, role: "inserted", height: SectionHeights.absent) }
        for move in update.movedRows {
            var height = SectionHeights.absent
            if move.from.isTableRow, move.from[0] < old.count, !plan.deleted.contains(move.from[0]),
                !plan.reloaded.contains(move.from[0])
            {
                height = old[move.from[0]][move.from[1]] ?? SectionHeights.absent
            }
            addNew(move.to, role: "moved-to", height: height)
        }
    }

    /// The sections of the result that row changes touch, with the old section their rows come from.
    func touchedSections(_ plan: SectionPlan) -> [(new: Int, old: Int?)] {
        var touched: [Int: Int?] = [:]
        for section in newSide.keys { touched[section] = plan.keptOldSection(ofNew: section) }
        for section in oldSide.keys {
            guard let new = plan.newIndex[section] else { continue }
            touched[new] = section
        }
        return touched.map { (new: $0.key, old: $0.value) }.sorted { $0.new < $1.new }
    }

    /// The combined changes for new section `newSection`, whose rows come from `oldSection`.
    func operations(newSection: Int, oldSection: Int?) -> Operations {
        var ops = oldSection.flatMap { oldSide[$0] } ?? Operations()
        if let new = newSide[newSection] {
            ops.fixed = new.fixed
            ops.problem = ops.problem ?? new.problem
        }
        return ops
    }
}

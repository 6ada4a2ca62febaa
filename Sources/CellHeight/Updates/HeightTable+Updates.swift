import Foundation

/// Applying a batch to a ``HeightTable`` with UIKit's semantics.
///
/// The result is what UIKit shows after the batch: deletions (and the old half of reloads and
/// moves) name indexes before the batch; insertions (and the new half of moves) name indexes after
/// it. In the result, the inserted and moved-in items sit at their new indexes and the surviving
/// items fill the other indexes in their old order. Reloaded items survive in place, but absent.
///
/// The cache does not know the table's row counts: whatever lies beyond a stored row is absent.
/// It does know a lower bound of each section's row count after the batch (its stored rows and
/// the rows the batch names, less those removed, plus those inserted or moved in); a moved row
/// whose destination lies beyond that bound arrives absent, so that a move past the end of a
/// section (which UIKit rejects) can never leave a height where the section would later grow.
extension HeightTable {
    /// Applies `plan`: one pass over each section that the batch touches, and, if the batch
    /// changes sections, one pass over the sections. O(rows from the first change on, in each
    /// touched section + sections + changes).
    mutating func apply(_ plan: UpdatePlan) {
        guard let sectionPlan = plan.sections else {
            removeAll()
            return
        }
        let movedHeights = plan.rows.moves.map { move in
            move.keepsHeight
                ? (height(row: move.row, section: move.section) ?? SectionHeights.absent)
                : SectionHeights.absent
        }
        if sectionPlan.changesSections { sections = sectionPlan.rearrange(&sections) }
        for (section, origin) in plan.rows.touched {
            var old = RowPlan.OldRows()
            if case .kept(let source) = origin, let rows = plan.rows.oldSide[source] { old = rows }
            let new = plan.rows.newSide[section] ?? RowPlan.NewRows()
            let stored = section < sections.count ? sections[section].heights.count : 0
            // Rows the section certainly has after the batch.
            let known = { if case .kept = origin { max(stored, old.end) } else { 0 } }()
            var rowCount = known - old.removed.count + new.fixed.count
            if let counts = plan.rowCountsAfter, section < counts.count { rowCount = counts[section] }
            let fixed = new.fixed.lazy.filter { $0.row < rowCount }.map { row, move in
                (row: row, height: move.map { movedHeights[$0] } ?? SectionHeights.absent)
            }
            let invalidated = old.problem != nil || new.problem != nil
            guard section < sections.count || (!invalidated && fixed.contains { !$0.height.isNaN }) else { continue }
            if section >= sections.count {
                sections.append(contentsOf: repeatElement(SectionHeights(), count: section - sections.count + 1))
            }
            let before = (sections[section].cachedCount, sections[section].sum)
            if invalidated {
                sections[section] = SectionHeights()
            } else {
                sections[section].applyBatch(removed: old.removed, reloaded: old.reloaded, fixed: Array(fixed))
            }
            account(section, before)
        }
        while let last = sections.last, last.heights.isEmpty { sections.removeLast() }
        if sectionPlan.changesSections { recountTotals() }
    }
}

import Foundation

/// Applying a ``TableUpdate`` to a ``HeightTable`` with UIKit's batch semantics.
///
/// The result is what UIKit shows after the batch: deletions (and the old half of reloads and
/// moves) name indexes before the batch; insertions (and the new half of moves) name indexes after
/// it. In the result, the inserted and moved-in items sit at their new indexes and the surviving
/// items fill the other indexes in their old order. Reloaded items survive in place, but absent.
///
/// The cache does not know the table's row counts: whatever lies beyond a stored section or row is
/// absent, so survivors beyond the stored ones are absent too, and the merge below pads with absent
/// items only as far as an inserted or moved-in item needs.
extension HeightTable {
    /// Indexes at or above this (16,777,216) are out of range for any table the cache serves.
    static let maximumIndex = 1 << 24

    /// Applies `update`. Returns one message per part that contradicted itself; those parts were
    /// invalidated (worst case: measured again), and everything else was kept.
    mutating func apply(_ update: TableUpdate) -> [String] {
        guard !update.isEmpty else { return [] }
        var problems: [String] = []
        if applyInPlace(update) { return problems }
        guard let plan = SectionPlan(update, storedSections: sections.count, problems: &problems) else {
            removeAll()
            return problems
        }
        let old = sections
        var result = plan.sections(from: old)
        let rows = RowPlan(update, sectionPlan: plan, old: old, problems: &problems)
        for (newSection, origin) in rows.touchedSections(plan) {
            let ops = rows.operations(newSection: newSection, oldSection: origin)
            if newSection >= result.count {
                result.append(contentsOf: repeatElement(SectionHeights(), count: newSection - result.count + 1))
            }
            if let problem = ops.problem {
                problems.append("section \(newSection): \(problem); its heights were invalidated")
                result[newSection] = SectionHeights()
            } else {
                result[newSection] = ops.rebuild(result[newSection])
            }
        }
        while let last = result.last, last.heights.isEmpty { result.removeLast() }
        sections = result
        recountTotals()
        return problems
    }

    /// Handles the most common updates without a plan: only insertions, or only deletions, or only
    /// reloads of rows, with no section changes. Insertions at row 0 of a large section then cost a
    /// single memory move. Returns `false` if the update needs the general path.
    private mutating func applyInPlace(_ update: TableUpdate) -> Bool {
        guard update.insertedSections.isEmpty, update.deletedSections.isEmpty, update.reloadedSections.isEmpty,
            update.movedSections.isEmpty, update.movedRows.isEmpty
        else { return false }
        let kinds = [update.insertedRows, update.deletedRows, update.reloadedRows].filter { !$0.isEmpty }.count
        guard kinds == 1,
            Set(update.insertedRows + update.deletedRows + update.reloadedRows).count
                == update.insertedRows.count + update.deletedRows.count + update.reloadedRows.count,
            (update.insertedRows + update.deletedRows + update.reloadedRows).allSatisfy({
                $0.isTableRow && $0[0] < Self.maximumIndex && $0[1] < Self.maximumIndex
            })
        else { return false }
        for indexPath in update.reloadedRows { remove(row: indexPath[1], section: indexPath[0]) }
        // Insertions in ascending order of their final index, deletions in descending order of
        // their original index: each step then leaves the indexes of the remaining steps valid.
        for indexPath in update.insertedRows.sorted() where indexPath[0] < sections.count {
            sections[indexPath[0]].insertAbsent(at: indexPath[1])
        }
        for indexPath in update.deletedRows.sorted(by: >) where indexPath[0] < sections.count {
            let before = (sections[indexPath[0]].cachedCount, sections[indexPath[0]].sum)
            sections[indexPath[0]].delete(row: indexPath[1])
            account(indexPath[0], before)
        }
        return true
    }
}

/// Merges survivors (in order) with fixed items (at their indexes) into the result of a batch.
///
/// `fixed` must be sorted by index, with distinct indexes. Slots that are neither fixed nor filled
/// by a survivor get `filler`: they stand for survivors that were absent. The result ends with the
/// last survivor or the last fixed item that is not a filler, whichever comes later.
func mergeBatch<Element>(
    survivors: some Sequence<Element>, fixed: [(index: Int, element: Element)], filler: Element,
    isFiller: (Element) -> Bool
) -> ContiguousArray<Element> {
    var result = ContiguousArray<Element>()
    let lastSignificant = fixed.lastIndex { !isFiller($0.element) } ?? -1
    var next = 0
    var iterator = survivors.makeIterator()
    var pending = iterator.next()
    while true {
        if next < fixed.count, fixed[next].index == result.count {
            result.append(fixed[next].element)
            next += 1
        } else if let survivor = pending {
            result.append(survivor)
            pending = iterator.next()
        } else if next <= lastSignificant {
            result.append(filler)
        } else {
            return result
        }
    }
}

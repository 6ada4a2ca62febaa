import Foundation

/// A ``TableUpdate`` resolved, sorted and validated once, then applied to every bucket of a cache.
///
/// Building it costs O(changes x log changes) and never iterates an index set one index at a
/// time; it does not look at any heights, so one plan serves every layout context.
struct UpdatePlan {
    /// The section mapping, or `nil` if the section changes contradict each other: then no
    /// section can be mapped with certainty and every height is invalidated.
    let sections: SectionPlan?
    let rows: RowPlan
    /// One sentence per part of the update that was ignored or invalidated.
    let problems: [String]
    /// Each section's row count after the batch, when whoever describes the batch knows it exactly
    /// (an identifier diff does): rows moved anywhere inside those sections keep their heights.
    var rowCountsAfter: [Int]?

    init(_ update: TableUpdate) {
        var problems: [String] = []
        if let sections = SectionPlan(update, problems: &problems) {
            self.sections = sections
            rows = RowPlan(update, sections: sections, problems: &problems)
        } else {
            self.sections = nil
            rows = RowPlan(TableUpdate(), sections: SectionPlan(), problems: &problems)
        }
        self.problems = problems
    }
}

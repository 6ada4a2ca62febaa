import Foundation
import Testing

@testable import Precache

/// A data source's counts made safe to plan with: the limits are the cache's, and every clamp
/// comes with one message per kind of problem, never one for a count that is fine.
struct TableShapeTests {
    /// A section of 16,777,216 rows or more is planned at 16,777,215 rows, with a message.
    @Test func aSectionIsPlannedAtMost16777215Rows() {
        let shape = TableShape(sections: 1, rows: { _ in 16_777_216 })
        #expect(shape.rowCounts == [16_777_215] && shape.total == 16_777_215)
        #expect(shape.problems.count == 1 && shape.problems[0].contains("more than 16777215 rows for 1 section(s)"))
    }

    /// A table with no sections is a table, not a problem: nothing to plan, no message.
    @Test func aTableWithNoSectionsIsPlannedWithoutAMessage() {
        let shape = TableShape(sections: 0, rows: { _ in 1 })
        #expect(shape.rowCounts.isEmpty && shape.total == 0 && shape.problems.isEmpty)
    }

    /// A negative section count is planned as no section, with a message that names the count.
    @Test func aNegativeSectionCountIsPlannedAsNone() {
        let shape = TableShape(sections: -1, rows: { _ in 1 })
        #expect(shape.rowCounts.isEmpty && shape.total == 0)
        #expect(shape.problems == ["numberOfSections returned -1; using 0. Return a count >= 0"])
    }

    /// A single section with a negative row count, even -1, is planned empty, with one message.
    @Test func oneNegativeRowCountIsPlannedEmptyWithAMessage() {
        let shape = TableShape(sections: 3, rows: { $0 == 1 ? -1 : 2 })
        #expect(shape.rowCounts == [2, 0, 2] && shape.total == 4)
        #expect(shape.problems.count == 1 && shape.problems[0].contains("negative count for 1 section(s)"))
    }
}

import Foundation

/// The shape of a table: how many rows each section has.
struct TableShape: Sendable, CustomStringConvertible {
    let rowCounts: [Int]

    init(rowCounts: [Int]) {
        precondition(rowCounts.allSatisfy { $0 >= 0 }, "negative row count")
        self.rowCounts = rowCounts
    }

    init(sections: Int, rowsPerSection: Int) {
        self.init(rowCounts: Array(repeating: rowsPerSection, count: sections))
    }

    /// A feed: one section of `rows` rows.
    static func feed(rows: Int) -> TableShape {
        TableShape(rowCounts: [rows])
    }

    var numberOfSections: Int { rowCounts.count }

    func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }

    var totalRows: Int { rowCounts.reduce(0, +) }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < rowCounts.count
            && indexPath[1] >= 0 && indexPath[1] < rowCounts[indexPath[0]]
    }

    /// Every index path in table order.
    func forEachIndexPath(_ body: (IndexPath) -> Void) {
        for (section, rows) in rowCounts.enumerated() {
            for row in 0..<rows { body(Self.indexPath(section: section, row: row)) }
        }
    }

    /// A two-index path: index 0 is the section, index 1 the row (what UIKit's `section`/`row` read).
    @inline(__always)
    static func indexPath(section: Int, row: Int) -> IndexPath {
        IndexPath(indexes: [section, row])
    }

    var description: String {
        numberOfSections == 1
            ? "1 section x \(totalRows) rows"
            : "\(numberOfSections) sections x \(rowCounts.first ?? 0) rows"
    }
}

#if canImport(UIKit)
    import Foundation

    /// The app's data behind ``ModelTable`` and ``ModelCollection``: a content id per row (item),
    /// section by section, the number of text lines each content id shows, and the rows the list
    /// asked for that the model did not have.
    public struct ContentModel {
        /// A content id per row, section by section. Change it first, then tell the list.
        public var sections: [[Int]]
        /// Rows asked for that the model did not have, as "method (section, row)".
        public private(set) var violations: [String] = []
        /// The number of text lines of a content id whose content never changed.
        public let lineCount: (Int) -> Int

        private var changedLines: [Int: Int] = [:]
        private var nextID: Int

        /// `rowCounts.count` sections whose rows have the content ids 1, 2, 3 … in order; content id
        /// `n` shows `lineCount(n)` lines until its content changes.
        public init(_ rowCounts: [Int], lineCount: @escaping (Int) -> Int) {
            var id = 0
            sections = rowCounts.map { count in
                (0..<count).map { _ in
                    id += 1
                    return id
                }
            }
            nextID = id + 1
            self.lineCount = lineCount
        }

        /// A content id never used before.
        public mutating func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        /// New content ids, `count` of them.
        public mutating func newIDs(_ count: Int) -> [Int] { (0..<count).map { _ in newID() } }

        /// The number of text lines the content `id` shows.
        public func lines(of id: Int) -> Int { changedLines[id] ?? lineCount(id) }

        /// Changes the content of `id` to `lines` lines (then tell the list: reload or reconfigure).
        public mutating func changeContent(of id: Int, toLines lines: Int) { changedLines[id] = lines }

        /// The content id of `row` (or item) of `section`, or `nil` (and a violation recorded, naming
        /// `method`) if the model has no such row.
        public mutating func id(section: Int, row: Int, askedBy method: String) -> Int? {
            guard section >= 0, section < sections.count, row >= 0, row < sections[section].count else {
                violations.append("\(method) (\(section), \(row))")
                return nil
            }
            return sections[section][row]
        }
    }
#endif

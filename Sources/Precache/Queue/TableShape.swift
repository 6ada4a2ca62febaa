/// A data source's row counts, read once and made safe to plan with.
///
/// A data source may report anything: negative counts, more sections or rows than any table can
/// have, or counts whose sum overflows. Each is clamped here with a message that names the fix, so
/// that planning never traps, never allocates for rows that cannot exist, and never sums past
/// `Int.max`. The limits are the cache's own: 1,048,576 sections of at most 16,777,215 rows.
struct TableShape: Equatable {
    /// The most sections planned (the cache's limit).
    static let maximumSections = 1 << 20
    /// The most rows planned per section (the cache's limit, less one).
    static let maximumRows = (1 << 24) - 1
    /// The most rows for which a run reserves the cache's memory up front (32 MB of heights).
    static let maximumReservedRows = 1 << 22

    /// The rows in each section, each in `0...maximumRows`.
    let rowCounts: [Int]
    /// The sum of ``rowCounts`` (at most 2^44, so it never overflows).
    let total: Int
    /// What was clamped, one sentence per kind of problem.
    let problems: [String]

    /// Reads `sections` and, for each section kept, `rows(section)`.
    init(sections: Int, rows: (Int) -> Int) {
        var problems: [String] = []
        var sectionCount = sections
        if sectionCount < 0 {
            problems.append("numberOfSections returned \(sections); using 0. Return a count >= 0")
            sectionCount = 0
        } else if sectionCount > Self.maximumSections {
            problems.append(
                "numberOfSections returned \(sections), more than the \(Self.maximumSections) sections the cache "
                    + "serves; precaching the first \(Self.maximumSections). Return the table's real section count")
            sectionCount = Self.maximumSections
        }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        var negative = 0
        var huge = 0
        for section in 0..<sectionCount {
            let count = rows(section)
            if count < 0 {
                negative += 1
                counts.append(0)
            } else if count > Self.maximumRows {
                huge += 1
                counts.append(Self.maximumRows)
            } else {
                counts.append(count)
            }
        }
        if negative > 0 {
            problems.append(
                "numberOfRows(inSection:) returned a negative count for \(negative) section(s); using 0. Return a count >= 0"
            )
        }
        if huge > 0 {
            problems.append(
                "numberOfRows(inSection:) returned more than \(Self.maximumRows) rows for \(huge) section(s); "
                    + "precaching the first \(Self.maximumRows) of each. Return the section's real row count")
        }
        rowCounts = counts
        total = counts.reduce(0, +)
        self.problems = problems
    }
}

/// The heights of one layout context: a section array of ``SectionHeights``.
///
/// Sections beyond `sections.count` are absent (empty). Keeps the total cached count and sum of heights current, so statistics are
/// O(1). Batch updates are in `HeightTable+Updates.swift`.
struct HeightTable: Sendable {
    var sections: [SectionHeights] = []
    /// The number of rows with a height, over all sections.
    private(set) var cachedCount = 0
    /// The sum of all stored heights, over all sections.
    private(set) var sum: Double = 0

    /// The stored height at `row` of `section`, or NaN if there is none (any index is accepted).
    ///
    /// Reads go through buffer pointers and compare as unsigned (one test per index), and nothing
    /// between the loads can release a buffer, so a read retains and releases nothing.
    @inline(__always) func value(row: Int, section: Int) -> Double {
        sections.withUnsafeBufferPointer { sections in
            guard UInt(bitPattern: section) < UInt(bitPattern: sections.count) else { return SectionHeights.absent }
            return sections[section].heights.withUnsafeBufferPointer { rows in
                UInt(bitPattern: row) < UInt(bitPattern: rows.count) ? rows[row] : SectionHeights.absent
            }
        }
    }

    @inline(__always) func height(row: Int, section: Int) -> Double? {
        let value = value(row: row, section: section)
        return value.isNaN ? nil : value
    }

    @inline(__always) func contains(row: Int, section: Int) -> Bool { !value(row: row, section: section).isNaN }

    /// Stores a validated height. The caller checked that `row` and `section` are in range.
    mutating func set(_ height: Double, row: Int, section: Int) {
        if section >= sections.count {
            sections.append(contentsOf: repeatElement(SectionHeights(), count: section - sections.count + 1))
        }
        let before = (sections[section].cachedCount, sections[section].sum)
        sections[section].set(height, row: row)
        account(section, before)
    }

    mutating func remove(row: Int, section: Int) {
        guard section >= 0, section < sections.count else { return }
        let before = (sections[section].cachedCount, sections[section].sum)
        sections[section].remove(row: row)
        sections[section].trimAbsentTail()
        account(section, before)
    }

    mutating func removeAll() { self = HeightTable() }

    /// Makes room for `rows` heights in `section`, so that filling it never reallocates (and the
    /// buffer holds no growth slack: 8 bytes a row, not up to 16).
    mutating func reserveCapacity(_ rows: Int, section: Int) {
        guard section >= 0, section < IndexLimits.sections, rows > 0, rows < IndexLimits.rows else { return }
        if section >= sections.count {
            sections.append(contentsOf: repeatElement(SectionHeights(), count: section - sections.count + 1))
        }
        sections[section].reserveCapacity(rows)
    }

    /// Moves the totals by the change of one section since `before` (count, sum).
    @inline(__always) mutating func account(_ section: Int, _ before: (Int, Double)) {
        cachedCount += sections[section].cachedCount - before.0
        sum += sections[section].sum - before.1
        if cachedCount == 0 { sum = 0 }
    }

    /// Recomputes the totals from the sections. O(sections).
    mutating func recountTotals() {
        cachedCount = sections.reduce(0) { $0 + $1.cachedCount }
        sum = cachedCount == 0 ? 0 : sections.reduce(0) { $0 + $1.sum }
    }

    /// The bytes allocated for heights (buffer capacities plus the section array).
    var allocatedBytes: Int {
        sections.reduce(sections.capacity * MemoryLayout<SectionHeights>.stride) { $0 + $1.allocatedBytes }
    }

    #if DEBUG
        func checkInvariants() {
            for section in sections { section.checkInvariants() }
            assert(cachedCount == sections.reduce(0) { $0 + $1.cachedCount }, "HeightTable: cached count drifted")
        }
    #endif
}

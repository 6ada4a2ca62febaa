import Foundation

/// FDTemplateLayoutCell 1.2's index-path height cache, rebuilt from its published description.
///
/// An NSMutableArray of sections, each an NSMutableArray of boxed `NSNumber` heights, with a boxed
/// -1 meaning "not cached". Every call (has / read / write) first runs "build if needed", which
/// walks rows `0...row` asking `rows.count` at each step and appending a -1 box where the section
/// is short — so each call is O(row), even when nothing needs padding.
@MainActor
final class ClassicHeightCache {
    /// The boxed -1. Objective-C's `@(-1.0)` is a tagged pointer that never allocates; one shared
    /// box is the closest equivalent, so padding costs an array slot but no allocation.
    static let absent = NSNumber(value: -1.0)

    let sections = NSMutableArray()

    /// Pads sections up to `section` and rows `0...row` of that section with -1 boxes.
    func buildIfNeeded(section: Int, row: Int) {
        var sectionIndex = 0
        while sectionIndex <= section {
            if sectionIndex >= sections.count { sections.add(NSMutableArray()) }
            sectionIndex += 1
        }
        let rows = rowArray(section)
        var rowIndex = 0
        while rowIndex <= row {
            if rowIndex >= rows.count { rows.add(Self.absent) }
            rowIndex += 1
        }
    }

    /// `hasCachedHeightAtIndexPath:` — build, then compare the box with -1.
    func hasCachedHeight(section: Int, row: Int) -> Bool {
        buildIfNeeded(section: section, row: row)
        return !box(section: section, row: row).isEqual(to: Self.absent)
    }

    /// `cacheHeight:byIndexPath:` — build, then store a new box.
    func cacheHeight(_ height: Double, section: Int, row: Int) {
        buildIfNeeded(section: section, row: row)
        rowArray(section).replaceObject(at: row, with: NSNumber(value: height))
    }

    /// `cachedHeightAtIndexPath:` — build, then unbox.
    func cachedHeight(section: Int, row: Int) -> Double {
        buildIfNeeded(section: section, row: row)
        return box(section: section, row: row).doubleValue
    }

    /// The table-insert hook: build up to the row, then insert a -1 box (shifts the section).
    func insertRow(section: Int, row: Int) {
        buildIfNeeded(section: section, row: row)
        rowArray(section).insert(Self.absent, at: row)
    }

    /// The boxed lookup alone, without the build pass; nil if absent or out of range.
    func boxedHeight(section: Int, row: Int) -> Double? {
        guard section < sections.count else { return nil }
        let rows = rowArray(section)
        guard row < rows.count else { return nil }
        let number = box(section: section, row: row)
        return number.isEqual(to: Self.absent) ? nil : number.doubleValue
    }

    /// Appends one section whose rows are all cached (bulk build for the memory metric).
    func appendCachedSection(rows: Int, height: (Int) -> Double) {
        let section = NSMutableArray(capacity: rows)
        for row in 0..<rows { section.add(NSNumber(value: height(row))) }
        sections.add(section)
    }

    private func rowArray(_ section: Int) -> NSMutableArray {
        FoundationArray.element(sections, at: section, as: NSMutableArray.self)
    }

    private func box(section: Int, row: Int) -> NSNumber {
        FoundationArray.element(rowArray(section), at: row, as: NSNumber.self)
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// Random lists with identifiers before and after a change (see ``SnapshotMaker``): the update that
/// `TableUpdate(from:to:)` makes must move every height with its identifier.
///
/// `CELLHEIGHT_SEED` replays a run; `CELLHEIGHT_DIFF_CASES` sets how many cases run (3,000 in the
/// normal suite; the long mode runs 100,000 or more).
@MainActor struct IdentifierDiffFuzzTests {
    static let cases = ProcessInfo.processInfo.environment["CELLHEIGHT_DIFF_CASES"].flatMap { Int($0) } ?? 3_000

    @Test func heightsFollowTheirIdentifiers() {
        let seed = testSeed("heightsFollowTheirIdentifiers")
        var maker = SnapshotMaker(random: SeededGenerator(seed: seed))
        var fill = SeededGenerator(seed: seed &+ 1)
        var failures: [String] = []
        var coverage: [String: Int] = [:]
        for number in 0..<Self.cases where failures.count < 5 {
            let change = maker.make()
            // Most cases cache every row; the others leave some rows (the last ones too) unmeasured.
            let cachedShare = Double.random(in: 0..<1, using: &fill) < 0.7 ? 1 : Double.random(in: 0..<1, using: &fill)
            let cached = change.before.itemIdentifiers.map { _ in Double.random(in: 0..<1, using: &fill) < cachedShare }
            failures += check(change, cached: cached, coverage: &coverage).map { "case \(number): \($0)\n  \(change)" }
        }
        print(
            "heightsFollowTheirIdentifiers: \(Self.cases) cases; "
                + coverage.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        #expect(coverage.count == 13, "every kind of change was drawn: \(coverage.keys.sorted())")
        if !failures.isEmpty { Issue.record("seed \(seed):\n\(failures.joined(separator: "\n"))") }
    }

    /// Everything that is wrong after applying the change's update to a cache whose row `p` (flat,
    /// before) holds the height `p + 1` if `cached[p]`.
    func check(_ change: SnapshotChange, cached: [Bool], coverage: inout [String: Int]) -> [String] {
        let (before, after) = (change.before, change.after)
        let cache = IndexPathHeightCache()
        var heightOf: [Int: Double] = [:]  // Old height of each item identifier.
        for section in 0..<before.numberOfSections {
            for (row, item) in before.itemIdentifiers(inSectionAt: section).enumerated() {
                let position = before.itemIdentifiers(inSectionAt: section).startIndex + row
                guard cached[position] else { continue }
                cache.setHeight(CGFloat(position + 1), at: IndexPath(section, row))
                heightOf[item] = Double(position + 1)
            }
        }
        var update = TableUpdate()
        let diagnostics = collectDiagnostics {
            update = TableUpdate(
                from: before, to: after, reloading: change.reloadedItems, reloadingSections: change.reloadedSections)
            cache.performUpdates(update)
        }
        var problems = checkShape(update, change)
        let repeatedItems = repeated(before.itemIdentifiers).union(repeated(after.itemIdentifiers))
        let repeatedSections = repeated(before.sectionIdentifiers).union(repeated(after.sectionIdentifiers))
        let hasDuplicates = !repeatedItems.isEmpty || !repeatedSections.isEmpty
        if hasDuplicates != change.hasDuplicates { problems.append("the maker's duplicate flag is wrong") }
        if hasDuplicates {
            if diagnostics.isEmpty || !diagnostics.allSatisfy({ $0.message.contains("more than once in a list") }) {
                problems.append("repeated identifiers: expected only their diagnostic, got \(diagnostics)")
            }
        } else if !diagnostics.isEmpty {
            problems.append("unexpected diagnostics \(diagnostics)")
        }
        // A section is its identifier: one that is in both lists (once in each) stays or moves; every
        // other one is deleted or inserted. An item keeps its height if its old section is kept and
        // not reloaded (TableUpdate's rules: nothing keeps its height out of a deleted or reloaded
        // section), wherever it goes, unless it is reloaded or lands in a reloaded section.
        let beforeSections = Set(before.sectionIdentifiers).subtracting(repeatedSections)
        let afterSections = Set(after.sectionIdentifiers).subtracting(repeatedSections)
        let kept = beforeSections.intersection(afterSections)
        let afterItems = Set(after.itemIdentifiers).subtracting(repeatedItems)
        let abandoned = before.sectionIdentifiers.indices.filter { section in
            !kept.contains(before.sectionIdentifiers[section])
                && before.itemIdentifiers(inSectionAt: section).contains { afterItems.contains($0) }
        }
        let appeared = after.sectionIdentifiers.filter { !kept.contains($0) }
        let keptSectionsWithNothingToKeep = before.sectionIdentifiers.indices.filter { section in
            let id = before.sectionIdentifiers[section]
            let items = before.itemIdentifiers(inSectionAt: section)
            return kept.contains(id) && !items.isEmpty
                && !items.contains { afterItems.contains($0) && !change.reloadedItems.contains($0) }
        }
        let common = Set(before.itemIdentifiers).intersection(after.itemIdentifiers)
        let kinds: [(String, Bool)] = [
            ("with section moves", !update.movedSections.isEmpty),
            ("with moves across sections", update.movedRows.contains { $0.from[0] != $0.to[0] }),
            ("with moves into new sections", update.movedRows.contains { update.insertedSections.contains($0.to[0]) }),
            ("with renamed sections", !abandoned.isEmpty && !appeared.isEmpty),
            ("with kept sections that keep no item", !keptSectionsWithNothingToKeep.isEmpty),
            ("with reloaded sections", !update.reloadedSections.isEmpty),
            (
                "with moved and reloaded sections",
                update.movedSections.contains { update.reloadedSections.contains($0.from) }
            ),
            ("with reloads", !update.reloadedRows.isEmpty),
            (
                "with empty sections",
                (0..<after.numberOfSections).contains { after.itemIdentifiers(inSectionAt: $0).isEmpty }
            ),
            ("all new", !before.itemIdentifiers.isEmpty && !after.itemIdentifiers.isEmpty && common.isEmpty),
            ("all deleted", !before.itemIdentifiers.isEmpty && after.itemIdentifiers.isEmpty),
            ("with repeated identifiers", hasDuplicates),
            ("with over 100 items", before.itemIdentifiers.count > 100),
        ]
        for (kind, present) in kinds where present { coverage[kind, default: 0] += 1 }
        problems += checkSections(update, change, kept: kept)
        var oldSectionOf: [Int: Int] = [:]
        for section in 0..<before.numberOfSections {
            for item in before.itemIdentifiers(inSectionAt: section) { oldSectionOf[item] = section }
        }
        var cachedAfter = 0
        for section in 0..<after.numberOfSections {
            for (row, item) in after.itemIdentifiers(inSectionAt: section).enumerated() {
                let actual = cache.height(at: IndexPath(section, row)).map { Double($0) }
                if actual != nil { cachedAfter += 1 }
                let invalidated =
                    change.reloadedItems.contains(item)
                    || change.reloadedSections.contains(after.sectionIdentifiers[section])
                let place = "item \(item) at [\(section), \(row)]"
                guard !invalidated, !repeatedItems.contains(item), let expected = heightOf[item] else {
                    if let actual { problems.append("\(place) must have no height, has \(actual)") }
                    continue
                }
                if let actual, actual != expected {
                    problems.append(
                        "\(place) has height \(actual), which belongs to another item; expected \(expected)")
                }
                let oldSection = before.sectionIdentifiers[oldSectionOf[item]!]
                let keeps = kept.contains(oldSection) && !change.reloadedSections.contains(oldSection)
                if actual == nil, keeps { problems.append("\(place) lost its height \(expected)") }
                if let actual, !keeps {
                    problems.append("\(place) came from a deleted or reloaded section, yet has height \(actual)")
                }
            }
        }
        let count = cache.statistics.cachedCount
        if count != cachedAfter { problems.append("the cache holds \(count) heights, the list shows \(cachedAfter)") }
        return problems
    }

    /// Section identity: a section in both lists is neither deleted nor inserted, and after the
    /// update every section has its own header and footer heights from before (if it is in both
    /// lists and not reloaded) or none; a header/footer cache whose section `s` held `1000 + s`
    /// and `3000 + s` shows it.
    func checkSections(_ update: TableUpdate, _ change: SnapshotChange, kept: Set<Int>) -> [String] {
        let (before, after) = (change.before, change.after)
        var problems: [String] = []
        for section in update.deletedSections where section < before.numberOfSections {
            let id = before.sectionIdentifiers[section]
            if kept.contains(id) { problems.append("section s\(id) is in both lists, yet deleted: \(update)") }
        }
        for section in update.insertedSections where section < after.numberOfSections {
            let id = after.sectionIdentifiers[section]
            if kept.contains(id) { problems.append("section s\(id) is in both lists, yet inserted: \(update)") }
        }
        let cache = SectionHeightCache()
        for section in 0..<before.numberOfSections {
            cache.setHeight(CGFloat(1000 + section), .header, inSection: section)
            cache.setHeight(CGFloat(3000 + section), .footer, inSection: section)
        }
        let diagnostics = collectDiagnostics { cache.performUpdates(update) }
        if !diagnostics.isEmpty { problems.append("the header/footer cache reported \(diagnostics)") }
        var expectedCount = 0
        for (section, id) in after.sectionIdentifiers.enumerated() {
            let keeps = kept.contains(id) && !change.reloadedSections.contains(id)
            let old = keeps ? before.sectionIdentifiers.firstIndex(of: id) : nil
            if old != nil { expectedCount += 2 }
            let actual = (cache.height(.header, inSection: section), cache.height(.footer, inSection: section))
            let expected = (old.map { CGFloat(1000 + $0) }, old.map { CGFloat(3000 + $0) })
            if actual != expected {
                problems.append(
                    "section s\(id) at \(section) has header and footer \(actual), expected \(expected)")
            }
        }
        let count = cache.storage.statistics.cachedCount
        if count != expectedCount {
            problems.append("the header/footer cache holds \(count) heights, not \(expectedCount)")
        }
        return problems
    }

    /// Applies the update to ``ReferenceModel`` (UIKit's documented batch rules, step by step) and
    /// checks that it yields the list after: same shape, and every row that kept its content holds
    /// the same identifier.
    func checkShape(_ update: TableUpdate, _ change: SnapshotChange) -> [String] {
        let (before, after) = (change.before, change.after)
        if let violation = uikitViolation(update, change) { return ["\(violation): \(update)"] }
        var model = ReferenceModel<Int?>(
            sections: (0..<before.numberOfSections).map { before.itemIdentifiers(inSectionAt: $0).map { $0 } },
            fresh: { nil })
        var insertedSectionRows: [Int: Int] = [:]  // Sections that arrive new: inserted or reloaded.
        let origin = origins(update, change)
        let reloaded = origin.indices.filter { origin[$0].map { update.reloadedSections.contains($0) } ?? false }
        for section in Array(update.insertedSections) + reloaded {
            let incoming =
                update.insertedRows.filter { $0[0] == section }.count
                + update.movedRows.filter { $0.to[0] == section }.count
            insertedSectionRows[section] = after.itemIdentifiers(inSectionAt: section).count - incoming
        }
        model.apply(update, insertedSectionRows: insertedSectionRows)
        let expected = (0..<after.numberOfSections).map { after.itemIdentifiers(inSectionAt: $0).count }
        guard model.sections.map(\.count) == expected else {
            return ["the update makes sections of \(model.sections.map(\.count)) rows, expected \(expected): \(update)"]
        }
        for (section, rows) in model.sections.enumerated() {
            for (row, item) in rows.enumerated() where item != nil {
                let actual = after.itemIdentifiers(inSectionAt: section).dropFirst(row).first
                if item != actual { return ["the update puts item \(item!) at [\(section), \(row)]: \(update)"] }
            }
        }
        return []
    }

    /// The exception UIKit would raise for this batch, if any (the row and section counts must add
    /// up, indexes must be in range, each row and section is named once per side), so that the
    /// reference model only sees batches UIKit accepts. Moves into inserted sections are allowed.
    func uikitViolation(_ update: TableUpdate, _ change: SnapshotChange) -> String? {
        let (before, after) = (change.before, change.after)
        let movedFrom = update.movedSections.map(\.from)
        // A section may be moved and reloaded: the cache's reading of a batch UIKit rejects.
        let deletedOrMoved = Array(update.deletedSections) + movedFrom
        let deletedOrReloaded = Array(update.deletedSections) + Array(update.reloadedSections)
        let oldSide = deletedOrMoved + Array(update.reloadedSections)
        let newSide = Array(update.insertedSections) + update.movedSections.map(\.to)
        guard Set(deletedOrMoved).count == deletedOrMoved.count,
            Set(deletedOrReloaded).count == deletedOrReloaded.count,
            oldSide.allSatisfy({ $0 < before.numberOfSections }),
            Set(newSide).count == newSide.count, newSide.allSatisfy({ $0 < after.numberOfSections }),
            after.numberOfSections == before.numberOfSections - update.deletedSections.count
                + update.insertedSections.count
        else { return "invalid section changes" }
        let origin = origins(update, change)
        let removed = update.deletedRows + update.reloadedRows + update.movedRows.map(\.from)
        let added = update.insertedRows + update.movedRows.map(\.to)
        guard Set(removed).count == removed.count, Set(added).count == added.count,
            removed.allSatisfy({
                $0[0] < before.numberOfSections && $0[1] < before.itemIdentifiers(inSectionAt: $0[0]).count
            }),
            added.allSatisfy({
                $0[0] < after.numberOfSections && $0[1] < after.itemIdentifiers(inSectionAt: $0[0]).count
            })
        else { return "a row is named twice or out of range" }
        // A deleted or reloaded section goes as a whole: none of its rows is named; a reloaded one
        // comes back whole too: no row is inserted or moved into it.
        let reloadedNew = Set(origin.indices.filter { origin[$0].map(update.reloadedSections.contains) ?? false })
        if removed.contains(where: { update.deletedSections.contains($0[0]) || update.reloadedSections.contains($0[0]) }
        )
            || added.contains(where: { reloadedNew.contains($0[0]) })
        {
            return "a row of a deleted or reloaded section is named"
        }
        for (section, old) in origin.enumerated() {
            guard let old, !update.reloadedSections.contains(old) else { continue }  // Reloaded: any row count.
            let expected =
                before.itemIdentifiers(inSectionAt: old).count
                - (update.deletedRows + update.movedRows.map(\.from)).filter { $0[0] == old }.count
                + added.filter { $0[0] == section }.count
            if expected != after.itemIdentifiers(inSectionAt: section).count {
                return "section \(section) would have \(expected) rows, the data source has "
                    + "\(after.itemIdentifiers(inSectionAt: section).count)"
            }
        }
        return nil
    }

    /// The old section of each new one (`nil`: inserted): moves at their destination, survivors
    /// in order elsewhere.
    func origins(_ update: TableUpdate, _ change: SnapshotChange) -> [Int?] {
        let movedFrom = update.movedSections.map(\.from)
        var origin = [Int?](repeating: nil, count: change.after.numberOfSections)
        for move in update.movedSections { origin[move.to] = move.from }
        var survivors = (0..<change.before.numberOfSections).filter {
            !update.deletedSections.contains($0) && !movedFrom.contains($0)
        }.makeIterator()
        for section in origin.indices where origin[section] == nil && !update.insertedSections.contains(section) {
            origin[section] = survivors.next()
        }
        return origin
    }

    private func repeated(_ ids: [Int]) -> Set<Int> {
        var seen = Set<Int>()
        return Set(ids.filter { !seen.insert($0).inserted })
    }
}

import CellHeight
import Foundation

/// Cost of `TableUpdate(from:to:)` on large lists with a few hundred scattered changes, beside the
/// floor (one hash-table pass over each list), Swift's `CollectionDifference` on the same items
/// flattened (it knows no sections), and the cache applying the update.
@MainActor
struct SnapshotDiffMetric {
    let plan: BenchmarkPlan
    let report: Report

    func run() {
        let items = plan.name == "quick" ? 10_000 : 100_000
        Progress.log("snapshot diff, \(items) items")
        var random = BenchmarkRandom(seed: 12)
        let count = NumberFormat.count(items)
        let changes = "100 each of deletes, inserts, moves, reloads"
        for (label, sections, flat) in [("1 section", 1, true), ("100 sections", 100, false)] {
            let (before, after, reloaded) = scattered(100, sections: sections, items: items, random: &random) { $0 }
            measure("\(count) Int ids, \(label), \(changes)", before, after, reloaded, flat: flat)
        }
        let (before, after, reloaded) = scattered(100, sections: 1, items: items, random: &random) { _ in UUID() }
        measure("\(count) UUID ids, 1 section, \(changes)", before, after, reloaded, flat: false)
        let tenth = scattered(items / 10, sections: 1, items: items, random: &random) { $0 }
        measure(
            "\(count) Int ids, 1 section, \(NumberFormat.count(items / 10)) each of deletes, inserts, moves, reloads",
            tenth.0, tenth.1, tenth.2, flat: false)
        measure(
            "\(NumberFormat.count(items)) Int ids, 1 section, all replaced", ListIdentifiers([(0, Array(0..<items))]),
            ListIdentifiers([(0, Array(items..<2 * items))]), [], flat: false)
    }

    /// A list of `items` identifiers in `sections` equal sections, and the same list after
    /// `changes` scattered deletions, insertions, moves (across sections when there are several)
    /// and reloads each.
    private func scattered<ID: Hashable>(
        _ changes: Int, sections: Int, items: Int, random: inout BenchmarkRandom, id: (Int) -> ID
    ) -> (ListIdentifiers<Int, ID>, ListIdentifiers<Int, ID>, Set<ID>) {
        let ids = (0..<items + changes).map(id)
        let perSection = items / sections
        var layout = (0..<sections).map { Array(ids[$0 * perSection..<($0 + 1) * perSection]) }
        let before = ListIdentifiers(layout.enumerated().map { ($0.offset, $0.element) })
        func randomPlace() -> (Int, Int) {
            let section = random.int(0..<sections)
            return (section, random.int(0..<layout[section].count))
        }
        for _ in 0..<changes {
            let (s, r) = randomPlace()
            layout[s].remove(at: r)
        }
        for _ in 0..<changes {
            let (s, r) = randomPlace()
            let item = layout[s].remove(at: r)
            let target = random.int(0..<sections)
            layout[target].insert(item, at: random.int(0..<layout[target].count + 1))
        }
        for fresh in ids[items...] {
            let target = random.int(0..<sections)
            layout[target].insert(fresh, at: random.int(0..<layout[target].count + 1))
        }
        let after = ListIdentifiers(layout.enumerated().map { ($0.offset, $0.element) })
        let reloaded = Set((0..<changes).map { _ in after.itemIdentifiers[random.int(0..<items)] })
        return (before, after, reloaded)
    }

    private func measure<ID: Hashable>(
        _ label: String, _ before: ListIdentifiers<Int, ID>, _ after: ListIdentifiers<Int, ID>, _ reloaded: Set<ID>,
        flat: Bool
    ) {
        var update = TableUpdate()
        let diff = Sampler(budgetSeconds: 2, maxRuns: 11).median {
            timed { update = TableUpdate(from: before, to: after, reloading: reloaded) }
        }
        let floor = Sampler(budgetSeconds: 2, maxRuns: 11).median {
            timed { hashOnce(before.itemIdentifiers, after.itemIdentifiers) }
        }
        let apply = Sampler(budgetSeconds: 2, maxRuns: 11).median {
            let cache = IndexPathHeightCache()
            for section in 0..<before.numberOfSections {
                for row in 0..<before.itemIdentifiers(inSectionAt: section).count {
                    cache.setHeight(44, at: IndexPath(indexes: [section, row]))
                }
            }
            return timed { cache.performUpdates(update) }
        }
        var line =
            "TableUpdate(from:to:) \(NumberFormat.value(diff)) ms (floor, one hash pass over each list: "
            + "\(NumberFormat.value(floor)) ms); cache.performUpdates \(NumberFormat.value(apply)) ms"
        if flat {
            let (old, new) = (before.itemIdentifiers, after.itemIdentifiers)
            let standard = timed { BlackHole.consume(Double(new.difference(from: old).inferringMoves().count)) }
            line += "; CollectionDifference + inferringMoves (flat, once) \(NumberFormat.value(standard)) ms"
        }
        report.addContext("snapshot diff, \(label)", line)
    }

    /// Milliseconds that `body` took.
    private func timed(_ body: () -> Void) -> Double { MonotonicClock.time(body).milliseconds }

    /// The least a diff by identifier must do: put every identifier before in a hash table, and
    /// look every identifier after up in it.
    private func hashOnce<ID: Hashable>(_ before: [ID], _ after: [ID]) {
        var table = [ID: Int](minimumCapacity: before.count)
        for (position, id) in before.enumerated() { table[id] = position }
        var found = 0
        for id in after where table[id] != nil { found += 1 }
        BlackHole.consume(Double(found))
    }
}

/// SplitMix64, so that the benchmark's lists are the same on every run.
private struct BenchmarkRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func int(_ range: Range<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}

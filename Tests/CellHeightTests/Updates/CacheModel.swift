import CellHeight
import Foundation
import TestSupport
import Testing

/// What an `IndexPathHeightCache` must hold, modelled naively: the table's rows as content ids,
/// and for each layout context that has a bucket, which rows' heights are known there (the id
/// whose height was stored). Buckets follow `LayoutBuckets`' documented policy: the active one
/// plus at most `limit - 1` others, least recently used dropped first.
struct CacheModel {
    /// The content id of each row; a reloaded or inserted row gets a new one.
    var ids: ReferenceModel<Int>
    /// For each context with a bucket: the id whose height is stored at each row, or `nil`.
    private(set) var buckets: [LayoutContext: ReferenceModel<Int?>] = [:]
    private(set) var active = LayoutContext.unspecified
    /// Contexts with a bucket, other than the active one, least recently used first.
    private(set) var inactive: [LayoutContext] = []
    private(set) var limit: Int

    /// The height stored for content `id`: spread over 1...1000 points in quarter points, so that
    /// neighbouring ids never share a height and a swapped row shows.
    static func height(of id: Int) -> Double {
        Double(1 + Int((UInt64(id) &* 0x9E37_79B9_7F4A_7C15) >> 40) % 3999) / 4
    }

    init(rowCounts: [Int], limit: Int) {
        let counter = Counter()
        ids = ReferenceModel(sections: [], fresh: { counter.next() })
        ids.sections = rowCounts.map { (0..<$0).map { _ in counter.next() } }
        self.limit = limit
        buckets[active] = emptyBucket()
    }

    var knownRows: [[Int?]] { buckets[active]!.sections }

    private func emptyBucket() -> ReferenceModel<Int?> {
        ReferenceModel(sections: ids.sections.map { $0.map { _ in nil } }, fresh: { nil })
    }

    mutating func fill(section: Int, row: Int) { buckets[active]!.sections[section][row] = ids.sections[section][row] }

    mutating func invalidate(section: Int, row: Int) {
        for context in buckets.keys { buckets[context]!.sections[section][row] = nil }
    }

    mutating func invalidateAll() {
        buckets = [active: emptyBucket()]
        inactive = []
    }

    mutating func apply(_ update: TableUpdate, insertedSectionRows: [Int: Int]) {
        ids.apply(update, insertedSectionRows: insertedSectionRows)
        for context in buckets.keys {
            buckets[context]!.apply(update, insertedSectionRows: insertedSectionRows, isKnown: { $0 != nil })
        }
    }

    mutating func activate(_ context: LayoutContext) {
        guard context != active else { return }
        let next = buckets[context] ?? emptyBucket()
        inactive.removeAll { $0 == context }
        if limit > 1 {
            inactive.append(active)
        } else {
            buckets[active] = nil
        }
        trim()
        active = context
        buckets[context] = next
    }

    mutating func setLimit(_ newLimit: Int) {
        limit = max(1, newLimit)
        trim()
    }

    private mutating func trim() {
        while inactive.count > limit - 1 { buckets[inactive.removeFirst()] = nil }
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        func next() -> Int {
            value += 1
            return value
        }
    }
}

/// Fails with the step's description if the cache's active bucket and the model disagree anywhere,
/// if the model contradicts itself, or if the cache holds a height past the end of the table.
@MainActor
func expectEqual(_ cache: IndexPathHeightCache, _ model: CacheModel, _ step: @autoclosure () -> String) throws {
    var cached = 0
    var sum = 0.0
    let known = model.knownRows
    #expect(known.map(\.count) == model.ids.sections.map(\.count), "\(step()): model shapes differ")
    for (s, rows) in known.enumerated() {
        for (r, id) in rows.enumerated() {
            if let id, id != model.ids.sections[s][r] {
                Issue.record(
                    "\(step()): model knows id \(id) at \(IndexPath(s, r)), which holds \(model.ids.sections[s][r])")
                throw CancellationError()
            }
            let expected = id.map(CacheModel.height(of:))
            let actual =
                cache.containsHeight(at: IndexPath(s, r)) ? cache.height(at: IndexPath(s, r)).map(Double.init) : nil
            if actual != expected {
                Issue.record(
                    "\(step()): at \(IndexPath(s, r)) cache has \(String(describing: actual)), model \(String(describing: expected))"
                )
                throw CancellationError()
            }
            if let expected {
                cached += 1
                sum += expected
            }
        }
        for r in rows.count..<(rows.count + 3) where cache.containsHeight(at: IndexPath(s, r)) {
            Issue.record("\(step()): a height past the end of section \(s), at row \(r)")
            throw CancellationError()
        }
    }
    for s in known.count..<(known.count + 2) {
        for r in 0..<4 where cache.containsHeight(at: IndexPath(s, r)) {
            Issue.record("\(step()): a height past the last section, at \(IndexPath(s, r))")
            throw CancellationError()
        }
    }
    #expect(cache.statistics.cachedCount == cached, "\(step()): cached count")
    if cached > 0 {
        #expect(abs(Double(cache.estimatedHeight ?? -1) - sum / Double(cached)) < 1e-6, "\(step()): estimate")
    } else {
        #expect(cache.estimatedHeight == nil, "\(step()): estimate without heights")
    }
}

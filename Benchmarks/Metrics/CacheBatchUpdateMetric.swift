import CellHeight
import Foundation

/// Batch updates on one section of 1,000,000 cached rows: 1,000 scattered insertions, deletions
/// and mixed changes (250 each of insertions, deletions, reloads and moves), per bucket, beside one
/// linear merge of the same shape into a reused buffer; and an insertion at row 0 beside the
/// memory move it needs at least. Every sample starts from a freshly built cache (untimed) whose
/// buffer has room to grow, as a cache filled by `heightForRowAt` has.
@MainActor
struct CacheBatchUpdateMetric {
    let report: Report
    let group: String
    var rows = 1_000_000
    var changes = 1_000
    var rounds = 9

    private struct Batch {
        let name: String
        let update: TableUpdate
        let removed: [Int]
        let reloaded: [Int]
        let fixed: [(row: Int, height: Double)]
    }

    func run() {
        Progress.log("cache targets: batch updates on \(NumberFormat.count(rows)) rows")
        var random = SplitMix(seed: 0xC0FF_EE00)
        let batches = [insertions(&random), deletions(&random), mixed(&random)]
        var ours: [String: [Double]] = [:]
        var merged: [String: [Double]] = [:]
        let old = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows)
        let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows + changes)
        defer {
            old.deallocate()
            output.deallocate()
        }
        for row in 0..<rows { old[row] = height(row) }
        output.initialize(repeating: .nan)
        for _ in 0..<rounds {
            for batch in batches {
                let cache = filledCache(contexts: 1)
                ours[batch.name, default: []].append(
                    MonotonicClock.time { cache.performUpdates(batch.update) }.milliseconds)
                let nanos = MonotonicClock.time {
                    let count = FlatBatchMerge.merge(
                        UnsafeBufferPointer(old), removed: batch.removed, reloaded: batch.reloaded, fixed: batch.fixed,
                        into: output)
                    BlackHole.consume(Double(count))
                }
                merged[batch.name, default: []].append(nanos.milliseconds)
            }
            let cache = filledCache(contexts: 3)
            let mixed = batches[2].update
            ours["mixed, 3 buckets", default: []].append(
                MonotonicClock.time { cache.performUpdates(mixed) }.milliseconds / 3)
        }
        let median = { (samples: [Double]?) in Statistics(samples ?? [])?.median ?? .nan }
        for batch in batches {
            report.record(
                group: group, metric: "\(batch.name): ours, one bucket", unit: "ms",
                contender: Contenders.ours.displayName,
                .measured(median(ours[batch.name])))
            report.record(
                group: group, metric: "\(batch.name): one linear merge of the same shape (reused buffer)", unit: "ms",
                contender: Contenders.ours.displayName, .measured(median(merged[batch.name])))
            let fastest = { (samples: [Double]?) in Statistics(samples ?? [])?.min ?? .nan }
            BenchmarkTarget(
                name: "\(batch.name) on \(NumberFormat.count(rows)) rows, one bucket <= "
                    + "\(NumberFormat.value(Self.mergeLimit))x one linear merge of the same shape, same run",
                measured: fastest(ours[batch.name]) / fastest(merged[batch.name]), limit: Self.mergeLimit, unit: "x",
                detail: "ours \(NumberFormat.value(fastest(ours[batch.name]))) ms, linear merge "
                    + "\(NumberFormat.value(fastest(merged[batch.name]))) ms; fastest of \(rounds) interleaved rounds "
                    + "(medians \(NumberFormat.value(median(ours[batch.name]))) and "
                    + "\(NumberFormat.value(median(merged[batch.name]))) ms)"
            ).record(in: report)
        }
        report.record(
            group: group, metric: "\(batches[2].name): ours, three buckets, per bucket", unit: "ms",
            contender: Contenders.ours.displayName,
            .measured(median(ours["mixed, 3 buckets"])))
        recordInsertAtRowZero(old: old)
    }

    /// An insertion at row 0, in place, beside a memmove of the same rows; medians of 21.
    private func recordInsertAtRowZero(old: UnsafeMutableBufferPointer<Double>) {
        let cache = filledCache(contexts: 1)
        var insert = TableUpdate()
        insert.insertRows(at: [TableShape.indexPath(section: 0, row: 0)])
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows + 64)
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: old)
        var ours: [Double] = []
        var memmove: [Double] = []
        for step in 0..<21 {
            ours.append(MonotonicClock.time { cache.performUpdates(insert) }.microseconds)
            memmove.append(MonotonicClock.time { FlatBatchMerge.shiftDown(buffer, count: rows + step) }.microseconds)
        }
        let (oursMedian, memmoveMedian) = (Statistics(ours)!.median, Statistics(memmove)!.median)
        report.record(
            group: group, metric: "insert at row 0 (ours, one bucket; bare loop: memmove of every row)", unit: "us",
            contender: Contenders.ours.displayName, .measured(oursMedian))
        report.record(
            group: group, metric: "insert at row 0 (ours, one bucket; bare loop: memmove of every row)", unit: "us",
            contender: Contenders.bareLoop.displayName, .measured(memmoveMedian))
        BenchmarkTarget(
            name: "insert at row 0 of \(NumberFormat.count(rows)) rows stays at memmove speed (<= 1.5x)",
            measured: oursMedian / memmoveMedian, limit: 1.5, unit: "x",
            detail: "ours \(NumberFormat.value(oursMedian)) us, memmove \(NumberFormat.value(memmoveMedian)) us"
        ).record(in: report)
    }

    /// A batch update of one bucket against one linear merge of every row into a fresh buffer,
    /// the plain way to apply the same changes: applied in place, ours should never cost more.
    static let mergeLimit = 1.0

    private func height(_ row: Int) -> Double { RowHeights.height(for: TableShape.indexPath(section: 0, row: row)) }

    /// A cache with every row cached in `contexts` buckets, filled in order as `heightForRowAt`
    /// fills it (so the buffer has the growth room a merge in place needs).
    private func filledCache(contexts: Int) -> IndexPathHeightCache {
        let cache = IndexPathHeightCache()
        for context in 0..<contexts {
            cache.layoutContext = LayoutContext(width: 320 + CGFloat(context))
            for row in 0..<rows {
                cache.setHeight(CGFloat(height(row)), at: TableShape.indexPath(section: 0, row: row))
            }
        }
        return cache
    }

    private func insertions(_ random: inout SplitMix) -> Batch {
        let rows = random.distinct(changes, below: self.rows + changes).sorted()
        var update = TableUpdate()
        update.insertRows(at: rows.map { TableShape.indexPath(section: 0, row: $0) })
        return Batch(
            name: "\(NumberFormat.count(changes)) scattered insertions", update: update, removed: [], reloaded: [],
            fixed: rows.map { ($0, .nan) })
    }

    private func deletions(_ random: inout SplitMix) -> Batch {
        let rows = random.distinct(changes, below: self.rows).sorted()
        var update = TableUpdate()
        update.deleteRows(at: rows.map { TableShape.indexPath(section: 0, row: $0) })
        return Batch(
            name: "\(NumberFormat.count(changes)) scattered deletions", update: update, removed: rows, reloaded: [],
            fixed: [])
    }

    /// A quarter each of insertions, deletions, reloads and moves; the row count stays the same.
    private func mixed(_ random: inout SplitMix) -> Batch {
        let quarter = changes / 4
        let old = random.distinct(3 * quarter, below: rows)
        let new = random.distinct(2 * quarter, below: rows)
        let (deleted, reloaded, moved) = (old[..<quarter], old[quarter..<(2 * quarter)], old[(2 * quarter)...])
        let (inserted, destinations) = (new[..<quarter], new[quarter...])
        var update = TableUpdate()
        update.deleteRows(at: deleted.map { TableShape.indexPath(section: 0, row: $0) })
        update.reloadRows(at: reloaded.map { TableShape.indexPath(section: 0, row: $0) })
        update.insertRows(at: inserted.map { TableShape.indexPath(section: 0, row: $0) })
        for (from, to) in zip(moved, destinations) {
            update.moveRow(
                at: TableShape.indexPath(section: 0, row: from), to: TableShape.indexPath(section: 0, row: to))
        }
        var fixed: [(row: Int, height: Double)] = inserted.map { ($0, .nan) }
        for (from, to) in zip(moved, destinations) { fixed.append((to, height(from))) }
        return Batch(
            name: "\(NumberFormat.count(changes)) scattered mixed changes", update: update,
            removed: (deleted + moved).sorted(), reloaded: reloaded.sorted(), fixed: fixed.sorted { $0.row < $1.row })
    }
}

/// SplitMix64, for reproducible scattered rows.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` distinct integers below `limit`, in random order.
    mutating func distinct(_ count: Int, below limit: Int) -> [Int] {
        var seen = Set<Int>()
        var result: [Int] = []
        while result.count < count {
            let value = Int(next() % UInt64(limit))
            if seen.insert(value).inserted { result.append(value) }
        }
        return result
    }
}

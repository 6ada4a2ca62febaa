import CellHeight
import Foundation

/// A cache hit in `heightForRowAt`, ours beside the plain alternatives, in interleaved rounds of
/// the same run: a flat `[[Double]]` read with the same `IndexPath` (two Foundation subscripts,
/// Swift's bounds checks) and a raw buffer read at a precomputed row (the physical limit: one
/// load). Twice: at random rows of all 1,000,000 (mostly cache misses: memory latency dominates)
/// and at random rows of a 4,096-row window (in the CPU cache: the cost of the code itself).
/// Also the cost of a write, and of the thread check that release builds run on every write
/// (and not on reads). The references go in the columns they stand for: the flat `[[Double]]` in
/// fixed batch's (it is that baseline's cache), the raw buffer in the bare loop's.
@MainActor
struct CacheReadTargetMetric {
    let report: Report
    let group: String
    var rows = 1_000_000
    var readsPerRound = 1 << 20
    var rounds = 15

    func run() {
        Progress.log("cache targets: random hit reads, ours beside [[Double]] and a raw buffer")
        let cache = IndexPathHeightCache()
        var flat: [[Double]] = [[]]
        flat[0].reserveCapacity(rows)
        let raw = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows)
        defer { raw.deallocate() }
        for row in 0..<rows {
            let height = RowHeights.height(for: TableShape.indexPath(section: 0, row: row))
            cache.setHeight(CGFloat(height), at: TableShape.indexPath(section: 0, row: row))
            flat[0].append(height)
            raw[row] = height
        }
        for (span, inputs, label) in [
            (rows, 1 << 16, "all \(NumberFormat.count(rows)) rows"), (4096, 4096, "a 4,096-row window"),
        ] {
            let rowIndexes = randomRows(below: span, count: inputs)
            let (medians, fastest) = measure(cache, flat, raw, rowIndexes)
            // Each reference in the column it stands for: the flat [[Double]] is the fixed-batch
            // baseline's cache, the raw buffer the physical limit.
            let entries = [
                ("ours", Contenders.ours.displayName), ("flat", Contenders.fixedBatch.displayName),
                ("raw", Contenders.bareLoop.displayName),
            ]
            let read =
                "read, random hit in \(label) (ours; flat [[Double]], same IndexPath; raw buffer, precomputed row)"
            for (key, contender) in entries {
                report.record(group: group, metric: read, unit: "ns/op", contender: contender, .measured(medians[key]!))
            }
            report.record(
                group: group, metric: "write, random row in \(label): ours, setHeight(_:at:) incl. thread check",
                unit: "ns/op", contender: Contenders.ours.displayName, .measured(medians["write"]!))
            BenchmarkTarget(
                name: "random hit read in \(label) <= 1.3x a flat [[Double]] with the same IndexPath, same run",
                measured: fastest["ours"]! / fastest["flat"]!, limit: 1.3, unit: "x",
                detail: "ours \(NumberFormat.value(fastest["ours"]!)) ns, flat \(NumberFormat.value(fastest["flat"]!)) "
                    + "ns, raw buffer \(NumberFormat.value(fastest["raw"]!)) ns; fastest of \(rounds) interleaved "
                    + "rounds (the table gives the medians)"
            ).record(in: report)
        }
        let owner = pthread_self()
        let check = Statistics(
            (0..<rounds).map { _ in nanosPerRead(1) { _ in pthread_equal(owner, pthread_self()) != 0 ? 1 : 0 } })!
        report.record(
            group: group, metric: "thread check alone (release writes run it; reads do not)", unit: "ns/op",
            contender: Contenders.ours.displayName, .measured(check.median))
    }

    /// Medians and minima of interleaved rounds of each kind of access at `rowIndexes`.
    private func measure(
        _ cache: IndexPathHeightCache, _ flat: [[Double]], _ raw: UnsafeMutableBufferPointer<Double>,
        _ rowIndexes: [Int]
    ) -> (medians: [String: Double], fastest: [String: Double]) {
        let paths = rowIndexes.map { TableShape.indexPath(section: 0, row: $0) }
        var samples: [String: [Double]] = [:]
        for _ in 0..<rounds {
            samples["ours", default: []].append(nanosPerRead(paths.count) { cache.height(at: paths[$0]) ?? .nan })
            samples["flat", default: []].append(
                nanosPerRead(paths.count) { index in
                    let indexPath = paths[index]
                    let (section, row) = (indexPath[0], indexPath[1])
                    guard section < flat.count, row < flat[section].count else { return .nan }
                    return flat[section][row]
                })
            samples["raw", default: []].append(nanosPerRead(rowIndexes.count) { raw[rowIndexes[$0]] })
            samples["write", default: []].append(
                nanosPerRead(paths.count) { cache.setHeight(44, at: paths[$0]) ? 1 : 0 })
        }
        return (samples.mapValues { Statistics($0)?.median ?? .nan }, samples.mapValues { Statistics($0)?.min ?? .nan })
    }

    /// `count` uniformly random rows below `limit`, from a fixed seed.
    private func randomRows(below limit: Int, count: Int) -> [Int] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(limit))
        }
    }

    /// Nanoseconds per call of `read` over `readsPerRound` calls, cycling through `count` inputs.
    /// Inlined, so that each kind of read is specialized into its own loop.
    @inline(__always) private func nanosPerRead(_ count: Int, _ read: (Int) -> Double) -> Double {
        var sum = 0.0
        var index = 0
        let start = MonotonicClock.now()
        for _ in 0..<readsPerRound {
            sum += read(index)
            index = index + 1 == count ? 0 : index + 1
        }
        let elapsed = MonotonicClock.elapsed(since: start)
        BlackHole.consume(sum)
        return Double(elapsed) / Double(readsPerRound)
    }
}

import Foundation

/// Arithmetic work calibrated to a wall-clock cost per call. It spins a dependent xorshift chain
/// (nothing the optimizer can fold away) and never sleeps, so it occupies the thread like layout would.
struct BusyWork: Sendable {
    let iterationsPerMicrosecond: Double

    /// Times the chain a few times and keeps the fastest run (the least disturbed one).
    static func calibrate() -> BusyWork {
        let iterations = 1 << 18
        _ = spin(iterations: iterations, seed: 1)  // warm-up
        var best = UInt64.max
        for attempt in 0..<7 {
            let start = MonotonicClock.now()
            let value = spin(iterations: iterations, seed: UInt64(attempt) + 2)
            let elapsed = MonotonicClock.elapsed(since: start)
            if value != 0 { best = min(best, elapsed) }
        }
        return BusyWork(iterationsPerMicrosecond: Double(iterations) / best.microseconds)
    }

    func iterations(forMicroseconds microseconds: Double) -> Int {
        max(1, Int((microseconds * iterationsPerMicrosecond).rounded()))
    }

    /// A measurer that burns about `microseconds` per call and returns `RowHeights.height(for:)`.
    /// Pure (it captures an iteration count only), so background workers may call it too.
    func busyMeasurer(microseconds: Double) -> SendableRowMeasurer {
        let iterations = iterations(forMicroseconds: microseconds)
        return { indexPath in
            let seed = UInt64(truncatingIfNeeded: indexPath[1] &* 31 &+ indexPath[0])
            var height = RowHeights.height(for: indexPath)
            // xorshift never reaches 0 from a non-zero state, so this never fires;
            // the optimizer cannot know that, so the work has to be done.
            if Self.spin(iterations: iterations, seed: seed) == 0 { height += 1 }
            return height
        }
    }

    /// `iterations` rounds of xorshift64; each round depends on the previous one.
    @inline(never)
    static func spin(iterations: Int, seed: UInt64) -> UInt64 {
        var state = seed | 1
        for _ in 0..<iterations {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
        }
        return state
    }

    /// Wall-clock cost of one call of `measurer` (µs): the mean over the fastest of `batches`
    /// batches of `calls` calls each, which keeps other processes' interference out.
    static func meanCost(of measurer: RowMeasurer, calls: Int, batches: Int = 5) -> Double {
        var best = UInt64.max
        for _ in 0..<max(batches, 1) {
            let elapsed = MonotonicClock.time {
                var sum = 0.0
                for row in 0..<calls { sum += measurer(TableShape.indexPath(section: 0, row: row)) }
                BlackHole.consume(sum)
            }
            best = min(best, elapsed)
        }
        return best.microseconds / Double(max(calls, 1))
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// Applies random operation sequences to the cache and to ``ReferenceModel`` and compares them after
/// every step. `CELLHEIGHT_SEED` replays a run; `CELLHEIGHT_FUZZ_SEQUENCES` sets how many sequences
/// run (the normal suite runs 10,000; the long mode in .ci/run runs more).
struct DifferentialTests {
    static let sequences =
        ProcessInfo.processInfo.environment["CELLHEIGHT_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 10_000

    @Test func randomSequencesMatchTheReferenceModel() throws {
        let seed = testSeed("randomSequencesMatchTheReferenceModel")
        let diagnostics = try collectDiagnostics { try run(seed: seed) }
        #expect(diagnostics.isEmpty, "valid updates report nothing: \(diagnostics.prefix(3))")
    }

    func run(seed: UInt64) throws {
        var maker = RandomUpdateMaker(random: SeededGenerator(seed: seed))
        let contexts = [LayoutContext(width: 320), LayoutContext(width: 414, contentSizeCategory: "XL")]
        for sequence in 0..<Self.sequences {
            let cache = IndexPathHeightCache()
            let shape = (0..<maker.int(0..<5)).map { _ in maker.int(0..<8) }
            var models = contexts.map { _ in
                ReferenceModel<Double?>(sections: shape.map { Array(repeating: nil, count: $0) }, fresh: { nil })
            }
            var current = 0
            cache.layoutContext = contexts[current]
            for step in 0..<maker.int(1..<12) {
                var log = "sequence \(sequence) step \(step)"
                switch maker.int(0..<10) {
                case 0..<3:  // Fill some heights.
                    for _ in 0..<maker.int(1..<10) {
                        let sections = models[current].sections
                        guard
                            let s = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(
                                using: &maker.random)
                        else { break }
                        let row = maker.int(0..<sections[s].count)
                        let height = Double(maker.int(1..<400)) / 4
                        cache.setHeight(CGFloat(height), at: IndexPath(s, row))
                        models[current].sections[s][row] = height
                    }
                    log += " fill"
                case 3:  // Switch the layout context.
                    current = 1 - current
                    cache.layoutContext = contexts[current]
                    log += " switch to \(contexts[current])"
                case 4:  // Invalidate one row.
                    let sections = models[current].sections
                    if let s = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(using: &maker.random) {
                        let row = maker.int(0..<sections[s].count)
                        cache.invalidateHeight(at: IndexPath(s, row))
                        for i in models.indices { models[i].sections[s][row] = nil }
                        log += " invalidate \(IndexPath(s, row))"
                    }
                default:  // A batch update.
                    let (update, insertedRows) = maker.makeUpdate(rowCounts: models[current].sections.map(\.count))
                    cache.performUpdates(update)
                    for i in models.indices { models[i].apply(update, insertedSectionRows: insertedRows) }
                    log += " \(update)"
                }
                try expectEqual(cache, models[current], log)
            }
            // The other context's bucket received every update too.
            current = 1 - current
            cache.layoutContext = contexts[current]
            try expectEqual(cache, models[current], "sequence \(sequence), other context")
        }
    }
}

/// Fails with the step's description if the cache and the model disagree anywhere.
func expectEqual(_ cache: IndexPathHeightCache, _ model: ReferenceModel<Double?>, _ step: @autoclosure () -> String)
    throws
{
    var cached = 0
    var sum = 0.0
    for (s, rows) in model.sections.enumerated() {
        for (r, expected) in rows.enumerated() {
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
        #expect(cache.containsHeight(at: IndexPath(s, rows.count)) == false, "\(step()): a row past the end is cached")
    }
    #expect(cache.containsHeight(at: IndexPath(model.sections.count, 0)) == false)
    #expect(cache.statistics.cachedCount == cached, "\(step()): cached count")
    if cached > 0 {
        #expect(abs(Double(cache.estimatedHeight ?? -1) - sum / Double(cached)) < 1e-6, "\(step()): estimate")
    } else {
        #expect(cache.estimatedHeight == nil)
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// Applies random operation sequences to the cache and to ``CacheModel`` and compares them after
/// every step: fills, batch updates of every kind (given to the cache directly, or as an app gives
/// them to a table: one call per kind through the list's `ListUpdateRouter`, inside nested
/// `beginUpdates()`/`endUpdates()` or `performBatchUpdates`), single invalidations, `invalidateAll`,
/// layout context switches among five contexts with one to four buckets (so buckets are evicted),
/// and changes of that limit. Rows carry content ids, so a swapped row shows even if the heights
/// around it repeat. `CELLHEIGHT_SEED` replays a run; `CELLHEIGHT_FUZZ_SEQUENCES` sets how many
/// sequences run (the normal suite runs 10,000; the long mode runs 100,000).
@MainActor struct DifferentialTests {
    static let sequences =
        ProcessInfo.processInfo.environment["CELLHEIGHT_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 10_000

    static let contexts = [
        LayoutContext(width: 320), LayoutContext(width: 414, contentSizeCategory: "XL"), LayoutContext(width: 414),
        LayoutContext(width: 768), LayoutContext(width: 1024, contentSizeCategory: "S"),
    ]

    @Test func randomSequencesMatchTheReferenceModel() throws {
        let seed = testSeed("randomSequencesMatchTheReferenceModel")
        let diagnostics = try collectDiagnostics { try run(seed: seed) }
        #expect(diagnostics.isEmpty, "valid updates report nothing: \(diagnostics.prefix(3))")
    }

    func run(seed: UInt64) throws {
        var maker = RandomUpdateMaker(random: SeededGenerator(seed: seed))
        for sequence in 0..<Self.sequences {
            let shape = randomShape(&maker, sequence: sequence)
            let limit = maker.int(1..<5)
            let cache = IndexPathHeightCache(maximumLayoutContexts: limit)
            let router = ListUpdateRouter(rows: cache, sections: SectionHeightCache())
            var model = CacheModel(rowCounts: shape, limit: limit)
            for step in 0..<maker.int(1..<16) {
                let describe = perform(&maker, cache, router, &model)
                try expectEqual(cache, model, "sequence \(sequence) step \(step): \(describe())")
            }
            // Every bucket received every update: visit them all (a visit never evicts).
            for context in model.inactive {
                cache.layoutContext = context
                model.activate(context)
                try expectEqual(cache, model, "sequence \(sequence), bucket of \(context)")
            }
            maker.limits = RandomUpdateMaker.Limits()
        }
    }

    /// Mostly small tables; one in ten larger than 12 x 40; one in forty a long section with up to
    /// 60 changes of each kind per batch.
    private func randomShape(_ maker: inout RandomUpdateMaker, sequence: Int) -> [Int] {
        if maker.chance(0.025) {
            maker.limits.rowChanges = 60
            maker.limits.insertedRows = 60
            return (0..<maker.int(1..<3)).map { _ in maker.int(100..<500) }
        }
        if maker.chance(0.1) { return (0..<maker.int(1..<13)).map { _ in maker.int(0..<41) } }
        return (0..<maker.int(0..<9)).map { _ in maker.int(0..<16) }
    }

    /// One random step on both; returns how to describe it (only a failure needs the words).
    private func perform(
        _ maker: inout RandomUpdateMaker, _ cache: IndexPathHeightCache, _ router: ListUpdateRouter,
        _ model: inout CacheModel
    ) -> () -> String {
        switch maker.int(0..<20) {
        case 0..<5:  // Fill some heights, or every row.
            let rows = model.ids.sections.enumerated().flatMap { s, rows in rows.indices.map { (s, $0) } }
            let chosen = maker.chance(0.3) ? rows : maker.pick(maker.int(1..<12), from: rows)
            for (s, r) in chosen {
                cache.setHeight(CGFloat(CacheModel.height(of: model.ids.sections[s][r])), at: IndexPath(s, r))
                model.fill(section: s, row: r)
            }
            return { "fill \(chosen.count) rows" }
        case 5..<7:
            let context = Self.contexts[maker.int(0..<Self.contexts.count)]
            cache.layoutContext = context
            model.activate(context)
            return { "switch to \(context)" }
        case 7:
            let rows = model.ids.sections.enumerated().flatMap { s, rows in rows.indices.map { IndexPath(s, $0) } }
            guard let indexPath = rows.randomElement(using: &maker.random) else { return { "nothing to invalidate" } }
            cache.invalidateHeight(at: indexPath)
            model.invalidate(section: indexPath[0], row: indexPath[1])
            return { "invalidate \(indexPath)" }
        case 8:
            cache.invalidateAll()
            model.invalidateAll()
            return { "invalidate all" }
        case 9:
            let limit = maker.int(1..<5)
            cache.maximumLayoutContexts = limit
            model.setLimit(limit)
            return { "keep \(limit) layout contexts" }
        default:
            let (update, insertedRows) = maker.makeUpdate(rowCounts: model.ids.sections.map(\.count))
            let path = maker.int(0..<3)
            switch path {
            case 0: cache.performUpdates(update)
            case 1:  // Nested brackets: applied when the outermost one closes.
                router.perform(.beginUpdates) {}
                router.perform(.beginUpdates) {}
                Self.send(update, to: router)
                router.perform(.endUpdates) {}
                #expect(router.openBatches == 1)
                router.perform(.endUpdates) {}
            default:  // UIKit's block API, with the app's own bracket inside it.
                router.performBatchUpdates(
                    {
                        router.perform(.beginUpdates) {}
                        Self.send(update, to: router)
                        router.perform(.endUpdates) {}
                    },
                    original: { $0?() })
            }
            model.apply(update, insertedSectionRows: insertedRows)
            let how = ["directly", "in nested begin/endUpdates", "in performBatchUpdates"][path]
            return { "\(update) with new sections' rows \(insertedRows), \(how)" }
        }
    }

    /// `update` as an app tells a table inside a batch: one call per kind of change.
    private static func send(_ update: TableUpdate, to router: ListUpdateRouter) {
        func call(_ call: ListCall) { router.perform(call) {} }
        if !update.deletedSections.isEmpty { call(.deleteSections(update.deletedSections)) }
        if !update.insertedSections.isEmpty { call(.insertSections(update.insertedSections)) }
        if !update.reloadedSections.isEmpty { call(.reloadSections(update.reloadedSections)) }
        for move in update.movedSections { call(.moveSection(move.from, toSection: move.to)) }
        if !update.deletedRows.isEmpty { call(.deleteRows(update.deletedRows)) }
        if !update.insertedRows.isEmpty { call(.insertRows(update.insertedRows)) }
        if !update.reloadedRows.isEmpty { call(.reloadRows(update.reloadedRows)) }
        for move in update.movedRows { call(.moveRow(move.from, to: move.to)) }
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// The rules the UIKit hooks follow: each data-change call reaches the caches with UIKit's batch
/// semantics, before the original implementation runs.
@MainActor @Suite struct ListUpdateRouterTests {
    /// A router over a one-section table of rows 10, 20, 30, 40 and headers of sections 0 and 1.
    private func makeRouter() -> ListUpdateRouter {
        let rows = makeCache([[10, 20, 30, 40]])
        let sections = SectionHeightCache()
        sections.layoutContext = rows.layoutContext
        sections.setHeight(100, .header, inSection: 0)
        sections.setHeight(200, .header, inSection: 1)
        return ListUpdateRouter(rows: rows, sections: sections)
    }

    private func rows(_ router: ListUpdateRouter, _ count: Int = 5) -> [Double?] {
        dump(router.rows, shape: [count])[0]
    }

    @Test func aChangeOutsideABatchIsAppliedBeforeTheOriginalRuns() {
        let router = makeRouter()
        var seenByOriginal: [Double?] = []
        router.perform(.insertRows([IndexPath(0, 0)]), original: { seenByOriginal = rows(router) })
        #expect(seenByOriginal == [nil, 10, 20, 30, 40], "UIKit asks for heights inside the original call")
        #expect(rows(router) == [nil, 10, 20, 30, 40])
    }

    @Test func beginEndUpdatesAppliesTheBatchAtTheOutermostEndBeforeTheOriginal() {
        let router = makeRouter()
        router.perform(.beginUpdates) {}
        router.perform(.beginUpdates) {}
        // UIKit's order inside a batch does not matter: deletions use old indexes, insertions new ones.
        router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        router.perform(.deleteRows([IndexPath(0, 3)]), original: {})
        #expect(rows(router) == [10, 20, 30, 40, nil], "nothing is applied while the batch is open")
        router.perform(.endUpdates) {}
        #expect(router.openBatches == 1)
        #expect(rows(router) == [10, 20, 30, 40, nil], "an inner endUpdates closes nothing")
        var seenByOriginal: [Double?] = []
        router.perform(.endUpdates) { seenByOriginal = rows(router) }
        #expect(seenByOriginal == [nil, 10, 20, 30, nil])
        #expect(router.openBatches == 0)
    }

    @Test func performBatchUpdatesAppliesAtTheEndOfItsClosure() {
        let router = makeRouter()
        var afterClosure: [Double?] = []
        router.performBatchUpdates(
            {
                router.perform(.moveRow(IndexPath(0, 0), to: IndexPath(0, 3)), original: {})
                router.perform(.reloadRows([IndexPath(0, 1)]), original: {})
            },
            original: { wrapped in
                // What UIKit does: run the closure, then compute the new layout.
                wrapped?()
                afterClosure = rows(router)
            })
        #expect(afterClosure == [nil, 30, 40, 10, nil], "a move keeps its height; a reload loses it")
    }

    @Test func performBatchUpdatesWithUIKitsOwnBracketsInside() {
        let router = makeRouter()
        var atInternalEnd: [Double?] = []
        router.performBatchUpdates(
            {
                router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
            },
            original: { wrapped in
                router.perform(.beginUpdates) {}
                wrapped?()
                router.perform(.endUpdates) { atInternalEnd = rows(router) }
            })
        #expect(atInternalEnd == [20, 30, 40, nil, nil], "applied at the outermost end, before UIKit's layout")
        #expect(router.openBatches == 0)
    }

    @Test func bracketsUIKitLeavesOpenAreClosedWhenPerformBatchUpdatesReturns() {
        let router = makeRouter()
        router.performBatchUpdates(
            {
                router.perform(.insertRows([IndexPath(0, 4)]), original: {})
            },
            original: { wrapped in
                router.perform(.beginUpdates) {}  // closed privately, never through endUpdates()
                wrapped?()
            })
        #expect(router.openBatches == 0)
        #expect(rows(router, 6) == [10, 20, 30, 40, nil, nil])
        router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
        #expect(rows(router) == [20, 30, 40, nil, nil], "later changes are applied at once again")
    }

    @Test func anEndUIKitSendsInsidePerformBatchUpdatesIsNotAnError() {
        let router = makeRouter()
        let diagnostics = collectDiagnostics {
            router.performBatchUpdates(
                { router.perform(.deleteRows([IndexPath(0, 0)]), original: {}) },
                original: { wrapped in
                    wrapped?()  // opened privately, closed through the public endUpdates()
                    router.perform(.endUpdates) {}
                })
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(rows(router) == [20, 30, 40, nil, nil])
    }

    @Test func performBatchUpdatesWithoutUpdatesPassesNil() {
        let router = makeRouter()
        var received: (() -> Void)?? = .none
        router.performBatchUpdates(nil) { received = .some($0) }
        #expect(received != nil && received! == nil)
        #expect(rows(router) == [10, 20, 30, 40, nil])
    }

    @Test func anEndWithoutABeginInvalidatesEverything() {
        let router = makeRouter()
        let diagnostics = collectDiagnostics {
            var ran = false
            router.perform(.endUpdates) { ran = true }
            #expect(ran)
        }
        #expect(diagnostics.count == 1 && diagnostics[0].kind == .misuse)
        #expect(diagnostics[0].message.contains("CellHeightHooks.install()"))
        #expect(router.rows.statistics.cachedCount == 0)
        #expect(router.sections.height(.header, inSection: 0) == nil)
    }

    @Test func aChangeNestedInAnotherIsNeitherDroppedNorAppliedTwice() {
        let router = makeRouter()
        var seenInside: [Double?] = []
        router.perform(
            .insertRows([IndexPath(0, 0)]),
            original: {
                // From willDisplay while UIKit lays out the insertion, or UIKit's own public call.
                router.perform(.insertRows([IndexPath(0, 0)]), original: {})
                seenInside = rows(router, 6)
                router.rows.setHeight(7, at: IndexPath(0, 1))  // measured while UIKit lays out
            })
        #expect(seenInside == [nil, nil, nil, nil, nil, nil], "what it did is unknown: nothing is trusted")
        #expect(router.rows.statistics.cachedCount == 0, "nor what was measured before the outer call returned")
        #expect(router.sections.height(.header, inSection: 0) == nil)
        #expect(router.nestedChangeReports == 1)
        router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        router.rows.setHeight(5, at: IndexPath(0, 0))
        router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        #expect(rows(router, 2) == [nil, 5], "later changes are applied again")
        #expect(router.nestedChangeReports == 1)
    }

    @Test func reloadDataInvalidatesEverythingAndDropsAnOpenBatch() {
        let router = makeRouter()
        router.perform(.beginUpdates) {}
        router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        var ran = false
        router.perform(.reloadData) { ran = true }
        #expect(ran)
        #expect(router.rows.statistics.cachedCount == 0)
        #expect(router.sections.height(.header, inSection: 1) == nil)
        router.rows.setHeight(5, at: IndexPath(0, 0))
        router.perform(.endUpdates) {}
        #expect(rows(router) == [5, nil, nil, nil, nil], "the dropped insertion does not shift later heights")
    }

    @Test func sectionChangesMoveHeadersAndRowChangesDoNot() {
        let router = makeRouter()
        router.perform(.insertSections([0]), original: {})
        #expect(router.sections.height(.header, inSection: 1) == 100)
        #expect(router.sections.height(.header, inSection: 2) == 200)
        #expect(dump(router.rows, shape: [0, 4])[1] == [10, 20, 30, 40])
        router.perform(.deleteRows([IndexPath(1, 0)]), original: {})
        #expect(router.sections.height(.header, inSection: 1) == 100, "row changes leave headers alone")
    }

    @Test func nothingHappensWhileAutomaticInvalidationIsOff() {
        let router = makeRouter()
        router.rows.automaticallyInvalidates = false
        var calls = 0
        router.perform(.deleteRows([IndexPath(0, 0)]), original: { calls += 1 })
        router.performBatchUpdates(
            { router.perform(.insertSections([0]), original: { calls += 1 }) }, original: { $0?() })
        router.perform(.reloadData) { calls += 1 }
        router.perform(.reconfigureRows([IndexPath(0, 1)])) { calls += 1 }
        #expect(calls == 4, "the originals always run")
        #expect(rows(router) == [10, 20, 30, 40, nil])
        #expect(router.sections.height(.header, inSection: 0) == 100)
    }

    @Test func reconfigureOutsideABatchIsAReload() {
        let router = makeRouter()
        router.perform(.reconfigureRows([IndexPath(0, 2)])) {}
        #expect(rows(router) == [10, 20, nil, 40, nil])
    }

    @Test func reconfigureInsideABatch() {
        // With reloads only, the rows are reloads (no duplicate with an explicit reload).
        var router = makeRouter()
        var diagnostics = collectDiagnostics {
            router.performBatchUpdates(
                {
                    router.perform(.reloadRows([IndexPath(0, 0)]), original: {})
                    router.perform(.reconfigureRows([IndexPath(0, 0), IndexPath(0, 3)])) {}
                }, original: { $0?() })
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(rows(router) == [nil, 20, 30, nil, nil])

        // With a row insertion, the index space is ambiguous: the section is measured again.
        router = makeRouter()
        router.rows.setHeight(7, at: IndexPath(1, 0))
        router.performBatchUpdates(
            {
                router.perform(.insertRows([IndexPath(0, 0)]), original: {})
                router.perform(.reconfigureRows([IndexPath(0, 2)])) {}
            }, original: { $0?() })
        #expect(dump(router.rows, shape: [5, 1]) == [[nil, nil, nil, nil, nil], [7]])

        // With a section change, every row is.
        router = makeRouter()
        diagnostics = collectDiagnostics {
            router.performBatchUpdates(
                {
                    router.perform(.insertSections([1]), original: {})
                    router.perform(.reconfigureRows([IndexPath(0, 2)])) {}
                }, original: { $0?() })
        }
        #expect(diagnostics.isEmpty)
        #expect(router.rows.statistics.cachedCount == 0)
        #expect(router.sections.height(.header, inSection: 2) == 200, "headers follow the section insertion")
    }

    @Test func summaryNamesWhatChanged() {
        var update = TableUpdate()
        update.insertRows(at: [IndexPath(0, 0), IndexPath(0, 1)])
        update.deleteSections([3])
        #expect(ListUpdateRouter.summary(of: update) == "1 deleted section, 2 inserted rows")
    }

    @Test func movingACachedHeightSlidesTheRowsBetweenAndKeepsTheMovedHeight() {
        let router = makeRouter()
        router.moveCachedHeight(from: IndexPath(0, 0), to: IndexPath(0, 2))
        #expect(rows(router) == [20, 30, 10, 40, nil])
        router.moveCachedHeight(from: IndexPath(0, 3), to: IndexPath(1, 0))
        #expect(rows(router, 3) == [20, 30, 10])
        #expect(router.rows.height(at: IndexPath(1, 0)) == 40, "a move across sections keeps the height")
        router.rows.automaticallyInvalidates = false
        router.moveCachedHeight(from: IndexPath(0, 0), to: IndexPath(0, 1))
        #expect(rows(router, 3) == [30, 20, 10], "the app's own call takes effect when it applies changes itself")
    }

    @Test func aChangeSeenOffTheMainThreadInvalidatesEveryHeightOfTheList() {
        let router = makeRouter()
        router.changeSeenOffMainThread()
        #expect(router.rows.statistics.cachedCount == 0)
        #expect(router.sections.height(.header, inSection: 0) == nil)
    }

    @Test func anOffMainThreadCallIsReportedOncePerMethod() {
        let method = "UITableView.test\(UInt64.random(in: 0...UInt64.max))()"
        let diagnostics = collectDiagnostics {
            ListUpdateRouter.reportOffMainThreadCall(method, thread: "thread 1")
            ListUpdateRouter.reportOffMainThreadCall(method, thread: "thread 2")
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("Main Thread Checker") == true)
        #expect(diagnostics.first?.message.contains(method) == true)
    }

    @Test func aKnownUpdateIsAppliedOnceWhateverTheListDoesMeanwhile() {
        let router = makeRouter()
        var update = TableUpdate()
        update.insertRows(at: [IndexPath(0, 0)])
        update.moveRow(at: IndexPath(0, 3), to: IndexPath(0, 1))
        var seenByPerform: [Double?] = []
        router.apply(update) {
            // What a diffable data source's apply may do: batches, single calls, even reloadData.
            router.performBatchUpdates({ router.perform(.insertRows([IndexPath(0, 0)]), original: {}) }) { $0?() }
            router.perform(.beginUpdates) {}
            router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
            router.perform(.endUpdates) {}
            router.perform(.reconfigureRows([IndexPath(0, 2)])) {}
            router.perform(.reloadData) {}
            seenByPerform = rows(router)
        }
        #expect(seenByPerform == [nil, 40, 10, 20, 30], "applied before perform, and only once")
        #expect(rows(router) == [nil, 40, 10, 20, 30])
        #expect(router.openBatches == 0)
        // Afterwards the hooks work again.
        router.perform(.deleteRows([IndexPath(0, 0)]), original: {})
        #expect(rows(router) == [40, 10, 20, 30, nil])
    }
}

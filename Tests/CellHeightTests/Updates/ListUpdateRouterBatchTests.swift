import CellHeight
import Foundation
import TestSupport
import Testing

/// More of the rules the UIKit hooks follow inside batches (see ``ListUpdateRouterTests``).
@MainActor @Suite struct ListUpdateRouterBatchTests {
    /// A router over a one-section table of rows 10, 20, 30, 40 and a header of section 0.
    private func makeRouter() -> ListUpdateRouter {
        let rows = makeCache([[10, 20, 30, 40]])
        let sections = SectionHeightCache()
        sections.layoutContext = rows.layoutContext
        sections.setHeight(100, .header, inSection: 0)
        let router = ListUpdateRouter(rows: rows, sections: sections)
        router.scheduleTurnEnd = { _ in }
        return router
    }

    /// Rows reconfigured in a batch are settled when the outermost bracket closes, with everything
    /// the batch holds: a nested bracket closing first settles nothing (here an insertion follows,
    /// so the reconfigured row's section is measured again).
    @Test func reconfiguredRowsWaitForTheOutermostBracket() {
        let router = makeRouter()
        router.perform(.beginUpdates) {}
        router.perform(.reconfigureRows([IndexPath(0, 2)])) {}
        router.perform(.beginUpdates) {}
        router.perform(.endUpdates) {}
        #expect(dump(router.rows, shape: [4]) == [[10, 20, 30, 40]], "nothing applied inside the batch")
        router.perform(.insertRows([IndexPath(0, 0)]), original: {})
        router.perform(.endUpdates) {}
        #expect(router.rows.statistics.cachedCount == 0, "the index space of the reconfigured row is ambiguous")
    }

    /// Rows reconfigured in a batch that also deletes or moves sections: every row height is measured
    /// again; in one that also deletes or moves rows: the sections of the reconfigured rows are.
    @Test(arguments: ["deleteSection", "moveSection", "deleteRow", "moveRow"])
    func reconfiguredRowsInABatchThatDeletesOrMoves(_ change: String) {
        let router = makeRouter()
        router.rows.setHeight(7, at: IndexPath(1, 0))
        router.rows.setHeight(8, at: IndexPath(2, 0))
        router.performBatchUpdates(
            {
                switch change {
                case "deleteSection": router.perform(.deleteSections([2]), original: {})
                case "moveSection": router.perform(.moveSection(2, toSection: 1), original: {})
                case "deleteRow": router.perform(.deleteRows([IndexPath(1, 0)]), original: {})
                default: router.perform(.moveRow(IndexPath(1, 0), to: IndexPath(1, 1)), original: {})
                }
                router.perform(.reconfigureRows([IndexPath(0, 2)])) {}
            }, original: { $0?() })
        if change.hasSuffix("Section") {
            #expect(router.rows.statistics.cachedCount == 0, "\(change)")
        } else {
            #expect(dump(router.rows, shape: [4, 1, 1]) == [[nil, nil, nil, nil], [nil], [8]], "\(change)")
        }
    }

    /// A reconfigured index path that names no table row (not two indexes, or a negative section),
    /// in a batch that also moves rows, costs no other section its heights.
    @Test func aMalformedReconfiguredPathInvalidatesNothingMore() {
        let router = makeRouter()
        router.rows.setHeight(7, at: IndexPath(1, 0))
        router.performBatchUpdates(
            {
                router.perform(.insertRows([IndexPath(0, 0)]), original: {})
                router.perform(.reconfigureRows([IndexPath(index: 5), IndexPath(-1, 0), IndexPath(0, 2)])) {}
            }, original: { $0?() })
        #expect(dump(router.rows, shape: [5, 1]) == [[nil, nil, nil, nil, nil], [7]])
    }

    /// An `endUpdates()` without a `beginUpdates()` leaves a cache the app drives itself alone, and
    /// is not reported for it.
    @Test func anEndWithoutABeginLeavesACacheTheAppDrivesItselfAlone() {
        let router = makeRouter()
        router.rows.automaticallyInvalidates = false
        let diagnostics = collectDiagnostics { router.perform(.endUpdates) {} }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(router.rows.statistics.cachedCount == 4)
        #expect(router.sections.height(.header, inSection: 0) == 100)
    }
}

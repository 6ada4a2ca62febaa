import CellHeight
import Foundation
import TestSupport
import Testing

/// What reaches a list's caches other than through its hooked data-change calls: a row the user
/// moved with the reorder control, a change made off the main thread.
@MainActor @Suite struct UnseenChangesTests {
    /// A router over a one-section table of rows 10, 20, 30 and a header of section 0.
    private func makeRouter() -> ListUpdateRouter {
        let rows = makeCache([[10, 20, 30]])
        let sections = SectionHeightCache()
        sections.layoutContext = rows.layoutContext
        sections.setHeight(100, .header, inSection: 0)
        return ListUpdateRouter(rows: rows, sections: sections)
    }

    /// A row the user dropped where they picked it up moves nothing, and nobody hears of a change.
    @Test func aRowDroppedWhereItWasPickedUpChangesNothing() {
        let router = makeRouter()
        let recorder = HeightCacheObserverTests.Recorder()
        router.rows.addObserver(recorder)
        router.moveCachedHeight(from: IndexPath(0, 1), to: IndexPath(0, 1))
        #expect(recorder.changes.isEmpty)
        #expect(dump(router.rows, shape: [3]) == [[10, 20, 30]])
        router.moveCachedHeight(from: IndexPath(0, 1), to: IndexPath(0, 2))
        #expect(recorder.changes.count == 1, "a real move is heard")
    }

    /// A change seen off the main thread leaves a cache the app drives itself alone.
    @Test func aChangeSeenOffTheMainThreadLeavesACacheTheAppDrivesItselfAlone() {
        let router = makeRouter()
        router.rows.automaticallyInvalidates = false
        router.changeSeenOffMainThread()
        #expect(router.rows.statistics.cachedCount == 3)
        #expect(router.sections.height(.header, inSection: 0) == 100)
    }
}

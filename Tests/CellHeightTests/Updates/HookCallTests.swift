import CellHeight
import Foundation
import TestSupport
import Testing

/// What a hooked data-change method does with a call: lists that never used the package are passed
/// through before any argument is read, and any argument UIKit takes is read without trapping.
@MainActor @Suite struct HookCallTests {
    @Test func aListWithoutCachesIsPassedThroughOnAnyThread() {
        #expect(HookCall.of(listUsesPackage: false, isMainThread: true) == .passThrough)
        #expect(HookCall.of(listUsesPackage: false, isMainThread: false) == .passThrough)
        #expect(HookCall.of(listUsesPackage: true, isMainThread: true) == .route)
        #expect(HookCall.of(listUsesPackage: true, isMainThread: false) == .offMainThread)
    }

    @Test func nilIsAnEmptyChangeAndAnotherObjectIsUnreadable() {
        // An Objective-C caller may pass nil where the header says nonnull: a message to nil counts
        // nothing, so it changes nothing.
        #expect(HookCall.indexPaths(nil) == [])
        #expect(HookCall.sections(nil) == IndexSet())
        #expect(HookCall.indexPaths([IndexPath(0, 1), IndexPath(2, 3)]) == [IndexPath(0, 1), IndexPath(2, 3)])
        #expect(HookCall.sections(IndexSet([1, 4])) == IndexSet([1, 4]))
        #expect(HookCall.indexPaths("rows") == nil)
        #expect(HookCall.indexPaths([IndexPath(0, 1), "row"] as [Any]) == nil, "one stranger spoils the change")
        #expect(HookCall.sections([1, 4]) == nil)
        #expect(
            HookCall.move(from: IndexPath(0, 1), to: IndexPath(0, 3)).map { [$0.from, $0.to] } == [
                IndexPath(0, 1), IndexPath(0, 3),
            ])
        #expect(HookCall.move(from: nil, to: IndexPath(0, 3)) == nil, "a move of nothing is not a move")
        #expect(HookCall.move(from: IndexPath(0, 1), to: "row") == nil)
    }

    @Test func foundationObjectsAreRead() {
        // What UIKit's Objective-C callers pass: NSArray of NSIndexPath, NSIndexSet.
        let array = NSArray(array: [NSIndexPath(indexes: [0, 2], length: 2)])
        #expect(HookCall.indexPaths(array) == [IndexPath(0, 2)])
        #expect(HookCall.sections(NSIndexSet(index: 3)) == IndexSet(integer: 3))
    }

    @Test func diagnosticsNameTheClassTheAppMadeNotKeyValueObservingsSubclass() {
        // An observed table's run-time class is a subclass that key-value observing made.
        let observed = ["NSKVONotifying_FeedTableView", "FeedTableView", "UITableView", "UIScrollView"]
        #expect(HookCall.className(ofClassChain: observed) == "FeedTableView")
        #expect(HookCall.className(ofClassChain: ["UITableView", "UIScrollView"]) == "UITableView")
        #expect(HookCall.className(ofClassChain: ["NSKVONotifying_X"]) == "NSKVONotifying_X", "nothing better")
        #expect(HookCall.className(ofClassChain: []) == "?")
    }

    @Test func aSnapshotsApplyPassesEveryCallAndTheBatchClosureThrough() {
        let router = ListUpdateRouter(rows: makeCache([[10, 20]]), sections: SectionHeightCache())
        var opened: [OpenListCall] = []
        router.apply(
            TableUpdate(),
            thenPerform: {
                opened = [router.begin(.performBatchUpdates), router.begin(.insertRows([IndexPath(0, 0)]))]
                for call in opened { router.end(call) }
            })
        #expect(opened.map(\.bracketsUpdates) == [false, false], "apply's own update describes these calls")
        #expect(router.rows.height(at: IndexPath(0, 0)) == 10, "the insert was not applied a second time")
        let batch = router.begin(.performBatchUpdates)
        #expect(batch.bracketsUpdates, "outside apply, the closure of performBatchUpdates is bracketed")
        router.end(batch)
    }

    @Test func anUnreadableChangeInvalidatesEveryHeightOnceReportedAndCallsTheOriginal() {
        let rows = makeCache([[10, 20, 30]])
        let sections = SectionHeightCache()
        sections.layoutContext = rows.layoutContext
        sections.setHeight(100, .header, inSection: 0)
        let router = ListUpdateRouter(rows: rows, sections: sections)
        var originalCalls = 0
        let method = "UITableView.insertRowsAtIndexPaths:withRowAnimation: (HookCallTests \(UUID()))"
        let diagnostics = collectDiagnostics {
            router.perform(.beginUpdates) {}
            router.perform(.insertRows([IndexPath(0, 0)]), original: {})
            router.perform(.unreadable(method: method), original: { originalCalls += 1 })
            router.perform(.unreadable(method: method), original: { originalCalls += 1 })
            router.perform(.endUpdates) {}
        }
        #expect(originalCalls == 2)
        #expect(dump(rows, shape: [4]) == [[nil, nil, nil, nil]], "what changed is unknown")
        #expect(sections.height(.header, inSection: 0) == nil)
        #expect(diagnostics.count == 1, "once per method; the batch closing later reports nothing")
        #expect(diagnostics.first?.kind == .invalidUpdate && diagnostics.first?.message.contains(method) == true)

        let manual = makeCache([[10]])
        manual.automaticallyInvalidates = false
        let untouched = ListUpdateRouter(rows: manual, sections: SectionHeightCache())
        untouched.perform(.unreadable(method: method), original: {})
        #expect(manual.height(at: IndexPath(0, 0)) == 10, "nothing reaches a cache the app drives itself")
    }
}

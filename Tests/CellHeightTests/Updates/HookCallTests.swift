import CellHeight
import Foundation
import TestSupport
import Testing

/// What a hooked data-change method does with a call: lists that never used the package are passed
/// through before any argument is read, and any argument UIKit takes is read without trapping.
@Suite struct HookCallTests {
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

    @Test func anUnreadableChangeInvalidatesEveryHeightOnceReportedAndCallsTheOriginal() {
        let rows = makeCache([[10, 20, 30]])
        let sections = SectionHeightCache()
        sections.layoutContext = rows.layoutContext
        sections.setHeight(100, .header, inSection: 0)
        let router = ListUpdateRouter(rows: rows, sections: sections)
        var originalCalls = 0
        let method = "UITableView.insertRowsAtIndexPaths:withRowAnimation: (HookCallTests \(UUID()))"
        let diagnostics = collectDiagnostics {
            router.beginUpdates {}
            router.change({ $0.insertRows(at: [IndexPath(0, 0)]) }, then: {})
            router.unreadableChange(method, then: { originalCalls += 1 })
            router.unreadableChange(method, then: { originalCalls += 1 })
            router.endUpdates {}
        }
        #expect(originalCalls == 2)
        #expect(dump(rows, shape: [4]) == [[nil, nil, nil, nil]], "what changed is unknown")
        #expect(sections.height(.header, inSection: 0) == nil)
        #expect(diagnostics.count == 1, "once per method; the batch closing later reports nothing")
        #expect(diagnostics.first?.kind == .invalidUpdate && diagnostics.first?.message.contains(method) == true)

        let manual = makeCache([[10]])
        manual.automaticallyInvalidates = false
        let untouched = ListUpdateRouter(rows: manual, sections: SectionHeightCache())
        untouched.unreadableChange(method, then: {})
        #expect(manual.height(at: IndexPath(0, 0)) == 10, "nothing reaches a cache the app drives itself")
    }
}

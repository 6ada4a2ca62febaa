import Foundation
import Testing

@testable import CellHeight

/// The bookkeeping of a list's open calls (``OpenCalls``): what is open, and what counts as a call
/// that never returned.
@Suite struct OpenCallsTests {
    /// Every kind of call, a snapshot's `apply` included, is found stale when it is still open after
    /// the turn of the main run loop in which it opened.
    @Test(arguments: [OpenCalls.Kind.change, .batch, .knownUpdate])
    func aCallStillOpenAfterItsTurnIsStale(_ kind: OpenCalls.Kind) {
        var calls = OpenCalls()
        let first = calls.open(kind, batchDepth: 0)
        #expect(first, "the first open call asks to hear of the turn's end")
        #expect(calls.isOpen && !calls.isStale)
        calls.turnDidEnd()
        #expect(calls.isStale)
        calls.reset(includingKnownUpdates: true)
        #expect(!calls.isOpen && !calls.isStale)
    }

    /// A call opened before the open calls were forgotten closes as nothing: the calls opened since
    /// stay open.
    @Test func aCallOpenedBeforeAResetClosesAsNothing() {
        var calls = OpenCalls()
        _ = calls.open(.change, batchDepth: 0)
        let before = calls.epoch
        calls.reset(includingKnownUpdates: false)  // reloadData() inside that change
        _ = calls.open(.change, batchDepth: 0)
        let closedOld = calls.close(.change, epoch: before)
        #expect(!closedOld)
        #expect(calls.isOpen && calls.isHandingToUIKit, "the change opened since is still open")
        let closedNew = calls.close(.change, epoch: calls.epoch)
        #expect(closedNew)
        #expect(!calls.isOpen)
    }

    /// The router asks once per turn of the main run loop to hear of its end, however many calls
    /// the turn makes, and asks again in the next turn.
    @MainActor @Test func aTurnsEndIsAskedForOncePerTurn() {
        let router = ListUpdateRouter(rows: IndexPathHeightCache(), sections: SectionHeightCache())
        var turnEnds: [@Sendable @MainActor () -> Void] = []
        router.scheduleTurnEnd = { turnEnds.append($0) }
        router.perform(.insertRows([IndexPath(indexes: [0, 0])]), original: {})
        router.perform(.deleteRows([IndexPath(indexes: [0, 0])]), original: {})
        router.performBatchUpdates({}, original: { $0?() })
        #expect(turnEnds.count == 1)
        turnEnds.removeFirst()()
        router.perform(.insertRows([IndexPath(indexes: [0, 0])]), original: {})
        #expect(turnEnds.count == 1, "the next turn asks again")
    }

    /// A call that never returned is found after its turn in every turn, not only the first.
    @MainActor @Test func aCallThatNeverReturnedIsFoundInALaterTurnToo() {
        let router = ListUpdateRouter(rows: IndexPathHeightCache(), sections: SectionHeightCache())
        var turnEnds: [@Sendable @MainActor () -> Void] = []
        router.scheduleTurnEnd = { turnEnds.append($0) }
        func endTurn() {
            let work = turnEnds
            turnEnds = []
            for item in work { item() }
        }
        router.perform(.insertRows([IndexPath(indexes: [0, 0])]), original: {})
        endTurn()
        _ = router.begin(.insertRows([IndexPath(indexes: [0, 0])]))  // raised: no end
        endTurn()
        router.listDidLayout()
        #expect(router.unfinishedCallReports == 1)
    }
}

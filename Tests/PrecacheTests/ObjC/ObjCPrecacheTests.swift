import CellHeight
import Foundation
import XCTest

@testable import Precache

/// The Objective-C adapters of the precache (`CHPrecache`, `CHPrecacheProgress`), without UIKit:
/// every field reaches Objective-C, and the blocks are the precache's own callbacks.
final class ObjCPrecacheTests: XCTestCase {
    func testTheProgressObjectCarriesEveryFieldOfTheProgress() {
        let running = PrecacheProgress(
            completed: 3, failed: 2, total: 10, lastIndexPath: IndexPath(indexes: [1, 7]), isFinished: false)
        let object = ObjCPrecacheProgress(running)
        XCTAssertEqual(object.completed, 3)
        XCTAssertEqual(object.failed, 2)
        XCTAssertEqual(object.total, 10)
        XCTAssertEqual(object.lastIndexPath, IndexPath(indexes: [1, 7]))
        XCTAssertFalse(object.isFinished)
        XCTAssertEqual(object.fractionCompleted, 0.5, "(completed + failed) / total, as the Swift progress says")

        let finished = ObjCPrecacheProgress(
            PrecacheProgress(completed: 4, failed: 0, total: 9, lastIndexPath: nil, isFinished: true))
        XCTAssertNil(finished.lastIndexPath)
        XCTAssertTrue(finished.isFinished)
        XCTAssertEqual(finished.fractionCompleted, 1, "a finished run is complete, whatever the counts")
    }

    func testTheBlocksHearEveryProgressAndTheCompletionOfARun() {
        MainActor.assumeIsolated {
            let list = FakeList([3, 4])
            defer { withExtendedLifetime(list) {} }
            let precache = makeListPrecache(list)
            precache.measureRow = { _ in 30 }
            precache.batchSize = 2
            let adapter = ObjCPrecache(precache)
            var seen: [(swift: PrecacheProgress, objc: ObjCPrecacheProgress)] = []
            var completions: [ObjCPrecacheProgress] = []
            adapter.progressHandler = { seen.append((precache.progress, $0)) }
            adapter.completionHandler = { completions.append($0) }

            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })

            XCTAssertGreaterThan(seen.count, 1, "batches of 2 rows: a progress per pass")
            for (swift, objc) in seen {
                XCTAssertEqual(
                    [objc.completed, objc.failed, objc.total], [swift.completed, swift.failed, swift.total])
                XCTAssertEqual(objc.lastIndexPath, swift.lastIndexPath)
                XCTAssertEqual(objc.isFinished, swift.isFinished)
            }
            XCTAssertEqual(completions.count, 1, "one completion per run")
            XCTAssertEqual(completions.first?.completed, 7)
            XCTAssertEqual(completions.first?.total, 7)
            XCTAssertEqual(completions.first?.isFinished, true)
            XCTAssertEqual(adapter.progress.completed, 7, "progress reads the current run")
            XCTAssertEqual(adapter.progress.fractionCompleted, 1)
        }
    }

    func testTheBlocksReadBackAndNilRemovesThem() {
        MainActor.assumeIsolated {
            let list = FakeList([2])
            defer { withExtendedLifetime(list) {} }
            let precache = makeListPrecache(list)
            let adapter = ObjCPrecache(precache)
            XCTAssertNil(adapter.progressHandler)
            adapter.progressHandler = { _ in }
            adapter.completionHandler = { _ in }
            XCTAssertNotNil(adapter.progressHandler)
            XCTAssertNotNil(adapter.completionHandler)
            XCTAssertNotNil(precache.onProgress, "the block is the precache's callback")
            XCTAssertNotNil(precache.onCompletion)
            adapter.progressHandler = nil
            adapter.completionHandler = nil
            XCTAssertNil(precache.onProgress, "nil removes the callback, so the precache keeps nothing")
            XCTAssertNil(precache.onCompletion)
        }
    }
}

/// A precache over `list` with an empty cache at width 320.
@MainActor
private func makeListPrecache(_ list: FakeList) -> ListPrecache {
    let cache = IndexPathHeightCache()
    cache.layoutContext = LayoutContext(width: 320)
    return ListPrecache(cache: cache, list: list, sections: { $0.rowCounts.count }, rows: { $0.rowCounts[$1] })
}

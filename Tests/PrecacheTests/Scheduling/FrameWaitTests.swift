import CellHeight
import Foundation
import XCTest

@testable import Precache

/// Waiting for a frame, on a simulated run loop with a fake clock (``SimulatedRunLoop``): no real
/// wait, no timing assertion.
final class FrameWaitTests: XCTestCase {
    /// A pass that would start less than ``PassLimits/minimumSlice`` before the next frame's margin
    /// does not run: the loop sleeps until that frame with one timer, and the rows are measured
    /// after it. It never spins through passes that measure nothing (the clock would never move).
    func testAPassTooCloseToTheFrameSleepsUntilTheFrame() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let table = TestTable([5])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table, scheduler: loop)
            precacher.wakeUps = loop
            precacher.now = { loop.clock }
            // The first frame is due half a minimum slice after the margin; the next ones at 60 Hz.
            let frame: UInt64 = 16_666_667
            let firstFrame = loop.clock + PassLimits.frameMargin + PassLimits.minimumSlice / 2
            precacher.nextFrameDeadline = { loop.clock < firstFrame ? firstFrame : (loop.clock / frame + 1) * frame }
            precacher.start()
            XCTAssertTrue(loop.run(precacher, until: { table.measured.count == 5 }, maxTurns: 1_000), "never measured")
            XCTAssertEqual(loop.wakeUps(in: 0..<firstFrame).count, 1, "one pass looked, then the loop slept")
            XCTAssertEqual(cache.cachedCount, 5)
        }
    }

    /// A row too dear to fit before the next frame waits for that frame: it is measured when the
    /// frame has passed, not at once in the next pass (9 ms rows on a 120 Hz display: each row
    /// after the first, whose cost is not known yet, starts at a frame deadline).
    func testARowThatDoesNotFitBeforeTheFrameIsMeasuredWhenTheFrameHasPassed() {
        MainActor.assumeIsolated {
            let loop = SimulatedRunLoop()
            let table = TestTable([6])
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 320)
            let precacher = Precacher(heightCache: cache, dataSource: table, scheduler: loop)
            precacher.wakeUps = loop
            precacher.now = { loop.clock }
            let frame: UInt64 = 8_333_333
            precacher.nextFrameDeadline = { (loop.clock / frame + 1) * frame }
            var startedAt: [UInt64] = []
            table.hook = { _ in
                startedAt.append(loop.clock)
                loop.clock += 9_000_000
                return nil
            }
            precacher.start()
            XCTAssertTrue(loop.run(precacher, until: { precacher.state == .finished }, maxTurns: 1_000))
            XCTAssertEqual(startedAt.count, 6)
            for start in startedAt.dropFirst() {
                XCTAssertEqual(start % frame, 0, "\(start) is not at a frame deadline")
            }
        }
    }
}

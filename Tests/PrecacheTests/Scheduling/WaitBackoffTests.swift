import Foundation
import XCTest

@testable import Precache

/// The backoff rule alone: how soon a wait is asked again, from its pace and how long it has held.
final class WaitBackoffTests: XCTestCase {
    func testABackingOffWaitIsAskedAfterAsLongAsItHasHeldBetweenAFrameAndASecond() {
        let frame = WaitBackoff.frame
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: 0), frame, "the first question comes a frame later")
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: frame / 2), frame)
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: 0.3), 0.3)
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: 0.999), 0.999)
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: 1.5), WaitBackoff.ceiling)
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: 3600), WaitBackoff.ceiling, "an hour: still 1 s")
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: -1), frame, "a clock that went back: a frame")
        XCTAssertEqual(WaitBackoff.delay(.backingOff, heldFor: .nan), frame)
        XCTAssertEqual(WaitBackoff.ceiling, 1)
    }

    func testAWaitAskedEveryFrameStaysAtAFrame() {
        for held in [0, 0.5, 10, 3600.0] {
            XCTAssertEqual(WaitBackoff.delay(.everyFrame, heldFor: held), WaitBackoff.frame, "held \(held) s")
        }
    }

    func testFollowingTheRuleA3SecondWaitIsAskedAtMost20TimesAndItsEndSeenWithinASecond() {
        // The rule applied wake-up after wake-up: the delays double up to the ceiling.
        var held: TimeInterval = 0
        var delays: [TimeInterval] = []
        while held < 3 {
            let delay = WaitBackoff.delay(.backingOff, heldFor: held)
            delays.append(delay)
            held += delay
        }
        print("backoff over a 3 s wait: \(delays.count) questions, delays \(delays.map { Int($0 * 1000) }) ms")
        XCTAssertLessThanOrEqual(delays.count, 20)
        XCTAssertLessThanOrEqual(held - 3, WaitBackoff.ceiling, "the end is seen within the ceiling")
        XCTAssertEqual(delays, delays.sorted(), "never asked sooner than the time before")
        for (previous, next) in zip(delays, delays.dropFirst()) {
            XCTAssertLessThanOrEqual(next, max(2 * previous, WaitBackoff.frame) + 1e-12, "at most doubling")
        }
    }

    func testAWaitOfAnotherKindStartsItsBackoffOver() {
        var held = HeldWait()
        let second: UInt64 = 1_000_000_000
        XCTAssertEqual(held.holds(.noWindow, at: 10 * second), WaitBackoff.frame)
        XCTAssertEqual(held.holds(.noWindow, at: 10 * second + second / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(held.holds(.noWindow, at: 15 * second), WaitBackoff.ceiling)
        XCTAssertEqual(held.holds(.decelerating, at: 15 * second), WaitBackoff.frame, "a deceleration: every frame")
        XCTAssertEqual(held.holds(.editing, at: 16 * second), WaitBackoff.frame, "editing starts from a frame")
        held.end()
        XCTAssertNil(held.wait)
        XCTAssertEqual(held.holds(.editing, at: 20 * second), WaitBackoff.frame, "a new wait starts from a frame")
    }
}

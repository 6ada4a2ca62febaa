import Foundation
import Testing

@testable import Precache

/// The scroll direction at the threshold: a movement of exactly ``VisibleRowsTracker/threshold``
/// counts as scrolling, in either direction.
struct VisibleRowsTrackerTests {
    @Test func aMovementOfExactlyTheThresholdCountsAsScrolling() {
        var tracker = VisibleRowsTracker()
        let rows = [IndexPath(indexes: [0, 0])]
        // Each step: the offset, then the direction it must leave (every step changes it).
        let steps: [(offset: CGFloat, direction: ScrollDirection)] = [
            (100 - VisibleRowsTracker.threshold, .up),  // up by exactly 1 point
            (100, .down),  // down by exactly 1 point
            (98.5, .up),  // up by 1.5 points
            (100, .down),  // down by 1.5 points
        ]
        _ = tracker.update(visible: rows, offset: 100)
        for step in steps {
            let changed = tracker.update(visible: rows, offset: step.offset)
            #expect(changed && tracker.direction == step.direction, "to \(step.offset)")
        }
    }
}

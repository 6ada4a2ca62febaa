import CellHeight
import Foundation

/// Turns what a scrolling list shows — its visible index paths and its content offset — into what
/// ``Precacher/setVisibleRows(_:direction:)`` needs, and says when that changed.
///
/// The direction is the sign of the offset's movement since the last change of direction, ignoring
/// movements under ``threshold`` points (so that rubber-banding jitter does not flip it). Called on
/// every layout pass while scrolling, so each update is O(visible rows).
package struct VisibleRowsTracker: Sendable {
    /// The smallest movement, in points, that counts as scrolling.
    package static let threshold: CGFloat = 1

    /// The first and last visible rows, or `nil` when none is visible.
    package private(set) var visibleRows: ClosedRange<IndexPath>?
    /// The direction of the last scroll (`.down` until the first one).
    package private(set) var direction = ScrollDirection.down
    private var anchor: CGFloat?

    /// An empty tracker.
    package init() {}

    /// Records a layout pass. `visible` may be unsorted (collection views) and may hold paths that
    /// are not two indexes long (ignored).
    ///
    /// - Parameter offset: The content offset along the scrolling axis (`contentOffset.y`).
    /// - Returns: `true` if ``visibleRows`` or ``direction`` changed.
    package mutating func update(visible: [IndexPath], offset: CGFloat) -> Bool {
        let oldRows = visibleRows
        let oldDirection = direction
        let rows = visible.filter(\.isTableRow)
        if let first = rows.min(), let last = rows.max() { visibleRows = first...last } else { visibleRows = nil }
        if offset.isFinite {
            if let anchor {
                if abs(offset - anchor) >= Self.threshold {
                    direction = offset > anchor ? .down : .up
                    self.anchor = offset
                }
            } else {
                anchor = offset
            }
        }
        return visibleRows != oldRows || direction != oldDirection
    }
}

import Foundation

/// Distances from the left and right edges of a view, in points: the horizontal part of a
/// `UIEdgeInsets`, without UIKit.
///
/// The layout rules use them for every horizontal inset they combine (safe area, layout margins,
/// the readable content guide, the section index), always measured inward from the view's own
/// left and right edges, so that two of them combine with `max` and never depend on each other.
///
/// ```swift
/// let margins = HorizontalInsets(left: 20, right: 20)
/// margins.total  // 40
/// ```
public struct HorizontalInsets: Hashable, Sendable, CustomStringConvertible {
    /// The distance from the left edge, in points (NaN, infinite and negative values are stored as
    /// zero, here as in the initializer).
    public var left: CGFloat {
        didSet { left = Self.sanitized(left) }
    }
    /// The distance from the right edge, in points (sanitized as ``left``).
    public var right: CGFloat {
        didSet { right = Self.sanitized(right) }
    }

    /// Creates insets. NaN, infinite and negative values are stored as zero, so that one bad
    /// input never spreads into a width or a cache key.
    public init(left: CGFloat, right: CGFloat) {
        self.left = Self.sanitized(left)
        self.right = Self.sanitized(right)
    }

    /// No inset on either side.
    public static let zero = HorizontalInsets(left: 0, right: 0)

    /// `left + right`.
    public var total: CGFloat { left + right }

    /// `"(left 20.0, right 20.0)"`.
    public var description: String { "(left \(left), right \(right))" }

    /// The larger inset on each side: the edge that lies further in wins.
    package func union(_ other: HorizontalInsets) -> HorizontalInsets {
        HorizontalInsets(left: max(left, other.left), right: max(right, other.right))
    }

    /// The insets that a frame lying inside a view's bounds takes from the view's edges.
    ///
    /// UIKit reports layout guides (`layoutMarginsGuide.layoutFrame`,
    /// `readableContentGuide.layoutFrame`) as frames in the view's bounds coordinates; for a scroll
    /// view those start at `bounds.minX` (its content offset), which is why it is a parameter.
    ///
    /// - Parameters:
    ///   - minX: The frame's `minX`.
    ///   - maxX: The frame's `maxX`.
    ///   - boundsMinX: The view's `bounds.minX`.
    ///   - boundsWidth: The view's `bounds.width`.
    package static func inset(
        ofFrameFrom minX: CGFloat, to maxX: CGFloat, boundsMinX: CGFloat, boundsWidth: CGFloat
    ) -> HorizontalInsets {
        guard [minX, maxX, boundsMinX, boundsWidth].allSatisfy(\.isFinite), maxX >= minX else { return .zero }
        return HorizontalInsets(left: minX - boundsMinX, right: boundsMinX + boundsWidth - maxX)
    }

    /// The inset that a strip along one edge (a section index) takes from a view's bounds: the strip
    /// counts from the edge whose half it lies in, up to its far side.
    ///
    /// - Parameters:
    ///   - minX: The strip's `frame.minX`, in the view's bounds coordinates.
    ///   - maxX: The strip's `frame.maxX`.
    ///   - boundsMinX: The view's `bounds.minX`.
    ///   - boundsWidth: The view's `bounds.width`.
    package static func occupied(
        byStripFrom minX: CGFloat, to maxX: CGFloat, boundsMinX: CGFloat, boundsWidth: CGFloat
    ) -> HorizontalInsets {
        guard [minX, maxX, boundsMinX, boundsWidth].allSatisfy(\.isFinite), maxX > minX else { return .zero }
        let middle = boundsMinX + boundsWidth / 2
        if (minX + maxX) / 2 < middle { return HorizontalInsets(left: maxX - boundsMinX, right: 0) }
        return HorizontalInsets(left: 0, right: boundsMinX + boundsWidth - minX)
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}

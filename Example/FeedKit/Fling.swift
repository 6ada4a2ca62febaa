import Foundation

/// A scroll fling: a release velocity that decays the way `UIScrollView` decelerates, for a fixed
/// number of display frames.
///
/// The distance moved in each frame is a pure function of the frame's index, so two runs of the
/// same fling over the same rows scroll exactly the same way, whatever the frames cost.
/// Position after `t` seconds: `v / k * (1 - e^(-k t))` with `k = -1000 * ln(rate)`, where `rate`
/// is the velocity kept per millisecond (`UIScrollView.DecelerationRate.normal` is 0.998).
public struct Fling: Sendable, Equatable {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998

    /// The release velocity in points per second; positive scrolls toward later rows.
    public var velocity: Double
    /// How many frames the fling lasts (the finger and the deceleration both count as tracking).
    public var frames: Int
    /// The velocity kept per millisecond.
    public var decelerationRate: Double

    /// Creates a fling.
    ///
    /// - Parameters:
    ///   - velocity: Points per second at release; positive scrolls down (toward later rows).
    ///   - frames: How many frames it lasts; at least 1.
    ///   - decelerationRate: The velocity kept per millisecond, in `0..<1`.
    public init(velocity: Double, frames: Int, decelerationRate: Double = Fling.normalDecelerationRate) {
        self.velocity = velocity.isFinite ? velocity : 0
        self.frames = max(1, frames)
        self.decelerationRate =
            decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : Self.normalDecelerationRate
    }

    /// The direction of the fling.
    public var isDownward: Bool { velocity >= 0 }

    /// The points moved during frame `frame` (counted from 0) at `frameRate` frames per second;
    /// 0 outside `0..<frames`.
    ///
    /// - Parameters:
    ///   - frame: The frame's index.
    ///   - frameRate: Frames per second.
    public func delta(atFrame frame: Int, frameRate: Double) -> Double {
        guard frame >= 0, frame < frames, frameRate > 0 else { return 0 }
        return position(at: Double(frame + 1) / frameRate) - position(at: Double(frame) / frameRate)
    }

    /// The points moved over the whole fling (negative for an upward fling).
    ///
    /// - Parameter frameRate: Frames per second.
    public func distance(frameRate: Double) -> Double {
        guard frameRate > 0 else { return 0 }
        return position(at: Double(frames) / frameRate)
    }

    /// The seconds the fling lasts at `frameRate`.
    ///
    /// - Parameter frameRate: Frames per second.
    public func duration(frameRate: Double) -> Double { frameRate > 0 ? Double(frames) / frameRate : 0 }

    private func position(at seconds: Double) -> Double {
        let k = -1000 * log(decelerationRate)
        return velocity / k * (1 - exp(-k * seconds))
    }
}

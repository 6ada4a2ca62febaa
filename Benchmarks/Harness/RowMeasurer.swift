import Foundation

/// What a precacher calls to measure one row: the stand-in for laying out a template cell.
typealias RowMeasurer = (IndexPath) -> Double

/// A measurer that may be called on any thread (pure: no shared state), for background workers.
typealias SendableRowMeasurer = @Sendable (IndexPath) -> Double

/// The measurers every contender is run with.
enum Measurers {
    /// No work at all: isolates the scheduler's own cost.
    static func trivial() -> RowMeasurer {
        { RowHeights.height(for: $0) }
    }

    /// `microseconds` of real arithmetic per row (calibrated), then the row's height.
    static func busy(microseconds: Double, work: BusyWork) -> RowMeasurer {
        work.busyMeasurer(microseconds: microseconds)
    }

    /// Rows whose cost the precacher cannot predict: `cheapMicroseconds` each, except every
    /// `period`-th row, which takes `dearMicroseconds` (a running average of the cheap rows
    /// predicts it far too low).
    static func mispredicted(
        cheapMicroseconds: Double, dearMicroseconds: Double, period: Int, work: BusyWork
    ) -> RowMeasurer {
        let cheap = work.busyMeasurer(microseconds: cheapMicroseconds)
        let dear = work.busyMeasurer(microseconds: dearMicroseconds)
        return { indexPath in indexPath[1] % period == period - 1 ? dear(indexPath) : cheap(indexPath) }
    }
}

import Foundation

/// What a precacher calls to measure one row: the stand-in for laying out a template cell.
typealias RowMeasurer = (IndexPath) -> Double

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
}

import Foundation
import Precache

/// The package's defaults in the units the report prints.
extension Precacher {
    static var defaultTimeSliceMilliseconds: Double { (Configuration.default.timeSlice ?? 0) * 1e3 }
    static var defaultTimeBudgetMilliseconds: Double { (Configuration.default.timeBudget ?? 0) * 1e3 }
    /// The background workers `Measuring.inBackground` uses by default: the active processors less
    /// one, at least one.
    static var defaultWorkerCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount - 1) }
}

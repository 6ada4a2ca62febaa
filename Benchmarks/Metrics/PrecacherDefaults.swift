import Precache

/// The package's defaults in the units the report prints.
extension Precacher {
    static var defaultTimeSliceMilliseconds: Double { defaultTimeSlice * 1e3 }
    static var defaultTimeBudgetMilliseconds: Double { defaultTimeBudget * 1e3 }
}

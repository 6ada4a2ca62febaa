import Foundation

extension Precacher {
    /// How much of the main thread one pass may take: the tuning of a precacher, in one value.
    ///
    /// A pass measures rows until its ``timeSlice`` is used, at least one row, and leaves a row for
    /// the next pass rather than start it when its predicted measuring time (a running average per
    /// cost class, one per reuse identifier in lists) would carry the pass past the slice;
    /// ``batchSize`` caps its rows and ``timeBudget`` is the hard limit behind the slice. Start from
    /// a preset and change what you need; a precacher takes a new configuration at its next pass.
    ///
    /// ```swift
    /// precacher.configuration = .onePerPass            // FDTemplateLayoutCell 1.2's one row per pass
    /// precacher.configuration.timeSlice = 0.002         // or: 2 ms passes, for a tool with no user
    /// tableView.ch.precache.configuration.batchSize = 4 // the same value on a list's precache
    /// ```
    ///
    /// A value a precacher cannot use (a slice or budget that is not a positive, finite number of
    /// seconds, a batch size below 1) is reported with a `Diagnostic` that names the fix, and the
    /// precacher keeps its previous value of that field.
    public struct Configuration: Sendable, Equatable {
        /// The time one pass aims to take, in seconds, or `nil` for no slicing. Default 0.5 ms, a
        /// sixteenth of a 120 Hz frame.
        ///
        /// Short passes keep the main thread free for input between them; cheap rows still get
        /// many per pass, so the scheduling cost per row stays small. Where the next frame's
        /// deadline is known (a display link on iOS), a slice also ends 1 ms before it.
        public var timeSlice: TimeInterval?
        /// The most time one pass may spend measuring, in seconds, or `nil` for no limit: the hard
        /// limit behind the time slice. A pass ends after the first row that crosses it, so it
        /// blocks the main thread at most the budget plus one measurement. Default 4 ms, half a
        /// 120 Hz frame.
        public var timeBudget: TimeInterval?
        /// The most rows measured in one pass, or `nil` (the default) for no cap: the time slice
        /// decides.
        public var batchSize: Int?

        /// A configuration; each parameter defaults to the value of ``default``.
        public init(timeSlice: TimeInterval? = 0.0005, timeBudget: TimeInterval? = 0.004, batchSize: Int? = nil) {
            self.timeSlice = timeSlice
            self.timeBudget = timeBudget
            self.batchSize = batchSize
        }

        /// The default: 0.5 ms slices, a 4 ms budget, no cap on the rows of a pass. Right for an
        /// app with a user at the screen; see <doc:PerformanceAndTuning> for when to change it.
        public static let `default` = Configuration()

        /// One row per pass, as FDTemplateLayoutCell 1.2 measured: the default with a
        /// ``batchSize`` of 1. Each pass holds the main thread for one row only, at a higher
        /// scheduling cost per row (10 to 45 times the default's in the package's benchmark).
        public static let onePerPass = Configuration(batchSize: 1)

        /// This configuration with each field a precacher cannot use replaced by `previous`'s, and
        /// a message naming the fix for each.
        func validated(keeping previous: Configuration) -> (Configuration, [String]) {
            var result = self
            var problems: [String] = []
            if let slice = timeSlice, !(slice > 0 && slice.isFinite) {
                result.timeSlice = previous.timeSlice
                problems.append(
                    "Precacher.Configuration.timeSlice must be a positive number of seconds, not \(slice); using "
                        + "\(previous.timeSlice.map { "\($0)" } ?? "nil"). Use nil for no slicing")
            }
            if let budget = timeBudget, !(budget > 0 && budget.isFinite) {
                result.timeBudget = previous.timeBudget
                problems.append(
                    "Precacher.Configuration.timeBudget must be a positive number of seconds, not \(budget); using "
                        + "\(previous.timeBudget.map { "\($0)" } ?? "nil"). Use nil for no budget")
            }
            if let size = batchSize, size < 1 {
                result.batchSize = 1
                problems.append(
                    "Precacher.Configuration.batchSize must be at least 1, not \(size); using 1. Use pause() to stop "
                        + "precaching")
            }
            return (result, problems)
        }
    }
}

import Foundation

/// The rules a height must meet before any cache stores it.
enum HeightValidation {
    /// Heights above this are refused: a row taller than ten million points is a measurement bug.
    static let maximumHeight: Double = 10_000_000

    /// Returns `nil` if `height` may be stored, or the reason it may not.
    static func problem(with height: Double) -> String? {
        if height.isNaN { return "NaN" }
        if height.isInfinite { return "infinite" }
        if height < 0 { return "negative" }
        if height > maximumHeight { return "larger than \(Int(maximumHeight)) points" }
        return nil
    }

    /// A record for a cache's refused heights: the first of each reason is reported, the rest are
    /// counted for ``summarizeRefused(in:cache:)``.
    static func makeReporter() -> OnceReporter {
        OnceReporter(note: "later refusals for this reason are counted and summed up when the cache goes away")
    }

    /// Reports a refused height, naming the value, the place and the fix: the first of its cause
    /// (`cause`, or else the reason) in `reporter`, or every one without a reporter.
    static func reportRefused(
        _ height: Double, reason: String, at place: String, in reporter: OnceReporter? = nil, cause: String? = nil
    ) {
        let message =
            "refused height \(height) (\(reason)) for \(place); the cache keeps the row uncached. "
            + "Return a finite height >= 0 from your measurement (check the cell's constraints)."
        guard let reporter else { return Diagnostics.report(.invalidHeight, message) }
        reporter.report(.invalidHeight, key: cause ?? reason, message)
    }

    /// Reports, for each reason refused more than once, how many heights `cache` refused for it.
    static func summarizeRefused(in reporter: OnceReporter, cache: String) {
        reporter.summarize { reason, count in
            "\(cache) refused \(count) heights in all (\(reason)), the first reported above. "
                + "Return a finite height >= 0 from your measurement (check the cell's constraints)."
        }
    }
}

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

    /// Reports a refused height, naming the value, the place and the fix.
    static func reportRefused(_ height: Double, reason: String, at place: String) {
        Diagnostics.report(
            .invalidHeight,
            "refused height \(height) (\(reason)) for \(place); the cache keeps the row uncached. "
                + "Return a finite height >= 0 from your measurement (check the cell's constraints).")
    }
}

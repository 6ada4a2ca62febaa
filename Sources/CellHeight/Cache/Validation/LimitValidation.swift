/// The rule for the caches' count limits (``IndexPathHeightCache/maximumLayoutContexts``,
/// ``KeyedHeightCache/countLimit`` …): at least 1.
enum LimitValidation {
    /// `value` if it is at least 1; else 1, with a ``Diagnostic`` naming the property and the fix.
    static func atLeastOne(_ value: Int, _ property: String) -> Int {
        guard value < 1 else { return value }
        Diagnostics.report(
            .misuse, "\(property) must be at least 1 (got \(value)); using 1. Pass a positive number")
        return 1
    }
}

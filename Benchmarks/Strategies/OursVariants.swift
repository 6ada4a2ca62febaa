import Foundation
import Precache

/// Ours with one row per pass (`Configuration.onePerPass`): FDTemplateLayoutCell's rhythm, beside classic.
@MainActor
final class OursBatchOnePrecache: OursPrecache {
    override class var displayName: String { "ours b=1" }
    override class var configuration: Precacher.Configuration { .onePerPass }
    override class var heightCacheType: (any BenchmarkHeightCache.Type)? { nil }
}

/// Ours capped at ten rows per pass, beside the fixed-batch baseline (the time slice still applies).
@MainActor
final class OursBatchTenPrecache: OursPrecache {
    override class var displayName: String { "ours b=10" }
    override class var configuration: Precacher.Configuration { Precacher.Configuration(batchSize: 10) }
    override class var heightCacheType: (any BenchmarkHeightCache.Type)? { nil }
}

/// Ours capped at 32 rows per pass (the time slice still applies).
@MainActor
final class OursBatch32Precache: OursPrecache {
    override class var displayName: String { "ours b=32" }
    override class var configuration: Precacher.Configuration { Precacher.Configuration(batchSize: 32) }
    override class var heightCacheType: (any BenchmarkHeightCache.Type)? { nil }
}

/// Ours with the time slice turned off and no cap: only the 4 ms budget ends a pass. Not a column;
/// the pass-length targets use it to check the budget.
@MainActor
final class OursBudgetOnlyPrecache: OursPrecache {
    override class var displayName: String { "ours, slice off" }
    override class var configuration: Precacher.Configuration { Precacher.Configuration(timeSlice: nil) }
    override class var heightCacheType: (any BenchmarkHeightCache.Type)? { nil }
}

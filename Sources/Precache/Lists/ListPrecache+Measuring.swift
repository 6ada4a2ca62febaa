import CellHeight
import Foundation

/// How a ``ListPrecache`` measures one row: ``ListPrecache/measureRow``, else the configuration
/// registered for the row's reuse identifier, else the list delegate's own height method, judged
/// by `DelegateHeights`. A row that cannot be measured as set up pauses precaching, once, with a
/// message that says how to go on.
extension ListPrecache {
    /// Registers how rows with reuse identifier `identifier` are measured: `measure` returns the
    /// height, or `nil` if the row cannot be measured now. Registering resumes a run that paused
    /// for want of a configuration.
    package func setMeasurer(forIdentifier identifier: String, _ measure: @escaping (IndexPath) -> CGFloat?) {
        measurers[identifier] = measure
        resumeAfterSetup()
    }

    /// Measures the row at `indexPath` (called by the data source).
    func height(at indexPath: IndexPath) throws -> CGFloat {
        if let measureRow { return measureRow(indexPath) }
        if let identifierForRow {
            let identifier = identifierForRow(indexPath)
            guard let measure = measurers[identifier] else { throw setupFailure(.noConfiguration(identifier)) }
            guard let height = measure(indexPath) else { throw PrecacheSetupError.unmeasurable(indexPath) }
            return height
        }
        guard let delegateHeight else { throw setupFailure(.noIdentifierForRow) }
        let delegate = delegateIdentity?()
        let failuresBefore = measurementFailures?() ?? 0
        let answer = delegateHeight(indexPath)
        let stored =
            keyForRow.map { $0(indexPath).map(keyedCache.containsHeight(for:)) ?? false }
            ?? cache.containsHeight(at: indexPath)
        switch delegateHeights.judge(
            answer, delegate: delegate, storedByDelegate: stored,
            measurementFailed: (measurementFailures?() ?? 0) != failuresBefore)
        {
        case .height(let height): return height
        case .stored: return answer ?? 0
        case .failed: throw PrecacheSetupError.unmeasurable(indexPath)
        case .pointless(let reason): throw setupFailure(.pointless(reason))
        }
    }

    /// Pauses precaching, once, with a message saying how to go on, and returns `error`.
    func setupFailure(_ error: PrecacheSetupError) -> PrecacheSetupError {
        if !pausedForSetup {
            pausedForSetup = true
            if case .pointless = error {
                Diagnostics.report(
                    .misuse,
                    "precaching paused: \(error). Precaching starts again when the delegate changes or a measuring "
                        + "path (measureRow, identifierForRow) is set")
            } else {
                Diagnostics.report(
                    .misuse,
                    "precaching paused: \(error). Register a configuration for every identifier that identifierForRow "
                        + "returns, or set measureRow; doing so starts precaching again")
            }
            precacher.pause()
        }
        return error
    }
}

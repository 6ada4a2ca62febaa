import CellHeight
import Foundation

/// How a ``ListPrecache`` measures one row: ``ListPrecache/measureRow``, else the configuration
/// registered for the row's reuse identifier, else the list's own cells when they measure
/// themselves (a compositional list's cell registrations), else the list delegate's own height
/// method, judged by `DelegateHeights`. A row that cannot be measured as set up pauses precaching, once, with a
/// message that says how to go on.
extension ListPrecache {
    /// Registers how rows with reuse identifier `identifier` are measured: `measure` returns the
    /// height, or `nil` if the row cannot be measured now. Registering resumes a run that paused
    /// for want of a configuration.
    package func setMeasurer(forReuseIdentifier identifier: String, _ measure: @escaping (IndexPath) -> CGFloat?) {
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
        if let registeredCells {
            guard let height = registeredCells.measure(indexPath) else {
                throw PrecacheSetupError.unmeasurable(indexPath)
            }
            return height
        }
        return try delegateAnswer(at: indexPath)
    }

    /// Asks the list's delegate for the row's height and judges the answer.
    ///
    /// Whether the delegate cached the row is told by what its call did, whichever cache it used:
    /// the list counts every height request answered from one of its caches or stored into one
    /// (`ListHeightState.cachedAnswers`), and a request made inside the call moves that count. A
    /// row cached that way is done: nothing is written to the precache's own cache (a delegate that
    /// caches by key keeps its index-path cache empty), and the precacher only notes the row as
    /// done, so that it does not ask for it again.
    private func delegateAnswer(at indexPath: IndexPath) throws -> CGFloat {
        guard let delegateHeight else { throw setupFailure(.noIdentifierForRow) }
        let delegate = delegateIdentity?()
        let failuresBefore = measurementFailures?() ?? 0
        let cachedBefore = heights.cachedAnswers
        let answer = delegateHeight(indexPath)
        let cached = heights.cachedAnswers != cachedBefore || precacher.hasStoredHeight(indexPath)
        switch delegateHeights.judge(
            answer, delegate: delegate, storedByDelegate: cached,
            measurementFailed: (measurementFailures?() ?? 0) != failuresBefore)
        {
        case .height(let height): return height
        case .stored:
            let height = answer ?? 0
            precacher.noteStoredByList(indexPath, height: height)
            return height
        case .failed: throw PrecacheSetupError.unmeasurable(indexPath)
        case .pointless(let reason): throw setupFailure(.pointless(reason))
        }
    }

    /// Pauses precaching, once, with a message saying how to go on, and returns `error`. The state
    /// says the same: ``PrecacheState/PauseReason/setupProblem(_:)``.
    func setupFailure(_ error: PrecacheSetupError) -> PrecacheSetupError {
        if !pausedForSetup {
            pausedForSetup = true
            let message: String
            if case .pointless = error {
                message =
                    "\(error). Precaching starts again when the delegate changes or a measuring path (measureRow, "
                    + "identifierForRow) is set"
            } else {
                message =
                    "\(error). Register a configuration for every identifier that identifierForRow returns, or set "
                    + "measureRow; doing so starts precaching again"
            }
            Diagnostics.report(.misuse, "precaching paused: \(message)")
            precacher.pause(.setupProblem(message))
        }
        return error
    }
}

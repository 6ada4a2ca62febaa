import CellHeight
import Foundation

/// What precaching makes of the list delegate's answers to its height method
/// (`tableView(_:heightForRowAt:)`, `collectionView(_:layout:sizeForItemAt:)`), the measuring path
/// of ``ListPrecache`` when nothing else is registered.
///
/// Precaching a row this way means "ask the delegate for its height while nothing else runs", as
/// FDTemplateLayoutCell 1.2 did: in the recommended set-up the delegate calls
/// `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)` (or `…cacheByKey:…`), which
/// measures the row and stores its height in the cache that the next `heightForRowAt` reads. Unlike FDTemplateLayoutCell 1.2,
/// which cached whatever came back, answers that make precaching pointless stop it with one message:
/// no delegate, no height method, `automaticDimension` (the rows size themselves), or a height that
/// looks constant (the delegate answers without measuring, so nothing is gained). An answer that
/// only says "this row could not be measured" (the package's template gave no height, or one
/// self-sizing row among measured ones) fails that row and is never stored.
package struct DelegateHeights {
    /// Why a delegate's answers leave nothing to precache.
    package enum Pointless: Equatable, CustomStringConvertible {
        /// The list has no delegate (none was set, or it went away: list delegates are weak).
        case noDelegate
        /// The delegate does not implement the height method.
        case noHeightMethod
        /// The delegate returned `automaticDimension` (or another negative height) for
        /// ``DelegateHeights/constantRun`` rows in a row before any row got a height: self-sizing rows.
        case automaticDimension
        /// The delegate returned `height` for ``DelegateHeights/constantRun`` rows in a row without
        /// storing anything in a cache.
        case constant(CGFloat)

        package var description: String {
            let call = "ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:) (or cacheByKey:)"
            switch self {
            case .noDelegate:
                return "the list has no delegate (none was set, or it went away), so no height method can be asked. "
                    + "Set the delegate whose height method returns \(call), or set measureRow"
            case .noHeightMethod:
                return "the list's delegate does not implement its height method (tableView(_:heightForRowAt:) or "
                    + "collectionView(_:layout:sizeForItemAt:)), so rows use a fixed height or size themselves: "
                    + "nothing to precache. Implement it with \(call), or set measureRow"
            case .automaticDimension:
                return
                    "the list's delegate returned automaticDimension for \(DelegateHeights.constantRun) rows in a row "
                    + "and no height yet: rows size themselves, nothing to precache. Return \(call) from the height "
                    + "method instead"
            case .constant(let height):
                return
                    "the list's delegate returned \(height) for \(DelegateHeights.constantRun) rows in a row without "
                    + "caching a height: it does not measure, so precaching gains nothing. Return \(call), or set "
                    + "measureRow if your heights are cached elsewhere"
            }
        }
    }

    /// What one answer means.
    package enum Verdict: Equatable {
        /// A height to store (the delegate did not store it itself).
        case height(CGFloat)
        /// The delegate answered from one of the list's caches or stored the row's height in one:
        /// nothing more to do.
        case stored
        /// This row has no height to store (its measurement failed, or it sizes itself): it counts
        /// as failed for this run; precaching goes on with the others.
        case failed
        /// Precaching through this delegate gains nothing.
        case pointless(Pointless)
    }

    /// How many rows in a row with one height, none stored by the delegate, count as "constant";
    /// and how many `automaticDimension` answers in a row, before any height, count as self-sizing.
    package static let constantRun = 8

    /// The value the list reports for "size yourself" (`UITableView.automaticDimension`).
    package let automaticDimension: CGFloat
    private var lastHeight: CGFloat?
    private var run = 0
    private var automaticRun = 0
    /// Whether a row got a height (stored by the delegate or returned) since the last reset.
    private var sawHeight = false
    /// The delegate whose answers are being judged: another one starts the judgement afresh.
    private var judged: ObjectIdentifier?
    /// Whether the last verdict was ``Verdict/pointless(_:)``, and for which delegate (`nil`: none).
    private var pausedByDelegate = false
    private var pausingDelegate: ObjectIdentifier?

    /// A judge of one list's delegate answers.
    package init(automaticDimension: CGFloat) { self.automaticDimension = automaticDimension }

    /// Judges one answer.
    ///
    /// - Parameters:
    ///   - answer: The delegate's height for the row, or `nil` if the list has no delegate or the
    ///     delegate has no height method.
    ///   - delegate: The list's delegate (`nil`: it has none). Answers are judged per delegate: a
    ///     new one starts afresh.
    ///   - storedByDelegate: Whether the call answered from one of the list's caches or stored the
    ///     row's height in one (by index path or by key).
    ///   - measurementFailed: Whether a template measurement of the package failed during the call
    ///     (the delegate then returned a fallback: `automaticDimension`, or a collection view's
    ///     estimate, which must never be stored as the row's height).
    package mutating func judge(
        _ answer: CGFloat?, delegate: ObjectIdentifier?, storedByDelegate: Bool, measurementFailed: Bool = false
    ) -> Verdict {
        if delegate != judged {
            reset()
            judged = delegate
        }
        let verdict = verdict(answer, hasDelegate: delegate != nil, stored: storedByDelegate, failed: measurementFailed)
        if case .pointless = verdict { (pausedByDelegate, pausingDelegate) = (true, delegate) }
        return verdict
    }

    /// Whether precaching, paused by a ``Verdict/pointless(_:)`` verdict, may go on now that the
    /// list's delegate is `delegate`: another delegate (or one at last, after none) may answer
    /// differently.
    package func mayResume(withDelegate delegate: ObjectIdentifier?) -> Bool {
        pausedByDelegate && delegate != pausingDelegate
    }

    private mutating func verdict(_ answer: CGFloat?, hasDelegate: Bool, stored storedByDelegate: Bool, failed: Bool)
        -> Verdict
    {
        guard let answer else { return .pointless(hasDelegate ? .noHeightMethod : .noDelegate) }
        if storedByDelegate {
            noteHeight()
            return .stored
        }
        if failed { return .failed }
        if answer == automaticDimension || answer < 0 {
            if sawHeight { return .failed }  // One self-sizing row among measured ones.
            automaticRun += 1
            return automaticRun >= Self.constantRun ? .pointless(.automaticDimension) : .failed
        }
        run = answer == lastHeight ? run + 1 : 1
        lastHeight = answer
        if run >= Self.constantRun { return .pointless(.constant(answer)) }
        sawHeight = true
        automaticRun = 0
        return .height(answer)
    }

    /// Forgets the answers so far and any pause they caused (a new delegate, or a new run).
    package mutating func reset() {
        (lastHeight, run, automaticRun, sawHeight) = (nil, 0, 0, false)
        (pausedByDelegate, pausingDelegate) = (false, nil)
    }

    private mutating func noteHeight() {
        (lastHeight, run, automaticRun, sawHeight) = (nil, 0, 0, true)
    }
}

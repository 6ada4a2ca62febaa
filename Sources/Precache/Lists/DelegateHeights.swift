import CellHeight
import Foundation

/// What precaching makes of the list delegate's answers to its height method
/// (`tableView(_:heightForRowAt:)`, `collectionView(_:layout:sizeForItemAt:)`), the measuring path
/// of ``ListPrecache`` when nothing else is registered.
///
/// Precaching a row this way means "ask the delegate for its height while nothing else runs", as
/// FDTemplateLayoutCell 1.2 did: in the recommended set-up the delegate calls
/// `ch.heightForCell(withIdentifier:cacheBy:configuration:)`, which measures the row and stores its
/// height in the same cache that the next `heightForRowAt` reads. Unlike FDTemplateLayoutCell 1.2,
/// which cached whatever came back, answers that make precaching pointless stop it with one message:
/// no delegate method, `automaticDimension` (the rows size themselves), or a height that looks
/// constant (the delegate answers without measuring, so nothing is gained).
package struct DelegateHeights {
    /// Why a delegate's answers leave nothing to precache.
    package enum Pointless: Equatable, CustomStringConvertible {
        /// No delegate, or it does not implement the height method.
        case noHeightMethod
        /// The delegate returns `automaticDimension` (or another negative height): self-sizing rows.
        case automaticDimension
        /// The delegate returned `height` for ``DelegateHeights/constantRun`` rows in a row without
        /// storing anything in the cache.
        case constant(CGFloat)

        package var description: String {
            switch self {
            case .noHeightMethod:
                return "the list's delegate does not implement its height method (tableView(_:heightForRowAt:) or "
                    + "collectionView(_:layout:sizeForItemAt:)), so rows use a fixed height or size themselves: "
                    + "nothing to precache. Implement it with ch.heightForCell(withIdentifier:cacheBy:configuration:), "
                    + "or set measureRow"
            case .automaticDimension:
                return "the list's delegate returns automaticDimension: rows size themselves, nothing to precache. "
                    + "Return ch.heightForCell(withIdentifier:cacheBy:configuration:) from the height method instead"
            case .constant(let height):
                return
                    "the list's delegate returned \(height) for \(DelegateHeights.constantRun) rows in a row without "
                    + "storing a height: it does not measure, so precaching gains nothing. Return "
                    + "ch.heightForCell(withIdentifier:cacheBy:configuration:), or set measureRow if your heights are "
                    + "cached elsewhere"
            }
        }
    }

    /// What one answer means.
    package enum Verdict: Equatable {
        /// A height to store (the delegate did not store it itself).
        case height(CGFloat)
        /// The delegate stored the row's height in the cache itself: nothing more to do.
        case stored
        /// Precaching through this delegate gains nothing.
        case pointless(Pointless)
    }

    /// How many rows in a row with one height, none stored by the delegate, count as "constant".
    package static let constantRun = 8

    /// The value the list reports for "size yourself" (`UITableView.automaticDimension`).
    package let automaticDimension: CGFloat
    private var lastHeight: CGFloat?
    private var run = 0

    /// A judge of one list's delegate answers.
    package init(automaticDimension: CGFloat) { self.automaticDimension = automaticDimension }

    /// Judges one answer.
    ///
    /// - Parameters:
    ///   - answer: The delegate's height for the row, or `nil` if it has no height method.
    ///   - storedByDelegate: Whether the row had a height in the cache right after the call.
    package mutating func judge(_ answer: CGFloat?, storedByDelegate: Bool) -> Verdict {
        guard let answer else { return .pointless(.noHeightMethod) }
        if answer == automaticDimension || answer < 0 { return .pointless(.automaticDimension) }
        if storedByDelegate {
            (lastHeight, run) = (nil, 0)
            return .stored
        }
        run = answer == lastHeight ? run + 1 : 1
        lastHeight = answer
        if run >= Self.constantRun { return .pointless(.constant(answer)) }
        return .height(answer)
    }

    /// Forgets the answers so far (a new delegate, or a new run).
    package mutating func reset() { (lastHeight, run) = (nil, 0) }
}

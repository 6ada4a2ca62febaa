import Foundation

/// A ``PrecacheDataSource`` over a list object that it holds **weakly**: counts come from the list,
/// measurements from a closure. When the list goes away it has no sections, so a precacher over it
/// finishes instead of keeping the list alive.
@MainActor
final class HostPrecacheDataSource<Host: AnyObject>: PrecacheDataSource {
    /// The list, held weakly.
    private(set) weak var host: Host?
    private let sections: (Host) -> Int
    private let rows: (Host, Int) -> Int
    /// Measures a row of the list; set by the owner.
    var measure: ((IndexPath) throws -> CGFloat)?

    /// A data source over `host`, counting with `sections` and `rows`.
    init(host: Host, sections: @escaping (Host) -> Int, rows: @escaping (Host, Int) -> Int) {
        self.host = host
        self.sections = sections
        self.rows = rows
    }

    var numberOfSections: Int { host.map(sections) ?? 0 }

    func numberOfRows(inSection section: Int) -> Int { host.map { rows($0, section) } ?? 0 }

    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        guard host != nil, let measure else { throw PrecacheSetupError.listGone }
        return try measure(indexPath)
    }
}

/// Why a ``ListPrecache`` could not measure a row.
enum PrecacheSetupError: PrecacheFailureAdvice, CustomStringConvertible {
    /// Neither `measureRow` nor `identifierForRow` is set, and the list has no delegate path.
    case noIdentifierForRow
    /// No configuration is registered for the identifier of a row.
    case noConfiguration(String)
    /// The template gave no usable height (see the diagnostics before this one).
    case unmeasurable(IndexPath)
    /// The list went away.
    case listGone
    /// The list delegate's answers make precaching pointless.
    case pointless(DelegateHeights.Pointless)

    var description: String {
        switch self {
        case .noIdentifierForRow: return "neither measureRow nor identifierForRow is set"
        case .noConfiguration(let identifier): return "no configuration is registered for identifier \"\(identifier)\""
        case .unmeasurable(let indexPath): return "the template for row \(indexPath) gave no usable height"
        case .listGone: return "the list went away"
        case .pointless(let reason): return reason.description
        }
    }

    var advice: String {
        switch self {
        case .unmeasurable:
            return "The message before this one says why the template could not be measured; "
                + "UIKit sizes such rows itself"
        case .listGone: return "Keep the list alive while it precaches, or turn precaching off before it goes"
        case .noIdentifierForRow, .noConfiguration, .pointless:
            return "Precaching paused with a message that says how to go on"
        }
    }
}

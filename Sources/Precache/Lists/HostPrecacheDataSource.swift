import Foundation

/// A ``PrecacheDataSource`` over a list object that it holds **weakly**: counts come from the list,
/// where its own data source agrees (``PendingListUpdate``), measurements from a closure. When the
/// list goes away it has no sections, so a precacher over it finishes instead of keeping the list
/// alive.
@MainActor
final class HostPrecacheDataSource<Host: AnyObject>: PrecacheDataSource, PendingListUpdateSource {
    /// The list, held weakly.
    private(set) weak var host: Host?
    private let counts: ListCounts<Host>
    /// Measures a row of the list; set by the owner.
    var measure: ((IndexPath) throws -> CGFloat)?

    /// A data source over `host`, counting with `counts`.
    init(host: Host, counts: ListCounts<Host>) {
        self.host = host
        self.counts = counts
    }

    var numberOfSections: Int {
        guard let host else { return 0 }
        return PendingListUpdate.measurableSections(
            list: counts.sections(host), dataSource: counts.dataSourceSections?(host))
    }

    func numberOfRows(inSection section: Int) -> Int {
        guard let host else { return 0 }
        return PendingListUpdate.measurableRows(
            list: counts.rows(host, section), dataSource: counts.dataSourceRows?(host, section))
    }

    var hasPendingListUpdate: Bool {
        guard let host, let dataSourceSections = counts.dataSourceSections else { return false }
        return PendingListUpdate.isPending(
            listSections: counts.sections(host), dataSourceSections: dataSourceSections(host),
            listRows: { counts.rows(host, $0) }, dataSourceRows: { counts.dataSourceRows?(host, $0) })
    }

    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        guard host != nil, let measure else { throw PrecacheSetupError.listGone }
        return try measure(indexPath)
    }
}

/// How a ``HostPrecacheDataSource`` counts a list's sections and rows: the list's own counts
/// (what `numberOfSections` / `numberOfRows(inSection:)` of the list return) and, where known, its
/// data source's (the app's model now; `nil` when it has no data source).
struct ListCounts<Host: AnyObject> {
    /// The list's section count.
    let sections: (Host) -> Int
    /// The list's row count of a section.
    let rows: (Host, Int) -> Int
    /// The data source's section count, `nil` if it has none; unknown if this is `nil`.
    var dataSourceSections: ((Host) -> Int?)? = nil
    /// The data source's row count of a section (asked only for sections it has); unknown if `nil`.
    var dataSourceRows: ((Host, Int) -> Int?)? = nil
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

import CellHeight
import Foundation

extension ListPrecache {
    /// A list's own cells that measure their templates themselves: how to measure an item, and its
    /// key (its item identifier).
    struct RegisteredCells {
        /// The item's height, or `nil` if it cannot be measured now.
        let measure: (IndexPath) -> CGFloat?
        /// The item's key, or `nil` if it has none.
        let key: @MainActor (IndexPath) -> AnyHashable?
    }

    /// Measures items with the list's own cells from now on (a compositional list's cell
    /// registrations, made with `ch.cellRegistration(…)`): the measuring path after ``measureRow``
    /// and ``identifierForRow``, before the delegate's height method. Until ``storage`` is set, the
    /// heights are stored in the list's keyed cache under each item's `key`, so that they survive
    /// every snapshot. Resumes a run that paused for want of a measuring path.
    package func measureWithRegisteredCells(
        _ measure: @escaping (IndexPath) -> CGFloat?, key: @escaping @MainActor (IndexPath) -> AnyHashable?
    ) {
        registeredCells = RegisteredCells(measure: measure, key: key)
        if storageIsDefault { precacher.storage = .byKey(in: heights.keyed, key: key) }
        resumeAfterSetup()
    }

    /// A displayed item of the list had no height and sized itself: the list may have items that
    /// no data change it heard of brought (a snapshot applied outside `ch.apply`), so a finished run
    /// looks for items without a height again (``Precacher``'s recheck: one pass, a run only if it
    /// finds some).
    package func listItemSizedItself() { precacher.rowsMayLackHeights() }
}

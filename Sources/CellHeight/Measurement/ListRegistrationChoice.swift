import Foundation

/// Which of a list's cell registrations measures an item that is not on screen.
///
/// A list's cell provider picks a registration for each item (a header registration for a
/// section's first item, one per kind of item…), and UIKit only lets it run while it returns a
/// displayed cell. So a precache, which measures items no one displays, cannot ask it. It chooses
/// instead, for an item of `section`, in this order:
///
/// 1. the registration that configured this item the last time one of its cells was displayed;
/// 2. the one that configured, most recently, an item at the same place (a section's first item,
///    or any other item) in the same section, then in any section: what a
///    `.firstItemInSection` header and the items under it use;
/// 3. the first registration, in the order they were made, that accepts the item (its handler's
///    item type matches).
///
/// Every step keeps only registrations that accept the item. With one registration per list, the
/// usual case, it is that one. An app whose items mix kinds within one place of a section gets
/// each kind right once displayed, and sets the precache's `measureRow` for the rest.
///
/// ```swift
/// choice.registrationConfigured(2, key: item, section: 0, isFirstItem: false)  // a displayed cell
/// choice.registration(for: other, section: 0, isFirstItem: false, count: 3) { $0 == 2 }  // 2
/// ```
package struct ListRegistrationChoice {
    /// How many items' registrations are remembered; more are forgotten all at once (each is then
    /// chosen by its place again).
    package static let itemLimit = 4_096

    private struct Place: Hashable, Sendable {
        var section: Int
        var isFirstItem: Bool
    }

    private var byItem: [AnyHashable: Int] = [:]
    private var byPlace: [Place: Int] = [:]
    private var byFirstItem: [Bool: Int] = [:]

    /// Nothing learned yet.
    package init() {}

    /// Registration `registration` configured a displayed cell for the item keyed `key` (if it has
    /// one) at `section`, which is its section's first item or not. O(1).
    package mutating func registrationConfigured(
        _ registration: Int, key: AnyHashable?, section: Int, isFirstItem: Bool
    ) {
        if let key {
            if byItem.count >= Self.itemLimit, byItem[key] == nil { byItem.removeAll(keepingCapacity: true) }
            byItem[key] = registration
        }
        byPlace[Place(section: section, isFirstItem: isFirstItem)] = registration
        byFirstItem[isFirstItem] = registration
    }

    /// The registration to measure the item keyed `key` with, among `count` registrations, of
    /// which `accepts` tells those whose handlers take the item; `nil` if none does. O(count).
    package func registration(
        for key: AnyHashable?, section: Int, isFirstItem: Bool, count: Int, accepts: (Int) -> Bool
    ) -> Int? {
        let learned = [
            key.flatMap { byItem[$0] }, byPlace[Place(section: section, isFirstItem: isFirstItem)],
            byFirstItem[isFirstItem],
        ]
        for case let registration? in learned where registration < count && accepts(registration) {
            return registration
        }
        return (0..<count).first(where: accepts)
    }

    /// Forgets every item and place (the list's data was replaced).
    package mutating func removeAll() {
        byItem.removeAll()
        byPlace.removeAll()
        byFirstItem.removeAll()
    }
}

import Foundation

/// Pairs the positions of two lists of identifiers that hold the same identifier.
///
/// One hash-table pass over each list: O(before + after) expected time and one table entry per
/// distinct identifier. An identifier that appears more than once in either list is never paired
/// (it cannot be mapped with certainty); it is counted in ``duplicateCount`` instead.
struct IdentifierMatching {
    /// For each position before, the position after that holds the same identifier, or -1.
    private(set) var afterIndex: [Int]
    /// For each position after, the position before that holds the same identifier, or -1.
    private(set) var beforeIndex: [Int]
    /// How many identifiers appear more than once in either list.
    private(set) var duplicateCount = 0
    /// A few of those identifiers, for a diagnostic.
    private(set) var duplicateExamples: [String] = []

    /// Where one identifier sits in each list: a position, `unseen` or `repeated`.
    private struct Slot {
        static let unseen = -1
        static let repeated = -2
        var before = unseen
        var after = unseen
    }

    init<ID: Hashable>(before: [ID], after: [ID]) {
        afterIndex = Array(repeating: -1, count: before.count)
        beforeIndex = Array(repeating: -1, count: after.count)
        var slots = [ID: Slot](minimumCapacity: Swift.max(before.count, after.count))
        for (position, id) in before.enumerated() where Self.place(position, in: &slots[id, default: Slot()].before) {
            noteDuplicate(id)
        }
        for (position, id) in after.enumerated() where Self.place(position, in: &slots[id, default: Slot()].after) {
            noteDuplicate(id)
        }
        for slot in slots.values where slot.before >= 0 && slot.after >= 0 {
            afterIndex[slot.before] = slot.after
            beforeIndex[slot.after] = slot.before
        }
    }

    /// Pairs two unpaired positions, as if they held the same identifier.
    mutating func pair(_ before: Int, _ after: Int) {
        assert(afterIndex[before] < 0 && beforeIndex[after] < 0, "pairing a position twice")
        afterIndex[before] = after
        beforeIndex[after] = before
    }

    /// Records `position` for an identifier; returns `true` the first time it turns out repeated.
    private static func place(_ position: Int, in slot: inout Int) -> Bool {
        switch slot {
        case Slot.unseen:
            slot = position
            return false
        case Slot.repeated:
            return false
        default:
            slot = Slot.repeated
            return true
        }
    }

    private mutating func noteDuplicate(_ id: some Hashable) {
        duplicateCount += 1
        if duplicateExamples.count < 3 { duplicateExamples.append(String(describing: id)) }
    }

    /// A phrase naming the duplicates, such as `"2 item identifiers (a, b)"`.
    func describeDuplicates(_ noun: String) -> String {
        let more = duplicateCount > duplicateExamples.count ? ", …" : ""
        return "\(duplicateCount) \(noun) identifier\(duplicateCount == 1 ? "" : "s") "
            + "(\(duplicateExamples.joined(separator: ", "))\(more))"
    }
}

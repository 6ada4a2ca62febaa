import Foundation

/// Pairs the positions of two lists of identifiers that hold the same identifier: the only part of
/// the identifier diff that sees the identifiers' type.
///
/// One hash-table pass over each list: O(before + after + marked) expected time and one table
/// entry per distinct identifier. An identifier that appears more than once in either list is
/// never paired (it cannot be mapped with certainty); it is counted in ``duplicateCount`` instead.
///
/// It is inlinable so that the caller's module specializes it for the concrete identifier type:
/// unspecialized, every hash and comparison goes through witness tables (measured: 5 to 9 times
/// slower for 100,000 `Int` identifiers).
@usableFromInline
struct IdentifierMatching {
    /// For each position before, the position after that holds the same identifier, or -1.
    @usableFromInline var afterIndex: [Int]
    /// For each position after, the position before that holds the same identifier, or -1.
    @usableFromInline var beforeIndex: [Int]
    /// The positions after that hold a marked identifier (a reloaded one).
    @usableFromInline var marked: [Int] = []
    /// How many identifiers appear more than once in either list.
    @usableFromInline var duplicateCount = 0
    /// A few of those identifiers, for a diagnostic.
    @usableFromInline var duplicateExamples: [String] = []

    /// What the hash table holds for an identifier: its position before (>= 0), `repeated`, or
    /// `onlyAfter(position)` for one that is only in the list after.
    @usableFromInline static var repeated: Int { -1 }
    @usableFromInline static var absent: Int { Int.min }
    @inlinable static func onlyAfter(_ position: Int) -> Int { -(position + 2) }

    @inlinable
    init<ID: Hashable>(before: [ID], after: [ID], marking: Set<ID>) {
        afterIndex = Array(repeating: -1, count: before.count)
        beforeIndex = Array(repeating: -1, count: after.count)
        var codes = [ID: Int](minimumCapacity: before.count)
        for (position, id) in before.enumerated()
        where Self.placeBefore(position, in: &codes[id, default: Self.absent]) {
            noteDuplicate(id)
        }
        for (position, id) in after.enumerated()
        where Self.placeAfter(position, in: &codes[id, default: Self.absent], &self) {
            noteDuplicate(id)
        }
        var repeatedMarks = Set<ID>()
        for id in marking {
            switch codes[id] {
            case nil: continue
            case Self.repeated: repeatedMarks.insert(id)
            case let position? where position >= 0: if afterIndex[position] >= 0 { marked.append(afterIndex[position]) }
            case let code?: marked.append(Self.onlyAfter(code))  // onlyAfter is its own inverse.
            }
        }
        if !repeatedMarks.isEmpty {  // Only with repeated identifiers, which UIKit rejects: one more pass.
            for (position, id) in after.enumerated() where repeatedMarks.contains(id) { marked.append(position) }
        }
    }

    /// Records position `position` before; returns `true` the first time the identifier repeats.
    @inlinable
    static func placeBefore(_ position: Int, in code: inout Int) -> Bool {
        switch code {
        case absent:
            code = position
            return false
        case repeated:
            return false
        default:
            code = repeated
            return true
        }
    }

    /// Records position `position` after, pairing it with the position before if there is one;
    /// returns `true` the first time the identifier repeats (and unpairs it).
    @inlinable
    static func placeAfter(_ position: Int, in code: inout Int, _ matching: inout Self) -> Bool {
        switch code {
        case absent:
            code = onlyAfter(position)
            return false
        case repeated:
            return false
        case 0...:
            let first = matching.afterIndex[code]
            guard first >= 0 else {
                matching.afterIndex[code] = position
                matching.beforeIndex[position] = code
                return false
            }
            matching.beforeIndex[first] = -1
            matching.afterIndex[code] = -1
            code = repeated
            return true
        default:
            code = repeated
            return true
        }
    }

    @inlinable
    mutating func noteDuplicate(_ id: some Hashable) {
        duplicateCount += 1
        if duplicateExamples.count < 3 { duplicateExamples.append(String(describing: id)) }
    }

    /// A clause naming the duplicates, such as `"2 item identifiers (a, b) appear"`.
    func describeDuplicates(_ noun: String) -> String {
        let more = duplicateCount > duplicateExamples.count ? ", …" : ""
        let one = duplicateCount == 1
        return "\(duplicateCount) \(noun) identifier\(one ? "" : "s") "
            + "(\(duplicateExamples.joined(separator: ", "))\(more)) appear\(one ? "s" : "")"
    }
}

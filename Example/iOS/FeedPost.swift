import Foundation

/// One post of the example feed. Its `id` is the key of the keyed cache mode.
struct FeedPost: Hashable, Sendable {
    let id: Int
    let author: String
    let title: String
    let body: String

    private static let authors = ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Margaret"]
    private static let words = """
        layout cell height cache table view row section batch insert delete reload move scroll idle run loop \
        measure template width dynamic type constraint label text line wrap precache progress refresh swipe \
        pixel separator estimate bucket context content inset accessory editing frame bounds priority fitting
        """.split(separator: " ").map(String.init)

    /// A deterministic post: the same `id` always gives the same text, of very different lengths.
    static func make(id: Int) -> FeedPost {
        var state = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        func sentence(_ count: Int) -> String {
            let text = (0..<count).map { _ in words[next(words.count)] }.joined(separator: " ")
            return text.prefix(1).uppercased() + text.dropFirst() + "."
        }
        let body = (0..<(1 + next(4))).map { _ in sentence(4 + next(18)) }.joined(separator: " ")
        return FeedPost(id: id, author: authors[next(authors.count)], title: sentence(2 + next(6)), body: body)
    }

    /// `count` posts with ids starting at `firstID`.
    static func feed(count: Int, firstID: Int = 0) -> [FeedPost] { (firstID..<(firstID + count)).map(make(id:)) }
}

import Foundation

/// One post of the simulated feed: the content a cell displays and whose height is measured.
///
/// Two entries with the same content always have the same height at the same width,
/// because ``FeedCellLayout/height(for:width:)`` is a pure function of the content and the width.
public struct FeedEntry: Sendable, Hashable, Identifiable {
    /// A stable content id, unique within a feed; inserted entries get fresh ids.
    public var id: Int
    /// A short headline, possibly wrapping onto several lines.
    public var title: String
    /// The post text: from a few words to several paragraphs separated by `"\n"`.
    public var body: String
    /// The author shown in the header row.
    public var userName: String
    /// When the post was published, shown in the header row.
    public var timestamp: Date
    /// An optional picture shown below the body at the full content width.
    public var image: FeedImage?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - id: A stable content id.
    ///   - title: The headline.
    ///   - body: The post text; paragraphs are separated by `"\n"`.
    ///   - userName: The author.
    ///   - timestamp: The publication date.
    ///   - image: An optional picture.
    public init(id: Int, title: String, body: String, userName: String, timestamp: Date, image: FeedImage? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.userName = userName
        self.timestamp = timestamp
        self.image = image
    }
}

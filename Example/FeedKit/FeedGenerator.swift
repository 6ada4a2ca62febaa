import Foundation

/// Generates a deterministic, realistic feed of ``FeedEntry`` values from a seed.
///
/// Entry `id` is generated from its own random stream derived from `(seed, id)`, so a feed of
/// 100 entries is exactly the prefix of a feed of 20,000 with the same seed, and
/// `makeFeed(count:seed:)` always returns the same entries for the same arguments.
///
/// To insert new posts during a session, keep a generator and call ``next()``: it continues with fresh ids.
///
/// ```swift
/// var generator = FeedGenerator(seed: 42)
/// var feed = generator.makeEntries(count: FeedGenerator.defaultCount)
/// feed.insert(generator.next(), at: 10)  // id 20_000, never seen before
/// ```
public struct FeedGenerator: Sendable {
    /// The default number of entries in a feed.
    public static let defaultCount = 20_000
    /// The default seed.
    public static let defaultSeed: UInt64 = 0x5EED_F00D

    /// The seed every entry's content derives from.
    public let seed: UInt64
    /// The id the next call to ``next()`` will use.
    public private(set) var nextID: Int

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - seed: Determines all generated content.
    ///   - firstID: The id of the first entry ``next()`` returns; ids then increase by one.
    public init(seed: UInt64 = defaultSeed, firstID: Int = 0) {
        self.seed = seed
        self.nextID = firstID
    }

    /// Returns a new entry with a fresh id, and advances ``nextID``.
    public mutating func next() -> FeedEntry {
        let entry = Self.entry(id: nextID, seed: seed)
        nextID += 1
        return entry
    }

    /// Returns `count` new entries with consecutive fresh ids.
    ///
    /// - Parameter count: How many entries to make; must not be negative.
    public mutating func makeEntries(count: Int) -> [FeedEntry] {
        precondition(count >= 0, "count must not be negative")
        var entries: [FeedEntry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            entries.append(next())
        }
        return entries
    }

    /// Returns a feed of `count` entries with ids `0..<count`, fully determined by `seed`.
    ///
    /// - Parameters:
    ///   - count: How many entries to make (default 20,000).
    ///   - seed: Determines all generated content.
    public static func makeFeed(count: Int = defaultCount, seed: UInt64 = defaultSeed) -> [FeedEntry] {
        var generator = FeedGenerator(seed: seed)
        return generator.makeEntries(count: count)
    }

    /// Returns the entry with the given id for the given seed; the same arguments always give the same entry.
    ///
    /// - Parameters:
    ///   - id: The content id.
    ///   - seed: Determines all generated content.
    public static func entry(id: Int, seed: UInt64) -> FeedEntry {
        var random = SeededRandom(seed: SeededRandom.mix(seed ^ SeededRandom.mix(UInt64(bitPattern: Int64(id)))))
        let userName = FeedTextComposer.userName(using: &random)
        let title = FeedTextComposer.title(using: &random)
        let body = FeedTextComposer.body(using: &random)
        let image = random.chance(0.3) ? random.pick(imageSizes) : nil
        // Newer ids are older posts here: roughly one post every two minutes going back in time.
        let seconds = referenceTime - Double(id) * 120 - Double(random.int(below: 90))
        return FeedEntry(
            id: id, title: title, body: body, userName: userName,
            timestamp: Date(timeIntervalSince1970: seconds), image: image)
    }

    /// 2025-06-15 00:00:00 UTC, the publication time of entry 0.
    private static let referenceTime: Double = 1_749_945_600

    /// Common photo sizes: landscape, portrait, square and panoramic.
    private static let imageSizes: [FeedImage] = [
        FeedImage(pixelWidth: 1200, pixelHeight: 800), FeedImage(pixelWidth: 1080, pixelHeight: 1350),
        FeedImage(pixelWidth: 1920, pixelHeight: 1080), FeedImage(pixelWidth: 1080, pixelHeight: 1080),
        FeedImage(pixelWidth: 800, pixelHeight: 1200), FeedImage(pixelWidth: 2048, pixelHeight: 1536),
        FeedImage(pixelWidth: 3000, pixelHeight: 1000),
    ]
}

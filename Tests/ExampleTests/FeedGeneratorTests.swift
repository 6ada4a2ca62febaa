import Testing

@testable import FeedKit

@Suite("FeedGenerator and SeededRandom")
struct FeedGeneratorTests {
    @Test func sameSeedGivesSameFeed() {
        #expect(FeedGenerator.makeFeed(count: 500, seed: 42) == FeedGenerator.makeFeed(count: 500, seed: 42))
    }

    @Test func differentSeedsGiveDifferentFeeds() {
        let first = FeedGenerator.makeFeed(count: 100, seed: 1)
        let second = FeedGenerator.makeFeed(count: 100, seed: 2)
        #expect(first != second)
        #expect(zip(first, second).filter { $0.body == $1.body }.count < 5)
    }

    @Test func aShortFeedIsAPrefixOfALongOne() {
        let long = FeedGenerator.makeFeed(count: 300, seed: 3)
        #expect(Array(long.prefix(100)) == FeedGenerator.makeFeed(count: 100, seed: 3))
    }

    @Test func defaultFeedHasUniqueIDs() {
        let feed = FeedGenerator.makeFeed()
        #expect(feed.count == FeedGenerator.defaultCount)
        #expect(Set(feed.map(\.id)).count == feed.count)
    }

    @Test func nextContinuesWithFreshIDs() {
        var generator = FeedGenerator(seed: 8)
        let feed = generator.makeEntries(count: 50)
        #expect(feed == FeedGenerator.makeFeed(count: 50, seed: 8))
        let inserted = generator.next()
        #expect(inserted.id == 50)
        #expect(!feed.map(\.id).contains(inserted.id))
        #expect(generator.nextID == 51)
        var later = FeedGenerator(seed: 8, firstID: 1_000)
        #expect(later.next().id == 1_000)
    }

    @Test func contentIsVariedAndMixed() {
        let feed = FeedGenerator.makeFeed(count: 2_000, seed: 4)
        let imageShare = Double(feed.filter { $0.image != nil }.count) / Double(feed.count)
        #expect(imageShare > 0.25 && imageShare < 0.35)
        let lengths = feed.map(\.body.count).sorted()
        #expect(lengths.first! < 40)
        #expect(lengths.last! > 2_000)
        #expect(feed.contains { $0.body.contains("\n") })
        #expect(feed.contains { $0.body.unicodeScalars.contains { $0.value == 0x301 } })  // combining acute
        #expect(feed.contains { $0.body.unicodeScalars.contains { $0.value == 0x200D } })  // ZWJ sequences
        #expect(feed.contains { $0.body.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) } })
        #expect(feed.contains { $0.body.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(feed.contains { $0.body.unicodeScalars.contains { (0x3041...0x3096).contains($0.value) } })
        #expect(feed.allSatisfy { !$0.title.isEmpty && !$0.body.isEmpty && !$0.userName.isEmpty })
        #expect(feed.allSatisfy { $0.image.map { $0.aspectRatio > 0 } ?? true })
    }

    @Test func seededRandomIsDeterministicAndInRange() {
        var first = SeededRandom(seed: 99)
        var second = SeededRandom(seed: 99)
        for _ in 0..<100 {
            #expect(first.next() == second.next())
        }
        var random = SeededRandom(seed: 1)
        for _ in 0..<1_000 {
            #expect((0..<7).contains(random.int(below: 7)))
            #expect((3...5).contains(random.int(in: 3...5)))
            let unit = random.unit()
            #expect(unit >= 0 && unit < 1)
        }
        var one = SeededRandom(seed: 1)
        var two = SeededRandom(seed: 2)
        #expect(one.next() != two.next())
    }
}

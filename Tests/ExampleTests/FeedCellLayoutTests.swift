import Foundation
import Testing

@testable import FeedKit

@Suite("FeedCellLayout")
struct FeedCellLayoutTests {
    private let layout = FeedCellLayout()

    @Test func columnsOfAPhoneWidth() {
        #expect(layout.columns(forWidth: 375) == 43)
        #expect(layout.titleColumns(forWidth: 375) == 35)
        #expect(layout.columns(forWidth: 0) == 1)
        #expect(layout.columns(forWidth: -50) == 1)
        #expect(layout.columns(forWidth: .infinity) == 10_000)
        #expect(layout.columns(forWidth: .nan) == 1)
        var odd = FeedCellLayout()
        odd.bodyColumnWidth = 0
        odd.titleColumnWidth = -3
        #expect(odd.columns(forWidth: 375) == 10_000)
        #expect(odd.titleColumns(forWidth: 375) == 10_000)
        odd.bodyColumnWidth = .nan
        #expect(odd.columns(forWidth: 375) >= 1)
    }

    @Test func heightsArePositiveFiniteAndDeterministic() {
        let feed = FeedGenerator.makeFeed(count: 150, seed: 21)
        let copy = FeedGenerator.makeFeed(count: 150, seed: 21)
        for width in [0.0, 120, 320, 375, 768, .infinity] {
            for (entry, twin) in zip(feed, copy) {
                let height = layout.height(for: entry, width: width)
                #expect(height.isFinite && height > 0)
                #expect(height == layout.height(for: twin, width: width))
            }
        }
    }

    @Test func heightDependsOnContentNotID() {
        var entry = FeedGenerator.entry(id: 12, seed: 1)
        let height = layout.height(for: entry, width: 375)
        entry.id = 99_999
        #expect(layout.height(for: entry, width: 375) == height)
    }

    @Test func knownCellAddsUp() {
        let entry = FeedEntry(
            id: 1, title: "Hello", body: "one two", userName: "mika", timestamp: Date(timeIntervalSince1970: 0),
            image: FeedImage(pixelWidth: 1200, pixelHeight: 800))
        // 12 + 18 + (6 + 22) + (6 + 20) + (6 + 351 / 1.5) + 12 = 336
        #expect(layout.height(for: entry, width: 375) == 336)
        let textOnly = FeedEntry(
            id: 2, title: "", body: "", userName: "x", timestamp: Date(timeIntervalSince1970: 0))
        #expect(layout.height(for: textOnly, width: 375) == 42)
    }

    @Test func heightsRoundUpToDevicePixels() {
        let entry = FeedEntry(
            id: 1, title: "t", body: "b", userName: "u", timestamp: Date(timeIntervalSince1970: 0),
            image: FeedImage(pixelWidth: 7, pixelHeight: 3))
        let height = layout.height(for: entry, width: 300)
        #expect((height * 3).rounded() == height * 3)
    }

    @Test func textGrowsAsWidthShrinks() {
        let widths: [Double] = [1024, 768, 414, 390, 375, 360, 320, 280, 200, 120, 60, 30]
        for entry in FeedGenerator.makeFeed(count: 120, seed: 13) {
            var previous = layout.measure(entry, width: widths[0])
            var previousHeight = layout.height(for: entry, width: widths[0])
            for width in widths.dropFirst() {
                let parts = layout.measure(entry, width: width)
                #expect(parts.titleLines >= previous.titleLines)
                #expect(parts.bodyLines >= previous.bodyLines)
                // An image scales with the width, so the whole cell only grows when there is none.
                let height = layout.height(for: entry, width: width)
                if entry.image == nil {
                    #expect(height >= previousHeight, "entry \(entry.id) at \(width) points")
                }
                previous = parts
                previousHeight = height
            }
        }
    }
}

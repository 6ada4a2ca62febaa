import CellHeight
import Foundation
import XCTest

@testable import Precache

/// The "Precaching Without UIKit" article's program is `WithoutUIKitArticleCode.swift`, word for
/// word: these tests keep the two equal and run the program.
final class WithoutUIKitArticleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let article = root.appendingPathComponent("Sources/Precache/Precache.docc/PrecachingWithoutUIKit.md")
    private static let copy = root.appendingPathComponent("Tests/PrecacheTests/Articles/WithoutUIKitArticleCode.swift")

    /// The contents of each fenced code block of `markdown` that is marked `swift`, in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    func testTheArticleShowsTheCompiledProgramWordForWord() throws {
        let blocks = Self.swiftBlocks(in: try String(contentsOf: Self.article, encoding: .utf8))
        XCTAssertEqual(blocks.count, 2, "the program and its main.swift line")
        let copy = try String(contentsOf: Self.copy, encoding: .utf8)
        XCTAssertEqual(
            blocks.first, copy,
            "the article's program and WithoutUIKitArticleCode.swift differ: change both (the test file is the one that compiles)"
        )
        XCTAssertEqual(blocks.last, "runMessageListExample()\n", "main.swift calls what this test calls")
    }

    func testTheProgramPrecachesEveryRow() {
        MainActor.assumeIsolated {
            let list = MessageList(messages: (0..<300).map { String(repeating: "x", count: $0) }, width: 160)
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 160)
            let progress = precacheAll(of: list, into: cache)
            XCTAssertTrue(progress.isFinished)
            XCTAssertEqual(progress.completed, 300)
            XCTAssertEqual(progress.total, 300)
            for row in 0..<300 {
                let indexPath = IndexPath(indexes: [0, row])
                XCTAssertEqual(cache.height(at: indexPath), try? list.precacheHeight(at: indexPath), "row \(row)")
            }
            runMessageListExample()  // the article's main.swift
        }
    }
}

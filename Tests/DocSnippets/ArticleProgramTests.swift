import CellHeight
import Foundation
import Precache
import XCTest

/// The "Precaching Without UIKit" article's program, compiled from the article itself
/// (Generated/PrecachingWithoutUIKit.swift), runs as the article says: every row precached, each at
/// the height its data source gives.
final class ArticleProgramTests: XCTestCase {
    func testTheProgramPrecachesEveryRow() {
        MainActor.assumeIsolated {
            let list = MessageList(messages: (0..<300).map { String(repeating: "x", count: $0) }, width: 160)
            let cache = IndexPathHeightCache()
            cache.layoutContext = LayoutContext(width: 160)
            let progress = precacheAll(of: list, into: cache)
            XCTAssertTrue(progress.isFinished)
            XCTAssertEqual(progress.completedCount, 300)
            XCTAssertEqual(progress.totalCount, 300)
            for row in 0..<300 {
                let indexPath = IndexPath(indexes: [0, row])
                XCTAssertEqual(cache.height(at: indexPath), try? list.precacheHeight(at: indexPath), "row \(row)")
            }
            runMessageListExample()  // the article's main.swift
        }
    }
}

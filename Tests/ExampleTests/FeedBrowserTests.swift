import Foundation
import Precache
import XCTest

@testable import FeedKit

// Main-actor tests of the interactive model, on XCTest's main thread.
final class FeedBrowserTests: XCTestCase {
    @MainActor
    private static func makeBrowser(columns: Int = 60, lines: Int = 20, precache: Bool = true) -> FeedBrowser {
        FeedBrowser(
            entries: FeedGenerator.makeFeed(count: 80, seed: 5), seed: 5, columns: columns, lines: lines,
            precache: precache)
    }

    func testScreenFillsTheTerminalExactly() {
        MainActor.assumeIsolated {
            let browser = Self.makeBrowser()
            for step in 0..<30 {
                let screen = browser.screen(styled: false)
                XCTAssertEqual(screen.count, 20)
                for line in screen { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 60, "step \(step): \(line)") }
                browser.scroll(lines: 7)
            }
            XCTAssertGreaterThan(browser.position.row, 0)
            browser.page(down: false)
            browser.scroll(lines: -10_000)
            XCTAssertEqual(browser.position, ScrollPosition())
            XCTAssertTrue(browser.screen(styled: false)[0].hasPrefix("▶ #0 · "))
        }
    }

    func testResizeSwitchesTheLayoutBucketAndPrecachingStartsOver() {
        MainActor.assumeIsolated {
            let browser = Self.makeBrowser()
            browser.start()
            XCTAssertEqual(browser.table.width, FeedCellText().width(forColumns: 58))
            MainRunLoop.run(MainRunLoop.defaultMode, for: 30) { browser.precacher?.state == .finished }
            XCTAssertEqual(browser.table.cache.statistics.cachedCount, 80)
            browser.resize(columns: 40, lines: 12)
            XCTAssertEqual(browser.table.width, FeedCellText().width(forColumns: 38))
            XCTAssertEqual(browser.precacher?.state, .running)
            XCTAssertEqual(browser.screen(styled: false).count, 12)
            MainRunLoop.run(MainRunLoop.defaultMode, for: 30) { browser.precacher?.state == .finished }
            XCTAssertEqual(browser.table.cache.statistics.cachedCount, 80)
            XCTAssertEqual(HeightAudit.run(on: browser.table).stale, 0)
        }
    }

    func testInsertDeleteAndReload() {
        MainActor.assumeIsolated {
            let browser = Self.makeBrowser(precache: false)
            XCTAssertNil(browser.precacher)
            browser.scroll(lines: 30)
            let focused = browser.focusedRow!
            let nextID = browser.table.entries[focused + 1].id
            browser.deleteFocusedRow()
            XCTAssertEqual(browser.table.rowCount, 79)
            XCTAssertEqual(browser.table.entries[browser.focusedRow!].id, nextID)
            browser.insertAtTop(count: 3)
            XCTAssertEqual(browser.table.rowCount, 82)
            XCTAssertEqual(browser.table.entries[0].id, 80, "new entries get fresh ids")
            _ = browser.screen(styled: true)
            XCTAssertEqual(HeightAudit.run(on: browser.table).stale, 0)
            browser.reload()
            XCTAssertEqual(browser.table.cache.statistics.cachedCount, 0)
            XCTAssertTrue(browser.statusLine(styled: false).contains("precache off"))
        }
    }
}

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
            XCTAssertTrue(browser.screen(styled: false)[0].hasPrefix("▶ #1 · "), "rows count from 1 on screen")
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

    /// The number after `#` on the line marked `▶`, and how many lines are marked.
    private static func marked(_ screen: [String]) -> (number: Int?, count: Int) {
        let lines = screen.filter { $0.hasPrefix("▶ #") }
        let number = lines.first.flatMap { line in
            Int(line.dropFirst(3).prefix { $0 != " " }.filter { $0 != "," })
        }
        return (number, lines.count)
    }

    /// The row number in the status line (`row N/M`).
    private static func statusNumber(_ status: String) -> Int? {
        guard let range = status.range(of: "row ") else { return nil }
        return Int(status[range.upperBound...].prefix { $0 != "/" }.filter { $0 != "," })
    }

    func testTheFocusedRowIsAlwaysMarkedOnScreenAndIsTheOneDeleted() {
        MainActor.assumeIsolated {
            // 20 lines show short rows several at a time; 6 lines (4 feed lines, 80 pt) are shorter
            // than most rows, so the top row's rule is often scrolled off with the next one below.
            for lines in [20, 6] {
                let browser = Self.makeBrowser(lines: lines, precache: false)
                var pinned = 0
                for step in 0..<160 {
                    let screen = browser.screen(styled: false)
                    let mark = Self.marked(screen)
                    XCTAssertEqual(
                        mark.count, 1, "\(lines) lines, step \(step): one marked row\n" + screen.joined(separator: "\n")
                    )
                    guard let number = mark.number, let focused = browser.focusedRow else { return XCTFail("no focus") }
                    XCTAssertEqual(number, focused + 1, "the marked row is the focused row, counted from 1")
                    XCTAssertEqual(
                        Self.statusNumber(browser.statusLine(styled: false)), number, "status bar and label agree")
                    let ruleAbove = screen.prefix { !$0.hasPrefix("▶ #") }.contains { $0.hasPrefix("─ #") }
                    XCTAssertFalse(ruleAbove, "the focus is the first row whose rule is on screen")
                    if browser.position.offset > 0 && focused == browser.position.row {
                        pinned += 1
                        XCTAssertFalse(screen.contains { $0.hasPrefix("─ #") }, "pinned only when no other rule shows")
                    }
                    if step % 9 == 4 {
                        let doomed = browser.table.entries[focused].id
                        let count = browser.table.rowCount
                        browser.deleteFocusedRow()
                        XCTAssertEqual(browser.table.rowCount, count - 1)
                        XCTAssertFalse(browser.table.entries.contains { $0.id == doomed }, "the marked row went")
                        XCTAssertEqual(browser.message, "deleted row \(NumberText.count(number)) (entry \(doomed))")
                    }
                    browser.scroll(lines: 1)
                }
                if lines == 6 { XCTAssertGreaterThan(pinned, 0, "a row taller than the screen got its rule pinned") }
                XCTAssertEqual(HeightAudit.run(on: browser.table).stale, 0)
            }
        }
    }

    func testTheStatusLineShowsWholePartsOnly() {
        MainActor.assumeIsolated {
            for columns in [30, 60, 80, 120] {
                let browser = Self.makeBrowser(columns: columns)
                browser.start()
                defer { browser.precacher?.cancel() }  // done with it: released running, it would report
                browser.scroll(lines: 12)
                let status = browser.statusLine(styled: false)
                XCTAssertEqual(DisplayWidth.of(status), columns)
                guard columns >= 60 else { continue }  // narrower: the first part alone, clipped
                let shown = status.dropFirst().split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
                let parts = browser.statusParts()
                XCTAssertTrue(shown.allSatisfy(parts.contains), "\(columns) columns: \(status)")
                XCTAssertEqual(shown.first, parts.first, "the precache part always shows")
                XCTAssertTrue(shown.contains { $0.hasPrefix("row ") }, status)
            }
        }
    }

    func testReturningToAnEarlierWidthReusesItsKeptBucket() {
        MainActor.assumeIsolated {
            let browser = Self.makeBrowser(precache: false)
            _ = browser.screen(styled: false)
            let cached = browser.table.cache.statistics.cachedCount
            XCTAssertGreaterThan(cached, 0)
            browser.resize(columns: 40, lines: 20)
            XCTAssertTrue(
                browser.message.hasSuffix(": a new layout bucket, nothing cached at this width yet"), browser.message)
            _ = browser.screen(styled: false)
            browser.resize(columns: 60, lines: 20)
            XCTAssertEqual(browser.table.cache.statistics.cachedCount, cached)
            XCTAssertTrue(
                browser.message.hasSuffix(": back to this width's kept bucket, \(cached) heights cached"),
                browser.message)
            XCTAssertFalse(browser.message.contains("new layout bucket"))
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

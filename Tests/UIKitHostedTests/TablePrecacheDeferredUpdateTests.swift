#if canImport(UIKit)
    import CellHeight
    import Precache
    import UIKit
    import XCTest

    /// The one-line precache of a real table asks its data source, not only the table, how many rows
    /// there are (issue 24, section 4): an app that changes its model and reloads later never gets
    /// asked for a row its model no longer has, and precaching goes on after the reload.
    final class TablePrecacheDeferredUpdateTests: XCTestCase {
        /// The app's data source: `model` is its array; the table hears of changes when the test
        /// says so.
        final class Feed: NSObject, UITableViewDataSource {
            var model: [Int]
            /// Index paths measured that the model did not have (on a device: a trap in the app).
            var measuredOutOfRange: [IndexPath] = []
            var measured = 0

            init(rows: Int) { model = Array(0..<rows) }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }

            /// The row's height, read from the model as `heightForRowAt` would.
            func height(at indexPath: IndexPath) -> CGFloat {
                measured += 1
                guard indexPath.row < model.count else {
                    measuredOutOfRange.append(indexPath)
                    return 44
                }
                return 40 + CGFloat(model[indexPath.row] % 9)
            }
        }

        @MainActor
        func testAModelThatShrinksBeforeADeferredReloadDataIsNeverMeasuredPastItsEnd() {
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            let feed = Feed(rows: 400)
            table.dataSource = feed
            let window = UIKitHost.window(holding: table)
            let keepAlive = Timer(timeInterval: 3600, repeats: false) { _ in }
            RunLoop.main.add(keepAlive, forMode: .default)
            defer {
                keepAlive.invalidate()
                window.isHidden = true
            }
            let precache = table.ch.precache
            precache.configuration.batchSize = 4
            precache.measureRow = { [unowned feed] in feed.height(at: $0) }
            precache.isEnabled = true
            UIKitHost.spin(until: { feed.measured >= 40 }, "precaching started")

            feed.model.removeLast(300)  // the reload comes later (after an animation, say)
            let measured = feed.measured
            UIKitHost.turn(passes: 40)
            XCTAssertEqual(feed.measuredOutOfRange, [], "asked for rows the model no longer has")
            XCTAssertEqual(feed.measured, measured, "nothing measured while the reload is pending")
            XCTAssertEqual(precache.state, .running, "waiting for the reload, not finished")

            table.reloadData()
            UIKitHost.spin(until: { precache.state == .finished }, "precaching finished after the reload")
            XCTAssertEqual(feed.measuredOutOfRange, [])
            XCTAssertEqual(table.ch.heightCache.statistics.cachedCount, 100, "one height per row of the model")
        }
    }
#endif

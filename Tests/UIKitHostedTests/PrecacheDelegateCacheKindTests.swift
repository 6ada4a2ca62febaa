#if canImport(UIKit)
    import CellHeight
    import Precache
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 32 §1 on a real table: the one-line precache (`ch.precache.isEnabled = true` and nothing
    /// else) for a `heightForRowAt` that caches by key and for one that caches by index path. Every
    /// row shows one line, so every row has the same height: a delegate that measured nothing would
    /// answer the same, so precaching must see what the delegate's call did with the caches. The
    /// Linux twin is `DelegateCacheKindTests` (PrecacheTests), whose fake delegate goes through the
    /// same `ListHeightState` as `heightForCell`.
    final class PrecacheDelegateCacheKindTests: XCTestCase {
        /// Finished, or paused (today's code paused such delegates after 8 rows).
        private static func hasStopped(_ state: PrecacheState) -> Bool {
            if case .paused = state { return true }
            return state == .finished
        }

        @MainActor func testADelegateThatCachesByKeyNeedsNothingElse() {
            let feed = OneLineFeed(rows: 200, cachesByKey: true)
            defer { feed.close() }
            let precache = feed.tableView.ch.precache
            precache.isEnabled = true
            UIKitHost.spin(until: { Self.hasStopped(precache.state) }, timeout: 30, "precaching did not finish")
            XCTAssertEqual(precache.state, .finished, "no pause: the delegate caches by key")
            XCTAssertEqual(feed.uncachedKeys, 0, "every row's key has a height")
            XCTAssertEqual(
                feed.tableView.ch.heightCache.statistics.cachedCount, 0,
                "nothing written to the index-path cache, which this delegate never reads")
        }

        @MainActor func testADelegateThatCachesByIndexPathIsSeenWhileThePrecacheStoresByKey() {
            let feed = OneLineFeed(rows: 200, cachesByKey: false)
            defer { feed.close() }
            let precache = feed.tableView.ch.precache
            precache.storage = .byKey { [unowned feed] indexPath in feed.keys[indexPath.row] }
            precache.isEnabled = true
            UIKitHost.spin(until: { Self.hasStopped(precache.state) }, timeout: 30, "precaching did not finish")
            XCTAssertEqual(precache.state, .finished, "no pause: the delegate caches by index path")
            XCTAssertEqual(feed.tableView.ch.heightCache.statistics.cachedCount, 200, "every row by index path")
        }
    }

    /// A table of one-line rows in a window, whose `heightForRowAt` returns
    /// `ch.heightForCell(withIdentifier:cacheByKey:…)` (or `…cacheByIndexPath:`).
    @MainActor
    private final class OneLineFeed: NSObject, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .plain)
        let keys: [String]
        private let cachesByKey: Bool
        private var window: UIWindow?

        init(rows: Int, cachesByKey: Bool) {
            keys = (0..<rows).map { "post-\($0)" }
            self.cachesByKey = cachesByKey
            super.init()
            tableView.register(TextCell.self, forCellReuseIdentifier: TextCell.identifier)
            tableView.estimatedRowHeight = 44  // UIKit asks heightForRowAt only for the rows it lays out
            tableView.dataSource = self
            tableView.delegate = self
            window = HostWindow.make(holding: tableView)
        }

        func close() {
            window?.isHidden = true
            window = nil
        }

        /// The rows whose key has no height in the keyed cache.
        var uncachedKeys: Int { keys.filter { tableView.ch.keyedHeightCache.height(for: $0) == nil }.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { keys.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
            (cell as? TextCell)?.label.text = keys[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            let key = keys[indexPath.row]
            let configure = { (cell: TextCell) in cell.label.text = key }
            if cachesByKey {
                return tableView.ch.heightForCell(
                    withIdentifier: TextCell.identifier, cacheByKey: key, configuration: configure)
            }
            return tableView.ch.heightForCell(
                withIdentifier: TextCell.identifier, cacheByIndexPath: indexPath, configuration: configure)
        }
    }
#endif

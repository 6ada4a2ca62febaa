#if canImport(UIKit)
    import CellHeight
    import Precache
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// Issue 35 §5: precaching waits until a list has laid out with its data source (UIKit reloads
    /// its data then), and the package sees layout passes only once the list has its store, which
    /// the first use of the package makes. A list shown and laid out before that (precaching turned
    /// on in `viewDidAppear`, a delegate that does not call `heightForCell`) may not lay out again
    /// until the user scrolls: it is asked for one layout pass, and precaching finishes without
    /// anyone touching it. Collection views wait for their first load too. The Linux twins are
    /// `ListDataLoadTests` and `FirstLayoutReloadTests` (the old code waited for ever:
    /// `.waiting(.dataNotLoaded)`).
    final class PrecacheAfterTheLastLayoutTests: XCTestCase {
        @MainActor func testATableLaidOutBeforeItsPrecacheExistedIsPrecachedWithoutScrolling() {
            let rows = PlainRows(count: 120)
            let table = UITableView(frame: .zero, style: .plain)
            rows.serve(table)
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            UIKitHost.spin(until: { !table.visibleCells.isEmpty }, "the table never displayed its rows")
            UIKitHost.turn(passes: 3)  // nothing left to lay out
            XCTAssertNil(HeightStore.existing(table), "the package was not used before: no store saw the layout")

            let precache = table.ch.precache  // viewDidAppear
            precache.identifierForRow = { _ in TextCell.identifier }
            precache.register(as: TextCell.self, forReuseIdentifier: TextCell.identifier) { cell, indexPath in
                rows.configure(cell, at: indexPath)
            }
            precache.isEnabled = true
            UIKitHost.spin(
                until: { precache.state == .finished }, timeout: 30,
                "precaching never finished (state \(precache.state))")
            XCTAssertEqual(table.ch.heightCache.statistics.cachedCount, 120)
        }

        @MainActor func testACollectionViewLaidOutBeforeItsPrecacheExistedIsPrecachedWithoutScrolling() {
            let items = PlainItems(count: 120)
            let window = UIKitHost.window(holding: items.collectionView)
            defer { window.isHidden = true }
            UIKitHost.spin(
                until: { !items.collectionView.visibleCells.isEmpty }, "the collection view never displayed its items")
            UIKitHost.turn(passes: 3)
            XCTAssertNil(HeightStore.existing(items.collectionView), "no store saw the layout")

            let precache = items.collectionView.ch.precache
            precache.measureRow = { indexPath in items.height(at: indexPath) }
            precache.isEnabled = true
            UIKitHost.spin(
                until: { precache.state == .finished }, timeout: 30,
                "precaching never finished (state \(precache.state))")
            XCTAssertEqual(items.collectionView.ch.heightCache.statistics.cachedCount, 120)
        }

        /// Collection views wait for UIKit's first load too: precaching turned on before the first
        /// layout measures each item once, after it (`PrecacheBeforeFirstLayoutTests` for tables).
        @MainActor func testACollectionViewPrecachedBeforeItsFirstLayoutMeasuresNoItemTwice() {
            let items = PlainItems(count: 120)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            defer { window.isHidden = true }
            items.collectionView.frame = window.bounds
            let precache = items.collectionView.ch.precache
            var measured: [String] = []
            var measuredBeforeTheFirstLayout = 0
            precache.measureRow = { indexPath in
                measured.append("\(indexPath) in \(items.collectionView.ch.heightCache.layoutContext)")
                if items.collectionView.layoutPasses == 0 { measuredBeforeTheFirstLayout += 1 }
                return items.height(at: indexPath)
            }
            precache.isEnabled = true  // not in a window, never laid out
            window.addSubview(items.collectionView)
            UIKitHost.turn(passes: 3)
            window.isHidden = false
            UIKitHost.spin(
                until: { precache.state == .finished }, timeout: 30,
                "precaching never finished (state \(precache.state))")
            var seen = Set<String>()
            XCTAssertEqual(
                measured.filter { !seen.insert($0).inserted }, [], "items measured twice in one layout context")
            XCTAssertGreaterThanOrEqual(seen.count, 120)
            XCTAssertEqual(measuredBeforeTheFirstLayout, 0, "nothing measured before the first layout")
        }
    }

    /// A self-sizing table's rows of one to four lines: no height delegate, nothing of the package.
    @MainActor
    private final class PlainRows: NSObject, UITableViewDataSource {
        let count: Int

        init(count: Int) { self.count = count }

        func serve(_ table: UITableView) {
            table.register(TextCell.self, forCellReuseIdentifier: TextCell.identifier)
            table.estimatedRowHeight = 44
            table.dataSource = self
        }

        func configure(_ cell: TextCell, at indexPath: IndexPath) {
            cell.label.text = (0...(indexPath.row % 4)).map { "Row \(indexPath.row), line \($0 + 1)" }
                .joined(separator: "\n")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.identifier, for: indexPath)
            if let cell = cell as? TextCell { configure(cell, at: indexPath) }
            return cell
        }
    }

    /// A list-style collection view (a vertical flow layout of full-width items) whose delegate
    /// sizes items from the model: nothing of the package.
    @MainActor
    private final class PlainItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let count: Int
        let collectionView: LayoutCountingCollectionView

        init(count: Int) {
            self.count = count
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 0
            collectionView = LayoutCountingCollectionView(frame: .zero, collectionViewLayout: layout)
            super.init()
            collectionView.register(TextItemCell.self, forCellWithReuseIdentifier: TextItemCell.identifier)
            collectionView.dataSource = self
            collectionView.delegate = self
        }

        func height(at indexPath: IndexPath) -> CGFloat { CGFloat(44 + 20 * (indexPath.item % 4)) }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TextItemCell.identifier, for: indexPath)
            (cell as? TextItemCell)?.label.text = "Item \(indexPath.item)"
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: height(at: indexPath))
        }
    }

    /// A collection view that counts its layout passes (UIKit's `layoutSubviews()`, the package's hook
    /// included, runs first).
    private final class LayoutCountingCollectionView: UICollectionView {
        private(set) var layoutPasses = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            layoutPasses += 1
        }
    }
#endif

// Diffable data sources exist on iOS only, and section snapshots from iOS 14.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import UIKit
    import XCTest

    /// A list-style collection view (a vertical flow layout of full-width items) in a real window,
    /// fed by a real `UICollectionViewDiffableDataSource<String, Int>` whose item identifiers are
    /// content ids: item `n` shows `1 + n % 4` lines, so a height left at another item's index path
    /// shows. `collectionView(_:layout:sizeForItemAt:)` answers
    /// `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)` for the item the data
    /// source shows at that index path.
    @MainActor
    final class DiffableCollection: NSObject, UICollectionViewDelegateFlowLayout {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, Int>
        private var window: UIWindow?

        /// A collection view showing `sections` (identifier, content ids), laid out in a window.
        init(_ sections: [(String, [Int])]) {
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.register(TextItemCell.self, forCellWithReuseIdentifier: TextItemCell.identifier)
            collectionView.ch.registerTemplateCell(forReuseIdentifier: TextItemCell.identifier) {
                TextItemCell(frame: .zero)
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, id in
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: TextItemCell.identifier, for: indexPath)
                if let cell = cell as? TextItemCell { Self.configure(cell, with: id) }
                return cell
            }
            super.init()
            collectionView.delegate = self
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(sections.map(\.0))
            for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: false)
            window = UIKitHost.window(holding: collectionView)
        }

        func close() {
            window?.isHidden = true
            window = nil
        }

        static func configure(_ cell: TextItemCell, with id: Int) {
            cell.label.text = (1...(1 + id % 4)).map { "Item \(id), line \($0)" }.joined(separator: "\n")
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            let width = collectionView.ch.listItemWidth(inSection: indexPath.section)
            guard let id = dataSource.itemIdentifier(for: indexPath) else { return CGSize(width: width, height: 44) }
            let height = collectionView.ch.heightForCell(
                withIdentifier: TextItemCell.identifier, cacheByIndexPath: indexPath
            ) { (cell: TextItemCell) in Self.configure(cell, with: id) }
            return CGSize(width: width, height: height)
        }

        /// Asks the delegate for every item's size, as the flow layout does when it prepares.
        func fillCache() {
            let snapshot = dataSource.snapshot()
            for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
                for item in 0..<snapshot.numberOfItems(inSection: identifier) {
                    _ = collectionView(
                        collectionView, layout: collectionView.collectionViewLayout,
                        sizeForItemAt: IndexPath(item: item, section: section))
                }
            }
        }

        /// Fails the test if a cached height differs from a fresh measurement of the item the data
        /// source shows at its index path, if a height is cached past the end of the data, or if fewer
        /// than `minimumChecked` items have one.
        func assertHeightsRight(
            minimumChecked: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
        ) {
            let cache = collectionView.ch.heightCache
            let snapshot = dataSource.snapshot()
            var problems: [String] = []
            var checked = 0
            for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
                for (item, id) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
                    guard let cached = cache.height(at: IndexPath(item: item, section: section)) else { continue }
                    checked += 1
                    let fresh = collectionView.ch.heightForCell(withIdentifier: TextItemCell.identifier) {
                        (cell: TextItemCell) in Self.configure(cell, with: id)
                    }
                    if abs(cached - fresh) > 0.001 {
                        problems.append("(\(section), \(item)): cached \(cached), content \(id) measures \(fresh)")
                    }
                }
            }
            if cache.statistics.cachedCount != checked { problems.append("heights cached past the end of the data") }
            XCTAssertEqual(problems, [], "stale heights \(message)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(
                checked, minimumChecked, "items with a height \(message)", file: file, line: line)
        }
    }
#endif

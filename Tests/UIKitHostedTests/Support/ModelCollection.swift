#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// A list item as tall as its text: a multi-line label inset 8 points in the content view.
    final class TextItemCell: UICollectionViewCell {
        static let identifier = "TextItem"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = UIFont.systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// ``ModelTable``'s twin for a list-style collection view (a vertical flow layout of full-width
    /// items): a real collection view in a real window, with a real data source and delegate over a
    /// model of content ids; item `n` shows `n` lines. `collectionView(_:layout:sizeForItemAt:)`
    /// answers `ch.heightForCell(withIdentifier:as:cacheByIndexPath:configuration:)` at `ch.listItemWidth`.
    @MainActor
    final class ModelCollection: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let collectionView: UICollectionView
        private var window: UIWindow?
        /// The app's data: a content id per item, section by section. Change it first, then the view.
        var model: [[Int]] {
            get { content.sections }
            set { content.sections = newValue }
        }
        /// Items asked for that the model did not have, as "method (section, item)".
        var violations: [String] { content.violations }
        /// How many times an item was measured (its template configured on a cache miss).
        private(set) var measurements = 0
        private var content: ContentModel

        /// A collection view of `itemCounts.count` sections whose items have the content ids 1, 2, 3 …
        init(_ itemCounts: [Int]) {
            content = ContentModel(itemCounts, lineCount: { $0 })
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .vertical
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            super.init()
            collectionView.register(TextItemCell.self, forCellWithReuseIdentifier: TextItemCell.identifier)
            collectionView.ch.registerTemplateCell(forReuseIdentifier: TextItemCell.identifier) {
                TextItemCell(frame: .zero)
            }
            collectionView.dataSource = self
            collectionView.delegate = self
            window = UIKitHost.window(holding: collectionView)
        }

        func close() {
            window?.isHidden = true
            window = nil
        }

        func newID() -> Int { content.newID() }

        func newIDs(_ count: Int) -> [Int] { content.newIDs(count) }

        func changeContent(of id: Int, toLines lines: Int) { content.changeContent(of: id, toLines: lines) }

        private func configure(_ cell: TextItemCell, with id: Int) {
            let lines = content.lines(of: id)
            cell.label.text = (1...max(1, lines)).map { "Item \(id), line \($0)" }.joined(separator: "\n")
        }

        private func id(at indexPath: IndexPath, askedBy method: String) -> Int? {
            content.id(section: indexPath.section, row: indexPath.item, askedBy: method)
        }

        // MARK: Data source and delegate

        func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section < model.count ? model[section].count : 0
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TextItemCell.identifier, for: indexPath)
            if let cell = cell as? TextItemCell, let id = id(at: indexPath, askedBy: "cellForItemAt") {
                configure(cell, with: id)
            }
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            let width = collectionView.ch.listItemWidth(inSection: indexPath.section)
            guard let id = id(at: indexPath, askedBy: "sizeForItemAt") else { return CGSize(width: width, height: 44) }
            let height = collectionView.ch.heightForCell(
                withIdentifier: TextItemCell.identifier, cacheByIndexPath: indexPath
            ) {
                (cell: TextItemCell) in
                measurements += 1
                configure(cell, with: id)
            }
            return CGSize(width: width, height: height)
        }

        // MARK: Checks

        /// Asks the delegate for every item's size, as the flow layout does when it prepares.
        func fillCache() {
            for (section, ids) in model.enumerated() {
                for item in ids.indices {
                    _ = collectionView(
                        collectionView, layout: collectionView.collectionViewLayout,
                        sizeForItemAt: IndexPath(item: item, section: section))
                }
            }
        }

        /// Fails the test if a cached height differs from a fresh measurement of the item now at its
        /// index path, if a height is cached past the end of the data, if fewer than `minimumChecked`
        /// items have one, or if the data source was asked for an item it does not have.
        func assertHeightsRight(
            minimumChecked: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
        ) {
            let cache = collectionView.ch.heightCache
            var problems: [String] = []
            var checked = 0
            for (section, ids) in model.enumerated() {
                for (item, id) in ids.enumerated() {
                    guard let cached = cache.height(at: IndexPath(item: item, section: section)) else { continue }
                    checked += 1
                    let fresh = collectionView.ch.heightForCell(withIdentifier: TextItemCell.identifier) {
                        (cell: TextItemCell) in configure(cell, with: id)
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
            XCTAssertEqual(violations, [], "asked for items the model does not have \(message)", file: file, line: line)
        }

        /// Fails the test unless the flow layout's own item heights agree with the cache: every
        /// visible item (at least one) has a cached height, and `layoutAttributesForItem(at:)` has
        /// that height (see `ModelTable.assertLayoutMatchesCache`).
        func assertLayoutMatchesCache(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
            collectionView.layoutIfNeeded()
            let cache = collectionView.ch.heightCache
            let visible = collectionView.indexPathsForVisibleItems
            XCTAssertFalse(visible.isEmpty, "no visible item to compare \(message)", file: file, line: line)
            let pixel = 1 / max(collectionView.traitCollection.displayScale, 1)
            for indexPath in visible {
                let laidOut = collectionView.layoutAttributesForItem(at: indexPath)?.frame.height ?? -2
                XCTAssertEqual(
                    cache.height(at: indexPath) ?? -1, laidOut, accuracy: pixel / 2,
                    "item \(indexPath): laid out \(laidOut) tall, the cache says otherwise \(message)",
                    file: file, line: line)
            }
        }
    }
#endif

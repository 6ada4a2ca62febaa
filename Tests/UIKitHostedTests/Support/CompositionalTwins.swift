// Cell registrations, list configurations and diffable data sources exist on iOS only.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import Precache
    import UIKit
    import XCTest

    /// One compositional list case: the list configuration, what its cells show, where it is shown.
    @available(iOS 14.0, *)
    @MainActor
    struct CompositionalScenario {
        var name: String
        var appearance = UICollectionLayoutListConfiguration.Appearance.plain
        var headerMode = UICollectionLayoutListConfiguration.HeaderMode.none
        var showsSeparators = true
        var swipeActions = false
        var environment = ListEnvironment.portraitPhone
        /// The accessories of every item's cell.
        var accessories: () -> [UICellAccessory] = { [] }
        /// What an item's cell shows for its text.
        var content: (UICollectionViewListCell, String) -> Void = { cell, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.secondaryText = "\(text.count) characters"
            cell.contentConfiguration = content
        }
    }

    /// A compositional list of `UICollectionLayoutListConfiguration` sections fed by a diffable data
    /// source of text items, in a real window: with the package (its registrations made with
    /// `ch.cellRegistration`, precaching on) or without it (Apple's registrations: the self-sizing
    /// twin). Items are `"section.item"` identifiers; item `n` of a section shows
    /// ``HeightTexts``' text `n % 5` of that section, so items of every height repeat down the list.
    @available(iOS 14.0, *)
    @MainActor
    final class CompositionalList<Cell: UICollectionViewListCell> {
        typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

        let collectionView: UICollectionView
        private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let usesPackage: Bool
        private var window: UIWindow?

        /// A list of `itemsPerSection` items in each of 3 sections, shown in `scenario`'s environment;
        /// with the package, precaching is turned on unless `precaches` is `false`.
        init(
            _ scenario: CompositionalScenario, usesPackage: Bool, itemsPerSection: Int = 40, precaches: Bool = true
        ) {
            self.usesPackage = usesPackage
            var configuration = UICollectionLayoutListConfiguration(appearance: scenario.appearance)
            configuration.headerMode = scenario.headerMode
            configuration.showsSeparators = scenario.showsSeparators
            if scenario.swipeActions {
                configuration.leadingSwipeActionsConfigurationProvider = { _ in
                    UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
                    ])
                }
            }
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: scenario.environment.size), collectionViewLayout: layout)
            let configure: (Cell, IndexPath, String) -> Void = { cell, _, item in
                scenario.content(cell, CompositionalItems.text(of: item))
                cell.accessories = scenario.accessories()
            }
            let header: (UICollectionViewListCell, IndexPath, String) -> Void = { cell, _, item in
                var content = UIListContentConfiguration.header()
                content.text = "Section \(item)"
                cell.contentConfiguration = content
            }
            let items: UICollectionView.CellRegistration<Cell, String>
            let headers: UICollectionView.CellRegistration<UICollectionViewListCell, String>
            if usesPackage {
                items = collectionView.ch.cellRegistration(Cell.self, item: String.self, handler: configure)
                headers = collectionView.ch.cellRegistration(UICollectionViewListCell.self, handler: header)
            } else {
                items = UICollectionView.CellRegistration(handler: configure)
                headers = UICollectionView.CellRegistration(handler: header)
            }
            let firstItemIsHeader = scenario.headerMode == .firstItemInSection
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, item in
                if firstItemIsHeader && indexPath.item == 0 {
                    return collectionView.dequeueConfiguredReusableCell(using: headers, for: indexPath, item: item)
                }
                return collectionView.dequeueConfiguredReusableCell(using: items, for: indexPath, item: item)
            }
            var snapshot = Snapshot()
            snapshot.appendSections([0, 1, 2])
            for section in 0..<3 {
                let head = firstItemIsHeader ? ["header \(section)"] : []
                snapshot.appendItems(head + (0..<itemsPerSection).map { "\(section).\($0)" }, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            window = ListHost.window(holding: collectionView, in: scenario.environment)
            if usesPackage && precaches { collectionView.ch.precache.isEnabled = true }
        }

        func close() {
            window?.isHidden = true
            window = nil
        }

        /// What the package's list answered its displayed cells with so far.
        var answers: (cached: Int, sizedByUIKit: Int) {
            let cells = HeightStore.existing(collectionView)?.listCells
            return (cells?.cachedAnswers ?? 0, (cells?.storedSelfSizes ?? 0) + (cells?.unstoredSelfSizes ?? 0))
        }

        /// Scrolls to `item` at the top and lays out until the list settles.
        func show(_ item: String) {
            guard let indexPath = dataSource.indexPath(for: item) else { return XCTFail("no item \(item)") }
            collectionView.scrollToItem(at: indexPath, at: .top, animated: false)
            collectionView.layoutIfNeeded()
            collectionView.layoutIfNeeded()
        }

        /// The frames of the visible items, by identifier, from the first visible one's top.
        var visibleFrames: [String: CGRect] {
            let visible = collectionView.indexPathsForVisibleItems.sorted()
            guard let first = visible.first, let top = collectionView.layoutAttributesForItem(at: first)?.frame.minY
            else { return [:] }
            var frames: [String: CGRect] = [:]
            for indexPath in visible {
                guard let item = dataSource.itemIdentifier(for: indexPath),
                    let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
                else { continue }
                frames[item] = frame.offsetBy(dx: 0, dy: -top)
            }
            return frames
        }
    }

    /// The items of a ``CompositionalList``.
    enum CompositionalItems {
        /// The text item `"section.item"` shows: ``HeightTexts``' text `item % 5` of the section.
        static func text(of item: String) -> String {
            let parts = item.split(separator: ".").compactMap { Int($0) }
            guard parts.count == 2 else { return item }
            let section = HeightTexts.sections[parts[0] % HeightTexts.sections.count]
            return section[parts[1] % section.count] + (parts[1] >= section.count ? " (\(parts[1]))" : "")
        }
    }

    /// A compositional list with the package and its self-sizing twin, compared item by item.
    @available(iOS 14.0, *)
    @MainActor
    enum CompositionalTwins {
        /// Fails unless every item visible in both `cached` and `twin` has the same frame (its height
        /// and its place below the first visible item) within half a pixel, and at least `minimum` are.
        static func assertFramesMatch<Cell>(
            _ cached: CompositionalList<Cell>, _ twin: CompositionalList<Cell>, _ what: String, minimum: Int = 3,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            let scale = max(1, twin.collectionView.traitCollection.displayScale)
            let tolerance = 0.5 / scale
            let mine = cached.visibleFrames
            let theirs = twin.visibleFrames
            var compared = 0
            var problems: [String] = []
            for (item, frame) in theirs.sorted(by: { $0.value.minY < $1.value.minY }) {
                guard let other = mine[item] else { continue }
                compared += 1
                if abs(other.height - frame.height) > tolerance || abs(other.minY - frame.minY) > tolerance
                    || abs(other.width - frame.width) > tolerance
                {
                    problems.append("\(item): \(other) against the twin's \(frame)")
                }
            }
            XCTAssertEqual(problems, [], "\(what): frames differ from the self-sizing twin's", file: file, line: line)
            XCTAssertGreaterThanOrEqual(compared, minimum, "\(what): items compared", file: file, line: line)
        }

        /// Waits for `list`'s precache to finish a run.
        @discardableResult
        static func waitForPrecache<Cell>(
            _ list: CompositionalList<Cell>, _ what: String, file: StaticString = #filePath, line: UInt = #line
        ) -> Bool {
            UIKitHost.spin(
                until: {
                    list.collectionView.layoutIfNeeded()
                    return list.collectionView.ch.precache.state == .finished
                }, timeout: 20, "\(what): the precache never finished (\(list.collectionView.ch.precache.state))",
                file: file, line: line)
        }
    }
#endif

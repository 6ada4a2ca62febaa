#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// What a list item shows and how its cell is made: the class registered for `identifier`, the
    /// template factory given to `ch.registerTemplateCell(forReuseIdentifier:make:)`, and the one
    /// configuration that `collectionView(_:cellForItemAt:)` and the template both run.
    @MainActor
    struct ItemContent {
        var identifier: String
        var cellClass: UICollectionViewCell.Type
        /// The class a self-sizing flow-layout twin shows (see ``FlowTwinSizing``).
        var flowTwinCellClass: UICollectionViewCell.Type
        var make: () -> UICollectionViewCell
        var configure: (UICollectionViewCell, String) -> Void

        /// ``MultilineItemCell``: a body-style label pinned to the content view's margins.
        static var autoLayout: ItemContent {
            ItemContent(
                identifier: MultilineItemCell.identifier, cellClass: MultilineItemCell.self,
                flowTwinCellClass: FlowTwinMultilineItemCell.self, make: { MultilineItemCell(frame: .zero) },
                configure: { cell, text in (cell as? MultilineItemCell)?.label.text = text })
        }

        /// ``FrameLayoutItemCell``: frames and `sizeThatFits(_:)`, `forcesFrameLayout` on.
        static var frameLayout: ItemContent {
            ItemContent(
                identifier: FrameLayoutItemCell.identifier, cellClass: FrameLayoutItemCell.self,
                flowTwinCellClass: FrameLayoutItemCell.self, make: { FrameLayoutItemCell(frame: .zero) },
                configure: { cell, text in
                    guard let cell = cell as? FrameLayoutItemCell else { return }
                    cell.label.text = text
                    cell.setNeedsLayout()
                })
        }

        /// A ``ConfiguredItemCell`` showing a subtitle list content configuration (iOS 14).
        @available(iOS 14.0, *)
        static var listContent: ItemContent {
            configured { cell, text in
                var content = UIListContentConfiguration.subtitleCell()
                content.text = text
                content.secondaryText = "Secondary text: \(text.count) characters"
                cell.contentConfiguration = content
            }
        }

        /// A ``ConfiguredItemCell`` configured by `configure`.
        static func configured(_ configure: @escaping (UICollectionViewCell, String) -> Void) -> ItemContent {
            ItemContent(
                identifier: ConfiguredItemCell.identifier, cellClass: ConfiguredItemCell.self,
                flowTwinCellClass: FlowTwinConfiguredItemCell.self, make: { ConfiguredItemCell(frame: .zero) },
                configure: configure)
        }
    }

    /// One collection view case: its window and what its items show.
    @MainActor
    struct CollectionScenario {
        var name: String
        var environment = ListEnvironment.portraitPhone
        var content = ItemContent.autoLayout
        /// The horizontal inset of every section: the flow layout's `sectionInset`, the twin
        /// section's `contentInsets`.
        var sectionInset: CGFloat = 0
        /// If set, the cached list first measures every item at `environment`'s text size, then its
        /// text size changes to this one before the comparison; the twin shows this one from the start.
        var textSizeChange: UIContentSizeCategory?

        /// The environment the items are compared in: `environment`, after any ``textSizeChange``.
        var comparedEnvironment: ListEnvironment { environment.withTextSize(textSizeChange) }

        /// Whether the twin is a self-sizing flow layout rather than a compositional list. Under a
        /// notch the two layouts need not give their items the same width (a compositional
        /// section's insets may follow the safe area), and the items that run under the notch are
        /// the ones to compare with a displayed cell: there the twin is a flow layout like the
        /// cached list, whose items must then be exactly as wide.
        var hasFlowTwin: Bool { environment.additionalSafeArea != .zero }

    }

    /// The data source of both collection views of a scenario.
    @MainActor
    final class ListItemsSource: NSObject, UICollectionViewDataSource {
        let scenario: CollectionScenario

        init(_ scenario: CollectionScenario) { self.scenario = scenario }

        func numberOfSections(in collectionView: UICollectionView) -> Int { HeightTexts.sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            HeightTexts.sections[section].count
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: scenario.content.identifier, for: indexPath)
            scenario.content.configure(cell, HeightTexts.text(at: indexPath))
            return cell
        }
    }

    /// The delegate of the cached list: a vertical flow layout sized by `ch.sizeForListItem`, as
    /// the package documents it.
    @MainActor
    final class FlowListDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        let scenario: CollectionScenario

        init(_ scenario: CollectionScenario) { self.scenario = scenario }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            collectionView.ch.sizeForListItem(at: indexPath, withIdentifier: scenario.content.identifier) {
                (cell: UICollectionViewCell) in scenario.content.configure(cell, HeightTexts.text(at: indexPath))
            }
        }

        /// The package's height for the item: `heightCache`'s, or measured and cached there.
        func cachedHeight(_ collectionView: UICollectionView, at indexPath: IndexPath) -> CGFloat {
            collectionView.ch.heightForCell(withIdentifier: scenario.content.identifier, cacheByIndexPath: indexPath) {
                (cell: UICollectionViewCell) in scenario.content.configure(cell, HeightTexts.text(at: indexPath))
            }
        }
    }

    /// A flow-layout list whose item heights come from the package, and its twin: the same items in
    /// a compositional layout of full-width items with estimated heights, which UIKit sizes itself
    /// (each cell's `preferredLayoutAttributesFitting(_:)` at the item's width). Every item's cached
    /// height must equal the twin's, read while the twin displays the item, within half a pixel.
    @MainActor
    enum CollectionTwins {
        static func assertCachedHeightsMatchSelfSizing(
            _ scenario: CollectionScenario, file: StaticString = #filePath, line: UInt = #line
        ) {
            let frame = CGRect(origin: .zero, size: scenario.environment.size)
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .vertical
            flow.minimumLineSpacing = 0
            flow.minimumInteritemSpacing = 0
            flow.sectionInset = UIEdgeInsets(
                top: 0, left: scenario.sectionInset, bottom: 0, right: scenario.sectionInset)
            let cached = UICollectionView(frame: frame, collectionViewLayout: flow)
            let cachedSource = ListItemsSource(scenario)
            let delegate = FlowListDelegate(scenario)
            cached.register(scenario.content.cellClass, forCellWithReuseIdentifier: scenario.content.identifier)
            cached.ch.registerTemplateCell(forReuseIdentifier: scenario.content.identifier, make: scenario.content.make)
            cached.dataSource = cachedSource
            cached.delegate = delegate

            let twinLayout =
                scenario.hasFlowTwin
                ? selfSizingFlowLayout(like: flow, width: frame.width)
                : selfSizingListLayout(sectionInset: scenario.sectionInset)
            let twin = UICollectionView(frame: frame, collectionViewLayout: twinLayout)
            let twinSource = ListItemsSource(scenario)
            twin.register(
                scenario.hasFlowTwin ? scenario.content.flowTwinCellClass : scenario.content.cellClass,
                forCellWithReuseIdentifier: scenario.content.identifier)
            twin.dataSource = twinSource

            let windows = [
                ListHost.window(holding: cached, in: scenario.environment),
                ListHost.window(holding: twin, in: scenario.comparedEnvironment),
            ]
            defer { for window in windows { window.isHidden = true } }
            let first = IndexPath(item: 0, section: 0)
            guard
                UIKitHost.spin(
                    until: {
                        cached.layoutIfNeeded()
                        _ = delegate.cachedHeight(cached, at: first)
                        return cached.ch.heightCache.containsHeight(at: first)
                    }, "\(scenario.name): the package never measured an item", file: file, line: line)
            else { return }
            if let category = scenario.textSizeChange {
                for indexPath in HeightTexts.indexPaths { _ = delegate.cachedHeight(cached, at: indexPath) }
                ListHost.setTextSize(category, of: cached)
                guard
                    UIKitHost.spin(
                        until: {
                            cached.layoutIfNeeded()
                            _ = delegate.cachedHeight(cached, at: first)
                            return cached.traitCollection.preferredContentSizeCategory == category
                                && cached.ch.heightCache.layoutContext.contentSizeCategory == category.rawValue
                                && cached.ch.heightCache.containsHeight(at: first)
                        }, "\(scenario.name): the text size never changed", file: file, line: line)
                else { return }
            }
            checkSetUp(scenario, cached: cached, twin: twin, file: file, line: line)

            let scale = max(1, twin.traitCollection.displayScale)
            TwinChecks.compareHeights(
                "item", scenario: scenario.name, cachedHeight: { delegate.cachedHeight(cached, at: $0) },
                storedHeight: { cached.ch.heightCache.height(at: $0) },
                selfSizedHeight: { SelfSizedHeights.height(of: twin, at: $0) }, file: file, line: line,
                compare: { indexPath, height, uikit in
                    XCTAssertEqual(
                        twin.layoutAttributesForItem(at: indexPath)?.frame.width ?? 0,
                        cached.ch.listItemWidth(inSection: indexPath.section), accuracy: 0.5,
                        "\(scenario.name), item \(indexPath): the twin's item is not as wide as the list's",
                        file: file, line: line)
                    XCTAssertEqual(
                        height, uikit, accuracy: 0.5 / scale,
                        "\(scenario.name), item \(indexPath): cached \(height), UIKit \(uikit) (context "
                            + "\(cached.ch.heightCache.layoutContext))", file: file, line: line)
                })
        }

        /// A vertical flow layout like `flow` (spacing, section insets) whose items size themselves:
        /// an estimated item size as wide as the list's items, which the twin's cells keep.
        private static func selfSizingFlowLayout(
            like flow: UICollectionViewFlowLayout, width: CGFloat
        ) -> UICollectionViewLayout {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .vertical
            layout.minimumLineSpacing = flow.minimumLineSpacing
            layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
            layout.sectionInset = flow.sectionInset
            layout.estimatedItemSize = CGSize(
                width: width - flow.sectionInset.left - flow.sectionInset.right, height: 44)
            return layout
        }

        /// Full-width items with estimated heights, one per line, no spacing, sections inset by
        /// `sectionInset` at either side: UIKit sizes them.
        private static func selfSizingListLayout(sectionInset: CGFloat) -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: sectionInset, bottom: 0, trailing: sectionInset)
            return UICollectionViewCompositionalLayout(section: section)
        }

        private static func checkSetUp(
            _ scenario: CollectionScenario, cached: UICollectionView, twin: UICollectionView, file: StaticString,
            line: UInt
        ) {
            let environment = scenario.comparedEnvironment
            for list in [cached, twin] {
                TwinChecks.assertIn(environment, list, noun: "list", scenario: scenario.name, file: file, line: line)
            }
            if let category = environment.contentSizeCategory {
                let context = cached.ch.heightCache.layoutContext
                XCTAssertEqual(
                    context.contentSizeCategory, category.rawValue, "\(scenario.name): context \(context)", file: file,
                    line: line)
            }
        }
    }
#endif

// Cell registrations, list configurations and diffable data sources exist on iOS only.
#if canImport(UIKit) && os(iOS)
    import CellHeight
    import Precache
    import UIKit
    import XCTest

    /// Issue 36: a compositional list whose cells come from `ch.cellRegistration` and whose items are
    /// precached by item identifier shows every item exactly as the same list without the package
    /// (its self-sizing twin, ``CompositionalList`` with Apple's registrations), within half a pixel:
    /// after precaching, in every appearance, with accessories, a first-item header, separators off,
    /// swipe actions, in landscape under the notch; after a snapshot; after a Dynamic Type change.
    /// Displayed cells of cached items run no Auto Layout pass, an app's own
    /// `preferredLayoutAttributesFitting(_:)` override keeps working, and the precache waits while
    /// the list edits. The Linux twins are `CompositionalListTwinTests`, `ListCellGeometryTests`,
    /// `SelfSizingAnswerTests` and `RegisteredCellsPrecacheTests`.
    final class CompositionalListHeightsTests: XCTestCase {
        /// Items never displayed before the comparison, in each section.
        private let farItems = ["0.0", "1.12", "2.30"]

        @MainActor func testEveryAppearanceMatchesItsSelfSizingTwinAfterPrecaching() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
                .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
            ]
            for appearance in appearances {
                check(CompositionalScenario(name: "appearance \(appearance.rawValue)", appearance: appearance))
            }
        }

        @MainActor func testAccessoriesHeadersSeparatorsSwipeActionsAndTheSafeArea() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            check(
                CompositionalScenario(
                    name: "disclosure and checkmark", accessories: { [.disclosureIndicator(), .checkmark()] }))
            check(
                CompositionalScenario(
                    name: "delete and reorder (shown while editing)", accessories: { [.delete(), .reorder()] }))
            check(
                CompositionalScenario(
                    name: "outline disclosure, insetGrouped", appearance: .insetGrouped,
                    accessories: { [.outlineDisclosure()] }))
            check(
                CompositionalScenario(
                    name: "first item header, no separators, swipe actions", appearance: .insetGrouped,
                    headerMode: .firstItemInSection, showsSeparators: false, swipeActions: true))
            check(
                CompositionalScenario(
                    name: "landscape under the notch, plain", environment: .landscapePhone,
                    accessories: { [.disclosureIndicator()] }))
            check(
                CompositionalScenario(
                    name: "landscape under the notch, insetGrouped", appearance: .insetGrouped,
                    environment: .landscapePhone))
            check(CompositionalScenario(name: "iPad width, sidebar", appearance: .sidebar, environment: .iPad))
        }

        @MainActor func testFramesMatchAfterASnapshot() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let scenario = CompositionalScenario(name: "snapshot", appearance: .insetGrouped)
            let cached = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: true)
            let twin = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: false)
            defer { [cached, twin].forEach { $0.close() } }
            CompositionalTwins.waitForPrecache(cached, scenario.name)
            let heights = cached.collectionView.ch.keyedHeightCache.cachedCount
            for list in [cached, twin] {
                var snapshot = list.dataSource.snapshot()
                snapshot.insertItems(["1.100", "1.101", "1.102"], beforeItem: "1.10")
                snapshot.deleteItems(["1.11", "1.13"])
                snapshot.moveItem("2.3", afterItem: "1.14")
                list.dataSource.apply(snapshot, animatingDifferences: false)
            }
            CompositionalTwins.waitForPrecache(cached, scenario.name)
            XCTAssertEqual(
                cached.collectionView.ch.keyedHeightCache.cachedCount, heights + 3,
                "the items that stayed kept their heights; only the new ones were measured")
            for item in ["1.100", "1.14", "2.20"] {
                cached.show(item)
                twin.show(item)
                CompositionalTwins.assertFramesMatch(cached, twin, "after a snapshot, at \(item)")
            }
        }

        @MainActor func testFramesMatchAfterADynamicTypeChange() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let scenario = CompositionalScenario(name: "Dynamic Type")
            let cached = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: true)
            let twin = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: false)
            defer { [cached, twin].forEach { $0.close() } }
            CompositionalTwins.waitForPrecache(cached, scenario.name)
            let category = UIContentSizeCategory.accessibilityLarge
            for list in [cached, twin] { ListHost.setTextSize(category, of: list.collectionView) }
            UIKitHost.spin(
                until: {
                    cached.collectionView.layoutIfNeeded()
                    return cached.collectionView.traitCollection.preferredContentSizeCategory == category
                        && cached.collectionView.ch.keyedHeightCache.layoutContext.contentSizeCategory
                            == category.rawValue
                        && cached.collectionView.ch.precache.state == .finished
                }, timeout: 20, "the text size never reached the package's list")
            twin.collectionView.layoutIfNeeded()
            for item in farItems {
                cached.show(item)
                twin.show(item)
                CompositionalTwins.assertFramesMatch(cached, twin, "at the accessibility text size, at \(item)")
            }
        }

        @MainActor func testCachedItemsRunNoAutoLayoutPassOnScreen() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let scenario = CompositionalScenario(name: "counting")
            let cached = CompositionalList<CountingListCell>(scenario, usesPackage: true)
            let twin = CompositionalList<CountingListCell>(scenario, usesPackage: false)
            defer { [cached, twin].forEach { $0.close() } }
            CompositionalTwins.waitForPrecache(cached, scenario.name)
            let before = cached.answers.cached
            CountingListCell.displayedSizings = 0
            for item in farItems { cached.show(item) }
            XCTAssertEqual(CountingListCell.displayedSizings, 0, "systemLayoutSizeFitting on a displayed cell")
            XCTAssertGreaterThan(cached.answers.cached, before, "displayed cells answered from the cache")
            CountingListCell.displayedSizings = 0
            for item in farItems { twin.show(item) }
            XCTAssertGreaterThan(
                CountingListCell.displayedSizings, 0, "the twin's cells size themselves: the count sees UIKit's passes")
            for item in farItems {
                cached.show(item)
                twin.show(item)
                CompositionalTwins.assertFramesMatch(cached, twin, "counting cells, at \(item)")
            }
        }

        @MainActor func testAnAppsOwnPreferredLayoutAttributesOverrideKeepsWorking() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let scenario = CompositionalScenario(name: "override")
            let cached = CompositionalList<PaddedListCell>(scenario, usesPackage: true)
            let twin = CompositionalList<PaddedListCell>(scenario, usesPackage: false)
            defer { [cached, twin].forEach { $0.close() } }
            CompositionalTwins.waitForPrecache(cached, scenario.name)
            for item in farItems {
                cached.show(item)
                twin.show(item)
                CompositionalTwins.assertFramesMatch(cached, twin, "a cell class with its own override, at \(item)")
            }
            XCTAssertGreaterThan(cached.answers.cached, 0, "the override's call to super was answered")
        }

        @MainActor func testThePrecacheWaitsWhileTheListEdits() throws {
            guard #available(iOS 14.0, *) else { throw XCTSkip("list configurations are iOS 14 and later") }
            let list = CompositionalList<UICollectionViewListCell>(
                CompositionalScenario(name: "editing"), usesPackage: true, precaches: false)
            defer { list.close() }
            list.collectionView.isEditing = true
            let precache = list.collectionView.ch.precache
            precache.isEnabled = true
            UIKitHost.spin(until: { precache.state == .waiting(.editing) }, "\(precache.state)")
            XCTAssertLessThanOrEqual(
                list.collectionView.ch.keyedHeightCache.cachedCount, list.answers.sizedByUIKit,
                "nothing precached while editing: only the displayed cells sized themselves")
            list.collectionView.isEditing = false
            CompositionalTwins.waitForPrecache(list, "after editing")
        }

        /// Compares, after precaching, the items at ``farItems``, shown one after the other.
        @available(iOS 14.0, *)
        @MainActor private func check(
            _ scenario: CompositionalScenario, file: StaticString = #filePath, line: UInt = #line
        ) {
            let cached = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: true)
            let twin = CompositionalList<UICollectionViewListCell>(scenario, usesPackage: false)
            defer { [cached, twin].forEach { $0.close() } }
            guard CompositionalTwins.waitForPrecache(cached, scenario.name, file: file, line: line) else { return }
            for item in farItems {
                cached.show(item)
                twin.show(item)
                CompositionalTwins.assertFramesMatch(
                    cached, twin, "\(scenario.name), at \(item)", file: file, line: line)
            }
            XCTAssertGreaterThan(
                cached.answers.cached, 0, "\(scenario.name): displayed cells answered from the cache", file: file,
                line: line)
        }
    }

    /// A list cell that counts the Auto Layout fittings of its displayed instances (templates are
    /// not counted): what UIKit's self-sizing runs in `preferredLayoutAttributesFitting(_:)`.
    @available(iOS 14.0, *)
    final class CountingListCell: UICollectionViewListCell {
        static var displayedSizings = 0

        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
            verticalFittingPriority vertical: UILayoutPriority
        ) -> CGSize {
            if !ch.isTemplate { Self.displayedSizings += 1 }
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        }

        override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
            if !ch.isTemplate { Self.displayedSizings += 1 }
            return super.systemLayoutSizeFitting(targetSize)
        }
    }

    /// A list cell with an app's own `preferredLayoutAttributesFitting(_:)`: 12 points of room below
    /// what `super` answers.
    @available(iOS 14.0, *)
    final class PaddedListCell: UICollectionViewListCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.frame.size.height += 12
            return attributes
        }
    }
#endif

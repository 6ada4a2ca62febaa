// Diffable data sources exist on iOS only, and section snapshots from iOS 14.
#if canImport(UIKit) && os(iOS)
    // Stub gap (apple-typecheck): NSDiffableDataSourceSectionSnapshot and the data source's section
    // snapshot API are not stubbed; `!os(Linux)` keeps this file out of the Linux type-check until
    // they are (see Sources/CellHeight/UIKit/DiffableSectionSnapshots+UIKit.swift). Remove it then.
    #if !os(Linux)
        import CellHeight
        import UIKit
        import UIKitTestSupport
        import XCTest

        /// Section snapshots and outlines on a real collection view with a real
        /// `UICollectionViewDiffableDataSource`: a section snapshot applied with
        /// `ch.apply(_:to:in:animatingDifferences:completion:)`, and an outline item expanded and
        /// collapsed the way UIKit does it when the user taps its disclosure, keep every cached height
        /// with its item and report nothing. The on-device twins of `OutlineChangeTests`.
        final class SectionSnapshotTests: XCTestCase {
            private typealias Outline = NSDiffableDataSourceSectionSnapshot<Int>

            /// An outline: 1 and 2 at the top, 1 with children 10, 11 (11 with child 110), 2 with 20.
            @available(iOS 14.0, *)
            private func outline(expanding expanded: [Int] = []) -> Outline {
                var outline = Outline()
                outline.append([1, 2])
                outline.append([10, 11], to: 1)
                outline.append([110], to: 11)
                outline.append([20], to: 2)
                outline.expand(expanded)
                return outline
            }

            @MainActor
            func testASectionSnapshotAppliedThroughApplyKeepsEveryHeightWithItsItem() throws {
                guard #available(iOS 14.0, *) else { throw XCTSkip("section snapshots are iOS 14 and later") }
                let list = DiffableCollection([("Library", [1, 2]), ("Recent", [30, 31, 32])])
                defer { list.close() }
                list.fillCache()
                let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                    list.collectionView.ch.apply(outline(expanding: [1]), to: "Library", in: list.dataSource)
                    XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers(inSection: "Library"), [1, 10, 11, 2])
                    list.assertHeightsRight(minimumChecked: 5, "after the section snapshot")
                    list.collectionView.layoutIfNeeded()
                    list.fillCache()
                    list.assertHeightsRight(minimumChecked: 7, "after the next layout")
                    // Another section reordered, one item gone, one new; a section the data source does
                    // not have is appended.
                    var recent = Outline()
                    recent.append([32, 30, 40])
                    list.collectionView.ch.apply(recent, to: "Recent", in: list.dataSource, animatingDifferences: false)
                    var pinned = Outline()
                    pinned.append([50, 51])
                    list.collectionView.ch.apply(pinned, to: "Pinned", in: list.dataSource)
                    XCTAssertEqual(list.dataSource.snapshot().sectionIdentifiers, ["Library", "Recent", "Pinned"])
                    list.assertHeightsRight(minimumChecked: 6, "after reordering a section and appending one")
                    list.collectionView.layoutIfNeeded()
                    list.assertHeightsRight(minimumChecked: 6, "after the next layout")
                    return log.all
                }
                XCTAssertEqual(messages, [], "every section snapshot went through ch.apply")
            }

            @MainActor
            func testAnOutlineItemExpandedAndCollapsedByUIKitKeepsTheHeightsOfTheItemsThatStay() throws {
                guard #available(iOS 14.0, *) else { throw XCTSkip("outlines are iOS 14 and later") }
                let list = DiffableCollection([("Library", []), ("Recent", [30, 31])])
                defer { list.close() }
                var announced: [Int] = []
                // The app's own handlers, set before the first ch.apply: they still run.
                list.dataSource.sectionSnapshotHandlers.willExpandItem = { announced.append($0) }
                list.dataSource.sectionSnapshotHandlers.willCollapseItem = { announced.append(-$0) }
                list.collectionView.ch.apply(outline(expanding: [11]), to: "Library", in: list.dataSource)
                list.collectionView.layoutIfNeeded()
                list.fillCache()
                let messages = DiagnosticsLog.recording { log -> [Diagnostic] in
                    // What UIKit does when the user taps 1's disclosure: it announces the expansion, then
                    // applies the section snapshot with 1 expanded by its own paths.
                    list.dataSource.sectionSnapshotHandlers.willExpandItem?(1)
                    list.dataSource.apply(outline(expanding: [11, 1]), to: "Library", animatingDifferences: true)
                    XCTAssertEqual(
                        list.dataSource.snapshot().itemIdentifiers(inSection: "Library"), [1, 10, 11, 110, 2])
                    list.assertHeightsRight(minimumChecked: 4, "right after the expansion")
                    list.collectionView.layoutIfNeeded()
                    UIKitHost.turn(passes: 3)
                    list.assertHeightsRight(minimumChecked: 4, "after the layout that followed the expansion")
                    list.fillCache()
                    // Then taps it again.
                    list.dataSource.sectionSnapshotHandlers.willCollapseItem?(1)
                    list.dataSource.apply(outline(expanding: [11]), to: "Library", animatingDifferences: false)
                    list.collectionView.layoutIfNeeded()
                    UIKitHost.turn(passes: 3)
                    list.assertHeightsRight(minimumChecked: 4, "after the collapse")
                    return log.all
                }
                XCTAssertEqual(announced, [1, -1], "the app's handlers ran")
                XCTAssertEqual(messages, [], "UIKit's own expansion is not a snapshot from outside")
            }
        }
    #endif
#endif

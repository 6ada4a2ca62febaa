#if canImport(UIKit)
    import CellHeight
    import UIKit
    import XCTest

    /// ``DataChangePathTests`` for a list-style collection view: after each hooked data-change method
    /// of `UICollectionView`, every cached item height equals a fresh measurement of the item now at
    /// its index path, and after the next layout every visible item is laid out at its cached
    /// height. Item `n` shows `n` lines, so a height left at the wrong index path shows.
    final class CollectionDataChangePathTests: XCTestCase {
        /// A filled collection view of two sections, content ids 1–5 and 6–10.
        @MainActor
        private func makeList(_ itemCounts: [Int] = [5, 5]) -> ModelCollection {
            let list = ModelCollection(itemCounts)
            list.fillCache()
            list.assertHeightsRight(minimumChecked: itemCounts.reduce(0, +), "before the change")
            return list
        }

        @MainActor
        private func check(_ list: ModelCollection, kept: Int, file: StaticString = #filePath, line: UInt = #line) {
            list.assertHeightsRight(minimumChecked: kept, "after the call", file: file, line: line)
            list.collectionView.layoutIfNeeded()
            list.assertHeightsRight(minimumChecked: kept, "after the next layout", file: file, line: line)
            list.assertLayoutMatchesCache("after the next layout", file: file, line: line)
        }

        @MainActor
        func testItemChanges() {
            let list = makeList()
            defer { list.close() }
            list.model[0].insert(list.newID(), at: 1)
            list.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            check(list, kept: 10)
            list.model[1].remove(at: 0)
            list.collectionView.deleteItems(at: [IndexPath(item: 0, section: 1)])
            check(list, kept: 9)
            list.changeContent(of: 3, toLines: 30)
            list.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
            check(list, kept: 8)
            let moved = list.model[0].remove(at: 0)
            list.model[1].insert(moved, at: 2)
            list.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
            check(list, kept: 8)
        }

        @MainActor
        func testReconfigureItems() throws {
            guard #available(iOS 15.0, *) else { throw XCTSkip("reconfigureItems(at:) is iOS 15 and later") }
            let list = makeList()
            defer { list.close() }
            list.changeContent(of: 2, toLines: 30)
            list.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
            check(list, kept: 9)
        }

        @MainActor
        func testSectionChanges() {
            let list = makeList([2, 3, 1, 4])  // [1, 2], [3, 4, 5], [6], [7, 8, 9, 10]
            defer { list.close() }
            list.model.insert(list.newIDs(2), at: 1)
            list.collectionView.insertSections(IndexSet(integer: 1))
            check(list, kept: 10)
            list.model.remove(at: 0)
            list.collectionView.deleteSections(IndexSet(integer: 0))
            check(list, kept: 8)
            list.model[1] = list.newIDs(1)  // [3, 4, 5] becomes one new item
            list.collectionView.reloadSections(IndexSet(integer: 1))
            check(list, kept: 5)
            let moved = list.model.remove(at: 0)
            list.model.insert(moved, at: 3)
            list.collectionView.moveSection(0, toSection: 3)
            check(list, kept: 5)
        }

        @MainActor
        func testReloadData() {
            let list = makeList()
            defer { list.close() }
            list.model = [[list.model[1][2], 4] + list.newIDs(2)]
            let measurements = list.measurements
            list.collectionView.reloadData()
            XCTAssertEqual(
                list.collectionView.ch.heightCache.statistics.cachedCount, 0, "reloadData dropped every height")
            check(list, kept: 0)
            // The layout asked for the items again, and they were measured, not read from a stale cache.
            XCTAssertGreaterThanOrEqual(list.measurements - measurements, 4, "every item was measured again")
        }

        @MainActor
        func testPerformBatchUpdates() {
            let list = makeList()  // [1, 2, 3, 4, 5], [6, 7, 8, 9, 10]
            defer { list.close() }
            let inserted = list.newID()
            list.changeContent(of: 4, toLines: 30)
            list.model = [[6, 1, 3, 4, 5], [7, 8, inserted, 9, 10]]
            list.collectionView.performBatchUpdates {
                list.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                list.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
                list.collectionView.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
                list.collectionView.insertItems(at: [IndexPath(item: 2, section: 1)])
            }
            check(list, kept: 8)
        }
    }
#endif

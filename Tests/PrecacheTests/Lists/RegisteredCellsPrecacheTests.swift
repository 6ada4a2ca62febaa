import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// A diffable list's item identifiers, by section, that changes behind the caches' back (a snapshot
/// applied by a path no hook sees) unless a test tells them.
@MainActor
private final class ItemList {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func identifier(at indexPath: IndexPath) -> String? {
        sections.indices.contains(indexPath[0]) && sections[indexPath[0]].indices.contains(indexPath[1])
            ? sections[indexPath[0]][indexPath[1]] : nil
    }
}

/// `collectionView.ch.precache` of a compositional list with `ch.cellRegistration` cells, without
/// UIKit (issue 36): items are measured with the list's own cells and stored by item identifier, so
/// that heights survive every snapshot and outline change, and a displayed item that had to size
/// itself makes a finished precache look again.
final class RegisteredCellsPrecacheTests: XCTestCase {
    @MainActor
    private static func makePrecache(_ list: ItemList, measured: Box<[String]>) -> ListPrecache {
        let heights = ListHeightState()
        heights.use(LayoutContext(width: 390))
        let precache = ListPrecache(
            heights: heights, list: list, sections: { $0.sections.count }, rows: { $0.sections[$1].count })
        precache.measureWithRegisteredCells({ [weak list] indexPath in
            guard let item = list?.identifier(at: indexPath) else { return nil }
            measured.value.append(item)
            return CGFloat(40 + item.count)
        }) { [weak list] in list?.identifier(at: $0) }
        return precache
    }

    func testItemsAreMeasuredWithTheListsCellsByItemIdentifier() {
        MainActor.assumeIsolated {
            let list = ItemList([(0..<20).map { "item \($0)" }, ["a", "b"]])
            let measured = Box<[String]>([])
            let precache = Self.makePrecache(list, measured: measured)
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(measured.value.count, 22)
            XCTAssertEqual(precache.heights.keyed.cachedCount, 22, "stored by item identifier")
            XCTAssertEqual(precache.heights.keyed.height(for: "item 12"), 47)
            XCTAssertEqual(precache.heights.rows.statistics.cachedCount, 0, "nothing by index path")
            withExtendedLifetime(list) {}
        }
    }

    func testHeightsSurviveASnapshotNoHookSawAndOnlyNewItemsAreMeasured() {
        MainActor.assumeIsolated {
            let list = ItemList([(0..<30).map { "item \($0)" }])
            let measured = Box<[String]>([])
            let precache = Self.makePrecache(list, measured: measured)
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            // A snapshot through the data source's own apply: three new items on top, two deleted,
            // two moved. No cache hears of it.
            var items = list.sections[0]
            items.removeAll { $0 == "item 3" || $0 == "item 4" }
            items.insert(contentsOf: ["new 0", "new 1", "new 2"], at: 0)
            items.swapAt(10, 20)
            list.sections = [items]
            MainLoop.spin(50)
            XCTAssertEqual(measured.value.count, 30, "finished: nothing told it of the snapshot")
            // A displayed new item sized itself (the self-sizing hook's signal).
            precache.listItemSizedItself()
            MainLoop.run(until: { precache.state == .finished && measured.value.count == 33 })
            XCTAssertEqual(Set(measured.value.suffix(3)), ["new 0", "new 1", "new 2"], "only the new items")
            XCTAssertTrue(items.allSatisfy { precache.heights.keyed.containsHeight(for: $0) })
            withExtendedLifetime(list) {}
        }
    }

    func testAnOutlineExpansionMeasuresOnlyTheItemsItShows() {
        MainActor.assumeIsolated {
            // One section snapshot: a folder with four files, collapsed, and two more folders.
            let list = ItemList([["folder 0", "folder 1", "folder 2"]])
            let measured = Box<[String]>([])
            let precache = Self.makePrecache(list, measured: measured)
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            let files = (0..<4).map { "file 0.\($0)" }
            // UIKit expands folder 0: ch.apply's section-snapshot path tells the index-path cache
            // of the inserted rows (what the hooks hear too).
            list.sections = [["folder 0"] + files + ["folder 1", "folder 2"]]
            var expand = TableUpdate()
            expand.insertRows(at: (1...4).map { IndexPath(indexes: [0, $0]) })
            precache.heights.rows.performUpdates(expand)
            MainLoop.run(until: { precache.state == .finished && measured.value.count == 7 })
            XCTAssertEqual(Array(measured.value.suffix(4)).sorted(), files)
            // Collapse, then expand again: every item kept its height.
            list.sections = [["folder 0", "folder 1", "folder 2"]]
            var collapse = TableUpdate()
            collapse.deleteRows(at: (1...4).map { IndexPath(indexes: [0, $0]) })
            precache.heights.rows.performUpdates(collapse)
            list.sections = [["folder 0"] + files + ["folder 1", "folder 2"]]
            precache.heights.rows.performUpdates(expand)
            MainLoop.spin(50)
            XCTAssertEqual(precache.state, .finished)
            XCTAssertEqual(measured.value.count, 7, "collapsed and expanded again: nothing measured")
            withExtendedLifetime(list) {}
        }
    }

    func testTheAppsOwnMeasuringPathAndStorageComeFirst() {
        MainActor.assumeIsolated {
            let list = ItemList([(0..<6).map { "item \($0)" }])
            let measured = Box<[String]>([])
            let heights = ListHeightState()
            heights.use(LayoutContext(width: 390))
            let precache = ListPrecache(
                heights: heights, list: list, sections: { $0.sections.count }, rows: { $0.sections[$1].count })
            precache.storage = .byIndexPath  // set by the app before the registrations came
            precache.measureWithRegisteredCells({ _ in
                measured.value.append("registered")
                return 50
            }) { [weak list] in list?.identifier(at: $0) }
            XCTAssertNil(precache.precacher.storage.keyed, "the app's storage is kept")
            precache.measureRow = { _ in 30 }
            precache.isEnabled = true
            MainLoop.run(until: { precache.state == .finished })
            XCTAssertEqual(measured.value, [], "measureRow comes first")
            XCTAssertEqual(heights.rows.height(at: IndexPath(indexes: [0, 2])), 30)
            withExtendedLifetime(list) {}
        }
    }

    func testAnItemWithoutAnIdentifierFailsAlone() {
        MainActor.assumeIsolated {
            let list = ItemList([(0..<5).map { "item \($0)" }])
            let heights = ListHeightState()
            heights.use(LayoutContext(width: 390))
            let precache = ListPrecache(
                heights: heights, list: list, sections: { $0.sections.count }, rows: { $0.sections[$1].count })
            precache.measureWithRegisteredCells({ $0[1] == 2 ? nil : 44 }) { [weak list] in list?.identifier(at: $0) }
            let diagnostics = collectDiagnostics {
                precache.isEnabled = true
                MainLoop.run(until: { precache.state == .finished })
            }
            XCTAssertEqual(precache.progress.failedCount, 1, "the item its cells could not measure")
            XCTAssertEqual(heights.keyed.cachedCount, 4)
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
            XCTAssertTrue(diagnostics.first?.message.contains("row [0, 2]") == true, "\(diagnostics)")
            withExtendedLifetime(list) {}
        }
    }
}

/// A value a `@MainActor` closure appends to.
@MainActor
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

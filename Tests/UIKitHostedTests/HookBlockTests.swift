#if canImport(UIKit)
    import ObjectiveC
    import UIKit
    import XCTest

    @testable import CellHeight

    /// Issue 24 §5: the hook blocks leave a list that never used the package alone (its arguments
    /// reach the original untouched and unread, its batch blocks unwrapped), read the arguments of
    /// a list that did, and pass `nil` through to the original in both cases.
    ///
    /// The hooks are installed on ``RecordingList``, whose own implementations of UIKit's selectors
    /// are the originals: they record what they receive, as UIKit's methods receive what the
    /// caller passed.
    final class HookBlockTests: XCTestCase {
        private let insertRows = #selector(UITableView.insertRows(at:with:))
        private let insertItems = #selector(UICollectionView.insertItems(at:))
        private let reconfigureRows = NSSelectorFromString("reconfigureRowsAtIndexPaths:")
        private let insertSections = #selector(UICollectionView.insertSections(_:))
        private let deleteSections = #selector(UITableView.deleteSections(_:with:))
        private let moveRow = #selector(UITableView.moveRow(at:to:))
        private let batch = NSSelectorFromString("performBatchUpdates:completion:")

        override func setUp() {
            super.setUp()
            XCTAssertTrue(RecordingList.hooked, "every hook installed on the recording list")
        }

        /// The `NSIndexPath` of a row of section 0, as an Objective-C caller passes it.
        private func indexPath(_ row: Int) -> NSIndexPath { IndexPath(row: row, section: 0) as NSIndexPath }

        private func function<Function>(_ selector: Selector, as type: Function.Type) -> Function {
            unsafeBitCast(class_getMethodImplementation(RecordingList.self, selector), to: type)
        }

        @MainActor func testAListWithoutCachesGetsItsArgumentsUntouchedAndUnread() {
            let list = RecordingList()
            let rows = CountingArray.of([IndexPath(row: 0, section: 0)])
            function(insertRows, as: ListHooks.AnimatedIndexPaths.self)(list, insertRows, rows, 5)
            XCTAssertTrue(list.last(insertRows)?[0] === rows)
            XCTAssertEqual(list.last(insertRows)?[1] as? Int, 5)
            function(insertItems, as: ListHooks.IndexPaths.self)(list, insertItems, rows)
            function(reconfigureRows, as: ListHooks.IndexPaths.self)(list, reconfigureRows, rows)
            XCTAssertTrue(list.last(insertItems)?[0] === rows && list.last(reconfigureRows)?[0] === rows)
            XCTAssertEqual(rows.reads, 0, "an array passed to a list without caches is never bridged")

            let sections = CountingIndexSet(index: 2)
            function(insertSections, as: ListHooks.Sections.self)(list, insertSections, sections)
            function(deleteSections, as: ListHooks.AnimatedSections.self)(list, deleteSections, sections, 1)
            XCTAssertTrue(list.last(insertSections)?[0] === sections && list.last(deleteSections)?[0] === sections)
            XCTAssertEqual(sections.reads, 0, "an index set passed to a list without caches is never bridged")

            let source = indexPath(0)
            function(moveRow, as: ListHooks.Move.self)(list, moveRow, source, nil)
            XCTAssertTrue(list.last(moveRow)?[0] === source && list.last(moveRow)?[1] == nil)
            XCTAssertNil(HeightStore.existing(list), "nothing made a store")
        }

        @MainActor func testNilReachesTheOriginalWithOrWithoutCaches() {
            for list in [RecordingList(), RecordingList.withCaches()] {
                function(insertRows, as: ListHooks.AnimatedIndexPaths.self)(list, insertRows, nil, 0)
                function(insertItems, as: ListHooks.IndexPaths.self)(list, insertItems, nil)
                function(reconfigureRows, as: ListHooks.IndexPaths.self)(list, reconfigureRows, nil)
                function(insertSections, as: ListHooks.Sections.self)(list, insertSections, nil)
                function(deleteSections, as: ListHooks.AnimatedSections.self)(list, deleteSections, nil, 0)
                function(moveRow, as: ListHooks.Move.self)(list, moveRow, nil, nil)
                function(batch, as: ListHooks.Batch.self)(list, batch, nil, nil)
                for selector in [
                    insertRows, insertItems, reconfigureRows, insertSections, deleteSections, moveRow, batch,
                ] {
                    XCTAssertEqual(list.calls.filter { $0.selector == selector }.count, 1, "\(selector) called once")
                    XCTAssertNil(list.last(selector)?[0] ?? nil, "\(selector) got nil")
                }
            }
            let cached = RecordingList.withCaches()
            function(insertRows, as: ListHooks.AnimatedIndexPaths.self)(cached, insertRows, nil, 0)
            XCTAssertEqual(cached.rowHeights(3), [10, 20, nil], "nil inserts nothing")
        }

        @MainActor func testPerformBatchUpdatesGivesAListWithoutCachesItsOwnBlocks() {
            let list = RecordingList()
            var ran: [String] = []
            let updates: @convention(block) () -> Void = { ran.append("updates") }
            let completion: @convention(block) (Bool) -> Void = { _ in ran.append("completion") }
            function(batch, as: ListHooks.Batch.self)(list, batch, updates, completion)
            XCTAssertTrue(list.last(batch)?[0] === unsafeBitCast(updates, to: AnyObject.self), "not re-wrapped")
            XCTAssertTrue(list.last(batch)?[1] === unsafeBitCast(completion, to: AnyObject.self))
            XCTAssertEqual(ran, [], "the original decides when the blocks run")
        }

        @MainActor func testAListWithCachesReadsItsArgumentsAndStillPassesThemOn() {
            let list = RecordingList.withCaches()
            let rows = CountingArray.of([IndexPath(row: 0, section: 0)])
            function(insertRows, as: ListHooks.AnimatedIndexPaths.self)(list, insertRows, rows, 0)
            XCTAssertTrue(list.last(insertRows)?[0] === rows)
            XCTAssertGreaterThan(rows.reads, 0)
            XCTAssertEqual(list.rowHeights(3), [nil, 10, 20], "the insertion reached the cache")

            function(deleteSections, as: ListHooks.AnimatedSections.self)(
                list, deleteSections, IndexSet(integer: 0) as NSIndexSet, 0)
            XCTAssertEqual(list.rowHeights(3), [nil, nil, nil], "the section's heights left with it")

            let moved = RecordingList.withCaches()
            let from = indexPath(0)
            let to = indexPath(1)
            function(moveRow, as: ListHooks.Move.self)(moved, moveRow, from, to)
            XCTAssertTrue(moved.last(moveRow)?[0] === from && moved.last(moveRow)?[1] === to)
            XCTAssertEqual(moved.rowHeights(3), [20, 10, nil])

            var ran: [String] = []
            let batched = RecordingList.withCaches()
            let updates: @convention(block) () -> Void = {
                ran.append("updates")
                self.function(self.insertRows, as: ListHooks.AnimatedIndexPaths.self)(
                    batched, self.insertRows, [IndexPath(row: 0, section: 0)] as NSArray, 0)
            }
            let completion: @convention(block) (Bool) -> Void = { _ in ran.append("completion") }
            function(batch, as: ListHooks.Batch.self)(batched, batch, updates, completion)
            XCTAssertTrue(batched.last(batch)?[1] === unsafeBitCast(completion, to: AnyObject.self))
            batched.runLastBatch()
            XCTAssertEqual(ran, ["updates"])
            XCTAssertEqual(batched.rowHeights(3), [nil, 10, 20], "the batch reached the cache")
        }

        @MainActor func testAnArgumentOfAnotherTypeInvalidatesTheListInsteadOfTrapping() {
            let list = RecordingList.withCaches()
            let stranger = NSString(string: "rows")
            function(insertRows, as: ListHooks.AnimatedIndexPaths.self)(list, insertRows, stranger, 0)
            XCTAssertTrue(list.last(insertRows)?[0] === stranger, "UIKit's original decides what to do with it")
            XCTAssertEqual(list.rowHeights(3), [nil, nil, nil], "an unknown change: every height invalidated")
        }
    }

    /// A list with UIKit's data-change selectors, implemented to record their arguments: the
    /// originals the hooks call through to.
    final class RecordingList: UIScrollView {
        /// The hooks installed on this class (once per process).
        nonisolated static let hooked: Bool = {
            let cls: AnyClass = RecordingList.self
            return [
                ListHooks.animatedIndexPaths(#selector(UITableView.insertRows(at:with:)), in: cls, ListCall.insertRows),
                ListHooks.indexPaths(#selector(UICollectionView.insertItems(at:)), in: cls, ListCall.insertRows),
                ListHooks.indexPaths(
                    NSSelectorFromString("reconfigureRowsAtIndexPaths:"), in: cls, ListCall.reconfigureRows),
                ListHooks.sections(#selector(UICollectionView.insertSections(_:)), in: cls, ListCall.insertSections),
                ListHooks.animatedSections(
                    #selector(UITableView.deleteSections(_:with:)), in: cls, ListCall.deleteSections),
                ListHooks.move(#selector(UITableView.moveRow(at:to:)), in: cls),
                ListHooks.batch(in: cls),
            ].allSatisfy { $0 }
        }()

        /// A list with a store whose row cache holds 10 and 20 in rows 0 and 1 of section 0.
        static func withCaches() -> RecordingList {
            let list = RecordingList()
            let rows = HeightStore.of(list).state.rows
            rows.setHeight(10, at: IndexPath(row: 0, section: 0))
            rows.setHeight(20, at: IndexPath(row: 1, section: 0))
            return list
        }

        private(set) var calls: [(selector: Selector, arguments: [AnyObject?])] = []

        func last(_ selector: Selector) -> [AnyObject?]? { calls.last { $0.selector == selector }?.arguments }

        func rowHeights(_ count: Int) -> [CGFloat?] {
            let rows = HeightStore.of(self).state.rows
            return (0..<count).map { rows.height(at: IndexPath(row: $0, section: 0)) }
        }

        /// Runs the `updates` block the last `performBatchUpdates` received, as UIKit does.
        func runLastBatch() {
            guard let updates = last(NSSelectorFromString("performBatchUpdates:completion:"))?[0] else { return }
            unsafeBitCast(updates, to: (@convention(block) () -> Void).self)()
        }

        private func record(_ selector: String, _ arguments: AnyObject?...) {
            calls.append((NSSelectorFromString(selector), arguments))
        }

        @objc(insertRowsAtIndexPaths:withRowAnimation:) func recordInsertRows(_ rows: AnyObject?, _ animation: Int) {
            record("insertRowsAtIndexPaths:withRowAnimation:", rows, animation as NSNumber)
        }
        @objc(insertItemsAtIndexPaths:) func recordInsertItems(_ items: AnyObject?) {
            record("insertItemsAtIndexPaths:", items)
        }
        @objc(reconfigureRowsAtIndexPaths:) func recordReconfigureRows(_ rows: AnyObject?) {
            record("reconfigureRowsAtIndexPaths:", rows)
        }
        @objc(insertSections:) func recordInsertSections(_ sections: AnyObject?) {
            record("insertSections:", sections)
        }
        @objc(deleteSections:withRowAnimation:) func recordDeleteSections(_ sections: AnyObject?, _ animation: Int) {
            record("deleteSections:withRowAnimation:", sections, animation as NSNumber)
        }
        @objc(moveRowAtIndexPath:toIndexPath:) func recordMoveRow(_ from: AnyObject?, _ to: AnyObject?) {
            record("moveRowAtIndexPath:toIndexPath:", from, to)
        }
        @objc(performBatchUpdates:completion:) func recordBatch(
            _ updates: (@convention(block) () -> Void)?, _ completion: (@convention(block) (Bool) -> Void)?
        ) {
            record(
                "performBatchUpdates:completion:", updates.map { unsafeBitCast($0, to: AnyObject.self) },
                completion.map { unsafeBitCast($0, to: AnyObject.self) })
        }
    }

    /// An array of index paths that counts the reads of its elements (`NSArray`'s primitive methods,
    /// which bridging to Swift goes through, and `copy`).
    final class CountingArray: NSArray {
        private var items: [IndexPath] = []
        private(set) var reads = 0

        static func of(_ items: [IndexPath]) -> CountingArray {
            let array = CountingArray()
            array.items = items
            return array
        }

        override var count: Int {
            reads += 1
            return items.count
        }
        override func object(at index: Int) -> Any {
            reads += 1
            return items[index] as NSIndexPath
        }
        override func copy(with zone: NSZone? = nil) -> Any {
            reads += 1
            return super.copy(with: zone)
        }
    }

    /// An index set that counts the reads bridging to Swift makes (`copy`, `count`).
    final class CountingIndexSet: NSIndexSet {
        private(set) var reads = 0

        override var count: Int {
            reads += 1
            return super.count
        }
        override func copy(with zone: NSZone? = nil) -> Any {
            reads += 1
            return super.copy(with: zone)
        }
        override func mutableCopy(with zone: NSZone? = nil) -> Any {
            reads += 1
            return super.mutableCopy(with: zone)
        }
    }
#endif

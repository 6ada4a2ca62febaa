#if canImport(UIKit)
    import CellHeight
    import ObjectiveC
    import Precache
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// The Objective-C API answers to the selectors the documentation and the example's Objective-C
    /// controller use, and works when called the way Objective-C calls it: through the runtime,
    /// with blocks and `NSIndexPath`s.
    final class ObjectiveCSelectorTests: XCTestCase {
        /// The implementation of the instance method `selector` of `type`, as Objective-C's
        /// message send finds it; `nil` (and a failure) if there is none.
        private static func implementation(
            of selector: Selector, in type: AnyClass, file: StaticString = #filePath, line: UInt = #line
        ) -> IMP? {
            guard let method = class_getInstanceMethod(type, selector) else {
                XCTFail("\(type) has no method \(NSStringFromSelector(selector))", file: file, line: line)
                return nil
            }
            return method_getImplementation(method)
        }

        private static let listSelectors = [
            "ch_heightForCellWithIdentifier:configuration:",
            "ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:",
            "ch_heightForCellWithIdentifier:cacheByKey:configuration:",
            "ch_heightCache", "ch_keyedHeightCache", "ch_moveCachedHeightFromIndexPath:toIndexPath:",
            "ch_precache", "ch_precacheEnabled", "setCh_precacheEnabled:",
        ]

        @MainActor func testTablesAndCollectionViewsAnswerTheDocumentedSelectors() {
            let table = UITableView(frame: .zero, style: .plain)
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let tableOnly = [
                "ch_estimatedHeightForRowAtIndexPath:"
            ]
            let collectionOnly = [
                "ch_registerTemplateCellForReuseIdentifier:make:",
                "ch_sizeForListItemAtIndexPath:withIdentifier:configuration:",
                "ch_estimatedHeightForItemAtIndexPath:",
            ]
            for name in Self.listSelectors + tableOnly {
                XCTAssertTrue(table.responds(to: NSSelectorFromString(name)), "UITableView -\(name)")
            }
            for name in Self.listSelectors + collectionOnly {
                XCTAssertTrue(collection.responds(to: NSSelectorFromString(name)), "UICollectionView -\(name)")
            }
        }

        @MainActor func testTheAdaptersHaveTheirObjectiveCNamesAndSelectors() {
            let expected: [String: [String]] = [
                "CHIndexPathHeightCache": ["invalidateHeightAtIndexPath:", "invalidateAllHeightCache"],
                "CHKeyedHeightCache": ["invalidateHeightForKey:", "invalidateAllHeightCache"],
                "CHPrecache": [
                    "progress", "progressHandler", "setProgressHandler:", "completionHandler",
                    "setCompletionHandler:",
                ],
                "CHPrecacheProgress": [
                    "completedCount", "failedCount", "totalCount", "lastIndexPath", "isFinished", "fractionCompleted",
                ],
            ]
            for (className, selectors) in expected {
                guard let type = NSClassFromString(className) else {
                    XCTFail("no Objective-C class \(className)")
                    continue
                }
                for name in selectors {
                    XCTAssertTrue(
                        class_getInstanceMethod(type, NSSelectorFromString(name)) != nil, "\(className) -\(name)")
                }
            }
        }

        @MainActor func testTheHeightSelectorsMeasureAndCacheThroughTheRuntime() {
            let model = ModelTable([4])
            defer { model.close() }
            let table = model.tableView
            let row = IndexPath(row: 2, section: 0)
            table.ch.heightCache.invalidateAll()
            // (id self, SEL _cmd, NSString *identifier, NSIndexPath *indexPath, void (^configuration)(id))
            typealias Height =
                @convention(c) (
                    AnyObject, Selector, AnyObject, AnyObject, @convention(block) (AnyObject) -> Void
                ) -> CGFloat
            let selector = NSSelectorFromString("ch_heightForCellWithIdentifier:cacheByIndexPath:configuration:")
            guard let imp = Self.implementation(of: selector, in: UITableView.self) else { return }
            let call = unsafeBitCast(imp, to: Height.self)
            var configured: [AnyObject] = []
            let height = call(table, selector, TextCell.identifier as NSString, row as NSIndexPath) { cell in
                configured.append(cell)
                (cell as? TextCell)?.label.text = "One\nTwo\nThree\nFour\nFive"
            }
            XCTAssertEqual(configured.count, 1, "the block configures the template once")
            XCTAssertTrue(configured.first is TextCell, "the block gets the registered cell class")
            XCTAssertGreaterThan(height, 5 * 17, "five lines of text")
            XCTAssertEqual(table.ch.heightCache.height(at: row), height, "cached by index path")

            let cache = table.perform(NSSelectorFromString("ch_heightCache"))?.takeUnretainedValue()
            _ = (cache as? NSObject)?.perform(
                NSSelectorFromString("invalidateHeightAtIndexPath:"), with: row as NSIndexPath)
            XCTAssertNil(table.ch.heightCache.height(at: row), "invalidated through the adapter")

            // A key cached from Swift as a String is the same key as an NSString from Objective-C.
            _ = table.ch.heightForCell(withIdentifier: TextCell.identifier, cacheByKey: "post-7") { (cell: TextCell) in
                cell.label.text = "Seven"
            }
            XCTAssertNotNil(table.ch.keyedHeightCache.height(for: "post-7"))
            let keyed = table.perform(NSSelectorFromString("ch_keyedHeightCache"))?.takeUnretainedValue()
            _ = (keyed as? NSObject)?.perform(
                NSSelectorFromString("invalidateHeightForKey:"), with: "post-7" as NSString)
            XCTAssertNil(table.ch.keyedHeightCache.height(for: "post-7"), "invalidated by an NSString key")
        }

        @MainActor func testThePrecacheSwitchAndBlocksWorkThroughTheRuntime() {
            let model = ModelTable([30])
            defer { model.close() }
            let table = model.tableView
            let first = table.perform(NSSelectorFromString("ch_precache"))?.takeUnretainedValue()
            let second = table.perform(NSSelectorFromString("ch_precache"))?.takeUnretainedValue()
            XCTAssertTrue(first === second, "one CHPrecache per table, so its blocks can be read back")
            // CHPrecache and CHPrecacheProgress are hidden from Swift: reached as Objective-C reaches them.
            guard let precache = first as? NSObject, NSStringFromClass(type(of: precache)).contains("CHPrecache") else {
                return XCTFail("ch_precache is not a CHPrecache: \(String(describing: first))")
            }
            var completions: [NSObject] = []
            let completion: @convention(block) (NSObject) -> Void = { completions.append($0) }
            precache.setValue(unsafeBitCast(completion, to: AnyObject.self), forKey: "completionHandler")  // a block
            XCTAssertNotNil(precache.value(forKey: "completionHandler"), "the block reads back")

            // (id self, SEL _cmd, BOOL enabled): BOOL is ObjCBool (a signed char on x86_64 simulators).
            typealias SetBool = @convention(c) (AnyObject, Selector, ObjectiveC.ObjCBool) -> Void
            let setter = NSSelectorFromString("setCh_precacheEnabled:")
            guard let setterIMP = Self.implementation(of: setter, in: UITableView.self) else { return }
            let setEnabled = unsafeBitCast(setterIMP, to: SetBool.self)
            setEnabled(table, setter, true)
            XCTAssertTrue(table.ch.precache.isEnabled, "setCh_precacheEnabled: is the precache switch")
            UIKitHost.spin(until: { !completions.isEmpty }, "the completion block was not called")
            XCTAssertEqual(completions.count, 1, "one completion per run")
            let progress = completions.first
            XCTAssertEqual(progress?.value(forKey: "isFinished") as? Bool, true)
            XCTAssertEqual(progress?.value(forKey: "completedCount") as? Int, table.ch.precache.progress.completedCount)
            XCTAssertEqual(progress?.value(forKey: "totalCount") as? Int, table.ch.precache.progress.totalCount)
            XCTAssertEqual(progress?.value(forKey: "failedCount") as? Int, 0)
            XCTAssertEqual(progress?.value(forKey: "fractionCompleted") as? Double, 1)
            let current = precache.value(forKey: "progress") as? NSObject
            XCTAssertEqual(current?.value(forKey: "completedCount") as? Int, table.ch.precache.progress.completedCount)
            XCTAssertEqual(table.ch.heightCache.statistics.cachedCount, 30, "every row precached")
            precache.setValue(nil, forKey: "completionHandler")
            XCTAssertNil(table.ch.precache.onCompletion, "nil removes the block, and the precache's callback")
            setEnabled(table, setter, false)
            XCTAssertFalse(table.ch.precache.isEnabled)
        }
    }
#endif

#if canImport(UIKit)
    @testable import CellHeight
    import UIKit
    import XCTest

    /// `ch.persistKeyedHeights(named:version:keyType:)` on real tables: a table that goes away saves its
    /// keyed heights, and the next table with the same name finds them, while a height it measured
    /// before the file arrived is kept.
    final class PersistedKeyedHeightsTests: XCTestCase {
        @MainActor func testATableSavesWhenDeallocatedAndTheNextOneLoads() throws {
            let name = "hosted-\(UUID().uuidString)"
            let url = KeyedHeightFileKeeper<String>.fileURL(named: name, in: PersistedKeyedHeights.folder)
            defer { try? FileManager.default.removeItem(at: url) }

            // The first table lives in one work item of a queue that gives each work item an
            // autorelease pool of its own (documented for `.workItem`) and runs it on the main thread:
            // what UIKit autoreleased while the table was set up (the window's and the table's own
            // references among it) is released when the work item ends, not when XCTest's pool around
            // the whole test drains, after the test. Then the table goes away and saves.
            let firstTable = DispatchQueue(
                label: "PersistedKeyedHeightsTests.firstTable", autoreleaseFrequency: .workItem, target: .main)
            firstTable.async {
                MainActor.assumeIsolated {
                    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
                    let window = UIKitHost.window(holding: table)
                    table.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self)
                    table.ch.keyedHeightCache.setHeight(44, for: "post-1")
                    table.ch.keyedHeightCache.setHeight(88, for: "post-2")
                    table.ch.keyedHeightCache.setHeight(12, for: 7)  // an Int key: not saved
                    table.removeFromSuperview()
                    window.isHidden = true
                    window.rootViewController = nil
                }
            }
            UIKitHost.spin(until: { FileManager.default.fileExists(atPath: url.path) }, "the file was written")

            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            table.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self)
            table.ch.keyedHeightCache.setHeight(50, for: "post-1")  // measured before the file arrives
            UIKitHost.spin(until: { table.ch.keyedHeightCache.containsHeight(for: "post-2") }, "the file was merged")
            XCTAssertEqual(table.ch.keyedHeightCache.height(for: "post-2"), 88)
            XCTAssertEqual(table.ch.keyedHeightCache.height(for: "post-1"), 50)
            XCTAssertNil(table.ch.keyedHeightCache.height(for: 7))
        }

        @MainActor func testTheHandleSavesWhenAskedAndRemovesTheFile() throws {
            let name = "hosted-\(UUID().uuidString)"
            let url = KeyedHeightFileKeeper<String>.fileURL(named: name, in: PersistedKeyedHeights.folder)
            defer { try? FileManager.default.removeItem(at: url) }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            let file = table.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self)
            let (again, messages) = DiagnosticsLog.recording { log in
                (table.ch.persistKeyedHeights(named: name, version: "1", keyType: String.self), log.all)
            }
            XCTAssertTrue(again === file, "a second call returns the first call's file")
            XCTAssertEqual(messages.map(\.kind), [.misuse], "and says so once")
            UIKitHost.spin(until: { file.loadReport != nil }, "the (missing) file was read")
            XCTAssertEqual(file.loadReport?.outcome, .missing)
            table.ch.keyedHeightCache.setHeight(44, for: "post-1")
            var saved: HeightFileReport?
            file.save { saved = $0 }
            UIKitHost.spin(until: { saved != nil }, "the save completed on the main thread")
            XCTAssertEqual(saved?.entryCount, 1)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
            file.removeFile()
            UIKitHost.spin(until: { !FileManager.default.fileExists(atPath: url.path) }, "the file was removed")
            XCTAssertEqual(table.ch.keyedHeightCache.height(for: "post-1"), 44, "the cache keeps its heights")
        }

        @MainActor func testAnotherVersionFindsNothing() throws {
            let name = "hosted-\(UUID().uuidString)"
            let url = KeyedHeightFileKeeper<String>.fileURL(named: name, in: PersistedKeyedHeights.folder)
            defer { try? FileManager.default.removeItem(at: url) }
            let cache = KeyedHeightCache<String>()
            cache.setHeight(44, for: "post-1")
            let scale = UIScreen.main.scale
            cache.save(to: url, identity: .current(appVersion: "1", displayScale: scale))

            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            let file = table.ch.persistKeyedHeights(named: name, version: "2", keyType: String.self)
            UIKitHost.spin(until: { file.loadReport != nil }, "the file was read")
            XCTAssertNil(table.ch.keyedHeightCache.height(for: "post-1"))
            guard case .discarded(.identityChanged) = file.loadReport?.outcome else {
                return XCTFail("not discarded for its identity: \(String(describing: file.loadReport))")
            }
        }
    }
#endif

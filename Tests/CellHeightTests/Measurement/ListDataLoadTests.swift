import CellHeight
import Foundation
import Testing

/// Issue 29 §4, issue 35 §5: a list has loaded its data once it laid out with its current data
/// source; one that waits in a window is asked for one layout pass.
@Suite struct ListDataLoadTests {
    @Test func loadedOnlyAfterALayoutWithTheCurrentDataSource() {
        let first = NSObject()
        let second = NSObject()
        var load = ListDataLoad()
        #expect(!load.isLoaded(dataSource: ObjectIdentifier(first)), "before its first layout")
        #expect(!load.isLoaded(dataSource: nil), "even without a data source")
        load.listDidLayOut(dataSource: ObjectIdentifier(first))
        #expect(load.isLoaded(dataSource: ObjectIdentifier(first)))
        #expect(!load.isLoaded(dataSource: ObjectIdentifier(second)), "a new data source reloads at the next layout")
        load.listDidLayOut(dataSource: ObjectIdentifier(second))
        #expect(load.isLoaded(dataSource: ObjectIdentifier(second)))
        load.listDidLayOut(dataSource: nil)
        #expect(load.isLoaded(dataSource: nil) && !load.isLoaded(dataSource: ObjectIdentifier(second)))
        withExtendedLifetime((first, second)) {}
    }

    @Test func aListInAWindowThatWaitsIsAskedForOneLayoutPass() {
        let source = NSObject()
        let id = ObjectIdentifier(source)
        var load = ListDataLoad()  // its store came after its last layout pass
        #expect(
            load.readiness(dataSource: id, hasWindow: false) == .waiting(asksForLayout: false), "no window: no layout")
        #expect(load.readiness(dataSource: id, hasWindow: true) == .waiting(asksForLayout: true), "in a window: ask")
        #expect(
            load.readiness(dataSource: id, hasWindow: true) == .waiting(asksForLayout: false),
            "asked once until it lays out (a hidden window may not lay out)")
        load.listDidLayOut(dataSource: id)
        #expect(load.readiness(dataSource: id, hasWindow: true) == .loaded)

        let other = NSObject()  // a new data source: its reload comes with the next layout
        #expect(
            load.readiness(dataSource: ObjectIdentifier(other), hasWindow: true) == .waiting(asksForLayout: true))
        load.listDidLayOut(dataSource: ObjectIdentifier(other))
        #expect(load.readiness(dataSource: ObjectIdentifier(other), hasWindow: true) == .loaded)
        withExtendedLifetime((source, other)) {}
    }
}

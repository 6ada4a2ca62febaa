import CellHeight
import Foundation
import Testing

/// Issue 29 §4: a table has loaded its data once it laid out with its current data source.
@Suite struct TableDataLoadTests {
    @Test func loadedOnlyAfterALayoutWithTheCurrentDataSource() {
        let first = NSObject()
        let second = NSObject()
        var load = TableDataLoad()
        #expect(!load.isLoaded(dataSource: ObjectIdentifier(first)), "before its first layout")
        #expect(!load.isLoaded(dataSource: nil), "even without a data source")
        load.tableDidLayOut(dataSource: ObjectIdentifier(first))
        #expect(load.isLoaded(dataSource: ObjectIdentifier(first)))
        #expect(!load.isLoaded(dataSource: ObjectIdentifier(second)), "a new data source reloads at the next layout")
        load.tableDidLayOut(dataSource: ObjectIdentifier(second))
        #expect(load.isLoaded(dataSource: ObjectIdentifier(second)))
        load.tableDidLayOut(dataSource: nil)
        #expect(load.isLoaded(dataSource: nil) && !load.isLoaded(dataSource: ObjectIdentifier(second)))
        withExtendedLifetime((first, second)) {}
    }
}

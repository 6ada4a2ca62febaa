import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// How a batch reaches the stored sections: what it allocates, and which bound a moved row's
/// destination is held to.
@MainActor @Suite struct BatchApplyTests {
    /// Rows inserted into new sections have no height yet: the batch stores nothing for them and
    /// allocates nothing, however many sections it adds past the stored ones.
    @Test func sectionsThatGetOnlyRowsWithoutHeightsAllocateNothing() {
        let cache = makeCache([[1, 2]])
        let bytes = cache.allocatedBytes
        var update = TableUpdate()
        update.insertSections(IndexSet(integersIn: 1..<1001))
        update.insertRows(at: (1..<1001).map { IndexPath($0, 0) })
        #expect(collectDiagnostics { cache.performUpdates(update) }.isEmpty)
        #expect(cache.allocatedBytes == bytes, "no section array grown for sections without a height")
        #expect(dump(cache, shape: [2, 1, 1]) == [[1, 2], [nil], [nil]])
        #expect(cache.statistics.cachedCount == 2)

        // The same rows, inserted into sections the table already had (not stored: no height yet).
        var rows = TableUpdate()
        rows.insertRows(at: (1..<1001).map { IndexPath($0, 0) })
        #expect(collectDiagnostics { cache.performUpdates(rows) }.isEmpty)
        #expect(cache.allocatedBytes == bytes)
        #expect(dump(cache, shape: [2, 1]) == [[1, 2], [nil]])
    }

    /// Row counts known after the batch (an identifier diff's) let a moved row keep its height
    /// anywhere inside its section; a section they do not cover keeps the cache's own bound (the
    /// rows it knows of), so a move past those rows arrives without a height.
    @Test func rowCountsKnownForSomeSectionsOnlyBoundTheOthersByTheRowsTheCacheKnows() {
        var move = TableUpdate()
        move.moveRow(at: IndexPath(1, 0), to: IndexPath(1, 4))

        let counted = makeCache([[1, 2, 3], [4, 5]])
        var known = move
        known.rowCountsAfter = [3, 5]
        counted.performUpdates(known)
        #expect(dump(counted, shape: [3, 5]) == [[1, 2, 3], [5, nil, nil, nil, 4]])

        let partly = makeCache([[1, 2, 3], [4, 5]])
        var some = move
        some.rowCountsAfter = [3]
        partly.performUpdates(some)
        #expect(dump(partly, shape: [3, 5]) == [[1, 2, 3], [5, nil, nil, nil, nil]])
    }
}

import CellHeight
import Foundation
import Testing

/// Issue 35 §5: the layout guides and the section index are read from the table and its data
/// source (`sectionIndexTitles(for:)`, `numberOfSections`, `numberOfRows(inSection:)`), which run
/// the app's code and may reach the package again: a hooked `reloadData()` (UIKit's own lazy
/// reload, or the app's) tells the store that the data changed, and a height asked from there reads
/// the layout again. None of that may meet an access to the memo still open: Swift traps on
/// overlapping accesses to a class's stored property ("Simultaneous accesses … modification
/// requires exclusive access"), in release builds too.
@MainActor @Suite struct TableLayoutReentrancyTests {
    /// What the UIKit adapter's `HeightStore` keeps for a table: the memo, a stored property of a
    /// class, which the hooks reach from inside app code.
    private final class Store {
        let tableLayout = TableLayoutMemo()

        /// `HeightStore.listDataWillChange()`, as a hooked data change calls it.
        func listDataWillChange() { tableLayout.listDataDidChange() }
    }

    private let traits = LayoutTraits(contentSizeCategory: "UICTContentSizeCategoryL", displayScale: 3)
    private let margins = HorizontalInsets(left: 16, right: 16)

    private func fingerprint(width: CGFloat = 375) -> TableLayoutFingerprint {
        TableLayoutFingerprint(boundsWidth: width, layoutMargins: margins, traits: traits)
    }

    private func guides(titles: Int?) -> TableGuides {
        TableGuides(
            layoutMargins: margins,
            sectionIndex: .resolve(
                titleCount: titles, rowCount: 100, minimumDisplayRowCount: 0, indexStrip: nil, tableHasLaidOut: false))
    }

    /// A guides reader without an index that counts its reads.
    private final class Reader {
        private(set) var reads = 0
        let guides: TableGuides

        init(_ guides: TableGuides) { self.guides = guides }

        func read(_ indexIsLaidOut: Bool) -> TableGuides {
            reads += 1
            return guides
        }
    }

    @Test func aDataChangeReachedFromTheGuidesMeetsNoOpenAccess() {
        let store = Store()
        let reader = Reader(guides(titles: nil))
        let read = reader.read
        let layout = store.tableLayout.layout(for: fingerprint()) { indexIsLaidOut in
            // The data source's numberOfRows(inSection:) makes UIKit reload its data lazily: the
            // hooked reloadData() reaches the store.
            store.listDataWillChange()
            return read(indexIsLaidOut)
        }
        #expect(layout.context.width == 375 && reader.reads == 1)
        _ = store.tableLayout.layout(for: fingerprint(), readGuides: read)
        #expect(reader.reads == 2, "the data changed during the first read: the next call reads again")
        _ = store.tableLayout.layout(for: fingerprint(), readGuides: read)
        #expect(reader.reads == 2, "and then the layout holds")
    }

    @Test func aHeightAskedFromTheGuidesGetsTheLayoutHeldWithoutReadingAgain() {
        let store = Store()
        var reads = 0
        var nested: [LayoutContext] = []
        // A data source that asks a height each time it is asked for its index titles: reading
        // again from the nested call would recurse through the app's code for ever.
        func read(_ indexIsLaidOut: Bool) -> TableGuides {
            reads += 1
            nested.append(store.tableLayout.context(for: fingerprint(), readGuides: read))
            return guides(titles: nil)
        }
        let first = store.tableLayout.layout(for: fingerprint(), readGuides: read)
        #expect(reads == 1 && nested.count == 1)
        #expect(nested[0].width == 0, "the nested call got the layout held then (none yet): nothing is measured")
        #expect(first.context.width == 375)
        _ = store.tableLayout.layout(for: fingerprint(), readGuides: read)
        #expect(reads == 1, "the read is kept")

        store.listDataWillChange()
        let second = store.tableLayout.layout(for: fingerprint(), readGuides: read)
        #expect(reads == 2 && nested.last == first.context, "after a data change the nested call gets the last one")
        #expect(second == first)
    }

    @Test func aWidthChangeReachedFromTheGuidesIsNotOverwrittenByTheOuterRead() {
        let store = Store()
        let reader = Reader(guides(titles: nil))
        let read = reader.read
        let outer = store.tableLayout.layout(for: fingerprint()) { indexIsLaidOut in
            // The app's code rotates the table (or changes its insets) and asks a height from there.
            _ = store.tableLayout.context(for: fingerprint(width: 812), readGuides: read)
            return read(indexIsLaidOut)
        }
        #expect(outer.context.width == 375, "the outer call gets the layout of its own fingerprint")
        #expect(reader.reads == 1)
        let later = store.tableLayout.layout(for: fingerprint(width: 812), readGuides: read)
        #expect(later.context.width == 812)
        #expect(reader.reads == 2, "the newer fingerprint's layout is read, not the outer call's kept")
        _ = store.tableLayout.layout(for: fingerprint(width: 812), readGuides: read)
        #expect(reader.reads == 2)
    }

    @Test func aLayoutPassReachedFromTheGuidesMakesTheNextCallReadAgain() {
        // The app's code lays the table out while its index titles are read (layoutIfNeeded() in
        // the data source): what was read before that pass is stale, and is not kept.
        let store = Store()
        var laidOut: [Bool] = []
        func read(_ indexIsLaidOut: Bool) -> TableGuides {
            laidOut.append(indexIsLaidOut)
            return TableGuides(
                layoutMargins: margins,
                sectionIndex: .resolve(
                    titleCount: 26, rowCount: 100, minimumDisplayRowCount: 0,
                    indexStrip: HorizontalInsets(left: 0, right: 15), tableHasLaidOut: indexIsLaidOut))
        }
        let first = store.tableLayout.layout(for: fingerprint()) { indexIsLaidOut in
            store.tableLayout.listDidLayout()
            return read(indexIsLaidOut)
        }
        #expect(first.geometry.sectionIndexIsPending)
        let second = store.tableLayout.layout(for: fingerprint(), readGuides: read)
        #expect(laidOut == [false, true], "read again, now that the table has laid out")
        #expect(second.geometry.showsSectionIndex && second.context.width == 360)
    }
}

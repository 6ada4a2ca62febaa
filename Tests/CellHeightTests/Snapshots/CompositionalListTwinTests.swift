import CellHeight
import Foundation
import Testing

/// A compositional list that answers self-sizing from its cache, against its self-sizing twin,
/// without UIKit (issue 36): the answer decision and the keyed storage through snapshots, outline
/// expansions and collapses, and Dynamic Type.
///
/// ``SelfSizingListDouble`` models what UIKit documents for a list section: every item the layout
/// shows is asked for its size in the frame that shows it (`preferredLayoutAttributesFitting(_:)`,
/// whose default fits the cell with Auto Layout: one "sizing"), at the layout's item width; items
/// are identified by their diffable item identifiers; a section snapshot shows its root items and
/// the children of expanded items. The twin is the same list without the package: every shown item
/// is sized by UIKit, every time.
@MainActor
@Suite struct CompositionalListTwinTests {
    private let width: CGFloat = 390

    @Test func precachedItemsAreAnsweredWithoutSizingAndMatchTheirTwin() {
        let list = SelfSizingListDouble(items: (0..<40).map { "item \($0)" })
        list.precacheEveryItem()
        #expect(list.templateMeasurements == 40)
        let shown = list.display(first: 20)
        #expect(list.sizings == 0, "no Auto Layout pass for a cached item")
        #expect(shown == list.twinFrames(first: 20), "frames equal to the self-sizing twin's")
    }

    @Test func aMissIsSizedOnceThenAnswered() {
        let list = SelfSizingListDouble(items: (0..<10).map { "item \($0)" })
        _ = list.display(first: 10)
        #expect(list.sizings == 10, "the first screen sizes itself, as without the package")
        _ = list.display(first: 10)
        #expect(list.sizings == 10, "and is answered from the cache the next time")
    }

    @Test func heightsSurviveEverySnapshot() {
        let list = SelfSizingListDouble(items: (0..<30).map { "item \($0)" })
        list.precacheEveryItem()
        // Insert three new items at the top, delete two, move one: a snapshot applied by any path.
        var items = list.items
        items.removeAll { $0 == "item 3" || $0 == "item 4" }
        items.insert(contentsOf: ["new 0", "new 1", "new 2"], at: 0)
        items.swapAt(10, 20)
        list.items = items
        let shown = list.display(first: 12)
        #expect(list.sizings == 3, "only the new items size themselves")
        #expect(shown == list.twinFrames(first: 12))
        list.precacheEveryItem()
        #expect(list.templateMeasurements == 30, "items that stay are never measured again (30 + 0 new)")
    }

    @Test func anOutlineKeepsTheHeightsOfItemsThatStay() {
        // One section snapshot: three folders of five files each, the first expanded.
        let outline = Outline(folders: 3, filesEach: 5, expanded: [0])
        let list = SelfSizingListDouble(items: outline.visibleItems)
        list.precacheEveryItem()
        let measured = list.templateMeasurements
        #expect(measured == 8)
        outline.collapse(0)
        list.items = outline.visibleItems
        _ = list.display(first: list.items.count)
        outline.expand(0)
        list.items = outline.visibleItems
        let shown = list.display(first: list.items.count)
        #expect(list.sizings == 0, "collapsed and expanded again: every item kept its height")
        #expect(shown == list.twinFrames(first: list.items.count))
        outline.expand(2)
        list.items = outline.visibleItems
        _ = list.display(first: list.items.count)
        #expect(list.sizings == 5, "the newly shown files size themselves once")
        #expect(list.templateMeasurements == measured)
    }

    @Test func dynamicTypeGetsItsOwnHeightsAndKeepsTheOldOnes() {
        let list = SelfSizingListDouble(items: (0..<10).map { "item \($0)" })
        list.precacheEveryItem()
        list.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXL"
        let larger = list.display(first: 10)
        #expect(list.sizings == 10, "no height of the old text size answers the new one")
        #expect(larger == list.twinFrames(first: 10))
        list.contentSizeCategory = "UICTContentSizeCategoryL"
        let back = list.display(first: 10)
        #expect(list.sizings == 10, "back to the old size: its bucket answers")
        #expect(back == list.twinFrames(first: 10))
    }

    @Test func anItemTheLayoutGivesAnotherWidthIsNeverAnsweredOrStored() {
        let list = SelfSizingListDouble(items: ["a", "b"])
        list.precacheEveryItem()
        list.layoutWidth = 844  // asked at the landscape width while the list is still portrait
        _ = list.display(first: 2)
        #expect(list.sizings == 2)
        #expect(list.state.keyed.cachedCount == 2, "nothing of the other width stored")
    }
}

/// A section snapshot's outline: folders with files, some expanded.
@MainActor
private final class Outline {
    private let folders: Int
    private let filesEach: Int
    private var expanded: Set<Int>

    init(folders: Int, filesEach: Int, expanded: Set<Int>) {
        (self.folders, self.filesEach, self.expanded) = (folders, filesEach, expanded)
    }

    /// What the section shows: every folder, and the files of the expanded ones under it.
    var visibleItems: [String] {
        (0..<folders).flatMap { folder in
            ["folder \(folder)"] + (expanded.contains(folder) ? (0..<filesEach).map { "file \(folder).\($0)" } : [])
        }
    }

    func expand(_ folder: Int) { expanded.insert(folder) }
    func collapse(_ folder: Int) { expanded.remove(folder) }
}

/// A compositional list section as UIKit documents it (see ``CompositionalListTwinTests``), whose
/// displayed cells answer through ``ListHeightState/answerSelfSizing(key:in:isCell:attributesWidth:sizeCell:)``.
@MainActor
final class SelfSizingListDouble {
    /// The item identifiers the data source shows, in order.
    var items: [String]
    /// The text size: heights grow with it.
    var contentSizeCategory = "UICTContentSizeCategoryL"
    /// The width the layout gives every item; the list's content width is 390.
    var layoutWidth: CGFloat = 390
    /// The list's caches.
    let state = ListHeightState()
    /// How many times UIKit sized a displayed cell (an Auto Layout pass in the frame).
    private(set) var sizings = 0
    /// How many items a template measured.
    private(set) var templateMeasurements = 0

    init(items: [String]) { self.items = items }

    private var context: LayoutContext {
        .compositionalList(
            contentWidth: 390, layoutMargins: HorizontalInsets(left: 20, right: 20),
            traits: LayoutTraits(contentSizeCategory: contentSizeCategory), isEditing: false)
    }

    /// The height UIKit finds for `item` at `width`: what the template finds too.
    private func trueHeight(of item: String, width: CGFloat) -> CGFloat {
        let scale: CGFloat = contentSizeCategory.contains("Accessibility") ? 2 : 1
        return (44 + CGFloat(item.count % 7) * 10 + (width > 400 ? 0 : 6)) * scale
    }

    /// Fills the keyed cache for every item without a height, as `ch.precache` does by key.
    func precacheEveryItem() {
        state.use(context)
        for item in items where !state.keyed.containsHeight(for: item) {
            templateMeasurements += 1
            state.keyed.setHeight(trueHeight(of: item, width: 390), for: item)
        }
    }

    /// Lays out the first `count` items and returns their frames' (minY, height).
    func display(first count: Int) -> [Frame] {
        var y: CGFloat = 0
        return items.prefix(count).map { item in
            let outcome = state.answerSelfSizing(
                key: .key(item), in: context, isCell: true, attributesWidth: layoutWidth
            ) {
                sizings += 1
                return (layoutWidth, trueHeight(of: item, width: layoutWidth))
            }
            let height: CGFloat
            if case .cached(let cached) = outcome.answer {
                height = cached
            } else {
                height = trueHeight(of: item, width: layoutWidth)
            }
            defer { y += height }
            return Frame(minY: y, height: height)
        }
    }

    /// The same list without the package: every item sized by UIKit.
    func twinFrames(first count: Int) -> [Frame] {
        var y: CGFloat = 0
        return items.prefix(count).map { item in
            let height = trueHeight(of: item, width: layoutWidth)
            defer { y += height }
            return Frame(minY: y, height: height)
        }
    }

    /// An item's frame along the scrolling axis.
    struct Frame: Equatable {
        var minY: CGFloat
        var height: CGFloat
    }
}

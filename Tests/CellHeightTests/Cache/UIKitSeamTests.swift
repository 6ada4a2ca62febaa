import CellHeight
import Foundation
import TestSupport
import Testing

/// The platform-neutral pieces the UIKit adapters stand on: the list's layout context, the
/// header/footer cache, the per-list state and the logging switch.
@MainActor @Suite struct UIKitSeamTests {
    @Test func useSwitchesEveryCacheAndReturnsEarlyWhenTheContextIsUnchanged() {
        let state = ListHeightState()
        let narrow = LayoutContext(width: 320, contentSizeCategory: "L")
        let wide = LayoutContext(width: 480, contentSizeCategory: "L")
        state.use(narrow)
        #expect(state.rows.layoutContext == narrow && state.keyed.layoutContext == narrow)
        #expect(state.supplementary.layoutContext == narrow)
        // The adapters call use(_:) on every height call; an unchanged context must not touch the
        // caches. A context set on one cache by hand shows it: it lasts until the list's changes.
        state.rows.layoutContext = wide
        state.use(narrow)
        #expect(state.rows.layoutContext == wide, "unchanged: returned early")
        state.use(wide)
        state.use(narrow)
        #expect(state.rows.layoutContext == narrow && state.keyed.layoutContext == narrow)
        let fresh = ListHeightState()
        fresh.use(.unspecified)
        #expect(fresh.rows.layoutContext == .unspecified, "new caches start in the unspecified context")
    }

    @Test func headersAndFootersFollowSectionChanges() {
        let cache = SectionHeightCache()
        cache.layoutContext = LayoutContext(width: 320)
        cache.setHeight(30, .header, inSection: 0)
        cache.setHeight(10, .footer, inSection: 0)
        cache.setHeight(31, .header, inSection: 1)
        cache.setHeight(12, .footer, inSection: 2)
        #expect(cache.height(.header, inSection: 0) == 30 && cache.height(.footer, inSection: 0) == 10)
        #expect(cache.height(.footer, inSection: 1) == nil)

        var update = TableUpdate()
        update.deleteSections([0])
        update.insertSections([2])
        update.insertRows(at: [IndexPath(0, 0)])  // row changes are not the section cache's business
        cache.performUpdates(update)
        #expect(cache.height(.header, inSection: 0) == 31)
        #expect(cache.height(.footer, inSection: 1) == 12)
        #expect(cache.height(.footer, inSection: 2) == nil, "the inserted section has no heights")

        update = TableUpdate()
        update.moveSection(0, toSection: 1)
        cache.performUpdates(update)
        #expect(cache.height(.header, inSection: 1) == 31 && cache.height(.footer, inSection: 0) == 12)

        update = TableUpdate()
        update.reloadSections([1])
        cache.performUpdates(update)
        #expect(cache.height(.header, inSection: 1) == nil && cache.height(.footer, inSection: 0) == 12)

        cache.invalidate(section: 0)
        #expect(cache.height(.footer, inSection: 0) == nil)
    }

    @Test func sectionPartKeepsOnlySectionChanges() {
        var update = TableUpdate()
        update.insertSections([1])
        update.deleteSections([4])
        update.reloadSections([2])
        update.moveSection(0, toSection: 3)
        update.deleteRows(at: [IndexPath(0, 0)])
        update.reloadRows(at: [IndexPath(0, 1)])
        var expected = update
        expected.deletedRows = []
        expected.reloadedRows = []
        #expect(SectionHeightCache.sectionPart(of: update) == expected)
    }

    @Test func headerHeightsAreKeptPerLayoutContextAndBadInputIsRefused() {
        let cache = SectionHeightCache()
        cache.layoutContext = LayoutContext(width: 320)
        cache.setHeight(30, .header, inSection: 0)
        cache.layoutContext = LayoutContext(width: 480)
        #expect(cache.height(.header, inSection: 0) == nil)
        cache.layoutContext = LayoutContext(width: 320)
        #expect(cache.height(.header, inSection: 0) == 30)
        let diagnostics = collectDiagnostics {
            #expect(!cache.setHeight(30, .footer, inSection: -1))
            #expect(!cache.setHeight(.nan, .footer, inSection: 0))
        }
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath, .invalidHeight])
        #expect(cache.height(.header, inSection: -1) == nil)
    }

    @Test func listStateCachesUnderEachKindOfKey() {
        let state = ListHeightState()
        let narrow = LayoutContext(width: 320, contentSizeCategory: "L")
        var measured = 0
        func measure(_ height: CGFloat) -> () -> TemplateMeasurement {
            {
                measured += 1
                return .height(height, method: .autoLayout)
            }
        }
        #expect(state.height(.none, in: narrow, measure: measure(10)) == 10)
        #expect(state.height(.none, in: narrow, measure: measure(11)) == 11, "uncached: measured every time")
        #expect(state.height(.indexPath(IndexPath(0, 3)), in: narrow, measure: measure(40)) == 40)
        #expect(state.height(.indexPath(IndexPath(0, 3)), in: narrow, measure: measure(99)) == 40)
        #expect(state.height(.key("message-7"), in: narrow, measure: measure(70)) == 70)
        #expect(state.height(.key("message-7"), in: narrow, measure: measure(99)) == 70)
        #expect(state.height(.section(2, .footer), in: narrow, measure: measure(20)) == 20)
        #expect(state.height(.section(2, .footer), in: narrow, measure: measure(99)) == 20)
        #expect(measured == 5)

        let wide = LayoutContext(width: 480, contentSizeCategory: "L")
        #expect(state.height(.key("message-7"), in: wide, measure: measure(50)) == 50, "another width, another bucket")
        #expect(state.rows.layoutContext == wide && state.keyed.layoutContext == wide)
        #expect(state.supplementary.layoutContext == wide)
        #expect(state.height(.indexPath(IndexPath(0, 3)), in: narrow, measure: measure(99)) == 40)
    }

    @Test func unmeasurableHeightsAreNotCached() {
        let state = ListHeightState()
        let context = LayoutContext(width: 320)
        #expect(state.height(.indexPath(IndexPath(0, 0)), in: context) { .unmeasurable } == nil)
        #expect(state.height(.key(1), in: context) { .unmeasurable } == nil)
        #expect(state.height(.indexPath(IndexPath(0, 0)), in: context) { .height(5, method: .frameLayout) } == 5)
    }

    @Test func estimatesAreExactThenTheMeanThenTheFallback() {
        let state = ListHeightState()
        let context = LayoutContext(width: 320)
        #expect(state.estimatedHeight(at: IndexPath(0, 0), in: context, fallback: 44) == 44)
        state.rows.setHeight(100, at: IndexPath(0, 0))
        state.rows.setHeight(50, at: IndexPath(0, 1))
        #expect(state.estimatedHeight(at: IndexPath(0, 1), in: context, fallback: 44) == 50)
        #expect(state.estimatedHeight(at: IndexPath(0, 9), in: context, fallback: 44) == 75)
        #expect(state.rows.statistics.hits + state.rows.statistics.misses == 0, "estimates are not counted")
        #expect(state.estimatedHeight(at: IndexPath(0, 0), in: LayoutContext(width: 1), fallback: 44) == 44)
    }

    @Test func theStateRoutesUpdatesToItsCaches() {
        let state = ListHeightState()
        let context = LayoutContext(width: 320)
        _ = state.height(.indexPath(IndexPath(0, 0)), in: context) { .height(10, method: .autoLayout) }
        _ = state.height(.section(0, .header), in: context) { .height(30, method: .autoLayout) }
        state.updates.perform(.insertSections([0]), original: {})
        #expect(state.rows.height(at: IndexPath(1, 0)) == 10)
        #expect(state.supplementary.height(.header, inSection: 1) == 30)
    }
}

/// Logging is global state: these run one at a time and only look at their own messages.
@MainActor @Suite(.serialized) struct CellHeightLoggingTests {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ line: String) { lock.withLock { items.append(line) } }
        var all: [String] { lock.withLock { items } }
    }

    @Test func offByDefaultAndMessagesAreNotBuiltWhileOff() {
        #expect(!CellHeightLogging.isEnabled)
        #expect(CellHeightLogging.signpostsAreEnabled)
        var built = false
        CellHeightLogging.debug(
            .measurement,
            {
                built = true
                return "never"
            }())
        #expect(!built)
    }

    @Test func oneSwitchSendsMessagesToTheSink() {
        let lines = Lines()
        let previous = CellHeightLogging.sink
        CellHeightLogging.sink = { category, message in
            if message.hasPrefix("logging-test") { lines.append("\(category.rawValue): \(message)") }
        }
        CellHeightLogging.isEnabled = true
        defer {
            CellHeightLogging.isEnabled = false
            CellHeightLogging.sink = previous
        }
        CellHeightLogging.debug(.precache, "logging-test pass")
        CellHeightLogging.debug(.updates, "logging-test update")
        #expect(lines.all == ["Precache: logging-test pass", "Updates: logging-test update"])
    }

    /// The router logs brackets UIKit left open only when it closed some: a `performBatchUpdates`
    /// whose brackets all closed logs no "closed 0 bracket(s)" line.
    @Test func bracketsClosedForUIKitAreLoggedOnlyWhenThereAreSome() {
        let lines = Lines()
        let previous = CellHeightLogging.sink
        CellHeightLogging.sink = { _, message in
            if message.hasPrefix("closed 0 bracket") { lines.append(message) }
        }
        CellHeightLogging.isEnabled = true
        defer {
            CellHeightLogging.isEnabled = false
            CellHeightLogging.sink = previous
        }
        let router = ListUpdateRouter(rows: IndexPathHeightCache(), sections: SectionHeightCache())
        router.scheduleTurnEnd = { _ in }
        router.performBatchUpdates({}, original: { $0?() })
        router.performBatchUpdates({ router.perform(.insertRows([IndexPath(0, 0)]), original: {}) }) { $0?() }
        #expect(lines.all.isEmpty, "\(lines.all)")
    }
}

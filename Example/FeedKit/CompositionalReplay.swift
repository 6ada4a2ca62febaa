import CellHeight
import Foundation

/// The session's flings replayed as a compositional list would draw them (issue 36): the same
/// frames, each showing the same rows as in the precache run, with every row that comes on screen
/// sized as its cell is sized there.
///
/// A compositional list's cells size themselves: UIKit asks each cell it displays for its size in
/// the frame that shows it (`preferredLayoutAttributesFitting(_:)`, an Auto Layout pass of the
/// cell), every time the row comes on screen. With the package's cell registrations, a displayed
/// cell of a cached item is answered from the keyed cache instead. The replay times both for real,
/// frame by frame, on top of the frame's other work as the precache run recorded it:
///
/// - **cells size themselves**: each row that comes on screen is typeset again, plus the run's
///   added cost a row (the phone-class run's 9 ms stands for a phone's Auto Layout pass);
/// - **answered from the cache**: each row that comes on screen gets
///   `ListHeightState.answerSelfSizing` from a keyed cache that holds every row's height by its
///   item identifier (the precache run covered every row a fling reaches before it started).
///
/// What is simulated, as in the rest of the session: the display, the rows' costs and UIKit's
/// part; the rows are the feed's, in its original order (a row that the script's inserts and
/// deletes moved is replayed with the entry at its index).
public struct CompositionalReplay: Sendable, Equatable {
    /// The fling frames with every row that came on screen sizing itself.
    public var selfSizing: FrameStatistics
    /// The same frames with those rows answered from the cache.
    public var answered: FrameStatistics
    /// How many rows came on screen during the flings.
    public var rowsShown: Int

    /// Replays the fling frames `frameTimes` (each frame's recorded work, nanoseconds) whose visible
    /// rows were `visibleRows`, with the rows of `entries` laid out by `layout` at `width`, each
    /// measurement costing `addedCost` nanoseconds more, against a frame budget of `budget`.
    @MainActor
    public static func run(
        frameTimes: [[UInt64]], visibleRows: [[ClosedRange<Int>?]], entries: [FeedEntry], layout: FeedCellLayout,
        width: Double, addedCost: UInt64, budget: UInt64
    ) -> CompositionalReplay {
        let state = ListHeightState()
        let context = LayoutContext.compositionalList(
            contentWidth: CGFloat(width), layoutMargins: .zero, traits: LayoutTraits(contentSizeCategory: ""),
            isEditing: false)
        state.use(context)
        var replay = CompositionalReplay(
            selfSizing: FrameStatistics(budgetNanoseconds: budget),
            answered: FrameStatistics(budgetNanoseconds: budget),
            rowsShown: 0)
        guard !entries.isEmpty else { return replay }
        // The rows each frame brings on screen; the precache run had cached all of them by then.
        let frames = zip(frameTimes, visibleRows).map { times, rows in
            var previous = rows.first ?? nil
            return zip(times, rows).map { work, visible in
                defer { previous = visible }
                let shown = Self.rowsComingOnScreen(visible, after: previous).map {
                    entries[min($0, entries.count - 1)]
                }
                return (work: work, shown: shown)
            }
        }
        state.keyed.countLimit = max(state.keyed.countLimit, entries.count)
        for entry in frames.joined().flatMap(\.shown) where !state.keyed.containsHeight(for: AnyHashable(entry.id)) {
            state.keyed.setHeight(CGFloat(layout.height(for: entry, width: width)), for: AnyHashable(entry.id))
        }
        for fling in frames {
            for (work, shown) in fling {
                replay.rowsShown += shown.count
                var start = SessionClock.now()
                for entry in shown {
                    BlackHole.keep(layout.height(for: entry, width: width))
                    SessionClock.spin(for: addedCost)
                }
                let sizing = SessionClock.elapsed(since: start)
                replay.selfSizing.recordFrame(
                    work: work + sizing, reads: shown.count, hits: 0, measured: shown.count, measureNanoseconds: sizing)
                start = SessionClock.now()
                var answered = 0
                for entry in shown {
                    let outcome = state.answerSelfSizing(
                        key: .key(AnyHashable(entry.id)), in: context, isCell: true, attributesWidth: CGFloat(width)
                    ) { (CGFloat(width), CGFloat(layout.height(for: entry, width: width))) }
                    if case .cached = outcome.answer { answered += 1 }
                }
                let answering = SessionClock.elapsed(since: start)
                replay.answered.recordFrame(
                    work: work + answering, reads: shown.count, hits: answered, measured: shown.count - answered,
                    measureNanoseconds: 0)
            }
        }
        return replay
    }

    /// The rows of `visible` that `previous` did not show.
    static func rowsComingOnScreen(_ visible: ClosedRange<Int>?, after previous: ClosedRange<Int>?) -> [Int] {
        guard let visible else { return [] }
        guard let previous else { return Array(visible) }
        return visible.filter { !previous.contains($0) }
    }
}

/// Keeps a value from the optimizer.
enum BlackHole {
    nonisolated(unsafe) private static var sink = 0.0
    static func keep(_ value: Double) { sink += value }
}

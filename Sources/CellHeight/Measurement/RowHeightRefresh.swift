import Foundation

/// When a table may be asked its visible rows' heights again (after a displayed cell corrected a
/// template rule, or a snapshot reached it outside `ch.apply`), and what to do until then.
///
/// The refresh is `beginUpdates()` and `endUpdates()` with nothing between. An empty batch still
/// runs UIKit's consistency check: if the data source's counts differ from the ones the table
/// cached (the app changed its model and tells the table a turn later: a Combine
/// `receive(on:)`, an animation's completion, a `DispatchQueue.main.async` that inserts the rows),
/// UIKit throws `NSInternalInconsistencyException`, from the package's call, in an app that did
/// nothing wrong. So the refresh never runs on a schedule of its own: the UIKit adapter asks this
/// rule at the main run loop's idle moments, with the table's state then (``Facts``), and does
/// what it says (``Decision``):
///
/// - everything allows it: refresh now;
/// - no window: wait for the table's next layout pass in one (nothing is shown until then; no
///   wake-up, no try used);
/// - the user's finger is on the table (a drag, a reorder control, a swipe: `isTracking`) or it
///   decelerates: try again at the next idle moment (the main run loop's `beforeWaiting` in its
///   default mode, which does not come while a drag tracks; no try used: these end by themselves);
/// - a batch is open, the table has uncommitted updates (drop placeholders, or rows reordered for a
///   drop: `hasUncommittedUpdates`), a row shows its swipe actions, or a section's row count
///   differs from the data source's: try again after a delay that doubles from a frame up to a
///   second, and give up after ``maximumTries`` tries (about 4 s), with one debug report.
///
/// Giving up costs no height: the cache holds the right heights; only the rows on screen keep the
/// height UIKit laid them out with until the table's next data change or reload asks again.
///
/// ```swift
/// var refresh = RowHeightRefresh()
/// switch refresh.decide(facts) {
/// case .refreshNow: table.beginUpdates(); table.endUpdates()
/// case .waitForLayout: break                          // asked again at the next layout pass
/// case .retry(let delay, _): idle.arm(after: delay)
/// case .giveUp(let wait): report(wait)
/// }
/// ```
package struct RowHeightRefresh: Equatable, Sendable {
    /// What the table is doing at an idle moment, read from UIKit by the adapter.
    package struct Facts: Equatable, Sendable {
        /// `window != nil`.
        package var hasWindow = true
        /// A batch the router saw open: `beginUpdates()` without its `endUpdates()` yet.
        package var hasOpenBatch = false
        /// `hasUncommittedUpdates`: drop placeholders, or rows reordered for a drop.
        package var hasUncommittedUpdates = false
        /// `isTracking`: the user's finger is on the table (a drag, a reorder control, a swipe).
        package var isTracking = false
        /// `isDecelerating`.
        package var isDecelerating = false
        /// A row shows its swipe actions (a table editing without `setEditing(true)`).
        package var showsSwipeActions = false
        /// The first section whose data-source row count differs from the table's, or `-1` if the
        /// section counts differ; `nil` when every count agrees. Read last: only when nothing
        /// else makes the refresh wait (O(sections) data-source calls).
        package var sectionWithOtherCount: Int?

        /// A table where everything allows a refresh.
        package init() {}
    }

    /// Why a refresh waits.
    package enum Wait: Equatable, Sendable, CustomStringConvertible {
        case noWindow, openBatch, uncommittedUpdates, tracking, decelerating, swipeActions
        /// The data source's row count of this section (or, for `-1`, its section count) differs
        /// from the table's: the app changed its model and has not told the table yet.
        case countsDiffer(section: Int)

        /// Words for a diagnostic.
        package var description: String {
            switch self {
            case .noWindow: return "the table has no window"
            case .openBatch: return "a batch of updates is open (beginUpdates() without endUpdates())"
            case .uncommittedUpdates: return "the table has uncommitted updates (a drop)"
            case .tracking: return "the user touches the table"
            case .decelerating: return "the table decelerates"
            case .swipeActions: return "a row shows its swipe actions"
            case .countsDiffer(let section):
                return section < 0
                    ? "the data source's section count differs from the table's"
                    : "the data source's row count of section \(section) differs from the table's"
            }
        }
    }

    /// What to do at this idle moment.
    package enum Decision: Equatable, Sendable {
        /// Ask the visible rows' heights again now.
        case refreshNow
        /// Nothing until the table's next layout pass (it has no window).
        case waitForLayout
        /// Ask again at the first idle moment `after` seconds from now (0: the next one).
        case retry(after: TimeInterval, Wait)
        /// Too many tries: drop the refresh and report why, once.
        case giveUp(Wait)
    }

    /// How many tries the waits that do not end by themselves may use, the last one giving up.
    package static let maximumTries = 10
    /// The shortest delay between tries: a frame at 60 Hz.
    package static let frame: TimeInterval = 1.0 / 60
    /// The longest delay between tries.
    package static let longestDelay: TimeInterval = 1

    /// The tries used so far.
    package private(set) var tries = 0

    /// No try used yet.
    package init() {}

    /// The first reason in `facts` to wait, if any, in the order of ``Facts``' fields.
    package static func wait(for facts: Facts) -> Wait? {
        if !facts.hasWindow { return .noWindow }
        if facts.hasOpenBatch { return .openBatch }
        if facts.hasUncommittedUpdates { return .uncommittedUpdates }
        if facts.isTracking { return .tracking }
        if facts.isDecelerating { return .decelerating }
        if facts.showsSwipeActions { return .swipeActions }
        if let section = facts.sectionWithOtherCount { return .countsDiffer(section: section) }
        return nil
    }

    /// The decision at an idle moment whose table is as `facts` say. O(1).
    package mutating func decide(_ facts: Facts) -> Decision {
        switch Self.wait(for: facts) {
        case nil:
            return .refreshNow
        case .noWindow:
            return .waitForLayout
        case .tracking:
            return .retry(after: 0, .tracking)
        case .decelerating:
            return .retry(after: 0, .decelerating)
        case let wait?:
            tries += 1
            guard tries < Self.maximumTries else { return .giveUp(wait) }
            return .retry(after: Self.delay(afterTry: tries), wait)
        }
    }

    /// The delay after try `number` (from 1): a frame, then twice the last, at most a second.
    package static func delay(afterTry number: Int) -> TimeInterval {
        min(frame * Double(1 << min(max(number - 1, 0), 16)), longestDelay)
    }
}

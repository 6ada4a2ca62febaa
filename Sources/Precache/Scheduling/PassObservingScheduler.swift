import Foundation

/// A pass scheduler that runs hooks around every pass of another scheduler.
///
/// `willRun` runs right before the pass (after the run loop chose to run it), `didRun` right
/// after, in the same run-loop callout; so the hooks bracket exactly one precache pass, whatever
/// the pass does. ``ListPrecache`` uses them to switch the cache to the list's current layout
/// context before measuring, and for the Instruments signposts.
struct PassObservingScheduler: PassScheduler {
    let base: any PassScheduler
    let willRun: () -> Void
    let didRun: () -> Void

    func schedule(_ work: @escaping () -> Void) {
        let willRun = self.willRun
        let didRun = self.didRun
        base.schedule {
            willRun()
            work()
            didRun()
        }
    }
}

/// Hears about the start and end of every precache pass of a ``ListPrecache``.
@MainActor
package protocol PrecachePassObserver: AnyObject {
    /// A pass is about to run.
    func precachePassWillBegin()
    /// The pass that began last has ended, having measured `rows` rows.
    func precachePassDidEnd(rows: Int)
}

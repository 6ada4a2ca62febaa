/// What a ``Precacher`` reports to its callbacks, queued while it does its bookkeeping.
enum PrecacheEvent: Equatable {
    /// ``Precacher/state`` became this.
    case stateChanged(PrecacheState)
    /// A pass handled rows, or the run finished: the progress then of run number `run`.
    case progressed(PrecacheProgress, run: Int)
    /// Run number `run` finished: its final progress.
    case completed(PrecacheProgress, run: Int)
}

/// A first-in, first-out queue of ``PrecacheEvent``s that is drained by one delivery at a time.
///
/// The precacher posts events while it changes its state and delivers them when its bookkeeping is
/// done, so no callback ever sees a half-updated precacher. A callback that changes the precacher
/// posts more events; they are delivered by the delivery already under way, after the ones
/// waiting, instead of recursively. A class, so that a callback may post while a delivery runs.
final class PrecacheEvents {
    private var pending: [PrecacheEvent] = []
    private var isDelivering = false

    /// Adds `event` to the queue.
    func post(_ event: PrecacheEvent) { pending.append(event) }

    /// The events waiting, oldest first (for tests).
    var waiting: [PrecacheEvent] { pending }

    /// Hands every waiting event to `handle`, oldest first, including events posted meanwhile.
    /// Does nothing if called from inside `handle` (the outer call delivers those events).
    func deliver(_ handle: (PrecacheEvent) -> Void) {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var next = 0
        while next < pending.count {
            let event = pending[next]
            next += 1
            handle(event)
        }
        pending.removeAll(keepingCapacity: true)
    }
}

import Foundation

/// Waiting without waking the run loop more than it must: ``WaitBackoff`` paces the questions,
/// UIKit's announcements end a wait at once, and nothing is due while a wait holds.
extension Precacher {
    /// Whether a wait holds precaching back now. If one does, the state of a run under way says
    /// why (``PrecacheState/waiting(_:)``), the next wake-up is armed after the delay
    /// ``WaitBackoff`` gives, and no pass is due (the frame clock stops).
    func waitHoldsBack() -> Bool {
        guard let wait = currentWait() else {
            if heldWait.wait != nil {
                heldWait.end()
                AnnouncedWaits.remove(self)
            }
            if case .waiting(let reason) = state, reason != .listUpdate { state = .running }
            return false
        }
        wakeUps.wake(after: heldWait.holds(wait, at: now()))
        passIsDue = false
        if wait.endsOnAnnouncement { AnnouncedWaits.add(self) } else { AnnouncedWaits.remove(self) }
        if isUnderWay { state = .waiting(wait) }
        return true
    }

    /// The wait that holds precaching back now, if any: ``waitsWhile`` first, then the list's own.
    private func currentWait() -> PrecacheState.WaitReason? {
        if let waitsWhile, waitsWhile() { return .waitsWhile }
        return pendingWait?()
    }

    /// UIKit announced something that may end the list's wait (it laid out, in a window or not; its
    /// editing changed; a scene became active): if the wait that holds precaching back is no longer
    /// what the list reports, the run loop is woken at once to ask again, instead of at the next
    /// backed-off wake-up. Costs one call of ``pendingWait`` while a backed-off list wait holds,
    /// nothing otherwise: a deceleration is asked every frame anyway, and ``waitsWhile`` is never
    /// asked here.
    package func waitMayHaveEnded() {
        guard let held = heldWait.wait, held.pace == .backingOff, held != .waitsWhile, hasObserver,
            pendingWait?() != held
        else { return }
        wakeUps.wake(after: 0)
    }

    /// The run stopped, finished or waits for a list update: no wait, no wake-up, no pass due.
    func stopWaiting() {
        heldWait.end()
        AnnouncedWaits.remove(self)
        wakeUps.cancel()
        passIsDue = false
    }
}

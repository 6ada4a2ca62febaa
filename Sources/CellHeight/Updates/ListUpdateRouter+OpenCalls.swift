/// The calls of one list whose UIKit implementation is running, and how one that never returned is
/// told from one that still runs.
///
/// UIKit lays out synchronously inside a row or section change made outside a batch, inside
/// `endUpdates()` and inside `performBatchUpdates(_:completion:)` after its closure: `cellForRowAt`,
/// `willDisplay` and `scrollViewDidScroll` run then, and a change the app makes from there is
/// *nested* in the open one. An Objective-C exception thrown through a hooked call (an app that
/// `@try`s around its updates) unwinds past the hook, and the call is never closed.
///
/// A call cannot stay open across a turn of the main run loop: every hooked call is on the main
/// thread's stack while it runs, and the main queue is drained between turns, never inside a call
/// (unless the app spins a run loop of its own there). So when a call opens while nothing is open,
/// the router asks to hear of the end of the turn (``ListUpdateRouter/scheduleTurnEnd``); a call
/// still open after it is one that never returned (``isStale``).
struct OpenCalls {
    /// Row or section changes and `endUpdates()` calls whose UIKit implementation is running.
    private(set) var changes = 0
    /// `performBatchUpdates` calls whose UIKit implementation is running.
    private(set) var batches = 0
    /// How many of those are running their closure (between `updatesWillRun` and `updatesDidRun`).
    private(set) var closures = 0
    /// `apply(_:thenPerform:)` calls running their `perform` (a snapshot applied by `ch.apply`).
    private(set) var knownUpdates = 0
    /// Bumped whenever the counts are reset: a call opened before then closes as nothing.
    private(set) var epoch = 0
    /// The router's batch depth when the outermost open `performBatchUpdates` opened.
    private(set) var batchBaseDepth = 0
    /// Row or section changes made while another call was handed to UIKit, since the outermost
    /// call opened.
    var nestedChanges = 0
    /// How many turns of the main run loop ended (as the router heard of them).
    private var turns = 0
    /// The turn in which the outermost open call opened; `nil` while none is open.
    private var openedInTurn: Int?

    /// Whether a call is being handed to UIKit, outside the closure of a `performBatchUpdates`: a
    /// row or section change made now is nested in it.
    var isHandingToUIKit: Bool { changes > 0 || batches > closures }

    /// Whether any call is open.
    var isOpen: Bool { changes > 0 || batches > 0 || knownUpdates > 0 }

    /// Whether a call is still open after the turn in which it opened ended: it never returned.
    var isStale: Bool { isOpen && (openedInTurn.map { $0 < turns } ?? false) }

    enum Kind { case change, batch, knownUpdate }

    /// A call of `kind` opens. `batchDepth` is the router's batch depth then.
    /// - Returns: `true` if the first open call since the last turn opened: the end of this turn
    ///   must be heard of.
    mutating func open(_ kind: Kind, batchDepth: Int) -> Bool {
        let first = !isOpen
        switch kind {
        case .change: changes += 1
        case .batch:
            if batches == 0 { batchBaseDepth = batchDepth }
            batches += 1
        case .knownUpdate: knownUpdates += 1
        }
        guard first else { return false }
        openedInTurn = turns
        return true
    }

    /// A call of `kind` opened in `epoch` returned.
    /// - Returns: `false` if it belongs to an earlier epoch (the counts were reset since) and
    ///   nothing was closed.
    mutating func close(_ kind: Kind, epoch: Int) -> Bool {
        guard epoch == self.epoch else { return false }
        switch kind {
        case .change: changes = max(changes - 1, 0)
        case .batch: batches = max(batches - 1, 0)
        case .knownUpdate: knownUpdates = max(knownUpdates - 1, 0)
        }
        if !isOpen { openedInTurn = nil }
        return true
    }

    /// The closure of a `performBatchUpdates` call starts (`true`) or returns (`false`).
    mutating func closure(running: Bool) { closures = max(closures + (running ? 1 : -1), 0) }

    /// A turn of the main run loop ended.
    mutating func turnDidEnd() { turns &+= 1 }

    /// Forgets every open call: each closes as nothing when it returns, if it ever does.
    /// `knownUpdates` stays unless `includingKnownUpdates` (a snapshot's `apply` runs its
    /// `perform` synchronously: only a call that never returned leaves it open).
    mutating func reset(includingKnownUpdates: Bool) {
        epoch &+= 1
        (changes, batches, closures, nestedChanges) = (0, 0, 0, 0)
        if includingKnownUpdates { knownUpdates = 0 }
        openedInTurn = isOpen ? openedInTurn : nil
    }
}

extension ListUpdateRouter {
    /// After a layout pass of the list: a call that never returned (see the type's documentation)
    /// is forgotten now, so that the list's next changes are followed.
    package func listDidLayout() {
        if open.isStale { forgetUnfinishedCalls() }
    }

    /// Opens a call of `kind`, asking to hear of the end of the turn if it is the first open one.
    func opened(_ kind: OpenCalls.Kind, close: OpenListCall.Close) -> OpenListCall {
        if open.open(kind, batchDepth: recorder.depth), !turnEndIsScheduled {
            turnEndIsScheduled = true
            scheduleTurnEnd { [weak self] in
                self?.turnEndIsScheduled = false
                self?.open.turnDidEnd()
            }
        }
        return OpenListCall(close: close, epoch: open.epoch)
    }

    /// A row or section change reached the router while another call was handed to UIKit: what it
    /// does to the rows around it is unknown (its index paths may count before or after the outer
    /// change, and UIKit's layout of that change is under way), so every height goes now, and
    /// again when the outer call returns (heights measured meanwhile may be at rows it moves).
    func nestedChange() {
        open.nestedChanges += 1
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
    }

    /// The outermost call being handed to UIKit returned.
    func outerCallDidEnd() {
        guard open.nestedChanges > 0 else { return }
        let count = open.nestedChanges
        open.nestedChanges = 0
        nestedChangeReports += 1
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
        CellHeightLogging.debug(
            .updates,
            "\(count) row or section change(s) were made while UIKit was laying out another change (from cellForRowAt, "
                + "willDisplay or scrollViewDidScroll): every height invalidated")
    }

    /// A call opened in a turn of the main run loop that has ended is still open: it never
    /// returned (an Objective-C exception thrown through it). Its change may or may not have
    /// reached UIKit, so every height goes; the open calls are forgotten.
    func forgetUnfinishedCalls() {
        // Brackets opened for the closure of a performBatchUpdates that never returned.
        if open.batches > 0 {
            while recorder.depth > open.batchBaseDepth { _ = recorder.end() }
            reconfigured.removeAll()
        }
        open.reset(includingKnownUpdates: true)
        unfinishedCallReports += 1
        CellHeightLogging.debug(
            .updates,
            "a data change of the list never returned (an exception thrown through it?): every height invalidated, "
                + "changes are followed again")
        guard rows.automaticallyInvalidates else { return }
        rows.invalidateAll()
        sections.invalidateAll()
    }
}

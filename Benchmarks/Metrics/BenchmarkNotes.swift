import Foundation
import Precache

/// The notes under the table: what each column is, what the platform does to the figures, and
/// what this machine's core count means for the off-main-thread figures.
@MainActor
struct BenchmarkNotes {
    let plan: BenchmarkPlan
    let report: Report

    func add() {
        let slice = NumberFormat.value(Precacher.defaultTimeSliceMilliseconds)
        let budget = NumberFormat.value(Precacher.defaultTimeBudgetMilliseconds)
        report.addNote(
            "classic = FDTemplateLayoutCell 1.2 (boxed NSNumber cache with O(row) build pass on every access; "
                + "NSIndexPath array; removeObject: per pass; one row per pass via perform + wake-up).")
        report.addNote(
            "fixed batch = Texture ASRunLoopQueue style, \(FixedBatchQueue.defaultBatchSize) rows per beforeWaiting "
                + "callback, [[Double]] cache.")
        report.addNote(
            "ours b=1, b=10, b=32 = the package with batchSize 1, 10, 32 (the \(slice) ms slice still applies); "
                + "ours (default) = the package as shipped: a \(slice) ms time slice, no row cap, a \(budget) ms budget. "
                + "The cache-only rows are measured once, in the ours (default) column: every ours column has the same cache."
        )
        report.addNote(
            "bare loop = the physical limit: every row measured in one plain loop into a flat buffer, no run loop "
                + "(so no enable cost, passes or input latency); for the cache rows, a raw Double buffer "
                + "(read by the same IndexPath, insert = memmove). Read by IndexPath, the raw buffer pays Foundation's "
                + "IndexPath subscripts, which ours avoids: the true floor of a read is the cache targets' raw buffer at "
                + "a precomputed row.")
        report.addNote(
            "A size is extrapolated (~) when its predicted cost exceeds \(NumberFormat.value(plan.capSeconds)) s "
                + "(enable: \(NumberFormat.value(plan.enableCapSeconds)) s).")
        report.addNote(
            "Classic's constants are swift-corelibs-foundation costs (see Context: NSNumber, NSIndexPath, "
                + "NSMutableArray), about ten times Objective-C's on Apple platforms, so its absolute times here are "
                + "about ten times too high; its growth (O(n) per pass, O(row) per access) carries over to iOS.")
        report.addNote(
            "Linux CFRunLoop services one file descriptor per iteration: a timer due during a long pass can wait one "
                + "more pass (timer lateness up to about two passes, for every contender). The touch-like source is "
                + "signalled (version 0) and handled right after the pass it arrived in, as on iOS.")
        report.addNote(
            "On a shared machine another process can hold a core for a scheduler tick (about 4 ms here): pass "
                + "maxima and latency p99 can show it for any contender. The pass-length targets leave out passes the "
                + "main thread spent > 50 us off the CPU; the touch-like rows also give each event's delay less the main "
                + "thread's time off the CPU meanwhile (its busy time before the event), which the latency targets use."
        )
        report.addNote(
            "Precache runs verify every row of the cache against the measurer; a wrong or missing height is a FAILURE.")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        report.addNote(
            "Off the main thread: this machine has \(cores) cores (shared with other processes: see the load average), "
                + "so the main thread and \(Precacher.defaultWorkerCount) worker (the default, cores - 1) have one "
                + "each at best; the workers run on a concurrent queue with 2 jobs in flight per worker, so even 1 worker "
                + "can measure 2 rows at once (see \"rows measured at once\"), and every worker count competes with the "
                + "main thread for the same \(cores) cores. Linux has no QoS classes: nothing makes a utility worker "
                + "yield to the main thread, which waits for a core each time results come back. "
                + "A 6-core iPhone (2 performance + 4 efficiency cores) gets 5 workers by default, and its scheduler "
                + "runs the main thread first: rows per second should grow with the workers until the cores run out, "
                + "by less than a performance core's worth per efficiency core; the main thread's time per row "
                + "(hand out, write back) does not depend on the core count.")
        report.addNote(
            "Measuring off the main thread still costs the main thread its \"CPU time per row, whole run\" (hand-out, "
                + "write-back, a run-loop wake-up per result): it pays off for rows that take longer than that to measure."
        )
    }
}

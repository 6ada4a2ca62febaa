import CellHeight
import CoreFoundation
import Dispatch
import Foundation

/// One row's measurement as it crosses threads: taken on the main thread, measured on a worker,
/// written back on the main thread if nothing changed meanwhile.
struct BackgroundResult: Sendable {
    /// The row, as it was when the job was taken.
    let indexPath: IndexPath
    /// The precacher's generation when the job was taken: a result of another generation is stale.
    let generation: Int
    /// The height, or `nil` if the job was skipped because it was already stale.
    let height: CGFloat?
}

/// The measuring path that runs off the main thread, type-erased: a main-thread snapshot of a row's
/// model, a `@Sendable` measurement of that snapshot at a layout context, and the workers that run it.
struct BackgroundMeasurer: Sendable {
    let snapshot: @MainActor (IndexPath) -> (any Sendable)?
    let height: @Sendable (any Sendable, LayoutContext) -> CGFloat
    let workers: BackgroundWorkers
}

/// The generation that background jobs must still belong to for their work to be worth doing.
/// Written on the main thread, read by workers. Thread-safe.
final class GenerationToken: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The current generation.
    var current: Int {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// Where workers leave their results for the main thread. Thread-safe.
///
/// A worker that posts into an empty mailbox wakes the main run loop, so that its next
/// `beforeWaiting` in the default mode schedules a pass that writes the results. While the loop
/// runs in the tracking mode the results wait here: nothing is written while the user scrolls.
final class ResultMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [BackgroundResult] = []
    private let runLoop: CFRunLoop

    /// A mailbox whose posts wake `runLoop`.
    init(waking runLoop: CFRunLoop) { self.runLoop = runLoop }

    /// Leaves `result`; wakes the run loop if the mailbox was empty.
    func post(_ result: BackgroundResult) {
        let wasEmpty = lock.withLock {
            results.append(result)
            return results.count == 1
        }
        if wasEmpty { CFRunLoopWakeUp(runLoop) }
    }

    /// Whether results are waiting.
    var isEmpty: Bool { lock.withLock { results.isEmpty } }

    /// Takes every waiting result, oldest first.
    func drain() -> [BackgroundResult] {
        lock.withLock {
            defer { results.removeAll(keepingCapacity: true) }
            return results
        }
    }
}

/// The worker pool: one serial queue per worker at utility quality of service, so that at most
/// `count` rows are measured at once whatever the number of jobs in flight. Jobs go to the workers
/// in turn; the precacher keeps at most two per worker in flight, so a worker finishing one job
/// finds the next one waiting.
final class BackgroundWorkers: @unchecked Sendable {
    private let lanes: [DispatchQueue]
    private let lock = NSLock()
    private var nextLane = 0

    /// `count` workers (at least 1).
    init(count: Int) {
        lanes = (0..<max(1, count)).map { DispatchQueue(label: "CellHeight.precache.worker\($0)", qos: .utility) }
    }

    /// How many rows may be measured at once.
    var count: Int { lanes.count }

    /// Runs `measure` for `model` on the next worker, unless `token` moved past `generation` before
    /// the worker got to it; posts the result either way.
    func submit(
        _ indexPath: IndexPath, model: any Sendable, context: LayoutContext, generation: Int, token: GenerationToken,
        measure: @escaping @Sendable (any Sendable, LayoutContext) -> CGFloat, to mailbox: ResultMailbox
    ) {
        let lane = lock.withLock {
            defer { nextLane = (nextLane + 1) % lanes.count }
            return lanes[nextLane]
        }
        lane.async {
            guard token.current == generation else {
                mailbox.post(BackgroundResult(indexPath: indexPath, generation: generation, height: nil))
                return
            }
            let height = measure(model, context)
            mailbox.post(BackgroundResult(indexPath: indexPath, generation: generation, height: height))
        }
    }
}

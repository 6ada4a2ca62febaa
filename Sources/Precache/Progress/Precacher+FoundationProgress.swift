import Foundation

extension Precacher {
    /// A Progress whose handlers act on this run only: Foundation may call them late, from
    /// another queue, when a newer run has begun.
    func makeFoundationProgress() -> Progress {
        // Discrete: `Progress(totalUnitCount:)` would attach to the thread's current Progress, if any.
        let progress = Progress.discreteProgress(totalUnitCount: 0)
        progress.isCancellable = true
        progress.isPausable = true
        let run = self.run
        progress.cancellationHandler = { [weak self] in onMainActor { if self?.run == run { self?.cancel() } } }
        // Handlers may arrive late and out of order: act on what the Progress says when they arrive.
        progress.pausingHandler = { [weak self] in
            onMainActor { if let self, self.run == run, self.foundationProgress.isPaused { self.pause() } }
        }
        progress.resumingHandler = { [weak self] in
            onMainActor { if let self, self.run == run, !self.foundationProgress.isPaused { self.resume() } }
        }
        return progress
    }
}

/// Runs `body` on the main actor: at once on the main thread, else as soon as the main queue runs.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async(execute: body)
    }
}

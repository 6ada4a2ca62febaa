#if canImport(UIKit)
    import Foundation

    /// The main run loop, spun for real by a UIKit-hosted test: no sleeps, each slice returns as soon
    /// as the loop handled an event or the slice ended.
    @MainActor
    public enum MainRunLoop {
        /// Runs the main run loop in `mode` in slices of at most 10 ms until `condition` holds or
        /// `timeout` seconds passed; `condition` is read after every slice.
        ///
        /// - Returns: Whether `condition` held (`false`: timed out; the caller reports it).
        public static func spin(
            until condition: () -> Bool, mode: RunLoop.Mode = .default, timeout: TimeInterval = 10
        ) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            return waiting(in: mode) {
                while !condition() {
                    if Date() >= deadline { return false }
                    _ = RunLoop.main.run(mode: mode, before: Date(timeIntervalSinceNow: 0.01))
                }
                return true
            }
        }

        /// Runs the main run loop in `mode` for `passes` slices of at most 10 ms, whatever happens:
        /// to prove that something does not happen while the loop turns.
        public static func turn(passes: Int, mode: RunLoop.Mode = .default) {
            waiting(in: mode) {
                for _ in 0..<passes { _ = RunLoop.main.run(mode: mode, before: Date(timeIntervalSinceNow: 0.01)) }
            }
        }

        /// Runs `body` with a timer that never fires attached to `mode`. `run(mode:before:)` returns at
        /// once, without waiting, when the mode has no input source or timer (documented): the default
        /// mode always has one on the main thread (the main dispatch queue), but a mode such as
        /// UIKit's tracking mode may have none in a test process without `UIApplication`, and a slice
        /// in it would then neither wait nor prove anything.
        @discardableResult
        private static func waiting<Result>(in mode: RunLoop.Mode, _ body: () -> Result) -> Result {
            let keepsModeWaitable = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
            RunLoop.main.add(keepsModeWaitable, forMode: mode)
            defer { keepsModeWaitable.invalidate() }
            return body()
        }
    }
#endif

#if canImport(UIKit)
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// What every UIKit-hosted test stands on: a real window (``HostWindow``, which says why it is
    /// never made key), and the main run loop spun for real.
    @MainActor
    enum UIKitHost {
        /// A visible window of `size` (points) whose root view controller's view holds `view`,
        /// pinned to its edges, laid out once.
        static func window(
            holding view: UIView, size: CGSize = CGSize(width: 390, height: 844),
            configure: (UIViewController) -> Void = { _ in }
        ) -> UIWindow {
            HostWindow.make(holding: view, size: size, configure: configure)
        }

        /// Runs the main run loop in `mode` in short slices until `condition` holds; fails the test
        /// after `timeout` seconds. No sleeps: each slice returns as soon as the loop handled an event
        /// or the slice ended, and the condition is read after every slice.
        @discardableResult
        static func spin(
            until condition: () -> Bool, mode: RunLoop.Mode = .default, timeout: TimeInterval = 10,
            _ message: @autoclosure () -> String = "condition not reached", file: StaticString = #filePath,
            line: UInt = #line
        ) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            return waiting(in: mode) {
                while !condition() {
                    if Date() >= deadline {
                        XCTFail("timed out after \(timeout) s: \(message())", file: file, line: line)
                        return false
                    }
                    _ = RunLoop.main.run(mode: mode, before: Date(timeIntervalSinceNow: 0.01))
                }
                return true
            }
        }

        /// Runs the main run loop in `mode` for `passes` slices of at most 10 ms, whatever happens:
        /// to prove that something does not happen while the loop turns.
        static func turn(passes: Int, mode: RunLoop.Mode = .default) {
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

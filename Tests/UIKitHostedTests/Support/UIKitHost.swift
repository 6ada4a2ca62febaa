#if canImport(UIKit)
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// What every UIKit-hosted test stands on: a real window (``HostWindow``, which says why it is
    /// never made key), and the main run loop spun for real (``MainRunLoop``), failing the test when
    /// a condition is not reached.
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

        /// Runs the main run loop in `mode` in short slices until `condition` holds
        /// (``MainRunLoop/spin(until:mode:timeout:)``); fails the test after `timeout` seconds.
        @discardableResult
        static func spin(
            until condition: () -> Bool, mode: RunLoop.Mode = .default, timeout: TimeInterval = 10,
            _ message: @autoclosure () -> String = "condition not reached", file: StaticString = #filePath,
            line: UInt = #line
        ) -> Bool {
            guard MainRunLoop.spin(until: condition, mode: mode, timeout: timeout) else {
                XCTFail("timed out after \(timeout) s: \(message())", file: file, line: line)
                return false
            }
            return true
        }

        /// Runs the main run loop in `mode` for `passes` slices of at most 10 ms, whatever happens:
        /// to prove that something does not happen while the loop turns.
        static func turn(passes: Int, mode: RunLoop.Mode = .default) { MainRunLoop.turn(passes: passes, mode: mode) }
    }
#endif

import CoreFoundation
import Foundation

/// Every run-loop spelling that differs between Apple's SDK and swift-corelibs-foundation (Linux).
///
/// Apple's SDK imports `CFRunLoopMode` as a struct wrapping a `CFString`, renames the C constants of
/// the default and common modes to `CFRunLoopMode.defaultMode` and `.commonModes`, and takes the
/// mode of `CFRunLoopPerformBlock` as a `CFTypeRef`. On Linux `CFRunLoopMode` is a plain `CFString`
/// and the C names (the `#else` branches below) stay. Code elsewhere in the package (the
/// Example, the benchmarks and the tests included) goes through this type and never spells a mode
/// itself, so an Apple build compiles the same lines Linux tests run. The Apple branch is
/// `canImport(ObjectiveC)`, which every Apple platform has and Linux does not.
package enum RunLoopPlatform {
    /// The default mode: where idle work runs and where precaching is scheduled.
    package static var defaultMode: CFRunLoopMode {
        #if canImport(ObjectiveC)
            .defaultMode
        #else
            kCFRunLoopDefaultMode
        #endif
    }

    /// The common modes: work added here runs in the default mode and while scrolling.
    package static var commonModes: CFRunLoopMode {
        #if canImport(ObjectiveC)
            .commonModes
        #else
            kCFRunLoopCommonModes
        #endif
    }

    /// The mode named `name`, such as UIKit's `"UITrackingRunLoopMode"`.
    package static func mode(named name: String) -> CFRunLoopMode {
        #if canImport(ObjectiveC)
            CFRunLoopMode(name as CFString)
        #else
            CFStringCreateWithCString(kCFAllocatorDefault, name, CFStringBuiltInEncodings.UTF8.rawValue)
        #endif
    }

    /// Whether `runLoop` is running in `mode` right now.
    package static func isRunning(_ runLoop: CFRunLoop, in mode: CFRunLoopMode) -> Bool {
        guard let current = CFRunLoopCopyCurrentMode(runLoop) else { return false }
        #if canImport(ObjectiveC)
            return current == mode
        #else
            return CFEqual(current, mode)
        #endif
    }

    /// Runs `block` in a later pass of `runLoop` in `mode`, and wakes the loop so that a sleeping
    /// loop runs it now (`CFRunLoopPerformBlock` alone does not wake it).
    package static func perform(on runLoop: CFRunLoop, in mode: CFRunLoopMode, _ block: @escaping () -> Void) {
        #if canImport(ObjectiveC)
            CFRunLoopPerformBlock(runLoop, mode.rawValue, block)
        #else
            CFRunLoopPerformBlock(runLoop, mode, block)
        #endif
        CFRunLoopWakeUp(runLoop)
    }
}

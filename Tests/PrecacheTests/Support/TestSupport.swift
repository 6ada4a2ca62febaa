import CellHeight
import CoreFoundation
import Foundation
import XCTest

@testable import Precache

/// A table of content ids. A row's true height follows its content id, so a height written to the
/// wrong row (a stale write) is detectable: see ``mismatches(in:)``.
@MainActor
final class TestTable: PrecacheDataSource {
    var sections: [[Int]]
    private(set) var measured: [IndexPath] = []
    /// Replaces the measurement of a row when it returns a value or throws.
    var hook: ((IndexPath) throws -> CGFloat?)?
    private var nextID: Int

    init(_ rowCounts: [Int]) {
        var id = 0
        sections = rowCounts.map { count in
            (0..<count).map { _ in
                id += 1
                return id
            }
        }
        nextID = id + 1
    }

    func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// The layout width the table measures at; keep it equal to the cache's layout context width.
    var width: CGFloat = 320

    static func height(of id: Int, width: CGFloat = 320) -> CGFloat { CGFloat(20 + id % 61) + 0.5 + width / 1024 }

    var numberOfSections: Int { sections.count }
    func numberOfRows(inSection section: Int) -> Int { sections[section].count }

    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        measured.append(indexPath)
        if let hook, let height = try hook(indexPath) { return height }
        return Self.height(of: sections[indexPath[0]][indexPath[1]], width: width)
    }

    var rowCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// Every cached height that differs from the height of the content now at its row.
    func mismatches(in cache: IndexPathHeightCache) -> [String] {
        var result: [String] = []
        for (s, ids) in sections.enumerated() {
            for (r, id) in ids.enumerated() {
                let indexPath = IndexPath(indexes: [s, r])
                if cache.containsHeight(at: indexPath), cache.height(at: indexPath) != Self.height(of: id, width: width)
                {
                    let expected = Self.height(of: id, width: width)
                    result.append("\(indexPath): cached \(cache.height(at: indexPath)!), content \(id) is \(expected)")
                }
            }
        }
        return result
    }

    func uncachedCount(in cache: IndexPathHeightCache) -> Int {
        var count = 0
        for (s, ids) in sections.enumerated() {
            for r in ids.indices where !cache.containsHeight(at: IndexPath(indexes: [s, r])) { count += 1 }
        }
        return count
    }
}

/// Drives the main run loop the way UIKit does: idle in the default mode, scrolling in the
/// tracking mode (a custom mode named like UIKit's, added to the common modes as UIKit adds it).
enum MainLoop {
    static var trackingMode: CFRunLoopMode { RunLoopPlatform.mode(named: "UITrackingRunLoopMode") }

    /// A timer in the common modes keeps both modes alive: a mode with no source or timer returns at once.
    private static let keepAlive: Void = {
        CFRunLoopAddCommonMode(CFRunLoopGetMain(), trackingMode)
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 3600, 3600, 0, 0) { _ in }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, RunLoopPlatform.commonModes)
    }()

    /// Runs the default mode until `condition` holds, checked at every step of every pass; fails
    /// the test after `timeout` seconds.
    @discardableResult
    static func run(
        until condition: () -> Bool, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        _ = keepAlive
        if condition() { return true }
        let deadline = Date().addingTimeInterval(timeout)
        return withoutActuallyEscaping(condition) { condition in
            var held = false
            let stopper = CFRunLoopObserverCreateWithHandler(
                nil, CFRunLoopActivity.allActivities.rawValue, true, 1_000_000
            ) {
                _, _ in
                if condition() {
                    held = true
                    CFRunLoopStop(CFRunLoopGetMain())
                }
            }
            CFRunLoopAddObserver(CFRunLoopGetMain(), stopper, RunLoopPlatform.commonModes)
            defer { CFRunLoopObserverInvalidate(stopper) }
            while !held, Date() < deadline {
                _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 0.05, false)
                if condition() { held = true }
            }
            if !held { XCTFail("the condition did not hold within \(timeout) s", file: file, line: line) }
            return held
        }
    }

    /// Runs the tracking mode (a scroll) for `seconds`, as UIKit does while a finger drags.
    static func scroll(for seconds: TimeInterval) {
        _ = keepAlive
        let end = Date().addingTimeInterval(seconds)
        while Date() < end { _ = CFRunLoopRunInMode(trackingMode, 0.005, false) }
    }

    /// Runs `work` in the tracking mode (as a timer or a network callback runs while a finger
    /// drags), then scrolls a little longer; returns whether `work` ran, within about 2 s.
    @MainActor
    static func scroll(whileRunning work: @escaping @MainActor () -> Void) -> Bool {
        _ = keepAlive
        var ran = false
        RunLoopPlatform.perform(on: CFRunLoopGetMain(), in: trackingMode) {
            MainActor.assumeIsolated {
                work()
                ran = true
            }
        }
        for _ in 0..<400 where !ran { _ = CFRunLoopRunInMode(trackingMode, 0.005, true) }
        scroll(for: 0.002)
        return ran
    }

    /// Runs `count` default-mode iterations whatever happens (to show that nothing more happens).
    static func spin(_ count: Int) {
        _ = keepAlive
        for _ in 0..<count { _ = CFRunLoopRunInMode(RunLoopPlatform.defaultMode, 0.001, true) }
    }
}

/// A precacher set up for a test, with its passes and progress recorded.
@MainActor
final class Harness {
    let table: TestTable
    let cache = IndexPathHeightCache()
    let precacher: Precacher
    var rowsPerPass: [Int] = []
    var reports: [PrecacheProgress] = []
    var completions = 0

    init(_ rowCounts: [Int], batchSize: Int = 1) {
        table = TestTable(rowCounts)
        cache.layoutContext = LayoutContext(width: 320)
        precacher = Precacher(heightCache: cache, dataSource: table)
        precacher.configuration.batchSize = batchSize
        precacher.onPass = { [unowned self] rows, _ in rowsPerPass.append(rows) }
        precacher.onProgress = { [unowned self] in reports.append($0) }
        precacher.onCompletion = { [unowned self] _ in completions += 1 }
    }

    func runToCompletion(file: StaticString = #filePath, line: UInt = #line) {
        // Finished, with no pass pending that looks for new rows after a data change.
        MainLoop.run(until: { precacher.state == .finished && !precacher.hasObserver }, file: file, line: line)
    }
}

extension PrecacheState {
    /// Whether a list's precache paused for a setup problem (``PrecacheState/PauseReason/setupProblem(_:)``).
    var isPausedForSetup: Bool {
        if case .paused(.setupProblem) = self { return true }
        return false
    }
}

/// A condition a test turns on and off after a callback captured it: the precacher's callbacks
/// are `@MainActor`, so they are `Sendable` and may not capture a local `var` mutated afterwards.
@MainActor
final class Switch {
    var isOn: Bool
    init(_ isOn: Bool) { self.isOn = isOn }
}

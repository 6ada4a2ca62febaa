#if canImport(UIKit)
    import CellHeight
    import UIKit
    import XCTest

    @testable import Precache

    /// The display link of a table's precache runs only while a pass is due, a UIKit announcement
    /// ends a wait at once, and the link's frame deadline ends every slice before the frame. On a
    /// real window and the real main run loop; the deadline test reads the precacher's time from an
    /// injected clock, so no assertion depends on how fast the simulator runs.
    final class DisplayLinkPauseTests: XCTestCase {
        @MainActor
        func testTheDisplayLinkTicksOnlyWhilePassesAreDue() {
            let (table, source) = Self.table(rows: 300)
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            let precache = table.ch.precache
            let frames = DisplayLinkFrames.install(on: precache)
            var linkRanWhileMeasuring: [Bool] = []
            precache.measureRow = { _ in
                linkRanWhileMeasuring.append(frames.isRunning)
                // A row that takes real time (1 ms, as a simple Auto Layout cell on a phone), so that
                // passes are due for many frames: 300 rows keep the link wanted for about 0.3 s.
                Self.spend(nanoseconds: 1_000_000)
                return 44
            }
            let waiting = Holding()
            precache.precacher.waitsWhile = { waiting.isOn }
            precache.isEnabled = true
            UIKitHost.spin(until: { precache.precacher.heldWait.wait == .waitsWhile }, "the wait never held")
            let ticksBeforeWaiting = frames.ticks
            UIKitHost.turn(passes: 20)
            XCTAssertFalse(frames.isRunning, "no display link while waitsWhile holds")
            XCTAssertEqual(frames.ticks, ticksBeforeWaiting, "no frame woke the app while waiting")
            XCTAssertEqual(linkRanWhileMeasuring, [], "nothing measured while waiting")

            waiting.isOn = false
            UIKitHost.spin(
                until: { frames.ticks > ticksBeforeWaiting }, timeout: 2,
                "the display link never ticked while passes were due")
            UIKitHost.spin(until: { precache.state == .finished }, timeout: 30, "precaching did not finish")
            XCTAssertEqual(linkRanWhileMeasuring.count, 300)
            XCTAssertEqual(Set(linkRanWhileMeasuring), [true], "the link ran while passes were due")
            XCTAssertFalse(frames.isRunning, "no display link once the run finished")
            let ticksAtEnd = frames.ticks
            UIKitHost.turn(passes: 10)
            XCTAssertFalse(frames.isRunning, "and none later")
            XCTAssertEqual(frames.ticks, ticksAtEnd, "no frame woke the app after the run")
            withExtendedLifetime(source) {}
        }

        /// Keeps the CPU busy for `nanoseconds`: the cost of measuring a row (not a wait for anything).
        private static func spend(nanoseconds: UInt64) {
            let end = DispatchTime.now().uptimeNanoseconds + nanoseconds
            while DispatchTime.now().uptimeNanoseconds < end {}
        }

        @MainActor
        func testEndingEditingEndsTheWaitAtOnce() {
            let (table, source) = Self.table(rows: 50)
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            let precache = table.ch.precache
            let frames = DisplayLinkFrames.install(on: precache)
            let wakeUps = RecordingWakeUps()
            precache.precacher.wakeUps = wakeUps
            precache.measureRow = { _ in 44 }
            table.setEditing(true, animated: false)
            precache.isEnabled = true
            UIKitHost.spin(until: { precache.precacher.heldWait.wait == .editing }, "the editing wait never held")
            UIKitHost.turn(passes: 5)
            XCTAssertEqual(precache.progress.completedCount, 0, "nothing measured while editing")
            let ticksWhileEditing = frames.ticks
            UIKitHost.turn(passes: 5)
            XCTAssertFalse(frames.isRunning, "no display link while editing")
            XCTAssertEqual(frames.ticks, ticksWhileEditing, "no frame woke the app while editing")
            XCTAssertGreaterThan(wakeUps.delays.last ?? 0, 0, "while editing, the next question is backed off")

            wakeUps.delays.removeAll()
            table.setEditing(false, animated: false)
            // UIKit's setEditing(_:animated:) may call the isEditing setter too: each hook announces.
            XCTAssertFalse(wakeUps.delays.isEmpty, "setEditing(false) was not announced")
            XCTAssertEqual(
                Set(wakeUps.delays), [0], "setEditing(false) woke the run loop at once, not at the next poll")
            UIKitHost.spin(until: { precache.state == .finished }, "precaching did not finish")
            withExtendedLifetime(source) {}
        }

        @MainActor
        func testTheDisplayLinkDeadlineEndsEverySliceBeforeTheFrame() {
            // Enough rows that passes go on for many frames after the link's first tick.
            let (table, source) = Self.table(rows: 20_000)
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }
            let precache = table.ch.precache
            let frames = DisplayLinkFrames.install(on: precache)
            let precacher = precache.precacher!
            precache.configuration.timeSlice = 0.010
            precache.configuration.timeBudget = nil
            // The injected clock: each pass starts 5 ms before the frame the link announced last, and
            // each row costs 1 ms of it; so 4 rows fit before the 1 ms margin, against 10 in the slice.
            let lead: UInt64 = 5_000_000
            let rowCost: UInt64 = 1_000_000
            var clock: UInt64 = 0
            var passDeadline: UInt64 = 0
            precacher.now = { clock }
            let prepare = precache.prepareForPass
            precache.prepareForPass = {
                prepare?()
                passDeadline = frames.deadline
                clock = passDeadline > lead ? passDeadline - lead : 0
            }
            precache.measureRow = { _ in
                clock += rowCost
                return 44
            }
            var passes: [(deadline: UInt64, rows: Int, end: UInt64)] = []
            let onPass = precacher.onPass
            precacher.onPass = { rows, nanoseconds in
                onPass?(rows, nanoseconds)
                passes.append((passDeadline, rows, clock))
            }
            precache.isEnabled = true
            UIKitHost.spin(until: { precache.state == .finished }, timeout: 60, "precaching did not finish")

            // The run's last pass measures what is left, which may be fewer rows than fit (how many
            // passes ran before the link's first tick decides it): it only has to stay within them.
            let fit = Int((lead - PassLimits.frameMargin) / rowCost)
            let last = passes.lastIndex { $0.rows > 0 }
            let framed = passes.indices.filter { passes[$0].deadline > 0 && passes[$0].rows > 0 && $0 != last }
            XCTAssertGreaterThan(frames.ticks, 0, "the display link never ticked")
            XCTAssertFalse(framed.isEmpty, "no pass ran with a deadline from the display link")
            for pass in framed.map({ passes[$0] }) {
                XCTAssertLessThanOrEqual(pass.end, pass.deadline - PassLimits.frameMargin, "a slice ran into the frame")
                XCTAssertEqual(pass.rows, fit, "the frame, not the slice, ended it")
            }
            if let last, passes[last].deadline > 0 {
                XCTAssertLessThanOrEqual(passes[last].end, passes[last].deadline - PassLimits.frameMargin)
                XCTAssertLessThanOrEqual(passes[last].rows, fit)
            }
            XCTAssertFalse(frames.isRunning, "no display link once the run finished")
            withExtendedLifetime(source) {}
        }

        /// A plain table of `rows` rows in one section, with its data source (held weakly by the table).
        @MainActor
        private static func table(rows: Int) -> (UITableView, RowsDataSource) {
            let table = UITableView(frame: .zero, style: .plain)
            let source = RowsDataSource(rows: rows)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = source
            return (table, source)
        }
    }

    /// `rows` rows of plain cells.
    private final class RowsDataSource: NSObject, UITableViewDataSource {
        let rows: Int
        init(rows: Int) { self.rows = rows }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
    }

    /// The real run-loop wake-ups, with every delay asked for recorded.
    private final class RecordingWakeUps: WakeUpScheduler, @unchecked Sendable {
        private let base = RunLoopWakeUps()
        var delays: [TimeInterval] = []

        func wake(after delay: TimeInterval) {
            delays.append(delay)
            base.wake(after: delay)
        }

        func cancel() { base.cancel() }
    }

    /// A condition the test lets go of after `waitsWhile` captured it (a `@MainActor` closure is
    /// `Sendable`: it may not capture a local `var` changed afterwards).
    @MainActor
    private final class Holding {
        var isOn = true
    }
#endif

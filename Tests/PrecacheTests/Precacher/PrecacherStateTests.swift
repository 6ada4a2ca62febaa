import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Issue 32 §4: the state says why precaching does not measure (a wait and its reason, a pause and
/// who paused it), the callbacks hear every change, and a reason survives a new run.
final class PrecacherStateTests: XCTestCase {
    func testAWaitIsAStateWithItsReasonAndEndsByItself() {
        MainActor.assumeIsolated {
            let h = Harness([30], batchSize: 5)
            var states: [PrecacheState] = []
            h.precacher.onStateChange = { states.append($0) }
            let holding = Switch(true)
            h.precacher.waitsWhile = { holding.isOn }
            h.precacher.start()
            MainLoop.run(until: { h.precacher.state == .waiting(.waitsWhile) })
            MainLoop.spin(10)
            XCTAssertEqual(h.table.measured.count, 0, "nothing measured while it waits")
            holding.isOn = false
            h.runToCompletion()
            XCTAssertEqual(states, [.running, .waiting(.waitsWhile), .running, .finished])
        }
    }

    func testAListWaitNamesTheListsConditionAndAnotherConditionAnotherReason() {
        MainActor.assumeIsolated {
            let h = Harness([30], batchSize: 5)
            var states: [PrecacheState] = []
            h.precacher.onStateChange = { states.append($0) }
            var wait: PrecacheState.WaitReason? = .noWindow
            h.precacher.pendingWait = { wait }
            h.precacher.start()
            MainLoop.run(until: { h.precacher.state == .waiting(.noWindow) })
            wait = .editing
            h.precacher.waitMayHaveEnded()  // what UIKit's setEditing announcement does
            MainLoop.run(until: { h.precacher.state == .waiting(.editing) })
            wait = nil
            h.precacher.waitMayHaveEnded()
            h.runToCompletion()
            XCTAssertEqual(states, [.running, .waiting(.noWindow), .waiting(.editing), .running, .finished])
        }
    }

    func testPausingByTheAppIsToldFromPausingForASetupProblemAndSurvivesANewRun() {
        MainActor.assumeIsolated {
            let h = Harness([40], batchSize: 2)
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 4 })
            h.precacher.pause()
            XCTAssertEqual(h.precacher.state, .paused(.byApp))
            h.cache.invalidateAll()  // reloadData: a new run, still paused
            XCTAssertEqual(h.precacher.state, .paused(.byApp), "the reason survives the new run")
            h.precacher.resume()
            XCTAssertEqual(h.precacher.state, .running)
            h.precacher.pause(.setupProblem("register a configuration"))
            XCTAssertEqual(h.precacher.state, .paused(.setupProblem("register a configuration")))
            h.precacher.resume()
            h.runToCompletion()
            XCTAssertEqual(h.precacher.state, .finished)
        }
    }

    func testAPausedFoundationProgressIsAPauseByTheApp() {
        MainActor.assumeIsolated {
            let h = Harness([200])
            h.precacher.start()
            MainLoop.run(until: { h.table.measured.count >= 2 })
            h.precacher.foundationProgress.pause()
            MainLoop.run(until: { h.precacher.state == .paused(.byApp) })
            h.precacher.foundationProgress.resume()
            h.runToCompletion()
        }
    }

    func testAStateReadsAsItsReasonInMessages() {
        XCTAssertEqual("\(PrecacheState.waiting(.decelerating))", "waiting (decelerating)")
        XCTAssertEqual("\(PrecacheState.paused(.byApp))", "paused (byApp)")
        XCTAssertEqual("\(PrecacheState.paused(.setupProblem("fix it")))", "paused (setupProblem: fix it)")
        XCTAssertEqual("\(PrecacheState.finished)", "finished")
        MainActor.assumeIsolated {
            let h = Harness([10])
            h.precacher.start()
            h.precacher.pause()
            let messages = collectDiagnostics { h.precacher.start() }
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages[0].message.contains("while precaching is paused (byApp)"), "\(messages)")
            h.precacher.cancel()
        }
    }
}

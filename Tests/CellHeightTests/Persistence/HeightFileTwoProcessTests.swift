#if os(Linux)
    import CellHeight
    import Foundation
    import TestSupport
    import XCTest

    /// Two real processes save one height file in a loop, as an app and its extension may, or two
    /// launches racing after a crash (issue 37 §1): no save fails because of the other's, and every
    /// load reads one whole save. The second process is this test binary run again for this test,
    /// with the file's path in its environment. Linux only: it starts a process (the rule for a
    /// stale temporary file is tested on every platform, in `HeightFileTemporariesTests`).
    final class HeightFileTwoProcessTests: XCTestCase {
        /// Saves (each followed by a load) per process.
        static let rounds = 1_500
        /// The variable that makes the test the second process, saving to the file it names.
        static let childFile = "CELLHEIGHT_TEST_CHILD_SAVES_TO"

        func testTwoProcessesSavingOneFileNeverFailEachOther() throws {
            if let path = ProcessInfo.processInfo.environment[Self.childFile] {
                return saveAsTheSecondProcess(to: URL(fileURLWithPath: path))
            }
            let url = temporaryHeightFile()
            defer { removeTemporaryHeightFile(url) }
            MainActor.assumeIsolated { _ = stringCache(1).save(to: url, identity: testIdentity) }
            let child = try ChildTestProcess(
                running: "CellHeightTests.HeightFileTwoProcessTests/testTwoProcessesSavingOneFileNeverFailEachOther",
                environment: [Self.childFile: url.path])
            XCTAssert(child.waitForLine("ready"), "the second process did not start:\n\(child.text)")
            var mine = SaveLoop()
            let diagnostics = collectDiagnostics {
                mine = MainActor.assumeIsolated { SaveLoop.run(as: "parent", to: url, rounds: Self.rounds) }
            }
            let theirs = child.finish().first { $0.hasPrefix("result ") }.map { String($0.dropFirst(7)) }
            XCTAssertEqual(mine.summary, SaveLoop.expected(rounds: Self.rounds), "this process")
            XCTAssertEqual(theirs, SaveLoop.expected(rounds: Self.rounds), "the second process:\n\(child.text)")
            XCTAssert(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
            XCTAssertGreaterThan(mine.loadsOfTheOther, 0, "the two processes' saves did not interleave")
        }

        /// The second process's part: says it is ready, saves in a loop, says how it went.
        private func saveAsTheSecondProcess(to url: URL) {
            ChildTestProcess.say("ready")
            let loop = MainActor.assumeIsolated { SaveLoop.run(as: "child", to: url, rounds: Self.rounds) }
            ChildTestProcess.say("result " + loop.summary)
        }
    }

    /// One process's saves of a shared file: each writes `keys` heights of its own, all equal to the
    /// round's number, then loads the file, which must hold one whole save (of either process).
    struct SaveLoop {
        static let keys = 20
        private(set) var failedSaves = 0
        private(set) var loadsNotWhole = 0
        private(set) var loadsOfTheOther = 0
        private(set) var firstProblem = "none"

        /// What every process's loop must end with.
        static func expected(rounds: Int) -> String {
            "\(rounds) saves: 0 failed, 0 loads not whole, first problem: none"
        }

        var summary: String {
            "\(rounds) saves: \(failedSaves) failed, \(loadsNotWhole) loads not whole, first problem: \(firstProblem)"
        }
        private var rounds = 0

        @MainActor
        static func run(as writer: String, to url: URL, rounds: Int) -> SaveLoop {
            var loop = SaveLoop()
            loop.rounds = rounds
            let cache = KeyedHeightCache<String>()
            for round in 1...rounds {
                for key in 0..<keys { cache.setHeight(CGFloat(round), for: "\(writer)-\(key)") }
                let saved = cache.save(to: url, identity: testIdentity)
                if saved.outcome != .done {
                    loop.failedSaves += 1
                    loop.note("save \(round): \(saved)")
                }
                let loaded = KeyedHeightCache<String>()
                let report = loaded.load(from: url, identity: testIdentity)
                guard let other = ["parent", "child"].first(where: { loaded.height(for: "\($0)-0") != nil }),
                    report == HeightFileReport(outcome: .done, entryCount: keys),
                    Set((0..<keys).map { loaded.height(for: "\(other)-\($0)") }).count == 1
                else {
                    loop.loadsNotWhole += 1
                    loop.note("load \(round): \(report)")
                    continue
                }
                if other != writer { loop.loadsOfTheOther += 1 }
            }
            return loop
        }

        private mutating func note(_ problem: String) {
            if firstProblem == "none" { firstProblem = problem }
        }
    }
#endif

#if os(Linux)
    import CellHeight
    import Foundation
    import TestSupport
    import XCTest

    /// A process without standard input (a daemon, or one started with it closed) gets descriptor 0
    /// for the next file it opens: its height file is read like any other. This test binary is run
    /// again for this test, closes its standard input and loads the file. Linux only: it starts a
    /// process.
    final class HeightFileStandardInputTests: XCTestCase {
        /// The variable that makes the test the second process, loading the file it names.
        static let childFile = "CELLHEIGHT_TEST_CHILD_LOADS_WITHOUT_STANDARD_INPUT"

        func testAFileOpenedAsDescriptorZeroIsRead() throws {
            if let path = ProcessInfo.processInfo.environment[Self.childFile] {
                return loadWithoutStandardInput(URL(fileURLWithPath: path))
            }
            let url = temporaryHeightFile()
            defer { removeTemporaryHeightFile(url) }
            MainActor.assumeIsolated { _ = stringCache(2).save(to: url, identity: testIdentity) }
            let child = try ChildTestProcess(
                running: "CellHeightTests.HeightFileStandardInputTests/testAFileOpenedAsDescriptorZeroIsRead",
                environment: [Self.childFile: url.path])
            let lines = child.finish().filter { $0.hasPrefix("load ") }.map(String.init)
            let done = HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 0)
            XCTAssertEqual(lines, ["load descriptor 0: \(done), 0 diagnostics"], child.text)
        }

        /// The second process's part: closes its standard input, loads, says what it got.
        private func loadWithoutStandardInput(_ url: URL) {
            close(0)
            let probe = open("/dev/null", O_RDONLY)  // the lowest free descriptor, the one the load gets
            close(probe)
            var report: HeightFileReport?
            let diagnostics = collectDiagnostics {
                report = MainActor.assumeIsolated { KeyedHeightCache<String>().load(from: url, identity: testIdentity) }
            }
            let outcome = report.map(String.init(describing:)) ?? "none"
            ChildTestProcess.say("load descriptor \(probe): \(outcome), \(diagnostics.count) diagnostics")
        }
    }
#endif

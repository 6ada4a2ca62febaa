import CellHeight
import Foundation
import TestSupport
import XCTest

/// Issue 37 §4: a height file the app may not read loaded as missing, with no diagnostic, so a user
/// whose heights never persisted got no hint. It is discarded now, with one diagnostic that names
/// the file, the error and the fix. Root reads a file whatever its permissions say, so when the
/// tests run as root (on Linux) this test binary is run again as user `nobody` to load the file.
final class HeightFileUnreadableTests: XCTestCase {
    /// The variable that makes the test the second process, loading the file it names as `nobody`.
    static let childFile = "CELLHEIGHT_TEST_CHILD_LOADS_AS_NOBODY"

    func testAnUnreadableFileIsDiscardedWithADiagnosticThatSaysWhy() throws {
        #if os(Linux)
            if let path = ProcessInfo.processInfo.environment[Self.childFile] {
                return loadAsNobody(URL(fileURLWithPath: path))
            }
        #endif
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        MainActor.assumeIsolated { _ = stringCache(2).save(to: url, identity: testIdentity) }
        XCTAssertEqual(chmod(url.path, 0), 0)
        var lines = Self.load(url)
        #if os(Linux)
            if geteuid() == 0 {
                let child = try ChildTestProcess(
                    running:
                        "CellHeightTests.HeightFileUnreadableTests/testAnUnreadableFileIsDiscardedWithADiagnosticThatSaysWhy",
                    environment: [Self.childFile: url.path])
                lines = child.finish().filter { $0.hasPrefix("load ") }.map { String($0.dropFirst(5)) }
                XCTAssertFalse(lines.isEmpty, "the second process did not load:\n\(child.text)")
            }
        #endif
        guard !lines.isEmpty else { return }
        XCTAssertEqual(
            lines.first,
            "report: discarded: it could not be read (Permission denied): remove it, or let the app read it (its "
                + "owner and permissions); the next save replaces it if its folder is writable")
        XCTAssertEqual(lines.count, 2, "one diagnostic: \(lines)")
        XCTAssert(
            lines.last?.hasPrefix("diagnostic: height file \"heights.heights\" was discarded: it could not be read")
                == true,
            "\(lines)")
    }

    /// The load's report and diagnostics, one line each.
    private static func load(_ url: URL) -> [String] {
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics {
            report = MainActor.assumeIsolated { KeyedHeightCache<String>().load(from: url, identity: testIdentity) }
        }
        return ["report: \(report.map(String.init(describing:)) ?? "none")"]
            + diagnostics.map { "diagnostic: \($0.message)" }
    }

    #if os(Linux)
        /// The second process's part: becomes `nobody` (65534), loads, says what it got.
        private func loadAsNobody(_ url: URL) {
            guard setgroups(0, nil) == 0, setgid(65_534) == 0, setuid(65_534) == 0 else {
                return ChildTestProcess.say("load could not become nobody: \(String(cString: strerror(errno)))")
            }
            for line in Self.load(url) { ChildTestProcess.say("load " + line) }
        }
    #endif
}

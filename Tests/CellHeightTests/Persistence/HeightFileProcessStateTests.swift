#if os(Linux)
    import CellHeight
    import Foundation
    import TestSupport
    import XCTest

    /// What the state of a process does to its height files: without standard input, the next file
    /// it opens is descriptor 0; under a file size limit (or on a full device) a write stops short;
    /// `errno` still holds whatever an earlier call left there. Each test runs this test binary again
    /// for itself, and the second process changes its own state and saves or loads. Linux only: it
    /// starts a process.
    final class HeightFileProcessStateTests: XCTestCase {
        /// The variable that makes a test the second process, saving to and loading the file it names.
        static let childFile = "CELLHEIGHT_TEST_CHILD_HEIGHT_FILE"

        /// A file opened as descriptor 0 is written and read like any other.
        func testAFileOpenedAsDescriptorZeroIsWrittenAndRead() throws {
            let lines = try runAgain(#function) { url in
                close(0)
                let probe = open("/dev/null", O_RDONLY)  // the lowest free descriptor: the one the save gets
                close(probe)
                return "descriptor \(probe): " + Self.saveAndLoad(url)
            }
            guard let lines else { return }
            XCTAssertEqual(lines, ["descriptor 0: " + Self.savedAndLoaded])
        }

        /// A write that stops short (a file size limit, a full device) fails the save, with the
        /// error of the write that could not go on, and leaves no file, short or temporary.
        func testAWriteThatStopsShortFailsTheSave() throws {
            let lines = try runAgain(#function) { url in
                signal(SIGXFSZ, SIG_IGN)  // EFBIG instead of the signal
                let size = MainActor.assumeIsolated {
                    stringCache(2).snapshot().encoded(identity: testIdentity).data.count
                }
                // The first write writes all but the last byte, or only the first.
                let outcomes = [size - 1, 1].map { limit in
                    Self.limitFileSize(to: limit)
                    let saved = MainActor.assumeIsolated { stringCache(2).save(to: url, identity: testIdentity) }
                    let folder = url.deletingLastPathComponent().path
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? ["none"]
                    return "\(saved.outcome), files: \(names)"
                }
                return outcomes.joined(separator: "; ")
            }
            guard let lines else { return }
            let failed = HeightFileReport.Outcome.failed(.fileSystem(call: "write", code: EFBIG))
            XCTAssertEqual(lines, ["\(failed), files: []; \(failed), files: []"])
        }

        /// `errno` is read only after a call failed: an `EINTR` left by an earlier call does not make a
        /// save or a load retry, nor fail.
        func testAnErrnoLeftByAnEarlierCallMakesNoRetry() throws {
            let lines = try runAgain(#function) { url in
                // A save that retried for ever would fill no disk.
                signal(SIGXFSZ, SIG_IGN)
                Self.limitFileSize(to: 1 << 20)
                return Self.saveAndLoad(url, errnoBefore: EINTR)
            }
            guard let lines else { return }
            XCTAssertEqual(lines, [Self.savedAndLoaded])
        }

        // MARK: The two processes

        /// What `saveAndLoad(_:)` says when both went well.
        private static let savedAndLoaded =
            "saved \(HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 0)), "
            + "loaded \(HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 0)), 0 diagnostics"

        /// Saves two heights to `url` and loads them, `errno` set to `errnoBefore` before each.
        private static func saveAndLoad(_ url: URL, errnoBefore: Int32 = 0) -> String {
            var reports: [HeightFileReport] = []
            let diagnostics = collectDiagnostics {
                MainActor.assumeIsolated {
                    errno = errnoBefore
                    reports.append(stringCache(2).save(to: url, identity: testIdentity))
                    errno = errnoBefore
                    reports.append(KeyedHeightCache<String>().load(from: url, identity: testIdentity))
                }
            }
            return "saved \(reports[0]), loaded \(reports[1]), \(diagnostics.count) diagnostics"
        }

        private static func limitFileSize(to size: Int) {
            var limit = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
            limit.rlim_cur = rlim_t(size)
            setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        }

        /// In this process: runs this test again in a second process, whose part is `child` (given
        /// a fresh file's URL), and returns the lines it said. In the second process: does `child`'s
        /// part, says what it returned, and returns `nil`.
        private func runAgain(_ test: String, child: (URL) -> String) throws -> [String]? {
            if let path = ProcessInfo.processInfo.environment[Self.childFile] {
                ChildTestProcess.say("result " + child(URL(fileURLWithPath: path)))
                return nil
            }
            let url = temporaryHeightFile()
            defer { removeTemporaryHeightFile(url) }
            let name = "CellHeightTests.HeightFileProcessStateTests/" + test.replacingOccurrences(of: "()", with: "")
            let process = try ChildTestProcess(running: name, environment: [Self.childFile: url.path], timeout: 60)
            let lines = process.finish().filter { $0.hasPrefix("result ") }.map { String($0.dropFirst(7)) }
            if lines.isEmpty { XCTFail("the second process said nothing:\n\(process.text)") }
            return lines
        }
    }
#endif

import CellHeight
import Foundation
import TestSupport
import Testing

@testable import FeedKit

@Suite("Cold launch", .serialized)
@MainActor
struct ColdLaunchTests {
    private var configuration: SessionConfiguration {
        var configuration = SessionConfiguration()
        configuration.rowCount = 60
        configuration.rowCost = .thisMachine
        return configuration
    }

    private var leftoverFolders: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path))
        return (names ?? []).filter { $0.hasPrefix("ColdLaunch-") }
    }

    @Test func theSecondLaunchMeasuresNothing() {
        let launch = ColdLaunch.run(configuration)
        #expect(launch.first.rowsShown > 1)
        #expect(launch.first.rowsShown < configuration.rowCount)
        #expect(launch.first.rowsMeasured == launch.first.rowsShown)
        #expect(launch.first.load == nil)
        #expect(launch.second.rowsShown == launch.first.rowsShown)
        #expect(launch.second.rowsMeasured == 0)
        #expect(launch.second.frames.rowsMeasured == 0)
        #expect(launch.second.frames.measureNanoseconds == 0)
        #expect(launch.second.frames.cacheHits == launch.second.frames.heightReads)
        #expect(launch.second.load == HeightFileReport(outcome: .done, entryCount: launch.first.rowsShown))
        #expect(launch.fileBytes > 0)
        #expect(leftoverFolders.isEmpty)
    }

    @Test func aChangedVersionMeasuresEveryRowAgain() {
        var launch: ColdLaunch!
        let diagnostics = collectDiagnostics {
            launch = ColdLaunch.run(configuration, secondVersion: ColdLaunch.layoutVersion + "-changed")
        }
        #expect(diagnostics.map(\.kind) == [.invalidFile], "the file of another version, reported: \(diagnostics)")
        #expect(diagnostics.first?.message.contains("written under another identity") == true)
        #expect(launch.second.rowsShown == launch.first.rowsShown)
        #expect(launch.second.rowsMeasured == launch.second.rowsShown)
        guard case .discarded = launch.second.load?.outcome else {
            Issue.record("the file of another version was not discarded: \(String(describing: launch.second.load))")
            return
        }
        #expect(leftoverFolders.isEmpty)
    }

    @Test func theReportShowsBothLaunches() {
        let launch = ColdLaunch.run(configuration)
        let text = SessionReport.coldLaunchSection(launch).joined(separator: "\n")
        let shown = launch.first.rowsShown
        #expect(text.contains("first launch"))
        #expect(text.contains("\(shown) of \(shown)"))
        #expect(text.contains("0 of \(shown)"))
        let words = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(words.contains("the second launch loaded \(shown) heights from it"))
        #expect(SessionReport.loadText(HeightFileReport(outcome: .done, entryCount: 1)) == "1 height from it")
        #expect(
            SessionReport.loadText(HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 3))
                == "2 heights from it, 3 skipped")
        #expect(SessionReport.loadText(HeightFileReport(outcome: .missing)) == "nothing from it: missing")
        #expect(SessionReport.coldLaunchSection(launch).allSatisfy { DisplayWidth.of($0) <= SessionReport.maxColumns })
    }
}

import Testing

@testable import FeedKit

@Suite("Command line")
struct ExampleOptionsTests {
    private func error(_ arguments: [String]) -> UsageError? {
        do {
            _ = try ExampleOptions.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func theDefaultRunsThisMachinesCostThenThePhoneClassProfile() throws {
        let sessions = try ExampleOptions.parse([]).sessions
        #expect(sessions.map(\.rowCost) == [.thisMachine, .phoneClass])
        #expect(sessions.map(\.rowCount) == [20_000, ExampleOptions.rowsWithAddedCost])
        #expect(sessions.allSatisfy { $0.variants == [.precache, .onDemand] })
        #expect(RowCostProfile.phoneClass.addedSeconds == 0.009)
        #expect(RowCostProfile.phoneClass.addedSeconds > 1 / SessionConfiguration().frameRate, "over one frame")
    }

    @Test func rowCostRunsOneSessionAndRowsApplyToEveryRun() throws {
        let custom = try ExampleOptions.parse(["--row-cost-ms", "2.5"]).sessions
        #expect(custom.count == 1)
        #expect(custom[0].rowCost.addedSeconds == 0.0025)
        #expect(custom[0].rowCount == ExampleOptions.rowsWithAddedCost)
        #expect(try ExampleOptions.parse(["--row-cost-ms=0"]).sessions.map(\.rowCost) == [.thisMachine])
        let rows = try ExampleOptions.parse(["--rows", "300", "--no-precache"]).sessions
        #expect(rows.map(\.rowCount) == [300, 300])
        #expect(rows.allSatisfy { $0.variants == [.onDemand] })
        let interactive = try ExampleOptions.parse(["--interactive", "--row-cost-ms", "9"]).interactiveConfiguration
        #expect(interactive.rowCount == 20_000)
        #expect(interactive.rowCost.addedSeconds == 0.009)
        #expect(error(["--row-cost-ms", "-1"])?.message.contains("--row-cost-ms") == true)
    }

    @Test func swiftRunsOwnOptionsGetAHint() {
        let release = error(["-c", "release"])
        #expect(release?.message.contains("unknown option -c") == true)
        #expect(release?.message.contains("swift run -c release Example") == true)
        #expect(error(["--configuration=release"])?.message.contains("swift run -c release Example") == true)
        #expect(error(["-Xswiftc", "-O"])?.message.contains("swift run -Xswiftc … Example") == true)
        #expect(error(["--frobnicate"])?.message == "unknown option --frobnicate (see --help)")
    }

    @Test func everyUsageErrorExitsTwoInteractiveWithoutATerminalIncluded() throws {
        #expect(UsageError.exitStatus == 2)
        let interactive = try ExampleOptions.parse(["--interactive"])
        #expect(throws: UsageError.notATerminal) {
            try interactive.checkTerminal(inputIsTerminal: false, outputIsTerminal: true)
        }
        #expect(throws: UsageError.notATerminal) {
            try interactive.checkTerminal(inputIsTerminal: true, outputIsTerminal: false)
        }
        try interactive.checkTerminal(inputIsTerminal: true, outputIsTerminal: true)
        try ExampleOptions.parse([]).checkTerminal(inputIsTerminal: false, outputIsTerminal: false)
        #expect(
            ExampleOptions.usage.contains("Exit status: 0 on success; 2 for a bad option or value, or --interactive"))
    }

    @Test func badValuesNameTheFlag() {
        #expect(error(["--rows"])?.message == "--rows needs a value")
        #expect(error(["--rows", "0"])?.message.hasPrefix("--rows needs a whole number from 1") == true)
        #expect(error(["--width=abc"])?.message.hasPrefix("--width needs a number of points") == true)
        #expect(error(["--no-precache=yes"])?.message == "--no-precache takes no value")
        #expect(error(["--seed", "0xZZ"])?.message.hasPrefix("--seed needs a whole number") == true)
    }

    @Test func helpFitsTheReportWidth() {
        for line in ExampleOptions.usage.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(DisplayWidth.of(line) <= SessionReport.maxColumns, "\(line)")
        }
        #expect(ExampleOptions.usage.contains("--row-cost-ms X"))
    }
}

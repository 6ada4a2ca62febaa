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
            ExampleOptions.usage.contains(
                "Exit status: 0 on success; 1 if the chart cannot be written after the run; 2 for a bad option\n"
                    + "or value (a --chart path that cannot be written included), options that cannot go together,\n"
                    + "or --interactive without a terminal."))
    }

    @Test func badValuesNameTheFlag() {
        #expect(error(["--rows"])?.message == "--rows needs a value")
        #expect(error(["--rows", "0"])?.message.hasPrefix("--rows needs a whole number from 1") == true)
        #expect(error(["--width=abc"])?.message.hasPrefix("--width needs a number of points") == true)
        #expect(error(["--no-precache=yes"])?.message == "--no-precache takes no value")
        #expect(error(["--seed", "0xZZ"])?.message.hasPrefix("--seed needs a whole number") == true)
    }

    @Test func theDefaultPrecacherIsTimeSlicedWithNoBatchCap() throws {
        let configuration = try ExampleOptions.parse([]).configuration
        #expect(configuration.precacher.batchSize == nil)
        #expect(configuration.precacher.timeSlice == 0.0005)
        #expect(configuration.precacher.timeBudget == 0.004)
        #expect(configuration.workers == nil)
        #expect(
            try ExampleOptions.parse(["--batch-size", "1"]).configuration.precacher.batchSize == 1, "the old behaviour")
        #expect(try ExampleOptions.parse(["--batch-size=32"]).configuration.precacher.batchSize == 32)
        #expect(try ExampleOptions.parse(["--slice-ms", "2"]).configuration.precacher.timeSlice == 0.002)
        #expect(try ExampleOptions.parse(["--slice-ms=0.25"]).configuration.precacher.timeSlice == 0.00025)
        let sessions = try ExampleOptions.parse(["--slice-ms", "1", "--batch-size", "4"]).sessions
        #expect(
            sessions.allSatisfy { $0.precacher.timeSlice == 0.001 && $0.precacher.batchSize == 4 },
            "every run gets them")
        let interactive = try ExampleOptions.parse(["--interactive", "--slice-ms", "3"]).interactiveConfiguration
        #expect(interactive.precacher.timeSlice == 0.003)
    }

    @Test func badSliceAndBatchValuesNameTheFlag() {
        for bad in ["0", "-1", "abc", "1001", "nan", "inf"] {
            #expect(error(["--slice-ms", bad])?.message.hasPrefix("--slice-ms needs a number of ms from 0.01") == true)
        }
        #expect(error(["--slice-ms"])?.message == "--slice-ms needs a value")
        #expect(error(["--batch-size", "0"])?.message.hasPrefix("--batch-size needs a whole number from 1") == true)
        #expect(error(["--batch-size", "1.5"])?.message.hasPrefix("--batch-size needs a whole number") == true)
    }

    @Test func backgroundAddsAVariantBetweenTheMainThreadPrecacherAndOnDemand() throws {
        let options = try ExampleOptions.parse(["--background"])
        #expect(options.background)
        #expect(options.sessions.count == 2)
        #expect(options.sessions.allSatisfy { $0.variants == [.precache, .background, .onDemand] })
        #expect(try ExampleOptions.parse(["--background", "--workers", "3"]).configuration.workers == 3)
        #expect(try ExampleOptions.parse(["--workers=2", "--background"]).configuration.workers == 2, "any order")
        let oneRun = try ExampleOptions.parse(["--background", "--row-cost-ms", "9"]).sessions
        #expect(oneRun.map(\.variants) == [[.precache, .background, .onDemand]])
        #expect(SessionVariant.background.name == "background precache")
        #expect(SessionVariant.allCases.filter(\.precaches) == [.precache, .background])
    }

    @Test func backgroundRefusesFlagsItCannotGoWith() {
        #expect(
            error(["--background", "--no-precache"])?.message == "--background needs the precacher: drop --no-precache")
        #expect(error(["--no-precache", "--background"])?.message.contains("--no-precache") == true, "any order")
        #expect(error(["--background", "--interactive"])?.message.contains("--interactive") == true)
        #expect(error(["--workers", "2"])?.message == "--workers applies only with --background")
        #expect(error(["--background", "--workers", "0"])?.message.hasPrefix("--workers needs a whole number") == true)
        #expect(error(["--background=yes"])?.message == "--background takes no value")
    }

    @Test func frameDeadlinesApplyToEverySessionAndNeedThePrecacher() throws {
        #expect(try ExampleOptions.parse([]).sessions.allSatisfy { !$0.frameDeadlines }, "off by default")
        #expect(try ExampleOptions.parse(["--frame-deadlines"]).sessions.allSatisfy(\.frameDeadlines))
        #expect(
            error(["--frame-deadlines", "--no-precache"])?.message
                == "--frame-deadlines needs the precacher: drop --no-precache")
        #expect(error(["--frame-deadlines", "--interactive"])?.message.contains("--interactive") == true)
        #expect(error(["--frame-deadlines=1"])?.message == "--frame-deadlines takes no value")
    }

    @Test func theNextFrameIsTheFirstFramePeriodAfterNow() {
        #expect(FramePeriods.next(after: 100, last: 100, period: 50) == 150, "a frame just drawn")
        #expect(FramePeriods.next(after: 149, last: 100, period: 50) == 150)
        #expect(FramePeriods.next(after: 150, last: 100, period: 50) == 200, "a frame due now has begun")
        #expect(FramePeriods.next(after: 1_234, last: 100, period: 50) == 1_250, "late frames are skipped")
        #expect(FramePeriods.next(after: 7, last: 100, period: 0) == 7, "no period: no wait")
    }

    @Test func helpFitsTheReportWidth() {
        for line in ExampleOptions.usage.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(DisplayWidth.of(line) <= SessionReport.maxColumns, "\(line)")
        }
        #expect(ExampleOptions.usage.contains("--row-cost-ms X"))
        for flag in ["--slice-ms X", "--batch-size N", "--budget-ms X", "--background", "--workers N"] {
            #expect(ExampleOptions.usage.contains("  \(flag)"), "\(flag)")
        }
        #expect(ExampleOptions.usage.contains("1 gives the old one row per pass"))
        #expect(ExampleOptions.usage.contains("(default 0.5)"))
    }
}

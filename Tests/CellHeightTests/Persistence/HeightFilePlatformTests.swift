import Foundation
import Testing

@testable import CellHeight

/// What height files ask of the platform (HeightFilePlatform): whether another process runs (issue 37
/// §1), and what a failed `open` means (§4).
@Suite struct HeightFilePlatformTests {
    @Test func theSystemSaysWhetherAProcessRuns() throws {
        #expect(HeightFilePlatform.processState(getpid()) == .running)
        // Running as root or not (EPERM: it exists, this process may not signal it).
        #expect(HeightFilePlatform.processState(1) == .running)
        #expect(HeightFilePlatform.processState(.max) == .gone)
        #if os(Linux)
            let exited = try ChildTestProcess(executable: "/bin/sh", arguments: ["-c", "exit 0"])
            _ = exited.finish()
            #expect(HeightFilePlatform.processState(exited.identifier) == .gone, "exited and waited for")
        #endif
    }

    /// What a failed `open` says: a missing file (or, with data protection, as on iOS, a protected
    /// one before the first unlock: `EPERM`) is quiet; any other error makes the file unreadable,
    /// which is reported.
    @Test func aFailedOpenTellsAMissingFileFromAnUnreadableOne() {
        for dataProtection in [true, false] {
            let missing = { HeightFilePlatform.isMissingForNow(openError: $0, dataProtection: dataProtection) }
            #expect(missing(ENOENT) && missing(ENOTDIR), "none there")
            #expect(!missing(EACCES), "no read permission")
            #expect(!missing(ELOOP) && !missing(EIO))
            #expect(missing(EPERM) == dataProtection, "before the first unlock, or a refusal (a sandbox, a flag)")
        }
        let reason = HeightFileReport.DiscardReason.unreadable(code: EACCES)
        #expect(reason.description.hasPrefix("it could not be read (Permission denied): remove it, or let the app"))
    }
}

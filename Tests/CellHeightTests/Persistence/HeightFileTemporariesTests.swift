import Foundation
import Testing

@testable import CellHeight

/// Which temporary files a save or a load removes (issue 37 §1): those of a process that is gone, or
/// older than the bound; never one that a live process may still rename over the file.
@Suite struct HeightFileTemporariesTests {
    typealias Temporaries = HeightFileTemporaries

    @Test func aTemporaryFileIsStaleWhenItsProcessIsGoneOrWhenItIsOlderThanTheBound() {
        let bound = Temporaries.maximumAge
        #expect(bound == 3_600)
        #expect(Temporaries.isStale(.gone, age: 0), "its save will never finish")
        #expect(Temporaries.isStale(.gone, age: -60))
        for writer in [Temporaries.Writer.running, .unknown] {
            #expect(!Temporaries.isStale(writer, age: 0), "\(writer): a save may be under way")
            #expect(!Temporaries.isStale(writer, age: bound), "\(writer)")
            #expect(Temporaries.isStale(writer, age: bound + 1), "\(writer): older than any save")
            #expect(!Temporaries.isStale(writer, age: -10 * bound), "\(writer): the clock was set back")
        }
        #expect(!Temporaries.isStale(.thisProcess, age: 100 * bound), "removed only by removeFile()")
    }

    @Test func theWriterIsReadFromTheNameThenAskedOfTheSystem() {
        let writer = { (rest: String) in Temporaries.writer(ofNameAfterPrefix: Substring(rest)) }
        #expect(writer("\(getpid())-5a3f") == .thisProcess)
        #expect(writer("1-5a3f") == .running)
        #expect(writer("\(pid_t.max)-5a3f") == .gone)
        // Never `kill` with 0 or a negative identifier (process groups), nor a number that is not one.
        for name in ["0-5a3f", "-1-5a3f", "-5a3f", "", "x-5a3f", "+1-5a3f", "١-5a3f", "99999999999999999999-5a3f"] {
            #expect(writer(name) == .unknown, "\(name)")
        }
    }
}

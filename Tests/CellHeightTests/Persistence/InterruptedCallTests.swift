import Foundation
import Testing

@testable import CellHeight

/// The reads and writes of height files are made again when a signal interrupted them, and only then.
@Suite struct InterruptedCallTests {
    /// Runs `InterruptedCall.retried` on a call that returns `results` one after the other, each
    /// with its `errno`: what it returned, and how many calls it made.
    private func retried(_ results: [(value: Int, errno: Int32)]) -> (value: Int, calls: Int) {
        var calls = 0
        let value = InterruptedCall.retried {
            defer { calls += 1 }
            errno = results[calls].errno
            return results[calls].value
        }
        return (value, calls)
    }

    /// A call interrupted by a signal (-1, `EINTR`) is made again until it is not; a call that
    /// failed otherwise, or did something (a count, 0 at the end of a file), is not, whatever an
    /// earlier call left in `errno`.
    @Test func onlyACallThatASignalInterruptedIsMadeAgain() {
        #expect(retried([(-1, EINTR), (-1, EINTR), (5, 0)]) == (5, 3))
        #expect(retried([(-1, EINTR), (-1, EIO)]) == (-1, 2))
        #expect(retried([(5, EINTR)]) == (5, 1))
        #expect(retried([(0, EINTR)]) == (0, 1))
    }
}

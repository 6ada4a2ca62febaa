import CellHeight
import Foundation

/// The diagnostics one test provokes, captured where it provokes them instead of going to
/// `Diagnostics.handler`, which no test replaces.
///
/// `record(_:)` binds the capture with the task-local `Diagnostics.capture` for the duration of its
/// body: the diagnostics reported there (by the test's task, its child tasks, and the code it runs
/// synchronously on its thread, a run loop it spins included) are kept here, and tests that run
/// concurrently never see each other's. A test that provokes a diagnostic on a thread of its own
/// calls `record(_:)` on that thread too.
package final class DiagnosticCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Diagnostic] = []

    /// An empty capture.
    package init() {}

    /// Runs `body`, keeping every diagnostic it reports on this thread.
    package func record<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Diagnostics.$capture.withValue(sink, operation: body)
    }

    /// Runs `body`, keeping every diagnostic its task and child tasks report.
    package func record<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Diagnostics.$capture.withValue(sink, operation: body)
    }

    private var sink: @Sendable (Diagnostic) -> Void {
        { [self] diagnostic in lock.withLock { items.append(diagnostic) } }
    }

    /// Everything captured so far, in the order reported.
    package var all: [Diagnostic] { lock.withLock { items } }
}

/// The diagnostics reported while `body` runs (see ``DiagnosticCapture``).
package func collectDiagnostics(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    let capture = DiagnosticCapture()
    try capture.record(body)
    return capture.all
}

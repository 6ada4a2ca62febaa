import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// The recorder that turns nested `beginUpdates()`/`endUpdates()` pairs into one batch.
@Suite struct BatchUpdateRecorderTests {
    /// An `endUpdates()` with no open batch is reported and opens nothing: the next change outside a
    /// batch is still handed over at once, and a later pair is still one batch.
    @Test func anEndWithoutABeginIsReportedAndLeavesNoBatchOpen() {
        var recorder = BatchUpdateRecorder()
        var closed: TableUpdate?? = .none
        let messages = collectDiagnostics { closed = recorder.end() }
        #expect(closed == .some(nil))
        #expect(messages.count == 1 && messages.first?.kind == .misuse, "\(messages)")
        #expect(messages.first?.message.contains("endUpdates() without beginUpdates()") == true)
        #expect(recorder.depth == 0)

        let single = recorder.record { $0.insertRows(at: [IndexPath(indexes: [0, 0])]) }
        #expect(single?.insertedRows == [IndexPath(indexes: [0, 0])], "outside a batch: handed over at once")

        recorder.begin()
        #expect(recorder.record { $0.deleteRows(at: [IndexPath(indexes: [0, 1])]) } == nil)
        #expect(recorder.end()?.deletedRows == [IndexPath(indexes: [0, 1])])
        #expect(recorder.depth == 0)
    }
}

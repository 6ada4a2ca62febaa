import FeedKit
import Foundation

/// Shows session progress on standard error: a bar redrawn in place on a terminal, plain lines
/// (when the step, its label or the state changes, else at most one a second) otherwise.
@MainActor
final class ProgressLine {
    private let redraws: Bool
    private var lastPlain: Double = -1
    private var lastStep = -1
    private var lastVariant: SessionVariant?
    private var lastState = ""
    private var lastLabel = ""
    private var drawn = false

    init() {
        redraws = isatty(STDERR_FILENO) == 1
    }

    func show(_ status: SessionStatus) {
        if redraws {
            let width = Terminal.size(of: STDERR_FILENO)?.columns ?? 100
            let line = FeedCellText.clip(text(status, bar: true), to: max(20, width - 1))
            writeError("\r\u{1B}[2K" + line)
            drawn = true
            return
        }
        // A new label too: a session's last status ("done") always gets its line.
        let changed =
            status.step != lastStep || status.variant != lastVariant || status.stateText != lastState
            || status.stepLabel != lastLabel
        guard changed || status.elapsed - lastPlain >= 1 else { return }
        lastStep = status.step
        lastVariant = status.variant
        lastState = status.stateText
        lastLabel = status.stepLabel
        lastPlain = status.elapsed
        writeError(text(status, bar: false) + "\n")
    }

    /// Ends a redrawn line, so that what follows starts on a fresh line.
    func finish() {
        if drawn { writeError("\r\u{1B}[2K") }
        drawn = false
    }

    private func text(_ status: SessionStatus, bar: Bool) -> String { status.progressText(bar: bar) }
}

/// Writes to standard error at once.
func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

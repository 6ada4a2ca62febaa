import Foundation

/// The entries one load skipped, by cause, reported as one ``Diagnostic`` per cause that names
/// the file (quoted and escaped: a file name can hold any character).
struct HeightFileProblems {
    /// The file's name, fit for a diagnostic.
    let fileName: String
    private(set) var skipped: [(cause: String, count: Int)] = []

    init(fileName: String) { self.fileName = DiagnosticText.quoted(fileName) }

    var skippedCount: Int { skipped.reduce(0) { $0 + $1.count } }

    mutating func skip(_ cause: String, count: Int = 1) {
        guard count > 0 else { return }
        if let index = skipped.firstIndex(where: { $0.cause == cause }) {
            skipped[index].count += count
        } else {
            skipped.append((cause, count))
        }
    }

    /// Reports each cause once.
    func report() {
        for (cause, count) in skipped {
            Diagnostics.report(
                .invalidFile,
                "height file \(fileName): skipped \(count) \(count == 1 ? "entry" : "entries") (\(cause)); "
                    + "the rest was loaded and the next save rewrites the file")
        }
    }

    /// Reports that the file was discarded whole.
    func reportDiscarded(_ reason: HeightFileReport.DiscardReason) {
        Diagnostics.report(
            .invalidFile,
            "height file \(fileName) was discarded: \(reason). Its heights are measured again and saved anew")
    }
}

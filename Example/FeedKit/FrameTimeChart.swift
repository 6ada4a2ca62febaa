/// A one-line chart of frame times for a terminal: one block character per column, as tall as the
/// longest frame it stands for, relative to the frame budget.
///
/// `▁▂▃▄▅▆▇` are frames within the budget, in sevenths of it (`▁` up to a seventh, `▇` up to the
/// whole budget); `█` is a frame over budget. Each fling's frames are drawn in order and the flings
/// are set apart by a space. When there are more frames than columns, each column stands for the
/// same number of consecutive frames of one fling and shows the longest of them, so a single slow
/// frame is never averaged away. Block elements are one column wide in terminals outside CJK
/// locales (East Asian Width Ambiguous), tmux included.
public struct FrameTimeChart: Sendable, Equatable {
    /// The block for a frame over budget.
    public static let overBudget: Character = "█"
    /// The blocks for frames within budget, from the shortest to the longest.
    public static let withinBudget: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

    /// How many frames each column stands for (at least 1).
    public let framesPerColumn: Int
    /// The chart, at most the width it was made for.
    public let line: String

    /// Charts `flings` (each fling's frame times, in nanoseconds) in at most `maxColumns` columns.
    ///
    /// - Parameters:
    ///   - flings: Each fling's frame times in nanoseconds, in order; empty flings are skipped.
    ///   - budgetNanoseconds: The frame budget; at least 1 is used.
    ///   - maxColumns: The widest the line may be, gaps between flings included.
    ///   - framesPerColumn: Frames per column; `nil` picks the fewest that fit `maxColumns`.
    public init(flings: [[UInt64]], budgetNanoseconds: UInt64, maxColumns: Int, framesPerColumn: Int? = nil) {
        let flings = flings.filter { !$0.isEmpty }
        let frames = framesPerColumn.map { max(1, $0) } ?? Self.framesPerColumn(for: flings, maxColumns: maxColumns)
        self.framesPerColumn = frames
        let budget = max(1, budgetNanoseconds)
        var line = ""
        for fling in flings {
            if !line.isEmpty { line.append(" ") }
            var start = 0
            while start < fling.count {
                let longest = fling[start..<min(start + frames, fling.count)].max() ?? 0
                line.append(Self.block(for: longest, budget: budget))
                start += frames
            }
        }
        self.line = line
    }

    /// The block for a frame of `nanoseconds` against `budget`.
    static func block(for nanoseconds: UInt64, budget: UInt64) -> Character {
        guard nanoseconds <= budget else { return overBudget }
        let share = Double(nanoseconds) / Double(budget) * Double(withinBudget.count)
        let level = Int(share.rounded(.up)) - 1
        return withinBudget[min(max(0, level), withinBudget.count - 1)]
    }

    /// The fewest frames per column with which every fling, and a gap between flings, fits; when
    /// nothing fits, one column per fling.
    static func framesPerColumn(for flings: [[UInt64]], maxColumns: Int) -> Int {
        let available = max(1, maxColumns - max(0, flings.count - 1))
        let longest = flings.map(\.count).max() ?? 1
        var frames = 1
        while frames < longest, flings.reduce(0, { $0 + ($1.count + frames - 1) / frames }) > available {
            frames += 1
        }
        return frames
    }
}

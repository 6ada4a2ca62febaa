import CellHeight
import Foundation
import Precache

/// The rows to precache: messages, each as tall as its text needs at the list's width.
@MainActor
final class MessageList: PrecacheDataSource {
    var messages: [String]
    let width: CGFloat

    init(messages: [String], width: CGFloat) {
        self.messages = messages
        self.width = width
    }

    var numberOfSections: Int { 1 }

    func numberOfRows(inSection section: Int) -> Int { messages.count }

    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
        // A stand-in for real text layout: 8-point characters, 20-point lines, 24 points of padding.
        let charactersPerLine = max(1, Int(width / 8))
        let characters = messages[indexPath[1]].count  // indexPath[0] is the section, [1] the row
        let lines = max(1, (characters + charactersPerLine - 1) / charactersPerLine)
        return CGFloat(lines * 20 + 24)
    }
}

/// Precaches every row of `list` into `cache`, running the main run loop until the run finishes,
/// and returns the final progress.
@MainActor
func precacheAll(of list: MessageList, into cache: IndexPathHeightCache) -> PrecacheProgress {
    let precacher = Precacher(cache: cache, dataSource: list)
    precacher.batchSize = 50  // at most 50 rows a pass
    precacher.timeSlice = 0.002  // passes of up to 2 ms: no touches to answer here
    precacher.onProgress = { progress in
        print("\(progress.completed + progress.failed) of \(progress.total) rows")
    }
    var finished: PrecacheProgress?
    precacher.onCompletion = { progress in finished = progress }
    precacher.start()

    // The precacher works in the main run loop's idle time, so the program must run the loop.
    // A loop with nothing to wait for returns at once: a timer gives it something.
    let keepAlive = Timer(timeInterval: 3600, repeats: true) { _ in }
    RunLoop.main.add(keepAlive, forMode: .common)
    withExtendedLifetime(precacher) {  // released, it would stop
        while finished == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
        }
    }
    keepAlive.invalidate()
    return finished!
}

/// The program: a thousand messages at 320 points wide.
@MainActor
func runMessageListExample() {
    let list = MessageList(
        messages: (1...1_000).map { String(repeating: "word ", count: $0 % 40 + 1) }, width: 320)
    let cache = IndexPathHeightCache()
    cache.layoutContext = LayoutContext(width: 320)
    let progress = precacheAll(of: list, into: cache)
    let first = cache.height(at: IndexPath(indexes: [0, 0])) ?? 0
    print("cached \(progress.completed) rows, \(progress.failed) failed; the first is \(first) points tall")
}

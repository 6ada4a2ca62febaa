import Foundation

/// The asynchronous loads and saves of one cache's height files that are under way, by file, in
/// the order they were asked for: a save waits for every call on its file asked before it, so that
/// it never writes the cache before a load of that file has merged the file's heights (the save
/// would write fewer heights than the file and the cache hold together), and never finishes before
/// an earlier save (whose older snapshot would then replace it). A load waits for nothing.
///
/// The wait suspends the saving task (the main actor goes on), and is bounded by the calls it waits
/// for: a load reads a regular file of at most its size limit. On the main actor.
@MainActor
final class HeightFileQueue {
    /// A call's place in the queue of its file.
    struct Ticket {
        fileprivate let file: String
        fileprivate let number: Int
    }

    private var issued = 0
    /// The calls under way, by file (its standardized path), in the order they were asked for.
    private var underWay: [String: [Int]] = [:]
    /// The saves waiting for their turn, by ticket number.
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    /// Runs `body`, a load or a save of `url` (which waits for the calls before it, with
    /// `waitingForEarlier`), as one call under way on that file.
    func run<Result>(
        on url: URL, waitingForEarlier: Bool, _ body: @MainActor () async -> Result
    ) async -> Result {
        let ticket = begin(url)
        defer { end(ticket) }
        if waitingForEarlier && underWay[ticket.file]?.first != ticket.number {
            await withCheckedContinuation { waiting[ticket.number] = $0 }
        }
        return await body()
    }

    private func begin(_ url: URL) -> Ticket {
        issued += 1
        let ticket = Ticket(file: url.standardizedFileURL.path, number: issued)
        underWay[ticket.file, default: []].append(ticket.number)
        return ticket
    }

    /// Ends a call; the call now first on its file goes on if it waits.
    private func end(_ ticket: Ticket) {
        var calls = underWay[ticket.file] ?? []
        calls.removeAll { $0 == ticket.number }
        underWay[ticket.file] = calls.isEmpty ? nil : calls
        if let first = calls.first, let next = waiting.removeValue(forKey: first) { next.resume() }
    }
}

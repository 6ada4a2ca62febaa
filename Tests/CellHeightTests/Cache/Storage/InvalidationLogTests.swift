import Foundation
import Testing

@testable import CellHeight

/// What the invalidation log says about heights copied at a generation: fresh, stale by key, or
/// stale whole.
@Suite struct InvalidationLogTests {
    /// Heights copied now are fresh; of those copied before a key's invalidation, that key's is
    /// stale and the others are not.
    @Test func aKeyInvalidatedSinceACopyIsStaleAndNothingElse() {
        var log = InvalidationLog<Int>()
        let before = log.generation
        log.invalidate(7)
        #expect(log.staleness(since: log.generation) == .none)
        #expect(!log.isStale(7, since: log.generation))
        #expect(log.staleness(since: before) == .some)
        #expect(log.isStale(7, since: before) && !log.isStale(8, since: before))
    }

    /// Everything copied before `invalidateAll()` is stale, keys the log never saw included;
    /// heights copied after it are fresh.
    @Test func everythingCopiedBeforeInvalidateAllIsStale() {
        var log = InvalidationLog<Int>()
        log.invalidate(1)
        let before = log.generation
        log.invalidateAll()
        #expect(log.staleness(since: before) == .all)
        #expect(log.isStale(1, since: before) && log.isStale(2, since: before))
        #expect(log.staleness(since: log.generation) == .none && !log.isStale(2, since: log.generation))
    }
}

import CellHeight
import Foundation
import TestSupport
import Testing

/// Who hears about an ``IndexPathHeightCache``'s changes, and what: each observer once per change,
/// only the changes that make heights stale or move them, until it is removed or released.
@MainActor @Suite(.serialized) struct HeightCacheObserverTests {
    final class Recorder: HeightCacheObserver {
        var changes: [HeightCacheChange] = []
        func heightCache(_ cache: IndexPathHeightCache, didChange change: HeightCacheChange) { changes.append(change) }
    }

    /// Every observer hears each change once, however often it was added.
    @Test func eachObserverHearsEachChangeOnce() {
        let cache = makeCache([[1, 2]])
        let first = Recorder()
        let second = Recorder()
        cache.addObserver(first)
        cache.addObserver(second)
        cache.addObserver(first)
        cache.invalidateHeight(at: IndexPath(0, 0))
        #expect(first.changes == [.invalidated(IndexPath(0, 0))])
        #expect(second.changes == [.invalidated(IndexPath(0, 0))])
    }

    /// A removed observer hears nothing more; the others still do.
    @Test func aRemovedObserverHearsNothingMore() {
        let cache = makeCache([[1, 2]])
        let removed = Recorder()
        let kept = Recorder()
        cache.addObserver(removed)
        cache.addObserver(kept)
        cache.removeObserver(removed)
        cache.invalidateAll()
        #expect(removed.changes.isEmpty)
        #expect(kept.changes == [.invalidatedAll])
    }

    /// An empty update changes nothing and tells nobody.
    @Test func anEmptyUpdateTellsNobody() {
        let cache = makeCache([[1, 2]])
        let recorder = Recorder()
        cache.addObserver(recorder)
        cache.performUpdates(TableUpdate())
        #expect(recorder.changes.isEmpty)
        var update = TableUpdate()
        update.deleteRows(at: [IndexPath(0, 0)])
        cache.performUpdates(update)
        #expect(recorder.changes == [.updated(update)])
    }

    /// Dropping the heights of the active context is heard as everything invalidated; dropping
    /// another context's heights is not heard (reads do not see them).
    @Test func droppingTheActiveContextsHeightsIsHeardAnotherContextsIsNot() {
        let active = LayoutContext(width: 320)
        let other = LayoutContext(width: 700)
        let cache = makeCache([[1]], context: other)
        cache.layoutContext = active
        cache.setHeight(2, at: IndexPath(0, 0))
        let recorder = Recorder()
        cache.addObserver(recorder)
        cache.removeHeights(in: other)
        #expect(recorder.changes.isEmpty)
        #expect(cache.height(at: IndexPath(0, 0)) == 2)
        cache.removeHeights(in: active)
        #expect(recorder.changes == [.invalidatedAll])
        #expect(cache.height(at: IndexPath(0, 0)) == nil)
    }
}

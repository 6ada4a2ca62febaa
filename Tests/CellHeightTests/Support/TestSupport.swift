import CellHeight
import Foundation
import TestSupport
import Testing

/// Builds a cache whose active bucket holds `rows` (nil = absent).
@MainActor
func makeCache(_ sections: [[Double?]], context: LayoutContext = LayoutContext(width: 320)) -> IndexPathHeightCache {
    let cache = IndexPathHeightCache()
    cache.layoutContext = context
    for (s, rows) in sections.enumerated() {
        for (r, height) in rows.enumerated() {
            if let height { cache.setHeight(CGFloat(height), at: IndexPath(s, r)) }
        }
    }
    return cache
}

/// The active bucket's heights for a table of the given shape.
@MainActor
func dump(_ cache: IndexPathHeightCache, shape: [Int]) -> [[Double?]] {
    shape.enumerated().map { s, count in
        (0..<count).map { r in
            cache.containsHeight(at: IndexPath(s, r)) ? cache.height(at: IndexPath(s, r)).map(Double.init) : nil
        }
    }
}

/// A value captured by a closure that the test runs where nothing else touches it at the same time.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

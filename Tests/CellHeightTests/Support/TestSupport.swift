import CellHeight
import Foundation
import TestSupport
import Testing

/// Builds a cache whose active bucket holds `rows` (nil = absent).
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
func dump(_ cache: IndexPathHeightCache, shape: [Int]) -> [[Double?]] {
    shape.enumerated().map { s, count in
        (0..<count).map { r in
            cache.containsHeight(at: IndexPath(s, r)) ? cache.height(at: IndexPath(s, r)).map(Double.init) : nil
        }
    }
}

/// Collects the diagnostics reported by `body` (on this task only, so parallel tests do not mix).
func collectDiagnostics(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    _ = TestDiagnostics.installed
    let box = DiagnosticBox()
    try TestDiagnostics.$collector.withValue(box) { try body() }
    return box.all
}

enum TestDiagnostics {
    @TaskLocal static var collector: DiagnosticBox?
    /// Routes every diagnostic to the collector of the task that reported it.
    static let installed: Void = { Diagnostics.handler = { TestDiagnostics.collector?.append($0) } }()
}

final class DiagnosticBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Diagnostic] = []
    func append(_ item: Diagnostic) { lock.withLock { items.append(item) } }
    var all: [Diagnostic] { lock.withLock { items } }
}

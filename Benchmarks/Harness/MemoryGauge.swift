import Foundation

/// Process memory readings: bytes held by malloc, and resident set size.
enum MemoryGauge {
    /// Bytes currently allocated through malloc (small blocks plus mmapped large ones); nil off glibc.
    static func heapInUseBytes() -> Int? {
        #if canImport(Glibc)
            return GlibcMalloc.bytesInUse()
        #else
            return nil
        #endif
    }

    /// Resident set size from /proc/self/statm; nil where that file does not exist.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Heap and RSS growth while `body` runs; `body`'s result must stay alive to be counted, so it is returned.
    /// Free heap pages are returned to the kernel first, so pages `body` reuses still count.
    static func delta<T>(_ body: () -> T) -> (value: T, heapBytes: Int?, residentBytes: Int?) {
        #if canImport(Glibc)
            GlibcMalloc.trim()
        #endif
        let heapBefore = heapInUseBytes()
        let residentBefore = residentBytes()
        let value = body()
        let heapAfter = heapInUseBytes()
        let residentAfter = residentBytes()
        let heap = heapBefore.flatMap { before in heapAfter.map { $0 - before } }
        let resident = residentBefore.flatMap { before in residentAfter.map { $0 - before } }
        return (value, heap, resident)
    }
}

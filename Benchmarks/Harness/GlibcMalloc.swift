#if canImport(Glibc)
    import Glibc

    /// glibc malloc's own accounting, for memory measurements.
    ///
    /// `mallinfo2` and `malloc_trim` live in <malloc.h>, which Swift's Glibc module does not import.
    /// `malloc_info(3)` and `malloc_trim(3)` have plain C signatures, so they are looked up with
    /// `dlsym`; `malloc_info`'s XML summary is parsed for the totals.
    enum GlibcMalloc {
        private typealias InfoFunction = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        private typealias TrimFunction = @convention(c) (Int) -> Int32

        /// Hands free heap pages back to the kernel, so a following RSS delta counts new pages only.
        static func trim() {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: TrimFunction.self)(0)
        }

        /// In use = arena bytes obtained from the system − free bytes (fast bins + other bins + top)
        /// + bytes in mmapped chunks. The totals are the last ones in the document (all arenas).
        static func bytesInUse() -> Int? {
            guard let xml = document() else { return nil }
            guard let fast = lastSize(in: xml, tag: "<total type=\"fast\""),
                let rest = lastSize(in: xml, tag: "<total type=\"rest\""),
                let mmapped = lastSize(in: xml, tag: "<total type=\"mmap\""),
                let system = lastSize(in: xml, tag: "<system type=\"current\"")
            else { return nil }
            return system - fast - rest + mmapped
        }

        private static func document() -> String? {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_info") else { return nil }
            let mallocInfo = unsafeBitCast(symbol, to: InfoFunction.self)
            var buffer: UnsafeMutablePointer<CChar>?
            var length = 0
            guard let stream = open_memstream(&buffer, &length) else { return nil }
            let status = mallocInfo(0, stream)
            fclose(stream)
            defer { free(buffer) }
            guard status == 0, let buffer else { return nil }
            return String(cString: buffer)
        }

        /// The `size="…"` value on the last line that starts with `tag`.
        private static func lastSize(in xml: String, tag: String) -> Int? {
            guard let line = xml.split(separator: "\n").last(where: { $0.hasPrefix(tag) }),
                let start = line.range(of: "size=\"")?.upperBound,
                let end = line[start...].firstIndex(of: "\"")
            else { return nil }
            return Int(line[start..<end])
        }
    }
#endif

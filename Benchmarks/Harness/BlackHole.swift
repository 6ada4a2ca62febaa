/// A place to put results so the optimizer cannot drop the work that produced them.
enum BlackHole {
    nonisolated(unsafe) private static var sink: Double = 0

    @inline(never)
    static func consume(_ value: Double) {
        sink += value
    }
}
